import type { TMemberMessage } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state.tsx';
import { Icon } from '../components/icon.tsx';
import { formatTime } from '../pages/member/money-time.ts';
import { formatAmount, MoneyError, MoneySkeleton, useMerchantMoney } from '../pages/member/money-ui.tsx';
import {
  INBOX_PAGE_SIZE,
  useDeleteMessage,
  useInbox,
  useReadAllMessages,
  useReadMessage,
} from './messages-api.ts';
import './messages.css';

/** The words of a system message: the platform's own kinds, else a security notice of member money. */
function useSystemText(message: TMemberMessage): string {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const params = message.params;
  switch (message.kind) {
    case 'deposit_approved':
    case 'withdrawal_paid':
      return t(`messages.inbox.kinds.${message.kind}`, {
        amount: formatAmount(params.amount ?? '0', symbol),
      });
    case 'bonus_issued':
      return t('messages.inbox.kinds.bonus_issued', {
        amount: formatAmount(params.amount ?? '0', symbol),
        promotion: params.promotion ?? '',
      });
    case 'contract_offered':
      return t('messages.inbox.kinds.contract_offered', {
        upline: params.upline ?? '',
        // biome-ignore lint/suspicious/noExplicitAny: contract kinds are checked by the agent bundle's test
        kind: t(`agentCenter.kinds.${params.kind ?? 'dividend'}` as any),
      });
    default: {
      const heldUntil = params.heldUntil ? formatTime(params.heldUntil, timezone) : undefined;
      const text = t(
        `memberMoney.notices.kinds.${message.kind.replace(/^security_/, '')}` as 'memberMoney.notices.generic',
        {
          ...params,
          ...(heldUntil ? { heldUntil } : {}),
          defaultValue: t('memberMoney.notices.generic'),
        },
      );
      return heldUntil ? `${text} ${t('memberMoney.notices.held', { until: heldUntil })}` : text;
    }
  }
}

/** One message: who it is from, its words, when; read and delete. */
function InboxItem({ message }: { message: TMemberMessage }) {
  const { t } = useTranslation();
  const { timezone } = useMerchantMoney();
  const read = useReadMessage();
  const remove = useDeleteMessage();
  const systemText = useSystemText(message);
  const isPlatform = message.source === 'platform';
  const heading = isPlatform ? (message.title ?? '') : t('messages.inbox.fromSystem');
  return (
    <li className={`inbox-item${message.isRead ? '' : ' is-unread'}`} aria-label={heading}>
      <span className={`inbox-item__icon inbox-item__icon--${message.source}`} aria-hidden="true">
        <Icon name={isPlatform ? 'megaphone' : 'shield'} size={18} />
      </span>
      <div className="inbox-item__main">
        <div className="inbox-item__meta">
          <h3 className="inbox-item__title">{heading}</h3>
          {message.isRead ? null : <span className="inbox-item__unread">{t('messages.inbox.unread')}</span>}
          <time className="inbox-item__time" dateTime={message.createdAt}>
            {formatTime(message.createdAt, timezone)}
          </time>
        </div>
        {isPlatform ? (
          <>
            <span className="inbox-item__from">{t('messages.inbox.fromPlatform')}</span>
            <p className="inbox-item__body">{message.body}</p>
          </>
        ) : (
          <p className="inbox-item__body">{systemText}</p>
        )}
      </div>
      <div className="inbox-item__actions">
        {message.isRead ? null : (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={read.isPending}
            onClick={() => read.mutate(message.id)}
          >
            <Icon name="check" size={14} />
            {t('messages.inbox.markRead')}
          </button>
        )}
        <button
          type="button"
          className="icon-button inbox-item__delete"
          aria-label={t('messages.inbox.delete')}
          title={t('messages.inbox.delete')}
          disabled={remove.isPending}
          onClick={() => remove.mutate(message.id)}
        >
          <Icon name="trash" size={16} />
        </button>
      </div>
    </li>
  );
}

/**
 * The member's inbox (messageV2): platform messages from the operator and notices about the
 * account, newest first, paged on the server; read, read all and delete. The member center and
 * the agent center show it.
 */
export function Inbox({ label }: { label: string }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const inbox = useInbox(pageNo);
  const readAll = useReadAllMessages();
  const value = inbox.data;
  const pages = value ? Math.max(1, Math.ceil(value.total / INBOX_PAGE_SIZE)) : 1;
  if (inbox.isPending) return <MoneySkeleton rows={3} />;
  if (inbox.isError) return <MoneyError error={inbox.error} onRetry={() => void inbox.refetch()} />;
  if (!value || value.total === 0)
    return (
      <EmptyState icon="inbox" title={t('messages.inbox.emptyTitle')} text={t('messages.inbox.emptyText')} />
    );
  return (
    <article className="money-card inbox" aria-label={label}>
      {value.unread > 0 ? (
        <div className="inbox__toolbar">
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={readAll.isPending}
            onClick={() => readAll.mutate(undefined)}
          >
            {t('messages.inbox.markAllRead')}
          </button>
        </div>
      ) : null}
      <ul className="inbox__list">
        {value.list.map((message) => (
          <InboxItem key={message.id} message={message} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="inbox__pager" aria-label={label}>
          <button
            type="button"
            className="icon-button"
            aria-label={t('messages.inbox.previous')}
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            <Icon name="chevronLeft" size={16} />
          </button>
          <span>{t('messages.inbox.page', { page: Math.min(pageNo, pages), pages })}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('messages.inbox.next')}
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            <Icon name="chevronRight" size={16} />
          </button>
        </nav>
      ) : null}
    </article>
  );
}
