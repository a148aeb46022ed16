import { SmsDeliveryError, type SmsMessage, type SmsSender } from './sms-sender.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164 form, or a Messaging Service SID (MG...). */
  from: string;
  /** `https://api.twilio.com`; configurable so tests can stand a local server in for Twilio. */
  apiBase: string;
  timeoutMs?: number;
}

/**
 * Sends through Twilio's Messages API: one form-encoded POST with HTTP basic auth, through fetch.
 * https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
 */
export class TwilioSmsSender implements SmsSender {
  readonly name = 'twilio';
  constructor(private readonly options: TwilioOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from, apiBase } = this.options;
    const url = `${apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError('Twilio could not be reached', {}, { cause: error });
    }
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const problem = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
    throw new SmsDeliveryError(`Twilio refused the message: ${problem.message ?? response.statusText}`, {
      status: response.status,
      ...(problem.code === undefined ? {} : { providerCode: problem.code }),
    });
  }
}
