import type { TMemberBonus, TReward } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Icon } from '../../components/icon.tsx';
import { ReferralRewards, useClaimableReferralRewards } from '../loyalty/referral-rebate-sections.tsx';
import { useBonusWallet, useClaimPromotion, useRewards } from '../promotions/promotions-api.ts';
import { useClaimReward } from './engagement/engagement-api.ts';
import { formatTime } from './money-time.ts';
import {
  errorText,
  formatAmount,
  MoneyError,
  MoneySectionHead,
  MoneySkeleton,
  StatTile,
  useMerchantMoney,
} from './money-ui.tsx';
import '../promotions/promotions.css';

const BONUS_TONE: Record<TMemberBonus['status'], string> = {
  active: 'info',
  converted: 'done',
  forfeited: 'muted',
  expired: 'muted',
};

/** One bonus: amount, status, and the wagering bar (a progressbar with its value in words). */
function BonusCard({ bonus }: { bonus: TMemberBonus }) {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const label = t('promo.bonus.progress', { title: bonus.promotionTitle });
  const valueText = t('promo.bonus.progressValue', {
    done: formatAmount(bonus.wageringDone, symbol),
    required: formatAmount(bonus.wageringRequired, symbol),
  });
  return (
    <li className={`bonus-card bonus-card--${bonus.status}`}>
      <div className="bonus-card__head">
        <span className="bonus-card__icon" aria-hidden="true">
          <Icon name="gift" size={20} />
        </span>
        <div className="bonus-card__title">
          <h3>{bonus.promotionTitle}</h3>
          <p>
            {bonus.status === 'active'
              ? t('promo.bonus.expires', { date: formatTime(bonus.expiresAt, timezone) })
              : t('promo.bonus.settled', { date: formatTime(bonus.settledAt ?? bonus.expiresAt, timezone) })}
          </p>
        </div>
        <div className="bonus-card__amount">
          <strong>{formatAmount(bonus.amount, symbol)}</strong>
          <span className={`promo-chip promo-chip--${BONUS_TONE[bonus.status]}`}>
            {t(`promo.bonus.statuses.${bonus.status}`)}
          </span>
        </div>
      </div>
      <div className="bonus-card__progress">
        <div
          className="wager-bar"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={bonus.progressPercent}
          aria-valuetext={valueText}
        >
          <span className="wager-bar__fill" style={{ width: `${bonus.progressPercent}%` }} />
        </div>
        <div className="bonus-card__progress-text">
          <span>{valueText}</span>
          <strong>{bonus.progressPercent}%</strong>
        </div>
      </div>
      <ul className="bonus-card__facts">
        {bonus.depositAmount !== '0.0000' ? (
          <li>{t('promo.bonus.deposit', { amount: formatAmount(bonus.depositAmount, symbol) })}</li>
        ) : null}
        {bonus.maxBet && bonus.status === 'active' ? (
          <li>{t('promo.bonus.maxBet', { amount: formatAmount(bonus.maxBet, symbol) })}</li>
        ) : null}
      </ul>
    </li>
  );
}

/** Member centre, bonusDetails: the bonus wallet with each bonus's wagering progress. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const wallet = useBonusWallet();
  const bonuses = wallet.data?.bonuses ?? [];
  return (
    <section className="money-page">
      <MoneySectionHead icon="gift" title={t('member.bonusDetails')} lead={t('promo.bonus.lead')} />
      {wallet.isPending ? <MoneySkeleton rows={3} /> : null}
      {wallet.isError ? <MoneyError error={wallet.error} onRetry={() => void wallet.refetch()} /> : null}
      {wallet.data ? (
        <dl className="stat-grid">
          <StatTile
            label={t('promo.bonus.active')}
            value={formatAmount(wallet.data.activeBonusBalance, symbol)}
            icon="gift"
            isFeatured
          />
          <StatTile label={t('promo.bonus.count')} value={String(bonuses.length)} icon="trophy" />
        </dl>
      ) : null}
      {wallet.data && bonuses.length === 0 ? (
        <EmptyState icon="gift" title={t('promo.bonus.empty')} text={t('promo.bonus.emptyText')} level={3}>
          <Link to="/promotions" className="button button--primary button--small">
            {t('promo.bonus.browse')}
          </Link>
        </EmptyState>
      ) : null}
      {bonuses.length > 0 ? (
        <ul className="bonus-list" aria-label={t('member.bonusDetails')}>
          {bonuses.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The kinds of VIP, mission and leaderboard rewards the site names. */
const REWARD_KINDS = ['upgrade', 'monthly', 'birthday', 'daily', 'weekly'] as const;

