import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isMobileFormat } from '../lib/dialing-codes.ts';
import type { TFieldMessage } from '../lib/field-messages.ts';

/** Turns a field message into text in the current language. */
export function useMessageText(): (message: TFieldMessage) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: TFieldMessage) =>
      'text' in message ? message.text : t(`validation.${message.key}`, message.params ?? {}),
    [t],
  );
}

/** Checks a mobile number field (spec section 5): required, then the number format. Null when fine. */
export function useMobileProblem(): (value: string) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (value: string) => {
      if (!value.trim()) return t('validation.required');
      return isMobileFormat(value) ? null : t('validation.phoneFormat');
    },
    [t],
  );
}

/** Puts messages next to their fields; the first one takes the focus. */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: readonly { field: string; message: string }[],
): void {
  errors.forEach(({ field, message }, index) => {
    setError(field as Path<T>, { type: 'manual', message }, { shouldFocus: index === 0 });
  });
}
