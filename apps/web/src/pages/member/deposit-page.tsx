import { isQrMethod, type TDeposit, type TDepositChannel, type TQrMethod } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormNotice, TextField } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { amountProblem, quickAmounts, trimAmount } from './deposit-amounts.ts';
import {
  depositKeys,
  requestManualDeposit,
  startGatewayDeposit,
  type TDepositFilter,
  useDeposit,
  useDepositChannels,
  useDeposits,
} from './deposit-api.ts';
import { formatTime } from './money-time.ts';
import {
  errorText,
  formatAmount,
  MoneyError,
  MoneySectionHead,
  MoneySkeleton,
  Pager,
  useMerchantMoney,
} from './money-ui.tsx';
import './deposit-page.css';

const PAGE_SIZE = 8;
const FILTERS: TDepositFilter[] = ['all', 'pending', 'approved', 'rejected'];

/** A fresh idempotency key for one deposit attempt (a retried click reuses it). */
function newIdempotencyKey(): string {
  return `dep-${crypto.randomUUID()}`;
}

/**
 * The deposit page (member centre `depositv2`): pick a payment channel, an amount within its
 * limits (quick picks), then either transfer to the shown bank account and submit the reference,
 * or pay on the gateway's hosted page and come back to the result. The player's deposits below.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const returnedId = params.get('deposit');
  // A QR deposit stays on this page: its code shows until the gateway confirms the transfer.
  const [qr, setQr] = useState<TShownQr | null>(null);

  const closeResult = () => {
    const next = new URLSearchParams(params);
    for (const name of ['deposit', 'paymentId', 'status']) next.delete(name);
    setParams(next, { replace: true });
    setQr(null);
  };
  const showQr = (shown: TShownQr) => {
    setQr(shown);
    const next = new URLSearchParams(params);
    next.set('deposit', shown.depositId);
    setParams(next);
  };

  return (
    <section className="money-page deposit-page" aria-labelledby="deposit-title">
      <MoneySectionHead icon="deposit" title={t('payments.title')} lead={t('payments.lead')} />
      <span id="deposit-title" hidden>
        {t('payments.title')}
      </span>
      {returnedId ? (
        <DepositResult id={returnedId} qr={qr?.depositId === returnedId ? qr : null} onDone={closeResult} />
      ) : (
        <DepositForm onQr={showQr} />
      )}
      <DepositHistory />
    </section>
  );
}

/** A QR deposit's code as the gateway issued it, with the scheme that reads it. */
type TShownQr = { depositId: string; method: TQrMethod; payload: string };

/** The national scheme's name, as players know it. */
const QR_SCHEME_NAMES: Record<TQrMethod, string> = { promptpay: 'PromptPay', vietqr: 'VietQR' };

function DepositForm({ onQr }: { onQr: (qr: TShownQr) => void }) {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const [selectedCode, setSelectedCode] = useState<string | null>(null);
  const list = channels.data ?? [];
  const selected = list.find((channel) => channel.code === selectedCode) ?? list[0];

  if (channels.isPending) return <MoneySkeleton rows={3} />;
  if (channels.isError) return <MoneyError error={channels.error} onRetry={() => void channels.refetch()} />;
  if (!selected) {
    return (
      <EmptyState
        icon="wallet"
        title={t('payments.noChannels')}
        text={t('payments.noChannelsText')}
        compact
      />
    );
  }
  return (
    <div className="deposit-grid">
      <ChannelPicker channels={list} selected={selected} onSelect={setSelectedCode} />
      <AmountForm key={selected.code} channel={selected} onQr={onQr} />
    </div>
  );
}

