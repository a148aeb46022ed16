import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a form submission is: idle, solving the human check, or waiting for the server. */
export type TSubmitPhase = 'idle' | 'verifying' | 'submitting';

/**
 * A form's submit button that shows its progress: "Verifying you are human…" while the proof of
 * work runs, then "Please wait…"; it is busy and disabled meanwhile.
 */
export function SubmitButton({
  phase,
  children,
  className = 'button button--primary button--block button--large',
  disabled = false,
}: {
  phase: TSubmitPhase;
  children: ReactNode;
  className?: string;
  /** Disabled for another reason than being busy (for example withdrawals on hold). */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const isBusy = phase !== 'idle';
  let label: ReactNode = children;
  if (phase === 'verifying') label = t('auth.verifyingHuman');
  else if (phase === 'submitting') label = t('auth.pleaseWait');
  return (
    <button type="submit" className={className} disabled={isBusy || disabled} aria-busy={isBusy || undefined}>
      {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
      <span>{label}</span>
    </button>
  );
}
