import { ERROR_CODES, errorMessage, type TErrorCode } from '@croupier/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { exchangeOauthTicket } from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';
import { WarningDialog } from '../components/warning-dialog.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useStartSession } from './use-auth-success.ts';

/**
 * The way back from a one-click log in: `?oauthTicket=` is traded for a session (agents coming back
 * to /agent go on to /agentHome); `?oauthError=CODE` shows why it failed. Either way the query goes.
 */
export function OauthReturn() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const ticket = params.get('oauthTicket');
    const error = params.get('oauthError');
    if ((!ticket && !error) || handled.current === search) return;
    handled.current = search;
    const messageOf = (code: TErrorCode) => errorMessage(code, currentLanguage());
    if (error) {
      const code = (ERROR_CODES as readonly string[]).includes(error)
        ? (error as TErrorCode)
        : 'INTERNAL_ERROR';
      setFailure(messageOf(code));
      navigate(pathname, { replace: true });
      return;
    }
    exchangeOauthTicket(ticket ?? '')
      .then((value) => {
        startSession(value, 'oauth');
        navigate(pathname === '/agent' ? '/agentHome' : pathname, { replace: true });
      })
      .catch((cause: unknown) => {
        setFailure(cause instanceof ApiError ? cause.message : messageOf('INTERNAL_ERROR'));
        navigate(pathname, { replace: true });
      });
  }, [navigate, pathname, search, startSession]);

  return failure ? <WarningDialog message={failure} onClose={() => setFailure(null)} /> : null;
}
