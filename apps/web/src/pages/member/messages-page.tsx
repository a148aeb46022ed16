import { useTranslation } from 'react-i18next';
import { Inbox } from '../../messages/inbox.tsx';
import { MoneySectionHead } from './money-ui.tsx';

/**
 * messageV2: the member's inbox, newest first: the operator's platform messages and notices about
 * the account. Reading (or deleting) one brings the header's and the menu's message badges down.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  return (
    <section className="money-page">
      <MoneySectionHead icon="mail" title={t('member.messages')} lead={t('messages.inbox.lead')} />
      <Inbox label={t('member.messages')} />
    </section>
  );
}
