import {
  PROMOTION_CATEGORIES,
  parseMinor,
  type TPromotion,
  type TPromotionCategory,
} from '@croupier/contracts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../api/api-client.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { Icon } from '../components/icon.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { displayMoney } from '../lib/money-display.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { ApplyForm } from './promotions/apply-form.tsx';
import { CheckinCalendar } from './promotions/checkin-calendar.tsx';
import { useClaimPromotion, useJoinPromotion, usePromotions } from './promotions/promotions-api.ts';
import './promotions/promotions.css';
import { intlLocale } from '../i18n/formats.ts';

function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(intlLocale(language), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
}

/** The money of the merchant, without trailing zeros ("$500", "$12.50"). */
export function useShortMoney() {
  const { currencySymbol } = useBootstrap().permission.merchant;
  return (amount: string) => `${currencySymbol}${displayMoney(amount).replace(/\.00$/, '')}`;
}

/** A promotion's rules as a player reads them: the match or amount, wagering, max bet, period. */
export function PromotionRules({ promotion }: { promotion: TPromotion }) {
  const { t } = useTranslation();
  const money = useShortMoney();
  const weights = Object.entries(promotion.gameWeights)
    .filter(([, weight]) => weight > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([type, weight]) => {
      const name = t(`promo.gameTypes.${type}` as 'promo.gameTypes.RNG', { defaultValue: type });
      return `${name} ${weight}%`;
    })
    .join(', ');
  const ladder = promotion.checkinRewards ?? [];
  const cashback = promotion.cashback;
  const rules = [
    cashback
      ? t(cashback.period === 'weekly' ? 'promo.cashback.ruleWeekly' : 'promo.cashback.ruleDaily', {
          percent: cashback.percent,
          cap: money(cashback.cap),
        })
      : promotion.kind === 'daily_checkin'
        ? t('promo.checkin.rule', {
            first: money(ladder[0] ?? '0'),
            top: money(topReward(ladder)),
            days: ladder.length,
          })
        : promotion.kind === 'apply'
          ? t('promo.apply.rule', { amount: money(promotion.bonusAmount ?? '0') })
          : promotion.kind === 'fixed_bonus' && promotion.bonusAmount
            ? t('promo.ruleFixed', { amount: money(promotion.bonusAmount) })
            : t(
                promotion.depositTrigger === 'first_deposit'
                  ? 'promo.ruleMatchFirst'
                  : 'promo.ruleMatchReload',
                {
                  percent: promotion.matchPercent ?? 0,
                  cap: money(promotion.maxBonus ?? '0'),
                },
              ),
    promotion.kind === 'daily_checkin' ? t('promo.checkin.ruleStreak') : null,
    promotion.kind === 'apply' ? t('promo.apply.ruleOnce') : null,
    cashback && cashback.minLoss !== '0.0000'
      ? t('promo.cashback.ruleMinLoss', { amount: money(cashback.minLoss) })
      : null,
    promotion.kind === 'deposit_match' && promotion.minDeposit !== '0.0000'
      ? t('promo.ruleMinDeposit', { amount: money(promotion.minDeposit) })
      : null,
    promotion.wageringMultiplier > 0
      ? t(promotion.wageringBase === 'bonus_deposit' ? 'promo.ruleWageringBoth' : 'promo.ruleWagering', {
          times: promotion.wageringMultiplier,
        })
      : null,
    promotion.maxBet ? t('promo.ruleMaxBet', { amount: money(promotion.maxBet) }) : null,
    t('promo.ruleExpiry', { days: promotion.expiryDays }),
    weights ? t('promo.ruleWeights', { weights }) : null,
  ].filter((rule): rule is string => rule !== null);
  return (
    <ul className="promo-rules">
      {rules.map((rule) => (
        <li key={rule}>
          <Icon name="check" size={14} />
          <span>{rule}</span>
        </li>
      ))}
    </ul>
  );
}

/** The largest reward of a check-in ladder (decimal strings compared as numbers of minor units). */
function topReward(ladder: readonly string[]): string {
  return ladder.reduce(
    (top, amount) => (parseMinor(amount) > parseMinor(top) ? amount : top),
    ladder[0] ?? '0',
  );
}

