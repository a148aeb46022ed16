import {
  type TMoneyOverview,
  type TTransferResult,
  ZPaymentPassword,
  ZTransferDownline,
} from '@croupier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormNotice, PasswordField, TextField } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { newIdempotencyKey, useMoneyOverview, useTransferDownline, useTransferUpline } from './money-api.ts';
import { outgoingAmount, useFieldText } from './money-forms.ts';
import {
  errorText,
  formatAmount,
  MoneyError,
  MoneySectionHead,
  MoneySkeleton,
  useMerchantMoney,
} from './money-ui.tsx';
import { WalletStats } from './withdraw-page.tsx';

type TDirection = 'upline' | 'downline';

/** Transfer to upline (members, spec section 6): from the wallet to the direct upline agent. */
export function TransferUplinePage() {
  return <TransferPage direction="upline" />;
}

/** Transfer funds (agents, spec sections 1 and 6): from the agent's wallet to a member of its own downline. */
export function TransferFundPage() {
  return <TransferPage direction="downline" />;
}

function TransferPage({ direction }: { direction: TDirection }) {
  const { t } = useTranslation();
  const overview = useMoneyOverview();
  const data = overview.data;
  const isUpline = direction === 'upline';
  return (
    <section className="money-page">
      <MoneySectionHead
        icon={isUpline ? 'users' : 'wallet'}
        title={isUpline ? t('member.transferUpline') : t('member.transferFund')}
        lead={isUpline ? t('memberMoney.transfer.uplineLead') : t('memberMoney.transfer.fundLead')}
      />
      {overview.isPending ? <MoneySkeleton rows={2} /> : null}
      {overview.isError ? (
        <MoneyError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : null}
      {data ? (
        <>
          <WalletStats overview={data} />
          <TransferBody overview={data} direction={direction} />
        </>
      ) : null}
    </section>
  );
}

function TransferBody({ overview, direction }: { overview: TMoneyOverview; direction: TDirection }) {
  const { t } = useTranslation();
  if (direction === 'upline' && overview.upline === null) {
    return (
      <EmptyState
        icon="users"
        title={t('memberMoney.transfer.noUpline')}
        text={t('memberMoney.transfer.noUplineText')}
        compact
      />
    );
  }
  if (direction === 'downline' && !overview.isAgent) {
    return (
      <EmptyState
        icon="lock"
        title={t('memberMoney.transfer.notAgent')}
        text={t('memberMoney.transfer.notAgentText')}
        compact
      />
    );
  }
  if (!overview.hasPaymentPassword) {
    return (
      <EmptyState
        icon="key"
        title={t('memberMoney.common.setUpFirst')}
        text={t('memberMoney.security.paymentPasswordText')}
        compact
      >
        <Link to="/member?tab=securityCenter" className="button button--primary button--small">
          {t('memberMoney.common.goToSecurity')}
        </Link>
      </EmptyState>
    );
  }
  return <TransferForm overview={overview} direction={direction} />;
}

type TValues = { username: string; amount: string; paymentPassword: string };

function TransferForm({ overview, direction }: { overview: TMoneyOverview; direction: TDirection }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const text = useFieldText();
  const upline = useTransferUpline();
  const downline = useTransferDownline();
  const mutation = direction === 'upline' ? upline : downline;
  const key = useRef(newIdempotencyKey(direction === 'upline' ? 'up' : 'down'));
  const [done, setDone] = useState<TTransferResult | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        username: direction === 'downline' ? ZTransferDownline.shape.username : z.string(),
        amount: outgoingAmount({ available: overview.balance }),
        paymentPassword: ZPaymentPassword,
      }),
    [direction, overview.balance],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', amount: '', paymentPassword: '' },
  });
  const onSubmit = async (values: TValues) => {
    setDone(null);
    const body = {
      amount: values.amount,
      paymentPassword: values.paymentPassword,
      idempotencyKey: key.current,
    };
    const result =
      direction === 'upline'
        ? await upline.mutateAsync(body)
        : await downline.mutateAsync({ ...body, username: values.username.trim() });
    key.current = newIdempotencyKey(direction === 'upline' ? 'up' : 'down');
    reset();
    setDone(result);
  };
  return (
    <article
      className="money-card"
      aria-label={direction === 'upline' ? t('member.transferUpline') : t('member.transferFund')}
    >
      <form
        className="form money-form"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
      >
        {direction === 'upline' ? (
          <div className="recipient">
            <span className="recipient__avatar" aria-hidden="true">
              <Icon name="user" size={18} />
            </span>
            <div>
              <p className="money-card__eyebrow">{t('memberMoney.transfer.recipient')}</p>
              <strong className="recipient__name">{overview.upline}</strong>
            </div>
          </div>
        ) : (
          <TextField
            label={t('memberMoney.transfer.downlineUsername')}
            autoComplete="off"
            autoCapitalize="none"
            isRequired
            {...register('username')}
            error={text(errors.username, 'required')}
          />
        )}
        <TextField
          label={t('memberMoney.common.amount')}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          leading={<span className="field__currency">{symbol}</span>}
          {...register('amount')}
          error={text(errors.amount, 'amountFormat')}
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
        <FormNotice
          message={
            mutation.isError
              ? errorText(mutation.error)
              : done
                ? t('memberMoney.transfer.done', {
                    amount: formatAmount(done.amount, symbol),
                    to: done.to,
                    balance: formatAmount(done.balance, symbol),
                  })
                : null
          }
          tone={mutation.isError ? 'error' : 'success'}
        />
        <SubmitButton phase={mutation.isPending ? 'submitting' : 'idle'}>
          {t('memberMoney.transfer.submit')}
        </SubmitButton>
      </form>
    </article>
  );
}