function ChannelLogo({ channel }: { channel: TDepositChannel }) {
  if (isQrMethod(channel.method)) {
    return (
      <span className="channel-logo channel-logo--qr" aria-hidden="true">
        <svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true">
          <path
            d="M5 5h9v9H5Zm3 3v3h3V8Zm10-3h9v9h-9Zm3 3v3h3V8ZM5 18h9v9H5Zm3 3v3h3v-3Zm10-3h3v3h-3Zm3 3h3v3h-3Zm3-3h3v3h-3Zm-6 6h3v3h-3Zm6 0h3v3h-3Z"
            fill="currentColor"
          />
        </svg>
      </span>
    );
  }
  if (channel.method === 'ewallet') {
    return (
      <span className="channel-logo channel-logo--wallet" aria-hidden="true">
        <svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true">
          <path d="M6 9a3 3 0 0 1 3-3h14v4H9" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <rect x="4" y="10" width="24" height="16" rx="4" fill="currentColor" opacity="0.3" />
          <rect x="18" y="15" width="10" height="6" rx="3" fill="currentColor" />
          <circle cx="21.5" cy="18" r="1.3" fill="var(--surface, #fff)" />
        </svg>
      </span>
    );
  }
  if (channel.kind === 'gateway') {
    return (
      <span className="channel-logo channel-logo--gateway" aria-hidden="true">
        <svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true">
          <rect x="3" y="7" width="26" height="18" rx="4" fill="currentColor" opacity="0.28" />
          <rect x="3" y="11.5" width="26" height="3.5" fill="currentColor" />
          <rect x="7" y="19" width="7" height="2.6" rx="1.3" fill="currentColor" />
          <circle cx="23.5" cy="20.3" r="2.3" fill="currentColor" opacity="0.7" />
        </svg>
      </span>
    );
  }
  return (
    <span className="channel-logo channel-logo--bank" aria-hidden="true">
      <svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true">
        <path d="M16 4 3.5 10.5V13h25v-2.5Z" fill="currentColor" />
        <rect x="6" y="14.5" width="3.2" height="9" rx="1" fill="currentColor" opacity="0.75" />
        <rect x="12.3" y="14.5" width="3.2" height="9" rx="1" fill="currentColor" opacity="0.75" />
        <rect x="18.6" y="14.5" width="3.2" height="9" rx="1" fill="currentColor" opacity="0.75" />
        <rect x="24.9" y="14.5" width="1.6" height="9" rx="0.8" fill="currentColor" opacity="0.75" />
        <rect x="3.5" y="25" width="25" height="3" rx="1.5" fill="currentColor" />
      </svg>
    </span>
  );
}

