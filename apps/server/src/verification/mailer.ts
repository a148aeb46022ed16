import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxRepository } from './outbox.repository.ts';

export interface MailMessage {
  merchantId: bigint;
  /** Display name of the sender, the merchant's brand. */
  fromName: string;
  to: string;
  subject: string;
  text: string;
}

/** Something that delivers an email; throws when it could not. */
export interface Mailer {
  readonly name: string;
  send(mail: MailMessage): Promise<void>;
}

/** Real delivery through an SMTP server (`smtp://user:pass@host:587`, `smtps://...`). */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: { name: mail.fromName, address: this.from },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
  }
}

/**
 * Development delivery: nodemailer builds the message with its JSON transport (addresses checked,
 * headers encoded) and the built message lands in the outbox table instead of a mail server.
 */
export class OutboxMailer implements Mailer {
  readonly name = 'outbox';
  private readonly transport = nodemailer.createTransport({ jsonTransport: true });

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly from: string,
  ) {}

  async send(mail: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: { name: mail.fromName, address: this.from },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    // An SMTP server refuses a mail nobody can receive; so does the outbox, so both fail alike.
    if (info.envelope.to.length === 0) throw new Error('No recipients defined');
    const built = JSON.parse(info.message) as { subject?: string; text?: string };
    await this.outbox.insert({
      merchantId: mail.merchantId,
      channel: 'email',
      destination: mail.to,
      subject: built.subject ?? mail.subject,
      body: built.text ?? mail.text,
    });
  }
}
