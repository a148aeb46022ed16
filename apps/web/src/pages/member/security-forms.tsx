import type { TMemberSecurity, TSensitiveProofMethod } from '@croupier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormNotice, PasswordField, TextField } from '../../components/form-fields.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import {
  useBindBankAccount,
  useChangeEmail,
  useChangeMobile,
  useRemoveBankAccount,
  useSetPaymentPassword,
} from './money-api.ts';
import {
  bankAccountSchema,
  paymentPasswordSchema,
  type TPaymentPasswordValues,
  useFieldText,
} from './money-forms.ts';
import { errorText } from './money-ui.tsx';
import { ProofFields, useProof } from './proof-fields.tsx';

const digitsOnly = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' };

/** What every sensitive-change form gets: the member's proof methods and masked contacts. */
type SecurityProps = { security: TMemberSecurity; onDone?: () => void };

/** The proof's own problem, translated. */
function useProofMessage() {
  const { t } = useTranslation();
  return (key: 'proofPaymentPassword' | 'proofCode' | 'proofLoginPassword') => t(`memberMoney.errors.${key}`);
}

/**
 * Sets the 6-digit payment password (first time: proven with the login password or a code),
 * changes it (with the current one) or resets it (with a code): `POST /wps/member/paymentPassword`.
 */
export function PaymentPasswordForm({
  hasPassword,
  security,
  onDone,
}: SecurityProps & { hasPassword: boolean }) {
  const { t } = useTranslation();
  const text = useFieldText();
  const proofMessage = useProofMessage();
  const mutation = useSetPaymentPassword();
  const proof = useProof(security.proofMethods);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TPaymentPasswordValues>({
    resolver: zodResolver(paymentPasswordSchema(false)),
    defaultValues: { oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const onSubmit = async (values: TPaymentPasswordValues) => {
    setSaved(false);
    if (!proof.check(proofMessage)) return;
    const given = proof.proof();
    const { paymentPassword, ...rest } = given;
    await mutation.mutateAsync({
      ...rest,
      ...(paymentPassword === undefined ? {} : { oldPaymentPassword: paymentPassword }),
      newPaymentPassword: values.newPaymentPassword,
    });
    reset();
    proof.reset();
    setSaved(true);
    onDone?.();
  };
  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
    >
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
      <ProofFields
        state={proof}
        security={security}
        methods={security.proofMethods}
        paymentPasswordLabel={hasPassword ? t('memberMoney.security.oldPaymentPassword') : undefined}
      />
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

type TBankValues = { payeeName?: string | undefined; bankName: string; accountNumber: string };
const bankFormSchema = bankAccountSchema.pick({ payeeName: true, bankName: true, accountNumber: true });

/**
 * Binds (or replaces) the bank account withdrawals are paid to: `POST /wps/member/bankAccount`,
 * with proof. Once a payee name is on file it is shown masked and not sent again (the server keeps
 * it); a replacement holds withdrawals, which the form says before the member confirms.
 */
export function BankAccountForm({
  payeeName,
  security,
  isReplacing = false,
  onDone,
  onCancel,
}: SecurityProps & {
  payeeName: string | null;
  isReplacing?: boolean;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const text = useFieldText();
  const proofMessage = useProofMessage();
  const mutation = useBindBankAccount();
  const proof = useProof(security.proofMethods);
  const [saved, setSaved] = useState(false);
  const hasPayee = payeeName !== null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TBankValues>({
    resolver: zodResolver(
      hasPayee ? bankFormSchema.omit({ payeeName: true }) : bankFormSchema.required({ payeeName: true }),
    ),
    defaultValues: { payeeName: '', bankName: '', accountNumber: '' },
  });
  const onSubmit = async (values: TBankValues) => {
    setSaved(false);
    if (!proof.check(proofMessage)) return;
    await mutation.mutateAsync({
      bankName: values.bankName,
      accountNumber: values.accountNumber,
      ...(hasPayee ? {} : { payeeName: values.payeeName }),
      ...proof.proof(),
    });
    setSaved(true);
    onDone?.();
  };
  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
    >
      {hasPayee ? (
        <TextField
          label={t('memberMoney.security.payeeName')}
          readOnly
          value={payeeName}
          hint={t('memberMoney.security.payeeFixed')}
        />
      ) : (
        <TextField
          label={t('memberMoney.security.payeeName')}
          autoComplete="name"
          isRequired
          hint={t('memberMoney.security.payeeFirst')}
          {...register('payeeName')}
          error={text(errors.payeeName, 'required')}
        />
      )}
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
      <ProofFields state={proof} security={security} methods={security.proofMethods} />
      {isReplacing ? <HoldWarning /> : null}
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
          {isReplacing ? t('memberMoney.security.replaceConfirm') : t('memberMoney.security.bind')}
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

/** "Changing this holds withdrawals": said before the member confirms a change of something on file. */
export function HoldWarning() {
  const { t } = useTranslation();
  return <p className="proof__warning">{t('memberMoney.proof.holdWarning')}</p>;
}

/** Removes the bound bank account, with proof: `DELETE /wps/member/bankAccount`. */
export function RemoveBankForm({ security, onDone, onCancel }: SecurityProps & { onCancel: () => void }) {
  const { t } = useTranslation();
  const proofMessage = useProofMessage();
  const mutation = useRemoveBankAccount();
  const proof = useProof(security.proofMethods);
  const onSubmit = async () => {
    if (!proof.check(proofMessage)) return;
    await mutation.mutateAsync(proof.proof());
    onDone?.();
  };
  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit().catch(() => undefined);
      }}
    >
      <ProofFields state={proof} security={security} methods={security.proofMethods} />
      <HoldWarning />
      <FormNotice message={mutation.isError ? errorText(mutation.error) : null} tone="error" />
      <div className="money-form__actions">
        <SubmitButton phase={mutation.isPending ? 'submitting' : 'idle'} className="button button--danger">
          {t('memberMoney.security.removeConfirm')}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('memberMoney.security.cancel')}
        </button>
      </div>
    </form>
  );
}

const ZMobileValues = z.object({
  value: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, 'memberMoney.errors.mobileFormat'),
});
const ZEmailValues = z.object({
  value: z
    .string()
    .trim()
    .max(128)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'memberMoney.errors.emailFormat'),
});

