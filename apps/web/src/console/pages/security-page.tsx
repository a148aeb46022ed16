import { API, ZOk, ZRecoveryCodes, ZRecoveryCodesLeft, ZRecoveryCodesRenew } from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { consoleRequest } from '../console-api.ts';
import { refusal } from './player-support.tsx';

/** Ten recovery codes shown once, with a copy button: the operator stores them somewhere safe. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const [isCopied, setCopied] = useState(false);
  return (
    <div className="console-recovery">
      <ol className="console-recovery__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} className="console-mono">
            {code}
          </li>
        ))}
      </ol>
      <p className="console-muted">
        Each code signs you in once in place of an authenticator code. They are shown only now: keep them
        somewhere safe, away from your phone.
      </p>
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() =>
          void navigator.clipboard?.writeText(codes.join('\n')).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {isCopied ? 'Copied' : 'Copy all'}
      </button>
    </div>
  );
}

/** The operator's own sign-in security: how many recovery codes are left, and a new set on request. */
export function SecurityPage() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const left = useQuery({
    queryKey: ['console', 'recovery-codes'],
    queryFn: async () =>
      (await consoleRequest(API.admin.operatorRecoveryCodes, ZOk(ZRecoveryCodesLeft))).value.remaining,
  });
  const renew = useMutation({
    mutationFn: async () =>
      (
        await consoleRequest(API.admin.operatorRecoveryCodes, ZOk(ZRecoveryCodes), {
          method: 'POST',
          body: ZRecoveryCodesRenew.parse({ totpCode: code.trim() }),
        })
      ).value.codes,
    onSuccess: () => {
      setCode('');
      void queryClient.invalidateQueries({ queryKey: ['console', 'recovery-codes'] });
    },
  });
  const isValid = ZRecoveryCodesRenew.safeParse({ totpCode: code.trim() }).success;
  return (
    <section className="console-page" aria-labelledby="security-title">
      <header className="console-page__head">
        <div>
          <h1 id="security-title">Sign-in security</h1>
          <p className="console-muted">Recovery codes let you in when your authenticator is not at hand.</p>
        </div>
      </header>
      <div className="console-card console-security">
        <h2>Recovery codes</h2>
        <p>
          {left.data === undefined
            ? 'Counting your codes…'
            : `${left.data} of 10 unused recovery codes left.`}
        </p>
        {renew.data ? (
          <RecoveryCodesList codes={renew.data} />
        ) : (
          <form
            className="console-inline-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (isValid) renew.mutate();
            }}
          >
            <label className="field">
              <span className="field__label">Authenticator code</span>
              <input
                className="input"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <span className="field__hint">New codes replace the old ones, which stop working.</span>
            </label>
            <button type="submit" className="button button--primary" disabled={!isValid || renew.isPending}>
              Make new recovery codes
            </button>
            {renew.error && (
              <p className="console-error" role="alert">
                {renew.error instanceof ApiError && renew.error.code === 'TOTP_CODE_INVALID'
                  ? 'That authenticator code is not right (or was already used).'
                  : refusal(renew.error)}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}
