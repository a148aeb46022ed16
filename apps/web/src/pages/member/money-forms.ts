import {
  isMoney,
  parseMinor,
  ZBankAccountInput,
  ZPaymentPassword,
  ZPositiveMoney,
} from '@croupier/contracts';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/**
 * Form schemas of the money pages, built on the contracts' request schemas (the rules the server
 * enforces). Messages that are ours are i18n keys under `memberMoney.`; a contracts message (in
 * English) is shown as the field's own translated message instead.
 */
const KEY = 'memberMoney.errors.';

/** Set (no old) or change (old required) the payment password, with a confirmation. */
export function paymentPasswordSchema(hasPassword: boolean) {
  return z
    .object({
      oldPaymentPassword: hasPassword ? ZPaymentPassword : z.string().optional(),
      newPaymentPassword: ZPaymentPassword,
      confirmPaymentPassword: z.string(),
    })
    .refine((v) => v.confirmPaymentPassword === v.newPaymentPassword, {
      path: ['confirmPaymentPassword'],
      message: `${KEY}mismatch`,
    });
}
export type TPaymentPasswordValues = z.infer<ReturnType<typeof paymentPasswordSchema>>;

export const bankAccountSchema = ZBankAccountInput;

/**
 * A money amount the player sends out: a positive decimal within [min, max] (when given) and not
 * above `available` (when given). Amounts compare as minor units, never as JavaScript numbers.
 */
export function outgoingAmount(limits: { min?: string; max?: string; available?: string }) {
  return ZPositiveMoney.superRefine((value, context) => {
    if (!isMoney(value)) return;
    const amount = parseMinor(value);
    if (
      (limits.min !== undefined && amount < parseMinor(limits.min)) ||
      (limits.max !== undefined && amount > parseMinor(limits.max))
    ) {
      context.addIssue({ code: 'custom', message: `${KEY}amountRange` });
      return;
    }
    if (limits.available !== undefined && amount > parseMinor(limits.available)) {
      context.addIssue({ code: 'custom', message: `${KEY}amountOverBalance` });
    }
  });
}

/** Turns a field's error into text: our own keys translated, anything else the field's fallback. */
export function useFieldText() {
  const { t } = useTranslation();
  return (
    error: FieldError | undefined,
    fallback: string,
    params: Record<string, string | number> = {},
  ): string | undefined => {
    if (!error) return undefined;
    const message = error.message ?? '';
    // biome-ignore lint/suspicious/noExplicitAny: keys are checked by the bundles test
    const key: any = message.startsWith(KEY) ? message : `${KEY}${fallback}`;
    return t(key, params) as string;
  };
}
