import type { TMemberSecurity, TSensitiveProofMethod } from '@croupier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormNotice, PasswordField, TextField } from '../../components/form-fields.tsx';
import { SmsCodeField } from '../../components/sms-code-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import {
  sendContactCode,
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
 * Binds or changes the member's mobile number (`POST /wps/member/mobile`) or email
 * (`POST /wps/member/email`). The new one is proven by a code sent to it ("Get code" sends it:
 * `POST /wps/member/security/contactCode`, which refuses one already taken). A first binding is
 * confirmed like any sensitive change; replacing one on file takes a code sent to the current one
 * too, and holds withdrawals.
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
  const isReplacing = kind === 'mobile' ? security.maskedMobile !== null : security.maskedEmail !== null;
  // Replacing one on file: only a code to it proves the member still holds it.
  const methods: TSensitiveProofMethod[] = isReplacing
    ? [kind === 'mobile' ? 'sms' : 'email']
    : security.proofMethods;
  const proof = useProof(methods);
  const [newCode, setNewCode] = useState('');
  const [newCodeError, setNewCodeError] = useState<string | null>(null);
  const schema = kind === 'mobile' ? ZMobileValues : ZEmailValues;
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<{ value: string }>({
    resolver: zodResolver(schema),
    defaultValues: { value: '' },
  });
  const onSubmit = async (values: { value: string }) => {
    const code = newCode.trim();
    const isCodeShaped = /^\d{4,8}$/.test(code);
    setNewCodeError(isCodeShaped ? null : t('memberMoney.security.newCodeFormat'));
    if (!proof.check(proofMessage) || !isCodeShaped) return;
    if (kind === 'mobile')
      await mobile.mutateAsync({ mobileNum: values.value, newCode: code, ...proof.proof() });
    else await email.mutateAsync({ email: values.value, newCode: code, ...proof.proof() });
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
      <SmsCodeField
        label={
          kind === 'mobile' ? t('memberMoney.security.newMobileCode') : t('memberMoney.security.newEmailCode')
        }
        needsHumanCheck={false}
        canSend={() => {
          const isValid = schema.safeParse({ value: getValues('value') }).success;
          if (!isValid) void trigger('value');
          return isValid;
        }}
        send={() => {
          const value = getValues('value').trim();
          return sendContactCode(
            kind === 'mobile' ? { channel: 'sms', mobileNum: value } : { channel: 'email', email: value },
          );
        }}
        value={newCode}
        onChange={(event) => {
          setNewCode(event.target.value);
          setNewCodeError(null);
        }}
        error={newCodeError}
      />
      {isReplacing ? <p className="money-form__note">{t('memberMoney.security.oldCodeNote')}</p> : null}
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