/** The headline figure of a promotion's art badge: "100% up to $500", "$5", or a check-in's top day. */
function headline(promotion: TPromotion, money: (amount: string) => string): string {
  if (promotion.kind === 'fixed_bonus' || promotion.kind === 'apply')
    return money(promotion.bonusAmount ?? '0');
  if (promotion.kind === 'daily_checkin') return money(topReward(promotion.checkinRewards ?? []));
  if (promotion.cashback) return `${promotion.cashback.percent}%`;
  return `${promotion.matchPercent ?? 0}%`;
}

/** What the member can do with a promotion now: join, claim, or follow it to their bonus. */
function PromotionAction({ promotion, titleId }: { promotion: TPromotion; titleId: string }) {
  const { t } = useTranslation();
  const money = useShortMoney();
  const isLogin = useSessionStore((state) => state.isLogin);
  const openPopup = useUiStore((state) => state.openPopup);
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const [isApplying, setIsApplying] = useState(false);
  const failure = join.error ?? claim.error;
  const status = promotion.memberStatus;
  const application = promotion.application;
  let action: ReactNode = null;
  if (promotion.kind === 'apply' && status === 'join' && isApplying) {
    action = <ApplyForm promotion={promotion} onClose={() => setIsApplying(false)} />;
  } else if (promotion.kind === 'apply' && status === 'join') {
    action = isLogin ? (
      <button
        type="button"
        className="button button--primary"
        aria-describedby={titleId}
        onClick={() => setIsApplying(true)}
      >
        {t('promo.apply.open')}
      </button>
    ) : (
      <button type="button" className="button button--primary" onClick={() => openPopup('login')}>
        {t('promo.apply.loginToApply')}
      </button>
    );
  } else if (status === 'join' || (status === 'claim' && !isLogin)) {
    action = isLogin ? (
      <button
        type="button"
        className="button button--primary"
        aria-describedby={titleId}
        disabled={join.isPending}
        onClick={() => join.mutate(promotion.id)}
      >
        {t('promo.join')}
      </button>
    ) : (
      <button type="button" className="button button--primary" onClick={() => openPopup('login')}>
        {t('promo.loginToJoin')}
      </button>
    );
  } else if (status === 'claim') {
    action = (
      <button
        type="button"
        className="button button--primary promo-card__claim"
        aria-describedby={titleId}
        disabled={claim.isPending}
        onClick={() => claim.mutate(promotion.id)}
      >
        <Icon name="gift" size={16} />
        {promotion.claimableAmount
          ? t('promo.claim', { amount: money(promotion.claimableAmount) })
          : t('promo.claimPlain')}
      </button>
    );
  } else if (status === 'joined' && promotion.kind === 'cashback') {
    action = null;
  } else if (status === 'joined') {
    action = (
      <Link to="/member?tab=depositv2" className="button button--outline">
        {t('promo.depositNow')}
      </Link>
    );
  } else if (status === 'process' || status === 'claimed') {
    action = (
      <Link to="/member?tab=bonusDetails" className="button button--outline">
        {t('promo.viewBonus')}
      </Link>
    );
  }
  return (
    <div className="promo-card__actions">
      {application && (status === 'applying' || status === 'rejected' || status === 'claim') ? (
        <div className={`apply-status apply-status--${application.status}`}>
          <p className="apply-status__head">
            <Icon name={status === 'rejected' ? 'alert' : status === 'claim' ? 'check' : 'clock'} size={16} />
            <span>
              {status === 'rejected'
                ? t('promo.apply.rejectedHint')
                : status === 'claim'
                  ? t('promo.apply.approvedHint')
                  : t('promo.apply.applyingHint')}
            </span>
          </p>
          {application.comment ? <q className="apply-status__comment">{application.comment}</q> : null}
          {application.remark ? (
            <p className="apply-status__remark">{t('promo.apply.remark', { remark: application.remark })}</p>
          ) : null}
        </div>
      ) : null}
      {action}
      {status === 'joined' ? (
        <p className="promo-card__hint">
          {promotion.kind === 'cashback' ? t('promo.cashback.hint') : t('promo.joinedHint')}
        </p>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {failure instanceof ApiError ? failure.message : String(failure)}
        </p>
      ) : null}
    </div>
  );
}

const STATUS_TONE: Record<string, string> = {
  join: 'open',
  claim: 'ready',
  joined: 'info',
  process: 'info',
  claimed: 'done',
  close: 'muted',
  coming_soon: 'muted',
  applying: 'info',
  rejected: 'muted',
};

