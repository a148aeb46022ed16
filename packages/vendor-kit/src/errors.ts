import { ERROR_STATUS, errorMessage, type TErrorCode } from '@croupier/contracts';

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
  return { success: false, code, message: errorMessage(code, language) };
}
