import { ERROR_CODES } from './errors.ts';
import * as z from './z.ts';

/** Wraps a value schema in the platform's success envelope: `{ success: true, value }`. */
export function ZOk<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** Every failed call answers with this body; `code` is stable, `message` is in the request's language. */
export const ZErrorBody = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  value: z.unknown().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
