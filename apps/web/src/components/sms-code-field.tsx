import type { InputHTMLAttributes, Ref } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryAfterSecondsOf, solveHumanCheck, type TSmsCodeValue } from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';
import { codeCountdownSeconds } from '../lib/countdown.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { TextField } from './form-fields.tsx';
import { WarningDialog } from './warning-dialog.tsx';

type SmsCodeFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label?: string;
  error?: string | null | undefined;
  isRequired?: boolean;
  /** Checks what the send needs (the mobile number) and shows its problems; false stops the send. */
  canSend: () => boolean;
  /** Sends the code; `humanVerification` is the solved check when `needsHumanCheck`. */
  send: (humanVerification: string | undefined) => Promise<TSmsCodeValue>;
  needsHumanCheck?: boolean;
  /** The send button's text when idle ("Get code" unless given). */
  buttonLabel?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * "Verification code" with its "Get code" button (spec section 4): a send solves the human check,
 * then the button counts down expiredMinutes × 60 seconds ("Resend in 59 s") and cannot be used
 * until zero. A failed send shows the warning dialog with the server's message.
 */
export function SmsCodeField({
  label,
  canSend,
  send,
  needsHumanCheck = true,
  buttonLabel: idleLabel,
  error,
  isRequired = true,
  ref,
  ...input
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'idle' | 'verifying' | 'sending'>('idle');
  const [warning, setWarning] = useState<string | null>(null);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const countdown = useCountdown();

  const handleClick = async () => {
    if (phase !== 'idle' || countdown.remaining > 0 || !canSend()) return;
    try {
      let humanVerification: string | undefined;
      if (needsHumanCheck) {
        setPhase('verifying');
        humanVerification = await solveHumanCheck();
      }
      setPhase('sending');
      const { expiredMinutes } = await send(humanVerification);
      countdown.start(codeCountdownSeconds(expiredMinutes));
      setSentMinutes(expiredMinutes);
    } catch (failure) {
      const retryAfter = retryAfterSecondsOf(failure);
      if (retryAfter) countdown.start(retryAfter);
      setWarning(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setPhase('idle');
    }
  };

  let buttonLabel = idleLabel ?? t('auth.getCode');
  if (countdown.remaining > 0) buttonLabel = t('auth.resendIn', { seconds: countdown.remaining });
  else if (phase === 'verifying') buttonLabel = t('auth.verifyingShort');
  else if (phase === 'sending') buttonLabel = t('auth.sending');

  return (
    <>
      <TextField
        ref={ref}
        label={label ?? t('auth.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('auth.codePlaceholder')}
        maxLength={8}
        isRequired={isRequired}
        error={error}
        hint={sentMinutes === null ? undefined : t('auth.codeSent', { minutes: sentMinutes })}
        addon={
          <button
            type="button"
            className="button button--small button--outline field__addon-button sms-code-button"
            disabled={phase !== 'idle' || countdown.remaining > 0}
            aria-busy={phase !== 'idle' || undefined}
            onClick={() => void handleClick()}
          >
            {phase === 'idle' ? null : <span className="spinner spinner--small" aria-hidden="true" />}
            {buttonLabel}
          </button>
        }
        {...input}
      />
      {warning ? <WarningDialog message={warning} onClose={() => setWarning(null)} /> : null}
    </>
  );
}
