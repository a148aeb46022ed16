import type { TCheckinStatus, TPromotion } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-client.ts';
import { Icon } from '../../components/icon.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { useCheckIn } from './promotions-api.ts';

/** The day tomorrow's check-in pays when today's is done: the next step, or day 1 after the last. */
function nextStep(checkin: TCheckinStatus): number {
  return checkin.todayStep >= checkin.days.length ? 1 : checkin.todayStep + 1;
}

/**
 * A daily check-in's ladder as a calendar strip (issue 17): claimed days ticked, today's day
 * highlighted with the "Check in" button, the days to come with their rewards. Checking in
 * refreshes the promotions, the bonus wallet, the reward badge and the header.
 */
export function CheckinCalendar({
  promotion,
  checkin,
  titleId,
  money,
}: {
  promotion: TPromotion;
  checkin: TCheckinStatus;
  titleId: string;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const openPopup = useUiStore((state) => state.openPopup);
  const checkIn = useCheckIn();
  const status = promotion.memberStatus;
  const columns = Math.min(checkin.days.length, 7);
  return (
    <section className="checkin" aria-label={t('promo.checkin.title')}>
      <ol className="checkin-strip" style={{ '--checkin-columns': columns } as React.CSSProperties}>
        {checkin.days.map((day) => (
          <li
            key={day.step}
            className={`checkin-day checkin-day--${day.state}`}
            aria-current={day.state === 'today' ? 'date' : undefined}
          >
            <span className="checkin-day__label">{t('promo.checkin.day', { day: day.step })}</span>
            <span className="checkin-day__coin" aria-hidden="true">
              <Icon name={day.state === 'claimed' ? 'check' : 'coins'} size={18} />
            </span>
            <strong className="checkin-day__amount">{money(day.amount)}</strong>
            {day.state === 'claimed' ? (
              <span className="checkin-day__state">{t('promo.checkin.claimed')}</span>
            ) : day.state === 'today' ? (
              <span className="checkin-day__state">{t('promo.checkin.today')}</span>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="promo-card__actions">
        {status === 'claim' && !isLogin ? (
          <button type="button" className="button button--primary" onClick={() => openPopup('login')}>
            {t('promo.checkin.loginToCheckin')}
          </button>
        ) : null}
        {status === 'claim' && isLogin ? (
          <button
            type="button"
            className="button button--primary promo-card__claim"
            aria-describedby={titleId}
            disabled={checkIn.isPending}
            onClick={() => checkIn.mutate(promotion.id)}
          >
            <Icon name="gift" size={16} />
            {t('promo.checkin.button')}
          </button>
        ) : null}
        {status === 'joined' ? (
          <Link to="/member?tab=bonusDetails" className="button button--outline">
            {t('promo.viewBonus')}
          </Link>
        ) : null}
        {checkIn.data ? (
          <p className="checkin__notice" role="status">
            <Icon name="sparkle" size={16} />
            {t('promo.checkin.success', { day: checkIn.data.step, amount: money(checkIn.data.amount) })}
          </p>
        ) : status === 'joined' && checkin.isCheckedInToday ? (
          <p className="promo-card__hint">{t('promo.checkin.doneHint', { day: nextStep(checkin) })}</p>
        ) : null}
        {checkIn.error ? (
          <p className="form-error" role="alert">
            {checkIn.error instanceof ApiError ? checkIn.error.message : String(checkIn.error)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
