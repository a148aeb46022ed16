import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice, PasswordField, TextField } from '../../components/form-fields.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useBindBankAccount, useSetPaymentPassword } from './money-api.ts';
import {
  bankAccountSchema,
  paymentPasswordSchema,
  type TPaymentPasswordValues,
  useFieldText,
} from './money-forms.ts';
import { errorText } from './money-ui.tsx';

const digitsOnly = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' };

/**
 * Sets the 6-digit payment password (first time) or changes it (with the current one):
 * `POST /wps/member/paymentPassword`. `onDone` runs after the server saved it.
 */
export function PaymentPasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const text = useFieldText();
  const mutation = useSetPaymentPassword();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TPaymentPasswordValues>({
    resolver: zodResolver(paymentPasswordSchema(hasPassword)),
    defaultValues: { oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const onSubmit = async (values: TPaymentPasswordValues) => {
    setSaved(false);
    await mutation.mutateAsync({
      ...(hasPassword && values.oldPaymentPassword ? { oldPaymentPassword: values.oldPaymentPassword } : {}),
      newPaymentPassword: values.newPaymentPassword,
    });
    reset();
    setSaved(true);
    onDone?.();
  };
  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
    >
      {hasPassword ? (
        <PasswordField
          label={t('memberMoney.security.oldPaymentPassword')}
          isRequired
          {...digitsOnly}
          {...register('oldPaymentPassword')}
          error={text(errors.oldPaymentPassword, 'paymentPasswordFormat')}
        />
      ) : null}
      <div className="form__row money-form__pair">
        <PasswordField
          label={t('memberMoney.security.newPaymentPassword')}
          hint={t('memberMoney.common.paymentPasswordHint')}
          isRequired
          {...digitsOnly}
          {...register('newPaymentPassword')}
          error={text(errors.newPaymentPassword, 'paymentPasswordFormat')}
        />
        <PasswordField
          label={t('memberMoney.security.confirmPaymentPassword')}
          isRequired
          {...digitsOnly}
          {...register('confirmPaymentPassword')}
          error={text(errors.confirmPaymentPassword, 'mismatch')}
        />
      </div>
      <FormNotice
        message={
          mutation.isError
            ? errorText(mutation.error)
            : saved && !onDone
              ? t('memberMoney.security.passwordSaved')
              : null
        }
        tone={mutation.isError ? 'error' : 'success'}
      />
      <SubmitButton phase={mutation.isPending ? 'submitting' : 'idle'} className="button button--primary">
        {hasPassword ? t('memberMoney.security.changePassword') : t('memberMoney.security.setPassword')}
      </SubmitButton>
    </form>
  );
}

type TBankValues = { payeeName: string; bankName: string; accountNumber: string };

/**
 * Binds (or replaces) the bank account withdrawals are paid to: `POST /wps/member/bankAccount`.
 * Once a payee name is on file it is shown filled in and read-only (the server requires it).
 */
export function BankAccountForm({
  payeeName,
  onDone,
  onCancel,
}: {
  payeeName: string | null;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const text = useFieldText();
  const mutation = useBindBankAccount();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TBankValues>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: { payeeName: payeeName ?? '', bankName: '', accountNumber: '' },
  });
  const onSubmit = async (values: TBankValues) => {
    setSaved(false);
    await mutation.mutateAsync(values);
    setSaved(true);
    onDone?.();
  };
  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
    >
      <TextField
        label={t('memberMoney.security.payeeName')}
        autoComplete="name"
        isRequired
        readOnly={payeeName !== null}
        hint={
          payeeName !== null
            ? t('memberMoney.security.payeeFixed', { name: payeeName })
            : t('memberMoney.security.payeeFirst')
        }
        {...register('payeeName')}
        error={text(errors.payeeName, 'required')}
      />
      <div className="form__row money-form__pair">
        <TextField
          label={t('memberMoney.security.bankName')}
          isRequired
          {...register('bankName')}
          error={text(errors.bankName, 'required')}
        />
        <TextField
          label={t('memberMoney.security.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          {...register('accountNumber')}
          error={text(errors.accountNumber, 'accountNumberFormat')}
        />
      </div>
      <FormNotice
        message={
          mutation.isError
            ? errorText(mutation.error)
            : saved && !onDone
              ? t('memberMoney.security.bankSaved')
              : null
        }
        tone={mutation.isError ? 'error' : 'success'}
      />
      <div className="money-form__actions">
        <SubmitButton phase={mutation.isPending ? 'submitting' : 'idle'} className="button button--primary">
          {t('memberMoney.security.bind')}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('memberMoney.security.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
