import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../api/lobby.ts';
import { Dialog } from '../components/dialog.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { openDialogs } from '../lib/open-dialogs.ts';
import {
  executionsFor,
  FIRST_LOGIN_KEY,
  readSuppressed,
  suppress,
  visiblePopups,
} from '../lib/public-popups.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Public popups (announcements of type PU) once the notices have loaded, for the player's execution
 * code (B anonymous, A logged in, F first-time login). Each closes on its own; "Don't show again
 * this session" keeps it away until the tab closes. A popup never stacks over another dialog: it
 * opens only when no other dialog is open (log in, register, a warning, the forced password
 * change…) and waits for one that opens to close.
 */
export function PublicPopups() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const otherPopup = useUiStore((state) => state.popup);
  const otherDialogs = useSyncExternalStore(openDialogs.subscribe, openDialogs.count, openDialogs.count);
  const notices = useAnnouncements('B', { pageSize: 20 });
  const isFirstLogin = isLogin && sessionStore()?.getItem(FIRST_LOGIN_KEY) === 'true';
  const [first, second] = executionsFor(isLogin, isFirstLogin);
  const isReady = !notices.isPending;
  const one = useAnnouncements('PU', { execution: first ?? null, pageSize: 20, enabled: isReady });
  const two = useAnnouncements('PU', {
    execution: second ?? null,
    pageSize: 20,
    enabled: isReady && !!second,
  });
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => readSuppressed(sessionStore()));
  const [isSuppressing, setSuppressing] = useState(false);
  const checkboxId = useId();

  const popups = visiblePopups([one.data?.list ?? [], second ? (two.data?.list ?? []) : []], closed);
  const current = popups[0];
  if (!current || otherPopup !== null || otherDialogs > 0) return null;

  const close = () => {
    if (isSuppressing) suppress(sessionStore(), current.id);
    setSuppressing(false);
    setClosed((ids) => new Set([...ids, current.id]));
  };

  return (
    <Dialog
      key={current.id}
      title={current.title}
      onClose={close}
      size="medium"
      className="public-popup"
      isCounted={false}
    >
      {current.announcementImages.map((image) => (
        <img key={image.sequence} src={image.url} alt="" className="announcements__image" />
      ))}
      <SafeHtml html={current.content} />
      <div className="public-popup__footer">
        <label className="checkbox" htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={isSuppressing}
            onChange={(event) => setSuppressing(event.target.checked)}
          />
          <span>{t('announcements.dontShowAgain')}</span>
        </label>
        <button type="button" className="button button--primary" data-autofocus onClick={close}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
