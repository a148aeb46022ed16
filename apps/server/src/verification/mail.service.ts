import type { Merchant } from '../merchants/merchant.ts';
import type { Mailer } from './mailer.ts';

/**
 * Plain emails on behalf of a merchant (temporary passwords, notices), through the configured
 * transport: the outbox in development, SMTP in production. The sender's name is the merchant's.
 */
export class MailService {
  constructor(private readonly mailer: Mailer) {}

  /** Throws the transport's error when the mail could not be handed over. */
  async send(input: { merchant: Merchant; to: string; subject: string; text: string }): Promise<void> {
    await this.mailer.send({
      merchantId: input.merchant.id,
      fromName: input.merchant.name,
      to: input.to,
      subject: input.subject,
      text: input.text,
    });
  }
}
