import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../components/icon.tsx';
import { useUnreadMessages } from './messages-api.ts';
import './messages.css';

/** The header's message bell: a link to the inbox named with the unread count, the count on a badge. */
export function MessageBell({ isTrial }: { isTrial: boolean }) {
  const { t } = useTranslation();
  const unread = useUnreadMessages(!isTrial).data?.unread ?? 0;
  if (isTrial) return null;
  const label = unread > 0 ? t('messages.inbox.bellUnread', { count: unread }) : t('messages.inbox.bell');
  return (
    <Link to="/member?tab=messageV2" className="icon-button message-bell" aria-label={label} title={label}>
      <Icon name="mail" />
      {unread > 0 ? (
        <span className="message-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
