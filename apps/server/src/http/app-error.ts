import type { TErrorCode } from '@croupier/contracts';

/**
 * The one error type that services throw for an expected failure. The error handler turns it into
 * `{ success: false, code, message, value? }` with the code's status and the message in the request's
 * language; `detail` (English, for logs and developers) never replaces the translated message.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: TErrorCode,
    readonly options: { value?: unknown; detail?: string; cause?: unknown } = {},
  ) {
    super(options.detail ?? code, { cause: options.cause });
  }
}
