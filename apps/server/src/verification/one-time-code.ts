import { randomInt } from 'node:crypto';

/** Digits in a one-time code. */
export const CODE_LENGTH = 6;

/** A uniformly random code of CODE_LENGTH digits (leading zeros kept), from the CSPRNG. */
export function generateNumericCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}
