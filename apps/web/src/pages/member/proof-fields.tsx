import type { TMemberSecurity, TSensitiveProof, TSensitiveProofMethod } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { SmsCodeField } from '../../components/sms-code-field.tsx';
import { sendSecurityCode } from './money-api.ts';

/**
 * The proof a sensitive change asks for, as form state: which method the member picked and what it
 * typed. `check()` says what is missing (an i18n key) before anything is sent; `proof()` is the body part.
 */
export function useProof(methods: readonly TSensitiveProofMethod[]) {
  const [method, setMethod] = useState<TSensitiveProofMethod>(methods[0] ?? 'loginPassword');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = methods.includes(method) ? method : (methods[0] ?? 'loginPassword');
  return {
    method: current,
    value,
    error,
    pick(next: TSensitiveProofMethod) {
      setMethod(next);
      setValue('');
      setError(null);
    },
    type(next: string) {
      setValue(next);
      setError(null);
    },
    /** True when a value of the right shape is there; otherwise shows the field's problem. */
    check(messageOf: (key: 'proofPaymentPassword' | 'proofCode' | 'proofLoginPassword') => string): boolean {
      const trimmed = value.trim();
      const problem =
        current === 'paymentPassword'
          ? /^\d{6}$/.test(trimmed)
            ? null
            : 'proofPaymentPassword'
          : current === 'loginPassword'
            ? trimmed.length > 0
              ? null
              : 'proofLoginPassword'
            : /^\d{4,8}$/.test(trimmed)
              ? null
              : 'proofCode';
      setError(problem ? messageOf(problem) : null);
      return problem === null;
    },
    proof(): TSensitiveProof {
      const trimmed = value.trim();
      if (current === 'paymentPassword') return { paymentPassword: trimmed };
      if (current === 'loginPassword') return { loginPassword: value };
      return { verificationChannel: current, verificationCode: trimmed };
    },
    reset() {
      setValue('');
      setError(null);
    },
  };
}
export type TProofState = ReturnType<typeof useProof>;

/**
 * "Confirm it's you": the proof fields of a sensitive change (bank account, payment password,
 * mobile, email). One of the member's methods: its payment password, a code to its mobile or email
 * on file (with "Get code"), or, before a payment password exists, its login password.
 * `paymentPasswordLabel` renames the payment password (the change form calls it "current").
 */
export function ProofFields({
  state,
  security,
  methods,
  paymentPasswordLabel,
}: {
  state: TProofState;
  security: TMemberSecurity;
  methods: readonly TSensitiveProofMethod[];
  paymentPasswordLabel?: string;
}) {
  const { t } = useTranslation();
  const labelOf = (method: TSensitiveProofMethod) => t(`memberMoney.proof.methods.${method}`);
  return (
    <fieldset className="proof">
      <legend className="proof__legend">
        <Icon name="shield" size={16} />
        {t('memberMoney.proof.title')}
      </legend>
      {methods.length > 1 ? (
        <fieldset className="segmented proof__methods">
          <legend className="visually-hidden">{t('memberMoney.proof.how')}</legend>
          {methods.map((method) => (
            <button
              key={method}
              type="button"
              className="segmented__option"
              aria-pressed={method === state.method}
              onClick={() => state.pick(method)}
            >
              {labelOf(method)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {state.method === 'paymentPassword' || state.method === 'loginPassword' ? (
        <PasswordField
          key={state.method}
          label={
            state.method === 'paymentPassword'
              ? (paymentPasswordLabel ?? t('memberMoney.common.paymentPassword'))
              : t('memberMoney.proof.loginPassword')
          }
          isRequired
          autoComplete={state.method === 'loginPassword' ? 'current-password' : 'off'}
          {...(state.method === 'paymentPassword' ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
          hint={state.method === 'loginPassword' ? t('memberMoney.proof.loginPasswordHint') : undefined}
          value={state.value}
          onChange={(event) => state.type(event.target.value)}
          error={state.error}
        />
      ) : (
        <SmsCodeField
          key={state.method}
          label={t('memberMoney.proof.codeLabel', {
            to: state.method === 'sms' ? (security.maskedMobile ?? '') : (security.maskedEmail ?? ''),
          })}
          needsHumanCheck={false}
          canSend={() => true}
          send={async () => sendSecurityCode({ channel: state.method === 'sms' ? 'sms' : 'email' })}
          value={state.value}
          onChange={(event) => state.type(event.target.value)}
          error={state.error}
        />
      )}
    </fieldset>
  );
}
