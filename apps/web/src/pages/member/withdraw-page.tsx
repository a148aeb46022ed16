import {
  formatMinor,
  parseMinor,
  type TMoneyOverview,
  type TWithdrawal,
  ZPaymentPassword,
  ZPositiveMoney,
} from '@croupier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../promotions/promotions.css';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../api/api-client.ts';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormNotice, PasswordField, TextField } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import {
  newIdempotencyKey,
  useConfirmWithdrawal,
  useMoneyOverview,
  useRequestWithdrawal,
  useWithdrawals,
} from './money-api.ts';
import { outgoingAmount, useFieldText } from './money-forms.ts';
import { formatTime } from './money-time.ts';
import {
  errorText,
  formatAmount,
  MoneyError,
  MoneySectionHead,
  MoneySkeleton,
  Pager,
  StatTile,
  useMerchantMoney,
} from './money-ui.tsx';
import { KycWithdrawRule } from './rg/verification-page.tsx';
import { BankChip, WithdrawalHoldBanner } from './security-center-page.tsx';
import { BankAccountForm, PaymentPasswordForm } from './security-forms.tsx';

const PAGE_SIZE = 10;

/** Available and held money of the member, as stat tiles. */
export function WalletStats({ overview }: { overview: TMoneyOverview }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  return (
    <dl className="stat-grid">
      <StatTile
        label={t('memberMoney.common.available')}
        value={formatAmount(overview.balance, symbol)}
        icon="wallet"
        isFeatured
      />
      <StatTile
        label={t('memberMoney.common.held')}
        value={formatAmount(overview.held, symbol)}
        hint={t('memberMoney.common.heldHint')}
        icon="lock"
      />
    </dl>
  );
}

