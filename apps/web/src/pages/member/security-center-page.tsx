import type { TMemberMessage, TMoneyOverview } from '@croupier/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../components/form-fields.tsx';
import { Icon, type TIconName } from '../../components/icon.tsx';
import { useMarkMessageRead, useMemberMessages, useMoneyOverview } from './money-api.ts';
import { formatTime } from './money-time.ts';
import { MoneyError, MoneySectionHead, MoneySkeleton, useMerchantMoney } from './money-ui.tsx';
import { BankAccountForm, ContactForm, PaymentPasswordForm, RemoveBankForm } from './security-forms.tsx';
import { TotpPanel } from './security-totp.tsx';

/**
 * Security center: payment password, bank account, mobile and email, Google Authenticator. Each change is a sensitive
 * change (proof, a message to the member, and a change of something on file holds withdrawals,
 * which the banner at the top shows), and the member's security notices.
 */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const overview = useMoneyOverview();
  const data = overview.data;
  return (
    <section className="money-page">
      <MoneySectionHead
        icon="shield"
        title={t('member.securityCenter')}
        lead={t('memberMoney.security.lead')}
      />
      {overview.isPending ? <MoneySkeleton rows={2} /> : null}
      {overview.isError ? (
        <MoneyError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : null}
      {data ? (
        <>
          <WithdrawalHoldBanner heldUntil={data.security.withdrawalsHeldUntil} />
          <div className="money-cards">
            <PaymentPasswordCard data={data} />
            <BankCard data={data} />
            <ContactCard data={data} kind="mobile" />
            <ContactCard data={data} kind="email" />
            <TotpCard data={data} />
          </div>
          <SecurityNotices />
        </>
      ) : null}
    </section>
  );
}

/** The withdrawal hold after a sensitive change, with until when; nothing when none runs. */
export function WithdrawalHoldBanner({ heldUntil }: { heldUntil: string | null }) {
  const { t } = useTranslation();
  const { timezone } = useMerchantMoney();
  if (!heldUntil) return null;
  return (
    <div className="hold-banner" role="status">
      <span className="hold-banner__icon" aria-hidden="true">
        <Icon name="lock" size={20} />
      </span>
      <div>
        <strong className="hold-banner__title">{t('memberMoney.hold.title')}</strong>
        <p className="hold-banner__text">
          {t('memberMoney.hold.text', { until: formatTime(heldUntil, timezone) })}
        </p>
      </div>
    </div>
  );
}

function SecurityCard({
  icon,
  titleId,
  title,
  text,
  isGood,
  status,
  children,
}: {
  icon: TIconName;
  titleId: string;
  title: string;
  text: string;
  isGood: boolean;
  status: string;
  children: ReactNode;
}) {
  return (
    <article className="money-card" aria-labelledby={titleId}>
      <header className="money-card__head">
        <span className="money-card__icon" aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        <div>
          <h3 id={titleId} className="money-card__title">
            {title}
          </h3>
          <p className="money-card__text">{text}</p>
        </div>
        <span className={`status-pill status-pill--${isGood ? 'good' : 'warn'}`}>{status}</span>
      </header>
      {children}
    </article>
  );
}

function PaymentPasswordCard({ data }: { data: TMoneyOverview }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <SecurityCard
      icon="key"
      titleId="pay-password-title"
      title={t('memberMoney.security.paymentPasswordTitle')}
      text={t('memberMoney.security.paymentPasswordText')}
      isGood={data.hasPaymentPassword}
      status={data.hasPaymentPassword ? t('memberMoney.security.isSet') : t('memberMoney.security.notSet')}
    >
      <PaymentPasswordForm
        key={String(data.hasPaymentPassword)}
        hasPassword={data.hasPaymentPassword}
        security={data.security}
        onDone={() => setNotice(t('memberMoney.security.passwordSaved'))}
      />
      <FormNotice message={notice} tone="success" />
    </SecurityCard>
  );
}

function BankCard({ data }: { data: TMoneyOverview }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'replace' | 'remove'>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const bank = data.bankAccount;
  const done = (message: string) => () => {
    setMode('view');
    setNotice(message);
  };
  return (
    <SecurityCard
      icon="wallet"
      titleId="bank-title"
      title={t('memberMoney.security.bankTitle')}
      text={t('memberMoney.security.bankText')}
      isGood={bank !== null}
      status={bank ? t('memberMoney.security.bound') : t('memberMoney.security.notBound')}
    >
      {bank && mode === 'view' ? (
        <div className="bank-chip-row">
          <BankChip bankName={bank.bankName} number={bank.accountNumberMasked} payee={bank.payeeName} />
          <div className="bank-chip-row__actions">
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => {
                setNotice(null);
                setMode('replace');
              }}
            >
              {t('memberMoney.security.replace')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                setNotice(null);
                setMode('remove');
              }}
            >
              {t('memberMoney.security.remove')}
            </button>
          </div>
        </div>
      ) : null}
      {bank && mode === 'remove' ? (
        <RemoveBankForm
          security={data.security}
          onDone={done(t('memberMoney.security.bankRemoved'))}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {!bank || mode === 'replace' ? (
        <BankAccountForm
          payeeName={data.payeeName}
          security={data.security}
          isReplacing={bank !== null}
          onDone={done(t('memberMoney.security.bankSaved'))}
          onCancel={bank ? () => setMode('view') : undefined}
        />
      ) : null}
      <FormNotice message={notice} tone="success" />
    </SecurityCard>
  );
}

