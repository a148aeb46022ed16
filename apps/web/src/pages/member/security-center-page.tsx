import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { useMoneyOverview } from './money-api.ts';
import { MoneyError, MoneySectionHead, MoneySkeleton } from './money-ui.tsx';
import { BankAccountForm, PaymentPasswordForm } from './security-forms.tsx';

/** Security center: the payment password (set or change) and the bound bank account. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const overview = useMoneyOverview();
  const [isBinding, setBinding] = useState(false);
  const [passwordNotice, setPasswordNotice] = useState<string | null>(null);
  const [bankNotice, setBankNotice] = useState<string | null>(null);
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
        <div className="money-cards">
          <article className="money-card" aria-labelledby="pay-password-title">
            <header className="money-card__head">
              <span className="money-card__icon" aria-hidden="true">
                <Icon name="key" size={20} />
              </span>
              <div>
                <h3 id="pay-password-title" className="money-card__title">
                  {t('memberMoney.security.paymentPasswordTitle')}
                </h3>
                <p className="money-card__text">{t('memberMoney.security.paymentPasswordText')}</p>
              </div>
              <span className={`status-pill status-pill--${data.hasPaymentPassword ? 'good' : 'warn'}`}>
                {data.hasPaymentPassword ? t('memberMoney.security.isSet') : t('memberMoney.security.notSet')}
              </span>
            </header>
            <PaymentPasswordForm
              key={String(data.hasPaymentPassword)}
              hasPassword={data.hasPaymentPassword}
              onDone={() => setPasswordNotice(t('memberMoney.security.passwordSaved'))}
            />
            <FormNotice message={passwordNotice} tone="success" />
          </article>
          <article className="money-card" aria-labelledby="bank-title">
            <header className="money-card__head">
              <span className="money-card__icon" aria-hidden="true">
                <Icon name="wallet" size={20} />
              </span>
              <div>
                <h3 id="bank-title" className="money-card__title">
                  {t('memberMoney.security.bankTitle')}
                </h3>
                <p className="money-card__text">{t('memberMoney.security.bankText')}</p>
              </div>
              <span className={`status-pill status-pill--${data.bankAccount ? 'good' : 'warn'}`}>
                {data.bankAccount ? t('memberMoney.security.bound') : t('memberMoney.security.notBound')}
              </span>
            </header>
            {data.bankAccount && !isBinding ? (
              <div className="bank-chip-row">
                <BankChip
                  bankName={data.bankAccount.bankName}
                  number={data.bankAccount.accountNumberMasked}
                  payee={data.bankAccount.payeeName}
                />
                <button
                  type="button"
                  className="button button--outline button--small"
                  onClick={() => {
                    setBankNotice(null);
                    setBinding(true);
                  }}
                >
                  {t('memberMoney.security.replace')}
                </button>
              </div>
            ) : (
              <BankAccountForm
                payeeName={data.payeeName}
                onDone={() => {
                  setBinding(false);
                  setBankNotice(t('memberMoney.security.bankSaved'));
                }}
                onCancel={data.bankAccount ? () => setBinding(false) : undefined}
              />
            )}
            <FormNotice message={bankNotice} tone="success" />
          </article>
        </div>
      ) : null}
    </section>
  );
}

/** A bank account as a card-like chip: bank, masked number, payee. */
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
