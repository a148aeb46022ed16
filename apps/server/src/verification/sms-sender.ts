import type { OutboxRepository } from './outbox.repository.ts';

export interface SmsMessage {
  merchantId: bigint;
  /** The normalised number (`+<cc><number>` for real providers). */
  to: string;
  body: string;
}

/** Something that delivers a text message; throws SmsDeliveryError when it could not. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
  /**
   * Present for a provider that makes, texts and checks verification codes itself (Firebase phone
   * authentication): codes then go through it, not through `send`.
   */
  readonly codes?: SmsProviderCodes;
}

/** A provider's own verification codes; each call throws SmsDeliveryError when the provider fails. */
export interface SmsProviderCodes {
  /** Has the provider text a code to `to`; answers the provider's session, which `check` needs. */
  send(request: {
    merchantId: bigint;
    to: string;
    recaptchaToken?: string | null;
  }): Promise<{ session: string }>;
  /** Checks a code against a session: right, wrong, or the session has expired. */
  check(session: string, code: string): Promise<'valid' | 'invalid' | 'expired'>;
}

/** A provider refused or could not be reached. The message carries no secret. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
  constructor(
    message: string,
    readonly details: { status?: number; providerCode?: number | string } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Development provider: "sends" by writing to the outbox table, where the admin API reads it. */
export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';
  constructor(private readonly outbox: OutboxRepository) {}

  async send(message: SmsMessage): Promise<void> {
    await this.outbox.insert({
      merchantId: message.merchantId,
      channel: 'sms',
      destination: message.to,
      subject: null,
      body: message.body,
    });
  }
}
