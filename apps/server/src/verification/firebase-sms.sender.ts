import { SmsDeliveryError, type SmsMessage, type SmsProviderCodes, type SmsSender } from './sms-sender.ts';

export interface FirebaseOptions {
  /** The Firebase project's Web API key. */
  apiKey: string;
  /** `https://identitytoolkit.googleapis.com`; configurable so tests can stand a local server in for it. */
  apiBase: string;
  timeoutMs?: number;
}

/** Firebase's answers that mean the code itself is wrong or spent, not that Firebase failed. */
const WRONG_CODE = new Set(['INVALID_CODE', 'MISSING_CODE', 'INVALID_SESSION_INFO']);
const EXPIRED_CODE = new Set(['SESSION_EXPIRED', 'CODE_EXPIRED']);

/**
 * Firebase phone authentication (Identity Toolkit v1 REST): Firebase makes the code, texts it and
 * checks it, so this provider never sends a text of ours. `codes.send` asks for a code
 * (`accounts:sendVerificationCode`, answered with a session), `codes.check` checks a code against
 * that session (`accounts:signInWithPhoneNumber`). Firebase asks for an app-verification token
 * (reCAPTCHA on the web) with real numbers; the player's site passes the one it has, if any.
 * https://cloud.google.com/identity-platform/docs/reference/rest/v1/accounts/sendVerificationCode
 */
export class FirebaseSmsSender implements SmsSender {
  readonly name = 'firebase';

  constructor(private readonly options: FirebaseOptions) {}

  /** Firebase texts only the codes it makes: a text of ours cannot go through it. */
  async send(_message: SmsMessage): Promise<void> {
    throw new SmsDeliveryError('Firebase texts only its own verification codes');
  }

  readonly codes: SmsProviderCodes = {
    send: async ({ to, recaptchaToken }) => {
      const answer = await this.call('accounts:sendVerificationCode', {
        phoneNumber: to,
        ...(recaptchaToken ? { recaptchaToken } : {}),
      });
      if (!answer.ok) throw this.refusal(answer.status, answer.problem);
      const session = (answer.body as { sessionInfo?: unknown }).sessionInfo;
      if (typeof session !== 'string' || session === '') {
        throw new SmsDeliveryError('Firebase answered without a session', { status: answer.status });
      }
      return { session };
    },
    check: async (session, code) => {
      const answer = await this.call('accounts:signInWithPhoneNumber', { sessionInfo: session, code });
      if (answer.ok) return 'valid';
      if (WRONG_CODE.has(answer.problem)) return 'invalid';
      if (EXPIRED_CODE.has(answer.problem)) return 'expired';
      throw this.refusal(answer.status, answer.problem);
    },
  };

  private async call(
    method: string,
    body: Record<string, string>,
  ): Promise<{ ok: boolean; status: number; body: unknown; problem: string }> {
    const url = `${this.options.apiBase.replace(/\/+$/, '')}/v1/${method}?key=${encodeURIComponent(this.options.apiKey)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError('Firebase could not be reached', {}, { cause: error });
    }
    const parsed: unknown = await response.json().catch(() => ({}));
    const message = (parsed as { error?: { message?: unknown } }).error?.message;
    // Firebase's messages are a code, sometimes followed by " : detail".
    const problem = typeof message === 'string' ? (message.split(' ')[0] ?? '') : '';
    return { ok: response.ok, status: response.status, body: parsed, problem };
  }

  private refusal(status: number, problem: string): SmsDeliveryError {
    return new SmsDeliveryError(`Firebase refused the request: ${problem || `HTTP ${status}`}`, {
      status,
      ...(problem ? { providerCode: problem } : {}),
    });
  }
}