/**
 * Sets or changes the member's mobile number (`POST /wps/member/mobile`) or email
 * (`POST /wps/member/email`), with proof. A change of one on file holds withdrawals.
 */
export function ContactForm({
  kind,
  security,
  onDone,
  onCancel,
}: SecurityProps & { kind: 'mobile' | 'email'; onCancel?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const text = useFieldText();
  const proofMessage = useProofMessage();
  const mobile = useChangeMobile();
  const email = useChangeEmail();
  const mutation = kind === 'mobile' ? mobile : email;
  const methods: TSensitiveProofMethod[] = security.proofMethods;
  const proof = useProof(methods);
  const isReplacing = kind === 'mobile' ? security.maskedMobile !== null : security.maskedEmail !== null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ value: string }>({
    resolver: zodResolver(kind === 'mobile' ? ZMobileValues : ZEmailValues),
    defaultValues: { value: '' },
  });
  const onSubmit = async (values: { value: string }) => {
    if (!proof.check(proofMessage)) return;
    if (kind === 'mobile') await mobile.mutateAsync({ mobileNum: values.value, ...proof.proof() });
    else await email.mutateAsync({ email: values.value, ...proof.proof() });
    onDone?.();
  };
  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => undefined)}
    >
      <TextField
        label={kind === 'mobile' ? t('memberMoney.security.newMobile') : t('memberMoney.security.newEmail')}
        inputMode={kind === 'mobile' ? 'tel' : 'email'}
        autoComplete={kind === 'mobile' ? 'tel' : 'email'}
        isRequired
        hint={kind === 'mobile' ? t('memberMoney.security.mobileHint') : undefined}
        {...register('value')}
        error={text(errors.value, kind === 'mobile' ? 'mobileFormat' : 'emailFormat')}
      />
      <ProofFields state={proof} security={security} methods={methods} />
      {isReplacing ? <HoldWarning /> : null}
      <FormNotice message={mutation.isError ? errorText(mutation.error) : null} tone="error" />
      <div className="money-form__actions">
        <SubmitButton phase={mutation.isPending ? 'submitting' : 'idle'} className="button button--primary">
          {t('memberMoney.security.save')}
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
