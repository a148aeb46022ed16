import type { TAgentMessage } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Icon, type TIconName } from '../../components/icon.tsx';
import { displayMoney } from '../../lib/money-display.ts';
import { useAgentMessages, useMarkMessagesRead } from '../agent-api.ts';
import { SECTION_OF_KIND } from '../agent-menu.ts';
import { Pager } from '../components/report-table.tsx';
import { AgentSection } from '../components/section.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAgentTimezone } from '../use-agent-context.ts';

const PAGE_SIZE = 20;

const ICONS: Record<TAgentMessage['type'], TIconName> = {
  contractOffered: 'gift',
  contractAccepted: 'check',
  contractRejected: 'ban',
  contractTerminated: 'alert',
  contractGranted: 'shield',
  incomePaid: 'coins',
};

/** Platform messages: contract events by others and income payments, newest first; mark read. */
export function MessagesSection() {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const [page, setPage] = useState(1);
  const messages = useAgentMessages(page, PAGE_SIZE);
  const markRead = useMarkMessagesRead();
  const list = messages.data?.list ?? [];
  const unread = messages.data?.unread ?? 0;
  return (
    <AgentSection
      icon="mail"
      title={t('agent.items.platformMessages')}
      lead={t('agentCenter.messages.lead')}
      toolbar={
        unread > 0 ? (
          <div className="filters">
            <span className="status-pill status-pill--pending">
              {t('agentCenter.messages.unread', { count: unread })}
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate()}
            >
              <Icon name="check" size={16} />
              {t('agentCenter.messages.markRead')}
            </button>
          </div>
        ) : undefined
      }
    >
      {messages.error ? (
        <p className="form-notice form-notice--error" role="alert">
          {messages.error.message}
        </p>
      ) : null}
      {messages.isPending ? (
        <div className="report-table__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      ) : null}
      {messages.isSuccess && list.length === 0 ? (
        <EmptyState
          compact
          icon="mail"
          title={t('agentCenter.messages.emptyTitle')}
          text={t('agentCenter.messages.emptyText')}
        />
      ) : null}
      {list.length > 0 ? (
        <ol className="message-list" aria-label={t('agentCenter.messages.caption')}>
          {list.map((message) => (
            <li
              key={message.id}
              className={`message message--${message.type}${message.isRead ? '' : ' is-unread'}`}
            >
              <span className="message__icon" aria-hidden="true">
                <Icon name={ICONS[message.type]} size={18} />
              </span>
              <div className="message__body">
                <p className="message__text">
                  {message.isRead ? null : (
                    <span className="visually-hidden">{t('agentCenter.messages.isUnread')}: </span>
                  )}
                  {t(`agentCenter.messages.${message.type}`, {
                    actor: message.actor,
                    kind: t(`agentCenter.kinds.${message.contractKind}`),
                    amount: message.amount ? displayMoney(message.amount) : '',
                  })}
                </p>
                {message.reason ? <p className="message__reason">“{message.reason}”</p> : null}
                <p className="message__meta">
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, timezone)}</time>
                  <Link
                    className="link-button"
                    to={
                      message.type === 'incomePaid'
                        ? `/agentHome?tab=myIncome&kind=${message.contractKind}`
                        : `/agentHome?tab=${SECTION_OF_KIND[message.contractKind]}`
                    }
                  >
                    {message.type === 'incomePaid'
                      ? t('agent.items.myIncome')
                      : t(`agentCenter.kinds.${message.contractKind}`)}
                    <Icon name="chevronRight" size={14} />
                  </Link>
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <Pager
        label={t('agentCenter.messages.caption')}
        paging={{ page, pageSize: PAGE_SIZE, total: messages.data?.total ?? 0, onPage: setPage }}
      />
    </AgentSection>
  );
}
