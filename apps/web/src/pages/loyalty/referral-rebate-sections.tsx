import type { TReferralReward } from '@croupier/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../api/bootstrap-context.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormNotice } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { formatTime } from '../member/money-time.ts';
import {
  errorText,
  formatAmount,
  MoneyError,
  MoneySectionHead,
  MoneySkeleton,
  useMerchantMoney,
} from '../member/money-ui.tsx';
import {
  useClaimRebate,
  useClaimReferralReward,
  useRebateClaims,
  useRebatePreview,
  useReferral,
} from './loyalty-api.ts';
import './loyalty.css';

/** Invite friends: the member's code, link and QR, the rewards, the invited friends and their state. */
export function ReferralSection() {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const referral = useReferral();
  const linkId = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const data = referral.data;
  const link = data ? new URL(data.path, window.location.origin).toString() : '';
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
    } catch {
      const input = document.getElementById(linkId);
      if (input instanceof HTMLInputElement) input.select();
      setCopyState('failed');
    }
    window.setTimeout(() => setCopyState('idle'), 2500);
  };
  const rules = data?.rules;
  return (
    <section className="money-page loyalty">
      <MoneySectionHead icon="users" title={t('loyalty.referral.title')} lead={t('loyalty.referral.lead')} />
      {referral.isPending ? <MoneySkeleton /> : null}
      {referral.isError ? (
        <MoneyError error={referral.error} onRetry={() => void referral.refetch()} />
      ) : null}
      {data ? (
        <>
          <div className="invite-card">
            <div className="invite-card__qr">
              <QRCodeSVG
                value={link}
                size={132}
                marginSize={1}
                bgColor="#ffffff"
                fgColor="#0b1020"
                role="img"
                aria-label={t('loyalty.referral.qr')}
              />
            </div>
            <div className="invite-card__text">
              <p className="invite-card__code">
                <span>{t('loyalty.referral.code')}</span>
                <strong>{data.referralCode}</strong>
              </p>
              <div className="field">
                <label className="field__label" htmlFor={linkId}>
                  {t('loyalty.referral.link')}
                </label>
                <div className="copy-field">
                  <input id={linkId} className="input input--compact" readOnly value={link} />
                  <button
                    type="button"
                    className="button button--primary button--small"
                    onClick={() => void handleCopy()}
                  >
                    <Icon name={copyState === 'copied' ? 'check' : 'download'} size={16} />
                    {copyState === 'copied' ? t('loyalty.referral.copied') : t('loyalty.referral.copy')}
                  </button>
                </div>
                <p className="field__hint" role="status">
                  {copyState === 'failed' ? t('loyalty.referral.copyFailed') : null}
                </p>
              </div>
              <ul className="rules-list">
                {rules && rules.firstDepositReward !== '0.0000' ? (
                  <li>
                    <Icon name="deposit" size={16} />
                    {t('loyalty.referral.ruleDeposit', {
                      amount: formatAmount(rules.firstDepositReward, symbol),
                      min: formatAmount(rules.firstDepositMin, symbol),
                    })}
                  </li>
                ) : null}
                {rules && rules.betTarget !== '0.0000' && rules.betTargetReward !== '0.0000' ? (
                  <li>
                    <Icon name="trophy" size={16} />
                    {t('loyalty.referral.ruleBets', {
                      amount: formatAmount(rules.betTargetReward, symbol),
                      target: formatAmount(rules.betTarget, symbol),
                    })}
                  </li>
                ) : null}
              </ul>
            </div>
          </div>
          <ReferralRewards rewards={data.rewards} />
          <h3 className="loyalty__title">{t('loyalty.referral.friendsTitle')}</h3>
          {data.friends.length === 0 ? (
            <EmptyState
              icon="users"
              title={t('loyalty.referral.friendsEmpty')}
              text={t('loyalty.referral.friendsEmptyText')}
              level={3}
            />
          ) : (
            <div className="money-table-wrap">
              <table className="money-table" aria-label={t('loyalty.referral.friendsTitle')}>
                <thead>
                  <tr>
                    <th scope="col">{t('loyalty.referral.account')}</th>
                    <th scope="col">{t('loyalty.referral.registered')}</th>
                    <th scope="col">{t('loyalty.referral.validBet')}</th>
                    <th scope="col">{t('loyalty.referral.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.friends.map((friend) => (
                    <tr key={`${friend.account}-${friend.registeredAt}`}>
                      <td>{friend.account}</td>
                      <td>{formatTime(friend.registeredAt, timezone)}</td>
                      <td>{formatAmount(friend.validBet, symbol)}</td>
                      <td>
                        <span
                          className={`status-pill status-pill--${friend.state === 'invited' ? 'pending' : 'approved'}`}
                        >
                          {t(`loyalty.referral.states.${friend.state}`)}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}

/** The referral rewards with their claim buttons (also shown in the reward center). */
export function ReferralRewards({ rewards }: { rewards: TReferralReward[] }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const claim = useClaimReferralReward();
  if (rewards.length === 0) return null;
  return (
    <>
      <h3 className="loyalty__title">{t('loyalty.referral.rewardsTitle')}</h3>
      <ul className="reward-list" aria-label={t('loyalty.referral.rewardsTitle')}>
        {rewards.map((reward) => {
          const title = t(`loyalty.referral.rewardKinds.${reward.kind}`);
          return (
            <li key={reward.id} className="reward-row">
              <span className="reward-row__art reward-row__art--icon" aria-hidden="true">
                <Icon name="users" size={22} />
              </span>
              <div className="reward-row__text">
                <p className="reward-row__source">{t('loyalty.referral.title')}</p>
                <h3>{title}</h3>
                <p className="reward-row__meta">{t('loyalty.referral.from', { friend: reward.friend })}</p>
                {claim.isError && claim.variables === reward.id ? (
                  <p className="form-error" role="alert">
                    {errorText(claim.error)}
                  </p>
                ) : null}
              </div>
              <div className="reward-row__claim">
                <strong>{formatAmount(reward.amount, symbol)}</strong>
                {reward.status === 'claimable' ? (
                  <button
                    type="button"
                    className="button button--primary button--small"
                    aria-label={`${t('loyalty.referral.claim')}: ${title}`}
                    disabled={claim.isPending}
                    onClick={() => claim.mutate(reward.id)}
                  >
                    {t('loyalty.referral.claim')}
                  </button>
                ) : (
                  <span className="status-pill status-pill--approved">{t('loyalty.referral.claimed')}</span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The referral rewards waiting in the reward center (none when the merchant's referral is off), and
 * whether that is known yet: the center says it is empty only when these are known to be none too.
 */
export function useClaimableReferralRewards(): { rewards: TReferralReward[]; isKnown: boolean } {
  const { flags } = useBootstrap().permission;
  const referral = useReferral(flags.referral);
  if (!flags.referral) return { rewards: [], isKnown: true };
  return {
    rewards: referral.data?.rewards.filter((reward) => reward.status === 'claimable') ?? [],
    isKnown: referral.data !== undefined || referral.isError,
  };
}

/** Manual rebate: the breakdown per game type since the last claim, a confirmation, and past claims. */
export function ManualRebateSection() {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const preview = useRebatePreview();
  const claims = useRebateClaims();
  const claim = useClaimRebate();
  const [isConfirming, setConfirming] = useState(false);
  const data = preview.data;
  const typeName = (type: string) => t(`promo.gameTypes.${type}`, { defaultValue: type });
  return (
    <section className="money-page loyalty">
      <MoneySectionHead icon="percent" title={t('loyalty.rebate.title')} lead={t('loyalty.rebate.lead')} />
      {claim.isSuccess ? (
        <p className="reward-notice" role="status">
          <Icon name="check" size={16} className="reward-notice__icon" />
          {t('loyalty.rebate.claimed', { amount: formatAmount(claim.data.amount, symbol) })}
        </p>
      ) : null}
      {preview.isPending ? <MoneySkeleton /> : null}
      {preview.isError ? <MoneyError error={preview.error} onRetry={() => void preview.refetch()} /> : null}
      {data && data.lines.length === 0 ? (
        <EmptyState
          icon="percent"
          title={t('loyalty.rebate.nothing')}
          text={t('loyalty.rebate.nothingText')}
          level={3}
        />
      ) : null}
      {data && data.lines.length > 0 ? (
        <>
          <p className="loyalty__summary">
            {data.since
              ? t('loyalty.rebate.since', { date: formatTime(data.since, timezone) })
              : t('loyalty.rebate.sinceStart')}
          </p>
          <div className="money-table-wrap">
            <table className="money-table" aria-label={t('loyalty.rebate.breakdown')}>
              <thead>
                <tr>
                  <th scope="col">{t('loyalty.rebate.gameType')}</th>
                  <th scope="col">{t('loyalty.rebate.validBet')}</th>
                  <th scope="col">{t('loyalty.rebate.rate')}</th>
                  <th scope="col">{t('loyalty.rebate.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.gameType}>
                    <td>{typeName(line.gameType)}</td>
                    <td>{formatAmount(line.validBet, symbol)}</td>
                    <td>{`${(line.ratePpm / 10_000).toFixed(2)}%`}</td>
                    <td>{formatAmount(line.amount, symbol)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('loyalty.rebate.total')}</th>
                  <td>{formatAmount(data.validBet, symbol)}</td>
                  <td />
                  <td>
                    <strong>{formatAmount(data.amount, symbol)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <div className="loyalty-card">
            <Icon name="percent" size={20} />
            <p>
              <strong>{formatAmount(data.amount, symbol)}</strong>
              <span>{t('loyalty.rebate.min', { amount: formatAmount(data.minAmount, symbol) })}</span>
            </p>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={!data.canClaim}
              onClick={() => setConfirming(true)}
            >
              {t('loyalty.rebate.claim')}
            </button>
          </div>
        </>
      ) : null}
      {isConfirming && data ? (
        <Dialog title={t('loyalty.rebate.confirmTitle')} onClose={() => setConfirming(false)} size="small">
          <p>
            {t('loyalty.rebate.confirmText', {
              amount: formatAmount(data.amount, symbol),
              bet: formatAmount(data.validBet, symbol),
            })}
          </p>
          {claim.isError ? <FormNotice tone="error" message={errorText(claim.error)} /> : null}
          <div className="dialog-actions">
            <button type="button" className="button button--outline" onClick={() => setConfirming(false)}>
              {t('loyalty.rebate.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              disabled={claim.isPending}
              onClick={() => claim.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              {t('loyalty.rebate.confirm')}
            </button>
          </div>
        </Dialog>
      ) : null}
      {claims.data && claims.data.list.length > 0 ? (
        <>
          <h3 className="loyalty__title">{t('loyalty.rebate.historyTitle')}</h3>
          <ul className="claim-list">
            {claims.data.list.map((row) => (
              <li key={row.id}>
                <span>{formatTime(row.createdAt, timezone)}</span>
                <span>{t('loyalty.rebate.historyLine', { bet: formatAmount(row.validBet, symbol) })}</span>
                <strong>{formatAmount(row.amount, symbol)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