function RewardRow({
  reward,
  claim,
  claimCash,
}: {
  reward: TReward;
  /** The page's claim mutations (a promotion's bonus; a VIP, mission or leaderboard reward): they outlive the row, which leaves the list once claimed. */
  claim: ReturnType<typeof useClaimPromotion>;
  claimCash: ReturnType<typeof useClaimReward>;
}) {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const isPromotion = reward.source === 'promotion' && reward.promotionId !== null;
  const mutation = isPromotion ? claim : claimCash;
  const isThis = isPromotion ? claim.variables === reward.promotionId : claimCash.variables === reward.id;
  const kind = REWARD_KINDS.find((one) => one === reward.rewardKind);
  const title = kind ? `${t(`engage.rewards.kinds.${kind}`)} · ${reward.title}` : reward.title;
  return (
    <li className="reward-row">
      {reward.imageUrl ? (
        <img className="reward-row__art" src={reward.imageUrl} alt="" width={120} height={40} />
      ) : (
        <span className="reward-row__art reward-row__art--icon" aria-hidden="true">
          <Icon name="gift" size={22} />
        </span>
      )}
      <div className="reward-row__text">
        <p className="reward-row__source">
          {reward.source === 'promotion'
            ? t('promo.reward.sources.promotion')
            : t(`engage.rewards.sources.${reward.source}`)}
        </p>
        <h3>{title}</h3>
        <p className="reward-row__meta">
          {reward.wageringRequired !== '0.0000'
            ? t('promo.reward.wagering', { amount: formatAmount(reward.wageringRequired, symbol) })
            : null}
          {reward.expiresAt
            ? ` · ${t('promo.reward.until', { date: formatTime(reward.expiresAt, timezone) })}`
            : null}
        </p>
        {mutation.isError && isThis ? (
          <p className="form-error" role="alert">
            {errorText(mutation.error)}
          </p>
        ) : null}
      </div>
      <div className="reward-row__claim">
        <strong>{formatAmount(reward.amount, symbol)}</strong>
        <button
          type="button"
          className="button button--primary button--small"
          aria-label={`${isPromotion ? t('promo.claimPlain') : t('engage.rewards.claim')}: ${title}`}
          disabled={claim.isPending || claimCash.isPending}
          onClick={() => {
            if (isPromotion && reward.promotionId) claim.mutate(reward.promotionId);
            else claimCash.mutate(reward.id);
          }}
        >
          {isPromotion ? t('promo.claimPlain') : t('engage.rewards.claim')}
        </button>
      </div>
    </li>
  );
}

/** Member centre, rewardCenter: every reward waiting to be claimed, each with its claim button. */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const rewards = useRewards();
  const claim = useClaimPromotion();
  const claimCash = useClaimReward();
  const claimed = claim.isSuccess ? claim.data.bonus.amount : null;
  const list = rewards.data?.list ?? [];
  const referral = useClaimableReferralRewards();
  const isEmpty =
    rewards.data !== undefined && list.length === 0 && referral.isKnown && referral.rewards.length === 0;
  return (
    <section className="money-page">
      <MoneySectionHead icon="trophy" title={t('member.rewardCenter')} lead={t('promo.reward.lead')} />
      {claimed ? (
        <p className="reward-notice" role="status">
          <Icon name="check" size={16} className="reward-notice__icon" />
          {t('promo.reward.claimed', { amount: formatAmount(claimed, symbol) })}{' '}
          <Link to="/member?tab=bonusDetails">{t('promo.viewBonus')}</Link>
        </p>
      ) : null}
      {claimCash.isSuccess ? (
        <p className="reward-notice" role="status">
          <Icon name="check" size={16} className="reward-notice__icon" />
          {t('engage.rewards.claimedCash', { amount: formatAmount(claimCash.data.amount, symbol) })}
        </p>
      ) : null}
      {rewards.isPending ? <MoneySkeleton rows={2} /> : null}
      {rewards.isError ? <MoneyError error={rewards.error} onRetry={() => void rewards.refetch()} /> : null}
      {isEmpty ? (
        <EmptyState
          icon="trophy"
          title={t('promo.reward.empty')}
          text={t('promo.reward.emptyText')}
          level={3}
        >
          <Link to="/promotions" className="button button--primary button--small">
            {t('promo.bonus.browse')}
          </Link>
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <ul className="reward-list" aria-label={t('member.rewardCenter')}>
          {list.map((reward) => (
            <RewardRow key={reward.id} reward={reward} claim={claim} claimCash={claimCash} />
          ))}
        </ul>
      ) : null}
      <ReferralRewards rewards={referral.rewards} />
    </section>
  );
}
