import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { Icon } from '../components/icon.tsx';
import { InboxSection } from '../messages/inbox-section.tsx';
import { useUnreadMessages } from '../messages/messages-api.ts';
import { DepositPage } from '../pages/member/deposit-page.tsx';
import { WithdrawPage } from '../pages/member/withdraw-page.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { useAgentMessages, useConsolidated, useContracts } from './agent-api.ts';
import {
  AGENT_GROUPS,
  CONTRACT_SECTION,
  SECTION_OF_KIND,
  type TAgentMenuItem,
  type TAgentSectionId,
  visibleMenu,
} from './agent-menu.ts';
import './agent.css';
import { AnnouncementsSection } from './sections/announcements.tsx';
import { ContractSection } from './sections/contracts.tsx';
import { CustomerServiceSection } from './sections/customer-service.tsx';
import { DownlineSection } from './sections/downline.tsx';
import { IncomeSection } from './sections/income.tsx';
import { MessagesSection } from './sections/messages.tsx';
import { PnlSection } from './sections/pnl.tsx';
import { RegisterCenterSection } from './sections/register-center.tsx';
import { RevenueSection } from './sections/revenue.tsx';
import { TeamBettingSection, UserLossSection } from './sections/team-betting.tsx';
import { TeamOverviewSection } from './sections/team-overview.tsx';
import { TransactionsSection } from './sections/transactions.tsx';

const DEFAULT_SECTION: TAgentSectionId = 'agentTeamOverview';

function useMenuLabel() {
  const { t } = useTranslation();
  return (item: TAgentMenuItem) =>
    'sections' in item.label
      ? t(`agentCenter.sections.${item.label.sections}`)
      : t(`agent.items.${item.label.items}`);
}

function SectionBody({ id }: { id: TAgentSectionId }): ReactNode {
  const kind = CONTRACT_SECTION[id];
  if (kind) return <ContractSection kind={kind} />;
  switch (id) {
    case 'depositv2':
      return <DepositPage />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'agentAnnouncement':
      return <AnnouncementsSection />;
    case 'registerCenter':
      return <RegisterCenterSection />;
    case 'downlineManagmentView':
      return <DownlineSection />;
    case 'personalHistoryCopy':
      return <TeamBettingSection />;
    case 'userLoss':
      return <UserLossSection />;
    case 'agentDownlineTransactionDetailsCopy':
      return <TransactionsSection />;
    case 'palStatementsAgentCopy':
      return <PnlSection />;
    case 'agentRevenueReport':
      return <RevenueSection />;
    case 'myIncome':
      return <IncomeSection />;
    case 'platformMessages':
      return (
        <>
          <InboxSection />
          <MessagesSection />
        </>
      );
    case 'customerService':
      return <CustomerServiceSection />;
    default:
      return <TeamOverviewSection />;
  }
}

/**
 * /agentHome (agents only): the spec's agent menu, grouped, beside the selected page (`?tab=`, the
 * spec's page names). Contract pages appear only when the merchant offers the kind and the agent's
 * consolidated flag is set; an offer waiting for the agent's answer is announced above the pages.
 */