/** One promotion: its art, status, headline, action and the rules and terms that open in place. */
function PromotionCard({ promotion, isOpen }: { promotion: TPromotion; isOpen: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useShortMoney();
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const [image] = promotion.announcementImages;
  const status = promotion.memberStatus ?? 'join';
  useEffect(() => {
    if (isOpen) ref.current?.scrollIntoView({ block: 'start' });
  }, [isOpen]);
  return (
    <article className="promotion promo-card" aria-labelledby={headingId} ref={ref}>
      <div className="promo-card__media">
        {image ? <img className="promotion__art" src={image.url} alt="" width={1200} height={400} /> : null}
        <span className={`promo-chip promo-chip--${STATUS_TONE[status] ?? 'muted'}`}>
          {promotion.isBudgetSpent && status === 'close'
            ? t('promo.spent')
            : promotion.kind === 'daily_checkin' && status === 'joined'
              ? t('promo.checkin.claimed')
              : t(`promo.status.${status}`)}
        </span>
        <span className="promo-card__badge" aria-hidden="true">
          <strong>{headline(promotion, money)}</strong>
          {promotion.cashback ? <small>{money(promotion.cashback.cap)}</small> : null}
          {promotion.kind === 'deposit_match' && promotion.maxBonus ? (
            <small>{money(promotion.maxBonus)}</small>
          ) : null}
          {promotion.kind === 'daily_checkin' && promotion.checkinRewards ? (
            <small>{t('promo.checkin.day', { day: promotion.checkinRewards.length })}</small>
          ) : null}
        </span>
      </div>
      <div className="promotion__body">
        <p className="promo-card__category">{t(`promo.categories.${promotion.category}`)}</p>
        <h2 className="promotion__title" id={headingId}>
          {promotion.title}
        </h2>
        <p className="promo-card__summary">{promotion.summary}</p>
        <p className="promotion__period">
          {promotion.endTime
            ? t('promotions.period', {
                from: formatDay(promotion.startTime, i18n.language),
                to: formatDay(promotion.endTime, i18n.language),
              })
            : t('promotions.since', { from: formatDay(promotion.startTime, i18n.language) })}
        </p>
        {promotion.checkin ? (
          <CheckinCalendar
            promotion={promotion}
            checkin={promotion.checkin}
            titleId={headingId}
            money={money}
          />
        ) : (
          <PromotionAction promotion={promotion} titleId={headingId} />
        )}
        <details className="promotion__terms" open={isOpen}>
          <summary>{t('promotions.details')}</summary>
          <h3 className="promo-card__rules-title">{t('promo.rulesTitle')}</h3>
          <PromotionRules promotion={promotion} />
          <SafeHtml className="prose" html={promotion.terms} />
        </details>
      </div>
    </article>
  );
}

/**
 * Promotions (issue 17): the merchant's offers with a category filter, each with the member's
 * status and what they can do (join, claim, see their bonus). `?id=` opens one (banner links).
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const category = (PROMOTION_CATEGORIES as readonly string[]).includes(params.get('category') ?? '')
    ? (params.get('category') as TPromotionCategory)
    : undefined;
  const { data, isPending, isError, error } = usePromotions(category);
  const list = data?.list ?? [];
  const choose = (next: TPromotionCategory | undefined) => {
    const nextParams = new URLSearchParams(params);
    if (next) nextParams.set('category', next);
    else nextParams.delete('category');
    nextParams.delete('id');
    setParams(nextParams, { replace: true });
  };
  return (
    <div className="page">
      <PageHeader icon="gift" title={t('promotions.title')} />
      <fieldset className="promo-filter">
        <legend className="visually-hidden">{t('promo.filterLabel')}</legend>
        {[undefined, ...PROMOTION_CATEGORIES].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="promo-filter__item"
            aria-pressed={category === value}
            onClick={() => choose(value)}
          >
            {t(`promo.categories.${value ?? 'all'}`)}
          </button>
        ))}
      </fieldset>
      {isPending ? (
        <div className="promotions" aria-hidden="true">
          <div className="skeleton promotion promotion--skeleton" />
          <div className="skeleton promotion promotion--skeleton" />
        </div>
      ) : null}
      {isError ? (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
      {!isPending && !isError && list.length === 0 ? (
        <div className="panel">
          <EmptyState
            icon="gift"
            title={t('promotions.emptyTitle')}
            text={t('promotions.emptyText')}
            level={2}
          />
        </div>
      ) : null}
      {list.length > 0 ? (
        <div className="promotions">
          {list.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} isOpen={promotion.id === openId} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