function ContactCard({ data, kind }: { data: TMoneyOverview; kind: 'mobile' | 'email' }) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const current = kind === 'mobile' ? data.security.maskedMobile : data.security.maskedEmail;
  return (
    <SecurityCard
      icon={kind === 'mobile' ? 'phone' : 'mail'}
      titleId={`${kind}-title`}
      title={kind === 'mobile' ? t('memberMoney.security.mobileTitle') : t('memberMoney.security.emailTitle')}
      text={kind === 'mobile' ? t('memberMoney.security.mobileText') : t('memberMoney.security.emailText')}
      isGood={current !== null}
      status={current ? t('memberMoney.security.bound') : t('memberMoney.security.notBound')}
    >
      {isEditing ? (
        <ContactForm
          kind={kind}
          security={data.security}
          onDone={() => {
            setEditing(false);
            setNotice(t('memberMoney.security.contactSaved'));
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="bank-chip-row">
          <span className="contact-value">{current ?? t('memberMoney.security.none')}</span>
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            {current
              ? kind === 'mobile'
                ? t('memberMoney.security.changeMobile')
                : t('memberMoney.security.changeEmail')
              : kind === 'mobile'
                ? t('memberMoney.security.addMobile')
                : t('memberMoney.security.addEmail')}
          </button>
        </div>
      )}
      <FormNotice message={notice} tone="success" />
    </SecurityCard>
  );
}

function TotpCard({ data }: { data: TMoneyOverview }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const isOn = data.security.totpEnabled;
  return (
    <SecurityCard
      icon="shield"
      titleId="totp-title"
      title={t('memberMoney.security.totpTitle')}
      text={t('memberMoney.security.totpText')}
      isGood={isOn}
      status={isOn ? t('memberMoney.security.totpOn') : t('memberMoney.security.totpOff')}
    >
      <TotpPanel key={String(isOn)} security={data.security} onDone={setNotice} />
      <FormNotice message={notice} tone="success" />
    </SecurityCard>
  );
}

/**
 * The member's security notices, newest first, with "mark all read" (of these notices only: the
 * inbox also holds the operator's platform messages, which the messages page shows).
 */
function SecurityNotices() {
  const { t } = useTranslation();
  const messages = useMemberMessages();
  const markOne = useMarkMessageRead();
  const notices = (messages.data?.list ?? []).filter((message) => message.kind.startsWith('security_'));
  const unread = notices.filter((message) => !message.isRead);
  if (notices.length === 0) return null;
  return (
    <article className="money-card notices" aria-labelledby="notices-title">
      <header className="money-card__head">
        <span className="money-card__icon" aria-hidden="true">
          <Icon name="inbox" size={20} />
        </span>
        <div>
          <h3 id="notices-title" className="money-card__title">
            {t('memberMoney.notices.title')}
          </h3>
          <p className="money-card__text">{t('memberMoney.notices.text')}</p>
        </div>
        {unread.length > 0 ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              for (const message of unread) markOne.mutate(message.id);
            }}
          >
            {t('memberMoney.notices.markRead', { count: unread.length })}
          </button>
        ) : null}
      </header>
      <ul className="notices__list">
        {notices.map((message) => (
          <NoticeItem key={message.id} message={message} />
        ))}
      </ul>
    </article>
  );
}

/** One message; with `onRead`, an unread one offers "Mark as read". */
export function NoticeItem({ message, onRead }: { message: TMemberMessage; onRead?: () => void }) {
  const { t } = useTranslation();
  const { timezone } = useMerchantMoney();
  const kind = message.kind.replace(/^security_/, '');
  const params = {
    ...message.params,
    ...(message.params.heldUntil ? { heldUntil: formatTime(message.params.heldUntil, timezone) } : {}),
  };
  return (
    <li className={`notices__item${message.isRead ? '' : ' is-unread'}`}>
      <span className="notices__dot" aria-hidden="true" />
      <div>
        <p className="notices__text">
          {/* biome-ignore lint/suspicious/noExplicitAny: keys are checked by the bundles test */}
          {t(`memberMoney.notices.kinds.${kind}` as any, {
            ...params,
            defaultValue: t('memberMoney.notices.generic'),
          })}
          {message.params.heldUntil ? ` ${t('memberMoney.notices.held', { until: params.heldUntil })}` : ''}
        </p>
        <time className="notices__time" dateTime={message.createdAt}>
          {formatTime(message.createdAt, timezone)}
        </time>
      </div>
      {onRead && !message.isRead ? (
        <button type="button" className="button button--ghost button--small notices__read" onClick={onRead}>
          {t('member.markOneRead')}
        </button>
      ) : null}
    </li>
  );
}

/** A bank account as a card-like chip: bank, masked number, masked payee. */
export function BankChip({ bankName, number, payee }: { bankName: string; number: string; payee: string }) {
  return (
    <div className="bank-chip">
      <span className="bank-chip__logo" aria-hidden="true">
        {bankName.slice(0, 2).toUpperCase()}
      </span>
      <div className="bank-chip__text">
        <strong className="bank-chip__bank">{bankName}</strong>
        <span className="bank-chip__number">{number}</span>
        <span className="bank-chip__payee">{payee}</span>
      </div>
    </div>
  );
}
