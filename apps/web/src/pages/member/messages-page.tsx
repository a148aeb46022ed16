import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { useMarkMessageRead, useMarkMessagesRead, useMemberMessages } from './money-api.ts';
import { MoneyError, MoneySectionHead, MoneySkeleton } from './money-ui.tsx';
import { NoticeItem } from './security-center-page.tsx';

/**
 * messageV2: the member's in-site messages, newest first. Reading one (or all) brings the menu's
 * message badge down.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const messages = useMemberMessages();
  const markOne = useMarkMessageRead();
  const markAll = useMarkMessagesRead();
  const value = messages.data;
  return (
    <section className="money-page">
      <MoneySectionHead icon="mail" title={t('member.messages')} lead={t('member.messagesLead')}>
        {value && value.unread > 0 ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => markAll.mutate(undefined)}
          >
            {t('memberMoney.notices.markRead', { count: value.unread })}
          </button>
        ) : null}
      </MoneySectionHead>
      {messages.isPending ? <MoneySkeleton rows={3} /> : null}
      {messages.isError ? (
        <MoneyError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : null}
      {value && value.total === 0 ? (
        <EmptyState icon="inbox" title={t('member.noMessagesTitle')} text={t('member.noMessagesText')} />
      ) : null}
      {value && value.total > 0 ? (
        <article className="money-card notices" aria-label={t('member.messages')}>
          <ul className="notices__list">
            {value.list.map((message) => (
              <NoticeItem key={message.id} message={message} onRead={() => markOne.mutate(message.id)} />
            ))}
          </ul>
        </article>
      ) : null}
    </section>
  );
}
