import { ERROR_MESSAGES, ERROR_STATUS, type TErrorCode } from '@croupier/contracts';

/** An error answered as `{ success: false, code, message }` in the session's language. */
export class VendorError extends Error {
  override name = 'VendorError';
  constructor(
    readonly code: TErrorCode,
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
  get status(): number {
    return ERROR_STATUS[this.code] ?? 500;
  }
}

/** The error body of a code in a language (EN fallback). */
export function errorBody(
  code: TErrorCode,
  language = 'EN',
): { success: false; code: TErrorCode; message: string } {
  const messages = ERROR_MESSAGES[language as keyof typeof ERROR_MESSAGES] ?? ERROR_MESSAGES.EN;
  return { success: false, code, message: messages[code] };
}
