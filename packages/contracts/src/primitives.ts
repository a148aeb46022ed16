import * as z from './z.ts';

/** The largest value of a PostgreSQL BIGINT, the type of every row id. */
export const MAX_ROW_ID = 9_223_372_036_854_775_807n;

/** True when `digits` is a positive decimal that fits a BIGINT row id. */
export function isRowIdInRange(digits: string): boolean {
  return /^[1-9]\d{0,18}$/.test(digits) && (digits.length < 19 || BigInt(digits) <= MAX_ROW_ID);
}

/**
 * The id of a database row as it travels in a URL or body: a positive decimal that fits a BIGINT.
 * `9223372036854775808` matches the digit pattern but no row can have it; refusing it here keeps it
 * from reaching the database as an out-of-range error.
 */
export const ZRowId = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, 'a positive integer id')
  .refine(isRowIdInRange, 'an id within the 64-bit range');

/** Route parameters naming one row by its id. */
export const ZRowIdParams = z.object({ id: ZRowId });

/**
 * An ISO 8601 instant with its offset, as every date-time field of a request takes it. Year 0000
 * is valid ISO (1 BC) but PostgreSQL has no year zero, so it is refused here rather than there.
 */
export const ZInstant = z.iso
  .datetime({ offset: true })
  .refine((value) => !value.startsWith('0000'), 'a year from 0001');