/**
 * Withdraw (spec sections 2 and 4): the bound bank account and payment password (set up here
 * when missing), the amount within balance and the channel's limits, then the requests with their
 * status and the player's confirmation (received, not received, partially received).
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const overview = useMoneyOverview();
  const data = overview.data;
  const isReady = data ? data.hasPaymentPassword && data.bankAccount !== null : false;
  return (
    <section className="money-page">
      <MoneySectionHead icon="withdraw" title={t('member.withdraw')} lead={t('memberMoney.withdraw.lead')} />
      {overview.isPending ? <MoneySkeleton rows={2} /> : null}
      {overview.isError ? (
        <MoneyError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : null}
      {data ? (
        <>
          <WalletStats overview={data} />
          <WithdrawalHoldBanner heldUntil={data.security.withdrawalsHeldUntil} />
          {isReady ? <WithdrawForm overview={data} /> : <WithdrawSetup overview={data} />}
          <WithdrawalList autoReceiveMinutes={data.withdrawal.autoReceiveMinutes} />
        </>
      ) : null}
    </section>
  );
}

function WithdrawSetup({ overview }: { overview: TMoneyOverview }) {
  const { t } = useTranslation();
  const needsBank = overview.bankAccount === null;
  return (
    <article className="money-card money-card--setup" aria-labelledby="withdraw-setup-title">
      <header className="money-card__head">
        <span className="money-card__icon" aria-hidden="true">
          <Icon name="shield" size={20} />
        </span>
        <div>
          <h3 id="withdraw-setup-title" className="money-card__title">
            {t('memberMoney.withdraw.setupTitle')}
          </h3>
          <p className="money-card__text">{t('memberMoney.withdraw.setupText')}</p>
        </div>
      </header>
      <ol className="setup-steps">
        <li className={`setup-step${overview.hasPaymentPassword ? ' is-done' : ' is-current'}`}>
          <span className="setup-step__mark" aria-hidden="true">
            {overview.hasPaymentPassword ? <Icon name="check" size={14} /> : '1'}
          </span>
          <div className="setup-step__body">
            <h4 className="setup-step__title">{t('memberMoney.security.paymentPasswordTitle')}</h4>
            {overview.hasPaymentPassword ? null : (
              <PaymentPasswordForm hasPassword={false} security={overview.security} />
            )}
          </div>
        </li>
        <li
          className={`setup-step${needsBank ? (overview.hasPaymentPassword ? ' is-current' : '') : ' is-done'}`}
        >
          <span className="setup-step__mark" aria-hidden="true">
            {needsBank ? '2' : <Icon name="check" size={14} />}
          </span>
          <div className="setup-step__body">
            <h4 className="setup-step__title">{t('memberMoney.security.bankTitle')}</h4>
            {needsBank && overview.hasPaymentPassword ? (
              <BankAccountForm payeeName={overview.payeeName} security={overview.security} />
            ) : null}
          </div>
        </li>
      </ol>
    </article>
  );
}

function WithdrawForm({ overview }: { overview: TMoneyOverview }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const text = useFieldText();
  const mutation = useRequestWithdrawal();
  const key = useRef(newIdempotencyKey('wd'));
  const [done, setDone] = useState<string | null>(null);
  const { minAmount, enabled, dailyLimit, requestedToday } = overview.withdrawal;
  // A daily limit (a VIP level's perk) caps a request at what is left of it today.
  const leftToday =
    dailyLimit === null
      ? null
      : formatMinor(
          parseMinor(requestedToday) >= parseMinor(dailyLimit)
            ? 0n
            : parseMinor(dailyLimit) - parseMinor(requestedToday),
        );
  const maxAmount =
    leftToday !== null && parseMinor(leftToday) < parseMinor(overview.withdrawal.maxAmount)
      ? leftToday
      : overview.withdrawal.maxAmount;
  const isHeld = overview.security.withdrawalsHeldUntil !== null;
  const schema = useMemo(
    () =>
      z.object({
        amount: outgoingAmount({ min: minAmount, max: maxAmount, available: overview.balance }),
        paymentPassword: ZPaymentPassword,
      }),
    [minAmount, maxAmount, overview.balance],
  );
  type TValues = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<TValues>({ resolver: zodResolver(schema), defaultValues: { amount: '', paymentPassword: '' } });
  const bank = overview.bankAccount;
  const fillMax = () => {
    const balance = parseMinor(overview.balance);
    const cap = parseMinor(maxAmount);
    const pick = balance < cap ? overview.balance : maxAmount;
    setValue('amount', pick.replace(/\.?0+$/, ''), { shouldValidate: true });
  };
  // Issue 17: a bonus still wagering refuses the withdrawal, naming it; the member may confirm forfeiting it.
  const [wagering, setWagering] = useState<{ values: TValues; titles: string[] } | null>(null);
  const submit = async (values: TValues, forfeitBonus: boolean) => {
    setDone(null);
    setWagering(null);
    try {
      const result = await mutation.mutateAsync({
        ...values,
        idempotencyKey: key.current,
        ...(forfeitBonus ? { forfeitBonus } : {}),
      });
      key.current = newIdempotencyKey('wd');
      reset();
      setDone(t('memberMoney.withdraw.requested', { amount: formatAmount(result.amount, symbol) }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'BONUS_WAGERING_ACTIVE') {
        const bonuses = (error.value as { bonuses?: { title: string }[] } | undefined)?.bonuses ?? [];
        setWagering({ values, titles: bonuses.map((bonus) => bonus.title) });
      }
      throw error;
    }
  };
  const onSubmit = (values: TValues) => submit(values, false);
  const limits = {
    min: formatAmount(minAmount, symbol),
    max: formatAmount(maxAmount, symbol),
    ...(dailyLimit !== null && leftToday !== null
      ? { limit: formatAmount(dailyLimit, symbol), left: formatAmount(leftToday, symbol) }
      : {}),
  };
  if (!enabled) {
    return <EmptyState icon="ban" title={t('memberMoney.withdraw.unavailable')} compact />;
  }
  return (
    <article className="money-card" aria-label={t('member.withdraw')}>
      {bank ? (
        <div className="bank-chip-row">
          <div>
            <p className="money-card__eyebrow">{t('memberMoney.withdraw.payTo')}</p>
            <BankChip bankName={bank.bankName} number={bank.accountNumberMasked} payee={bank.payeeName} />
          </div>
          <Link to="/member?tab=securityCenter" className="button button--ghost button--small">
            {t('memberMoney.withdraw.change')}
          </Link>
        </div>
      ) : null}
      <KycWithdrawRule />
      <form
        className="form money-form"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
      >
        <fieldset className="money-form__fields" disabled={isHeld}>
          <TextField
            label={t('memberMoney.common.amount')}
            inputMode="decimal"
            autoComplete="off"
            isRequired
            leading={<span className="field__currency">{symbol}</span>}
            addon={
              <button type="button" className="field__addon-button" onClick={fillMax}>
                {t('memberMoney.common.max')}
              </button>
            }
            hint={t(
              dailyLimit === null
                ? 'memberMoney.withdraw.amountHint'
                : 'memberMoney.withdraw.amountHintDaily',
              limits,
            )}
            {...register('amount')}
            error={text(errors.amount, 'amountFormat', limits)}
          />
          <PasswordField
            label={t('memberMoney.common.paymentPassword')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            isRequired
            {...register('paymentPassword')}
            error={text(errors.paymentPassword, 'paymentPasswordFormat')}
          />
        </fieldset>
        {wagering ? (
          <div className="forfeit-confirm" role="alert">
            <h3>{t('promo.forfeit.title')}</h3>
            <p>
              {t('promo.forfeit.text', { titles: wagering.titles.map((title) => `«${title}»`).join(', ') })}
            </p>
            <div className="forfeit-confirm__actions">
              <button
                type="button"
                className="button button--primary button--small forfeit-confirm__go"
                disabled={mutation.isPending}
                onClick={() => void submit(wagering.values, true).catch(() => undefined)}
              >
                {t('promo.forfeit.confirm')}
              </button>
              <Link to="/member?tab=bonusDetails" className="button button--ghost button--small">
                {t('promo.forfeit.keep')}
              </Link>
            </div>
          </div>
        ) : (
          <FormNotice
            message={mutation.isError ? errorText(mutation.error) : done}
            tone={mutation.isError ? 'error' : 'success'}
          />
        )}
        {mutation.error instanceof ApiError &&
        (mutation.error.code === 'KYC_REQUIRED' || mutation.error.code === 'KYC_NAME_MISMATCH') ? (
          <Link to="/member?tab=verification" className="button button--outline button--small">
            {t('rg.kyc.verifyNow')}
          </Link>
        ) : null}
        <SubmitButton phase={mutation.isPending ? 'submitting' : 'idle'} disabled={isHeld}>
          {t('memberMoney.withdraw.submit')}
        </SubmitButton>
      </form>
    </article>
  );
}

const STATUS_TONE: Record<TWithdrawal['status'], string> = {
  pending: 'warn',
  approved: 'info',
  rejected: 'bad',
  received: 'good',
  disputed: 'bad',
  partially_received: 'warn',
};

function WithdrawalList({ autoReceiveMinutes }: { autoReceiveMinutes: number }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useWithdrawals({ pageNo, pageSize: PAGE_SIZE });
  const [partialOf, setPartialOf] = useState<TWithdrawal | null>(null);
  return (
    <section className="money-card" aria-labelledby="withdrawals-title">
      <header className="money-card__head money-card__head--compact">
        <h3 id="withdrawals-title" className="money-card__title">
          {t('memberMoney.withdraw.historyTitle')}
        </h3>
      </header>
      <p className="money-note">
        <Icon name="clock" size={14} />
        <span>{t('memberMoney.withdraw.autoReceiveNote', { minutes: autoReceiveMinutes })}</span>
      </p>
      {list.isPending ? <MoneySkeleton rows={2} /> : null}
      {list.isError ? <MoneyError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.list.length === 0 ? (
        <EmptyState
          icon="inbox"
          title={t('memberMoney.withdraw.empty')}
          text={t('memberMoney.withdraw.emptyText')}
          compact
        />
      ) : null}
      {list.data && list.data.list.length > 0 ? (
        <ul className="withdrawal-list" aria-label={t('memberMoney.withdraw.historyTitle')}>
          {list.data.list.map((item) => (
            <WithdrawalItem key={item.id} item={item} onPartial={() => setPartialOf(item)} />
          ))}
        </ul>
      ) : null}
      {list.data ? (
        <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPageNo} />
      ) : null}
      {partialOf ? <PartialDialog item={partialOf} onClose={() => setPartialOf(null)} /> : null}
    </section>
  );
}

function WithdrawalItem({ item, onPartial }: { item: TWithdrawal; onPartial: () => void }) {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const confirm = useConfirmWithdrawal();
  const amount = formatAmount(item.amount, symbol);
  const confirmation = item.confirmation
    ? t(`memberMoney.withdraw.confirmations.${item.confirmation}`, {
        amount: item.receivedAmount ? formatAmount(item.receivedAmount, symbol) : '',
      })
    : null;
  return (
    <li
      className="withdrawal"
      aria-label={`${amount} · ${t(`memberMoney.withdraw.statuses.${item.status}`)}`}
    >
      <div className="withdrawal__main">
        <span className="withdrawal__amount">{amount}</span>
        <span className={`status-pill status-pill--${STATUS_TONE[item.status]}`}>
          {t(`memberMoney.withdraw.statuses.${item.status}`)}
        </span>
      </div>
      <div className="withdrawal__meta">
        <span>
          {t('memberMoney.withdraw.requestedAt')} {formatTime(item.createdAt, timezone)}
        </span>
        <span>
          {item.bankName} {item.accountNumberMasked}
        </span>
        {confirmation ? <span className="withdrawal__confirmation">{confirmation}</span> : null}
        {item.rejectReason ? (
          <span>{t('memberMoney.withdraw.rejectedBecause', { reason: item.rejectReason })}</span>
        ) : null}
      </div>
      {item.status === 'approved' ? (
        <div className="withdrawal__confirm">
          <p className="withdrawal__prompt">{t('memberMoney.withdraw.confirmPrompt')}</p>
          <div className="withdrawal__actions">
            <button
              type="button"
              className="button button--primary button--small"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ id: item.id, body: { result: 'received' } })}
            >
              <Icon name="check" size={16} />
              <span>{t('memberMoney.withdraw.received')}</span>
            </button>
            <button
              type="button"
              className="button button--outline button--small"
              disabled={confirm.isPending}
              onClick={onPartial}
            >
              {t('memberMoney.withdraw.partial')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ id: item.id, body: { result: 'not_received' } })}
            >
              {t('memberMoney.withdraw.notReceived')}
            </button>
          </div>
          {confirm.isError ? <FormNotice message={errorText(confirm.error)} tone="error" /> : null}
        </div>
      ) : null}
    </li>
  );
}

function PartialDialog({ item, onClose }: { item: TWithdrawal; onClose: () => void }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const confirm = useConfirmWithdrawal();
  const amount = formatAmount(item.amount, symbol);
  const schema = useMemo(
    () =>
      z.object({
        receivedAmount: ZPositiveMoney.refine((v) => parseMinor(v) < parseMinor(item.amount), {
          message: 'memberMoney.withdraw.partialTooHigh',
        }),
      }),
    [item.amount],
  );
  type TValues = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TValues>({ resolver: zodResolver(schema), defaultValues: { receivedAmount: '' } });
  const problem = errors.receivedAmount;
  const onSubmit = async (values: TValues) => {
    await confirm.mutateAsync({
      id: item.id,
      body: { result: 'partial', receivedAmount: values.receivedAmount },
    });
    onClose();
  };
  return (
    <Dialog title={t('memberMoney.withdraw.partialTitle')} onClose={onClose} size="small">
      <form
        className="form"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
      >
        <p className="money-card__text">{t('memberMoney.withdraw.partialText', { amount })}</p>
        <TextField
          label={t('memberMoney.withdraw.receivedAmount')}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          autoFocusOnOpen
          leading={<span className="field__currency">{symbol}</span>}
          {...register('receivedAmount')}
          error={
            problem
              ? problem.message === 'memberMoney.withdraw.partialTooHigh'
                ? t('memberMoney.withdraw.partialTooHigh', { amount })
                : t('memberMoney.errors.amountFormat')
              : undefined
          }
        />
        <FormNotice message={confirm.isError ? errorText(confirm.error) : null} tone="error" />
        <SubmitButton phase={confirm.isPending ? 'submitting' : 'idle'}>
          {t('memberMoney.withdraw.confirmPartial')}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