export function AgentCenterPage() {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
  const consolidated = useConsolidated();
  const displayName = useSessionStore((state) => state.nickname ?? state.account ?? state.username);
  const [params] = useSearchParams();
  const labelOf = useMenuLabel();
  const menu = visibleMenu(permission.flags, consolidated.data);
  const sections = menu.flatMap((item) => ('section' in item.target ? [item.target.section] : []));
  const requested = params.get('tab') as TAgentSectionId | null;
  // A contract page asked for before the flags have loaded waits for them instead of falling back.
  const isWaitingForFlags =
    requested !== null && CONTRACT_SECTION[requested] !== undefined && consolidated.isPending;
  const selected: TAgentSectionId =
    requested && sections.includes(requested) ? requested : isWaitingForFlags ? requested : DEFAULT_SECTION;
  const pendingOffers = consolidated.data?.pendingOffers ?? 0;
  const pending = useContracts({ role: 'downline', status: 'pending', pageSize: 1 });
  const pendingKind = pending.data?.list[0]?.kind;
  // The platform-messages badge counts the agent's contract and income messages and its inbox (issue 18).
  const inboxUnread = useUnreadMessages().data?.unread ?? 0;
  const unreadMessages = (useAgentMessages(1, 1).data?.unread ?? 0) + inboxUnread;
  const navRef = useRef<HTMLElement>(null);
  // On a phone the menu is one scrolling row: bring the open page's entry into view.
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>(`[data-section="${selected}"]`);
    if (!nav || !link || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollTo({ left: link.offsetLeft - (nav.clientWidth - link.clientWidth) / 2 });
  }, [selected]);

  return (
    <div className="page agent-center">
      <header className="page-header agent-center__header">
        <span className="page-header__icon" aria-hidden="true">
          <Icon name="users" size={26} />
        </span>
        <div className="page-header__text">
          <h1 className="page-header__title">{t('agent.title')}</h1>
          {displayName ? (
            <p className="page-header__lead">{t('agent.welcome', { name: displayName })}</p>
          ) : null}
        </div>
        <div className="page-header__actions">
          <Link className="button button--primary" to="/agentHome?tab=depositv2">
            <Icon name="deposit" size={18} />
            {t('agentCenter.quick.deposit')}
          </Link>
          <Link className="button button--ghost" to="/agentHome?tab=withdraw">
            <Icon name="withdraw" size={18} />
            {t('agentCenter.quick.withdraw')}
          </Link>
        </div>
      </header>
      {pendingOffers > 0 && pendingKind ? (
        <div className="agent-alert" role="status">
          <Icon name="gift" size={20} />
          <span>{t('agentCenter.quick.pendingOffers', { count: pendingOffers })}</span>
          <Link
            className="button button--small button--primary"
            to={`/agentHome?tab=${SECTION_OF_KIND[pendingKind]}`}
          >
            {t('agentCenter.quick.review')}
          </Link>
        </div>
      ) : null}
      <div className="agent-center__layout">
        <nav ref={navRef} className="agent-nav" aria-label={t('agent.menu')}>
          {AGENT_GROUPS.map((group) => {
            const items = menu.filter((item) => item.group === group);
            if (items.length === 0) return null;
            return (
              <Fragment key={group}>
                <p className="agent-nav__group" aria-hidden="true">
                  {t(`agentCenter.menuGroups.${group}`)}
                </p>
                <ul className="agent-nav__list">
                  {items.map((item) => {
                    const label = labelOf(item);
                    const href =
                      'section' in item.target ? `/agentHome?tab=${item.target.section}` : item.target.href;
                    const isCurrent = 'section' in item.target && item.target.section === selected;
                    return (
                      <li key={href}>
                        <Link
                          to={href}
                          data-section={'section' in item.target ? item.target.section : undefined}
                          className="agent-nav__link"
                          aria-current={isCurrent ? 'page' : undefined}
                        >
                          <Icon name={item.icon} size={18} />
                          <span className="agent-nav__label">{label}</span>
                          {'section' in item.target &&
                          item.target.section === 'platformMessages' &&
                          unreadMessages > 0 ? (
                            <span className="agent-nav__badge">
                              {unreadMessages > 99 ? '99+' : unreadMessages}
                              <span className="visually-hidden">
                                {' '}
                                {t('agentCenter.messages.unread', { count: unreadMessages })}
                              </span>
                            </span>
                          ) : null}
                          {'href' in item.target ? (
                            <Icon name="chevronRight" size={14} className="agent-nav__out" />
                          ) : null}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </Fragment>
            );
          })}
        </nav>
        <div className="agent-center__content panel">
          {isWaitingForFlags && !sections.includes(selected) ? (
            <div className="report-table__loading" role="status">
              <span className="spinner" aria-hidden="true" />
              <span>{t('common.loading')}</span>
            </div>
          ) : (
            <SectionBody key={selected} id={selected} />
          )}
        </div>
      </div>
    </div>
  );
}
