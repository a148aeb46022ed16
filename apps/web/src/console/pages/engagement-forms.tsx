import { GAME_TYPES } from '@croupier/contracts';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/api-client.ts';
import { CheckedForm, EditorFrame } from './console-forms.tsx';

/**
 * An Engagement form's card: its title and Close, the fields, Cancel and the submit button; checked
 * before it is sent (submitting shows the field errors and clears the last refusal).
 */
export function EngagementForm({
  title,
  isValid,
  onSubmitted,
  onSend,
  isPending,
  error,
  submitLabel,
  onClose,
  children,
}: {
  title: string;
  isValid: boolean;
  onSubmitted: () => void;
  onSend: () => void;
  isPending: boolean;
  error: unknown;
  submitLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <EditorFrame title={title} onClose={onClose}>
      <div className="console-promotions__form">
        <CheckedForm
          isValid={isValid}
          onSubmitted={onSubmitted}
          onSend={onSend}
          isPending={isPending}
          error={error}
          submitLabel={submitLabel}
          cancelLabel="Cancel"
          onCancel={onClose}
        >
          {children}
        </CheckedForm>
      </div>
    </EditorFrame>
  );
}

/** The fields a refusal of the server named (`value.fields`: `body.levels.2.minDeposit`...). */
export function serverFields(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return (error.value as { fields?: { field: string; message: string }[] } | undefined)?.fields ?? [];
}

/** One whole-number box per game type (wagering weights, rebate rates), blank for none. */
export function GameTypeGrid({
  legend,
  values,
  error,
  onChange,
}: {
  legend: string;
  values: Record<string, string>;
  error: string | undefined;
  onChange: (values: Record<string, string>) => void;
}) {
  return (
    <fieldset className="console-content__checks console-promotions__weights">
      <legend>{legend}</legend>
      {GAME_TYPES.map((type) => (
        <label key={type} className="field">
          <span className="field__label">{type}</span>
          <input
            className="input"
            inputMode="numeric"
            value={values[type] ?? ''}
            aria-invalid={Boolean(error)}
            onChange={(e) => onChange({ ...values, [type]: e.target.value })}
          />
        </label>
      ))}
      {error ? <span className="console-error">{error}</span> : null}
    </fieldset>
  );
}