function ChannelPicker({
  channels,
  selected,
  onSelect,
}: {
  channels: TDepositChannel[];
  selected: TDepositChannel;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const name = useId();
  return (
    <fieldset className="deposit-step">
      <legend className="deposit-step__title">
        <span className="deposit-step__number" aria-hidden="true">
          1
        </span>
        {t('payments.chooseChannel')}
      </legend>
      <div className="channel-cards">
        {channels.map((channel) => {
          const isSelected = channel.code === selected.code;
          return (
            <label key={channel.code} className={`channel-card${isSelected ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name={name}
                value={channel.code}
                checked={isSelected}
                onChange={() => onSelect(channel.code)}
                className="channel-card__input"
              />
              <ChannelLogo channel={channel} />
              <span className="channel-card__text">
                <span className="channel-card__name">{channel.name}</span>
                <span className="channel-card__kind">
                  {isQrMethod(channel.method) ? (
                    t('payments.kindQr')
                  ) : channel.method === 'ewallet' ? (
                    t('payments.kindEwallet')
                  ) : channel.kind === 'gateway' ? (
                    <>
                      <Icon name="sparkle" size={12} /> {t('payments.kindGateway')}
                    </>
                  ) : (
                    t('payments.kindManual')
                  )}
                </span>
                <span className="channel-card__limits">
                  {t('payments.limits', {
                    min: formatAmount(channel.minAmount, symbol),
                    max: formatAmount(channel.maxAmount, symbol),
                  })}
                </span>
              </span>
              <span className="channel-card__check" aria-hidden="true">
                <Icon name="check" size={14} />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function AmountForm({ channel, onQr }: { channel: TDepositChannel; onQr: (qr: TShownQr) => void }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const picks = useMemo(() => quickAmounts(channel.minAmount, channel.maxAmount), [channel]);
  const range = {
    min: formatAmount(channel.minAmount, symbol),
    max: formatAmount(channel.maxAmount, symbol),
  };

  const problem = amountProblem(amount, channel.minAmount, channel.maxAmount);
  const amountError = !isSubmitted
    ? null
    : problem === 'required'
      ? t('payments.amountRequired')
      : problem === 'invalid'
        ? t('payments.amountInvalid')
        : problem === 'range'
          ? t('payments.amountRange', range)
          : null;
  const referenceError =
    isSubmitted && channel.kind === 'manual' && !reference.trim() ? t('payments.referenceRequired') : null;

  const submit = useMutation({
    mutationFn: async () => {
      if (channel.kind === 'gateway') {
        const started = await startGatewayDeposit({
          channel: channel.code,
          amount: amount.trim(),
          idempotencyKey,
        });
        if (isQrMethod(channel.method) && started.qrPayload) {
          onQr({ depositId: started.deposit.id, method: channel.method, payload: started.qrPayload });
          return 'qr' as const;
        }
        window.location.assign(started.redirectUrl);
        return 'redirect' as const;
      }
      await requestManualDeposit({
        channel: channel.code,
        amount: amount.trim(),
        reference: reference.trim(),
        idempotencyKey,
      });
      return 'submitted' as const;
    },
    onSuccess: (outcome) => {
      void queryClient.invalidateQueries({ queryKey: depositKeys.all });
      if (outcome === 'submitted') {
        setNotice(t('payments.manualSubmitted'));
        setAmount('');
        setReference('');
        setSubmitted(false);
        setIdempotencyKey(newIdempotencyKey());
      }
    },
    onError: () => setIdempotencyKey(newIdempotencyKey()),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setNotice(null);
    if (problem || (channel.kind === 'manual' && !reference.trim())) return;
    submit.mutate();
  };

  const isRedirecting = submit.isSuccess && submit.data === 'redirect';
  return (
    <form className="deposit-step deposit-form" onSubmit={handleSubmit} noValidate>
      <h3 className="deposit-step__title">
        <span className="deposit-step__number" aria-hidden="true">
          2
        </span>
        {channel.name}
      </h3>
      <TextField
        label={t('payments.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError}
        hint={t('payments.amountHint', range)}
        isRequired
        leading={<span className="deposit-form__symbol">{symbol}</span>}
      />
      <fieldset className="amount-chips">
        <legend className="visually-hidden">{t('payments.quickAmounts')}</legend>
        {picks.map((pick) => (
          <button
            key={pick}
            type="button"
            className="amount-chip"
            aria-pressed={trimAmount(amount.trim()) === pick}
            onClick={() => setAmount(pick)}
          >
            {formatAmount(pick, symbol)}
          </button>
        ))}
      </fieldset>

      {channel.kind === 'manual' && channel.bank ? <BankDetails bank={channel.bank} /> : null}
      {channel.kind === 'manual' ? (
        <TextField
          label={t('payments.reference')}
          value={reference}
          maxLength={100}
          onChange={(event) => setReference(event.target.value)}
          error={referenceError}
          hint={t('payments.referenceHint')}
          isRequired
        />
      ) : (
        <p className="deposit-form__note">
          <Icon name="lock" size={14} />
          <span>
            {isQrMethod(channel.method)
              ? t('payments.qrNote')
              : channel.method === 'ewallet'
                ? t('payments.ewalletNote')
                : t('payments.gatewayNote')}
          </span>
        </p>
      )}

      <FormNotice
        message={
          submit.isError
            ? errorText(submit.error)
            : (notice ?? (isRedirecting ? t('payments.redirecting') : null))
        }
        tone={submit.isError ? 'error' : notice ? 'success' : 'info'}
      />
      <SubmitButton phase={submit.isPending || isRedirecting ? 'submitting' : 'idle'}>
        {isQrMethod(channel.method)
          ? t('payments.submitQr')
          : channel.kind === 'gateway'
            ? t('payments.submitGateway')
            : t('payments.submitManual')}
      </SubmitButton>
    </form>
  );
}

function BankDetails({ bank }: { bank: NonNullable<TDepositChannel['bank']> }) {
  const { t } = useTranslation();
  const rows: { label: string; value: string; isCopyable?: boolean }[] = [
    { label: t('payments.bankName'), value: bank.bankName },
    { label: t('payments.accountName'), value: bank.accountName, isCopyable: true },
    { label: t('payments.accountNumber'), value: bank.accountNumber, isCopyable: true },
    ...(bank.branch ? [{ label: t('payments.branch'), value: bank.branch }] : []),
  ];
  return (
    <section className="bank-card" aria-label={t('payments.transferTo')}>
      <p className="bank-card__title">{t('payments.transferTo')}</p>
      <dl className="bank-card__rows">
        {rows.map((row) => (
          <div key={row.label} className="bank-card__row">
            <dt>{row.label}</dt>
            <dd>
              <span className="bank-card__value">{row.value}</span>
              {row.isCopyable ? <CopyButton text={row.value} what={row.label} /> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [isCopied]);
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={t('payments.copy', { what })}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      {isCopied ? (
        <Icon name="check" size={14} />
      ) : (
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <rect x="5" y="5" width="9" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path
            d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
      )}
      <span aria-live="polite">{isCopied ? t('payments.copied') : null}</span>
    </button>
  );
}

/** The view on return from the payment page: waits for the gateway's callback, then shows the result. */
function DepositResult({ id, qr, onDone }: { id: string; qr: TShownQr | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const queryClient = useQueryClient();
  const deposit = useDeposit(id);
  const status = deposit.data?.status;

  useEffect(() => {
    if (status === undefined) return;
    // The header balance and the list follow the deposit's outcome.
    void queryClient.invalidateQueries({ queryKey: ['balance'] });
    void queryClient.invalidateQueries({ queryKey: depositKeys.all, exact: false, refetchType: 'active' });
  }, [status, queryClient]);

  let tone: 'pending' | 'approved' | 'rejected' = 'pending';
  let title = t('payments.resultPending');
  let text = t('payments.resultPendingText');
  if (deposit.isError) {
    tone = 'rejected';
    title = t('payments.resultUnknown');
    text = errorText(deposit.error) ?? '';
  } else if (status === 'approved' && deposit.data) {
    tone = 'approved';
    title = t('payments.resultApproved');
    text = t('payments.resultApprovedText', { amount: formatAmount(deposit.data.amount, symbol) });
  } else if (status === 'rejected') {
    tone = 'rejected';
    title = t('payments.resultRejected');
    text = t('payments.resultRejectedText');
  }
  const icon = tone === 'approved' ? 'check' : tone === 'rejected' ? 'alert' : 'clock';
  // The code the start answered, or (after a reload) the one the pending deposit still carries.
  const shownQr =
    qr ??
    (deposit.data?.qr
      ? { depositId: id, method: deposit.data.qr.method, payload: deposit.data.qr.payload }
      : null);
  if (shownQr && tone === 'pending' && deposit.data) {
    return <QrPayment qr={shownQr} deposit={deposit.data} onCancel={onDone} />;
  }
  return (
    <div className={`deposit-result deposit-result--${tone}`} role="status" aria-live="polite">
      <span className="deposit-result__badge" aria-hidden="true">
        {tone === 'pending' ? <span className="spinner" /> : <Icon name={icon} size={30} />}
      </span>
      <h3 className="deposit-result__title">{title}</h3>
      {deposit.data ? (
        <p className="deposit-result__amount">{formatAmount(deposit.data.amount, symbol)}</p>
      ) : null}
      <p className="deposit-result__text">{text}</p>
      {deposit.data ? <p className="deposit-result__ref">{deposit.data.reference}</p> : null}
      <button type="button" className="button button--primary" onClick={onDone}>
        {t('payments.newDeposit')}
      </button>
    </div>
  );
}

/**
 * A QR deposit waiting for its transfer: the national-standard code (amount and reference inside)
 * for the player's banking app, the steps, and the code's text for a player on the same phone.
 * The deposit is polled; the page turns to the result once the gateway confirms.
 */
function QrPayment({ qr, deposit, onCancel }: { qr: TShownQr; deposit: TDeposit; onCancel: () => void }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const scheme = QR_SCHEME_NAMES[qr.method];
  const amount = formatAmount(deposit.amount, symbol);
  const textId = useId();
  return (
    <section className={`qr-pay qr-pay--${qr.method}`} aria-labelledby={`${textId}-title`}>
      <header className="qr-pay__head">
        <span className="qr-pay__scheme">{scheme}</span>
        <h3 id={`${textId}-title`} className="qr-pay__title">
          {t('payments.qrTitle', { scheme })}
        </h3>
      </header>
      <div className="qr-pay__body">
        <figure className="qr-pay__code">
          <QRCodeSVG
            value={qr.payload}
            size={232}
            marginSize={2}
            level="M"
            role="img"
            aria-label={t('payments.qrAlt', { scheme, amount })}
          />
          <figcaption>
            <strong className="qr-pay__amount">{amount}</strong>
            <span className="qr-pay__ref">
              {t('payments.referenceShort')} {deposit.reference}
            </span>
          </figcaption>
        </figure>
        <div className="qr-pay__side">
          <ol className="qr-pay__steps">
            <li>{t('payments.qrStep1')}</li>
            <li>{t('payments.qrStep2')}</li>
            <li>{t('payments.qrStep3')}</li>
          </ol>
          <p className="qr-pay__waiting" role="status">
            <span className="spinner" aria-hidden="true" /> {t('payments.qrWaiting')}
          </p>
          <div className="qr-pay__text">
            <label htmlFor={textId}>{t('payments.qrText')}</label>
            <div className="qr-pay__text-row">
              <input id={textId} readOnly value={qr.payload} onFocus={(event) => event.target.select()} />
              <CopyButton text={qr.payload} what={t('payments.qrText')} />
            </div>
            <p className="muted small">{t('payments.qrTextHint')}</p>
          </div>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('payments.newDeposit')}
          </button>
        </div>
      </div>
    </section>
  );
}

function DepositHistory() {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const [filter, setFilter] = useState<TDepositFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const deposits = useDeposits(filter, pageNo, PAGE_SIZE);
  const channels = useDepositChannels();
  const nameOf = (code: string) => channels.data?.find((channel) => channel.code === code)?.name ?? code;

  return (
    <section className="deposit-history" aria-labelledby="deposit-history-title">
      <div className="deposit-history__head">
        <h3 id="deposit-history-title" className="money-subtitle">
          {t('payments.history')}
        </h3>
        <fieldset className="segmented deposit-history__filter">
          <legend className="visually-hidden">{t('payments.filter')}</legend>
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className="segmented__option"
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value);
                setPageNo(1);
              }}
            >
              {value === 'all' ? t('payments.all') : t(`payments.status.${value}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {deposits.isPending ? (
        <MoneySkeleton rows={3} />
      ) : deposits.isError ? (
        <MoneyError error={deposits.error} onRetry={() => void deposits.refetch()} />
      ) : deposits.data.list.length === 0 ? (
        <EmptyState
          icon="inbox"
          title={t('payments.historyEmpty')}
          text={t('payments.historyEmptyText')}
          compact
        />
      ) : (
        <>
          <ul className="deposit-list" aria-label={t('payments.history')}>
            {deposits.data.list.map((deposit) => (
              <DepositRow
                key={deposit.id}
                deposit={deposit}
                channelName={nameOf(deposit.channel)}
                symbol={symbol}
                timezone={timezone}
              />
            ))}
          </ul>
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={deposits.data.total} onChange={setPageNo} />
        </>
      )}
    </section>
  );
}

function DepositRow({
  deposit,
  channelName,
  symbol,
  timezone,
}: {
  deposit: TDeposit;
  channelName: string;
  symbol: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  return (
    <li className="deposit-row" aria-label={`${channelName} ${formatAmount(deposit.amount, symbol)}`}>
      <span className={`deposit-row__icon deposit-row__icon--${deposit.status}`} aria-hidden="true">
        <Icon name="deposit" size={18} />
      </span>
      <span className="deposit-row__main">
        <span className="deposit-row__channel">{channelName}</span>
        <span className="deposit-row__meta">
          <span>{formatTime(deposit.createdAt, timezone)}</span>
          <span>
            <span className="visually-hidden">{t('payments.referenceShort')} </span>
            {deposit.reference}
          </span>
        </span>
      </span>
      <span className="deposit-row__side">
        <span className="deposit-row__amount">{formatAmount(deposit.amount, symbol)}</span>
        <span className={`status-pill status-pill--${deposit.status}`}>
          {t(`payments.status.${deposit.status}`)}
        </span>
      </span>
    </li>
  );
}
