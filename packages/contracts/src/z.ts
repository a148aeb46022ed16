import { string as zodString } from 'zod';

/**
 * The zod every contract is written with: zod itself, except that `z.string()` refuses text that
 * PostgreSQL cannot store (a NUL byte) or that is not well-formed UTF-16 (a lone surrogate). Every
 * string field of every call thus fails validation with a 400 instead of reaching the database
 * and failing there with a 500.
 */
export * from 'zod';

/** A high surrogate without its low half, or a low surrogate without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` can be stored and echoed as it is: no NUL byte and no lone surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** zod's string schema with the safe-text check built in (see the module comment). */
export function string(...args: Parameters<typeof zodString>) {
  return zodString(...args).refine(isSafeText, 'must not contain NUL bytes or lone surrogates');
}
