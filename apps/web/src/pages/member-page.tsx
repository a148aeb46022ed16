import { FEEDBACK_TYPES } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { ManualRebateSection, ReferralSection } from './loyalty/referral-rebate-sections.tsx';
import { AccountInfoPage } from './member/account-info-page.tsx';
import { BonusDetailsPage, RewardCenterPage } from './member/bonus-pages.tsx';
import { DepositPage } from './member/deposit-page.tsx';
import { MissionsPage } from './member/engagement/missions-page.tsx';
import { VipPage } from './member/engagement/vip-page.tsx';
import { FirstLoginWelcome } from './member/first-login-welcome.tsx';
import { memberMoneySection } from './member/member-money-sections.tsx';
import { MessagesPage } from './member/messages-page.tsx';
import { useMemberBadges } from './member/money-api.ts';
import { WinnersPage } from './member/winners-page.tsx';
import { SectionLayout, SectionMenu, type TSection, useSelectedSection } from './section-tabs-page.tsx';

/** Member centre (login required): the spec's sections, each an honest empty state for now. */
export function MemberPage() {
  const { t } = useTranslation();
  const { flags } = useBootstrap().permission;
  const displayName = useSessionStore((state) => state.nickname ?? state.account ?? state.username);
  const isAgent = useSessionStore((state) => state.isAgent);
  const openFeedback = useUiStore((state) => state.openFeedback);
  const badges = useMemberBadges().data;
  const unread = (count: number | undefined) =>
    count ? { badge: count, badgeLabel: t('member.unreadCount', { count }) } : {};
  const sections: TSection[] = [
    { id: 'securityCenter', label: t('member.securityCenter'), icon: 'shield' },
    { id: 'accountInfo', label: t('member.accountInfo'), icon: 'user' },
    { id: 'depositv2', label: t('member.deposit'), icon: 'deposit', aliases: ['deposit'] },
    { id: 'withdraw', label: t('member.withdraw'), icon: 'withdraw' },
    { id: 'verification', label: t('rg.kyc.title'), icon: 'key' },
    // Only an agent has a downline to transfer to (the server refuses the others too).
    ...(isAgent ? [{ id: 'transferFund', label: t('member.transferFund'), icon: 'wallet' } as const] : []),
    { id: 'transferUpline', label: t('member.transferUpline'), icon: 'users' },
    { id: 'personalHistoryCopy', label: t('member.bettingRecord'), icon: 'ticket' },
    { id: 'transactionHistory', label: t('member.transactionHistory'), icon: 'clock' },
    { id: 'personalProfit', label: t('member.personalProfit'), icon: 'chart' },
    { id: 'bonusDetails', label: t('member.bonusDetails'), icon: 'gift' },
    {
      id: 'rewardCenter',
      label: t('member.rewardCenter'),
      icon: 'trophy',
      ...(badges?.reward
        ? { badge: badges.reward, badgeLabel: t('promo.reward.badge', { count: badges.reward }) }
        : {}),
    },
    ...(flags.referral ? [{ id: 'referral', label: t('member.referral'), icon: 'users' } as const] : []),
    ...(flags.vip ? [{ id: 'vip', label: t('member.vip'), icon: 'crown' } as const] : []),
    {
      id: 'missionLeaderboard',
      label: t('member.missionLeaderboard'),
      icon: 'star',
      ...(badges?.mission
        ? { badge: badges.mission, badgeLabel: t('engage.missions.badge', { count: badges.mission }) }
        : {}),
    },
    { id: 'messageV2', label: t('member.messages'), icon: 'mail', ...unread(badges?.message) },
    { id: 'winnerLists', label: t('member.winnerLists'), icon: 'trophy' },
    { id: 'responsibleGambling', label: t('rg.title'), icon: 'heart' },
    ...(flags.manualRebate
      ? [{ id: 'manualRebate', label: t('member.manualRebate'), icon: 'percent' } as const]
      : []),
    // The agent policy (AGENTPOLICY3) lets a member apply to become an agent.
    ...(flags.agentPolicy && !isAgent
      ? [{ id: 'applyAgent', label: t('member.applyAgent'), icon: 'users' } as const]
      : []),
  ];
  const selected = useSelectedSection(sections);
  const moneyPage =
    selected?.id === 'depositv2' ? (
      <DepositPage />
    ) : selected?.id === 'accountInfo' ? (
      <AccountInfoPage />
    ) : selected?.id === 'messageV2' ? (
      <MessagesPage />
    ) : selected?.id === 'bonusDetails' ? (
      <BonusDetailsPage />
    ) : selected?.id === 'rewardCenter' ? (
      <RewardCenterPage />
    ) : selected?.id === 'vip' ? (
      <VipPage />
    ) : selected?.id === 'missionLeaderboard' ? (
      <MissionsPage />
    ) : selected?.id === 'referral' ? (
      <ReferralSection />
    ) : selected?.id === 'manualRebate' ? (
      <ManualRebateSection />
    ) : selected?.id === 'winnerLists' ? (
      <WinnersPage />
    ) : selected?.id === 'applyAgent' ? (
      <EmptyState icon="users" title={t('member.applyAgent')} text={t('member.applyAgentText')} level={2}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => openFeedback(FEEDBACK_TYPES.APPLY_AGENT)}
        >
          {t('member.applyAgentButton')}
        </button>
      </EmptyState>
    ) : (
      memberMoneySection(selected?.id)
    );
  return (
    <div className="page">
      <PageHeader icon="user" title={t('member.title')} lead={displayName ?? undefined} />
      <FirstLoginWelcome />
      <SectionLayout
        menu={
          <SectionMenu
            label={t('member.sections')}
            sections={sections}
            selected={selected}
            basePath="/member"
          />
        }
      >
        {moneyPage ?? (
          <EmptyState
            icon={selected?.icon ?? 'inbox'}
            title={selected?.label ?? t('member.emptyTitle')}
            text={t('member.emptyText')}
            level={2}
          />
        )}
      </SectionLayout>
    </div>
  );
}
