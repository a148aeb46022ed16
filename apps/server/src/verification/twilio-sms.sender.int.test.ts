import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { SmsDeliveryError } from './sms-sender.ts';
import { TwilioSmsSender } from './twilio-sms.sender.ts';
import { createVerificationServices } from './verification.module.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** A local stand-in for api.twilio.com that records each request and answers what the test says. */
class FakeTwilio {
  readonly received: Received[] = [];
  answer: { status: number; body: object } = { status: 201, body: { sid: 'SM123', status: 'queued' } };
  private readonly server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      this.received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        form: new URLSearchParams(raw),
      });
      response.writeHead(this.answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(this.answer.body));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token';

describe(TwilioSmsSender.name, () => {
  const twilio = new FakeTwilio();
  let base: string;
  beforeAll(async () => {
    base = await twilio.start();
  });
  afterAll(() => twilio.close());
  beforeEach(() => {
    twilio.received.length = 0;
    twilio.answer = { status: 201, body: { sid: 'SM123', status: 'queued' } };
  });

  it('posts the message form-encoded to the account Messages resource with basic auth', async () => {
    const sut = new TwilioSmsSender({
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      apiBase: `${base}/`,
    });
    await sut.send({ merchantId: 1n, to: '+84912345678', body: 'Your code is 123456. Ünïcode ✓' });
    expect(twilio.received).toHaveLength(1);
    const [request] = twilio.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+84912345678',
      From: '+15005550006',
      Body: 'Your code is 123456. Ünïcode ✓',
    });
  });

  it('sends through a Messaging Service when From is an MG sid', async () => {
    const sut = new TwilioSmsSender({ accountSid: SID, authToken: TOKEN, from: 'MG0001', apiBase: base });
    await sut.send({ merchantId: 1n, to: '+84912345678', body: 'hi' });
    expect(twilio.received[0]?.form.get('MessagingServiceSid')).toBe('MG0001');
    expect(twilio.received[0]?.form.has('From')).toBe(false);
  });

  it("throws SmsDeliveryError with Twilio's status and code when refused, without the token", async () => {
    twilio.answer = {
      status: 400,
      body: { code: 21211, message: "The 'To' number is not valid.", status: 400 },
    };
    const sut = new TwilioSmsSender({
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      apiBase: base,
    });
    const error = await sut.send({ merchantId: 1n, to: '+1', body: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error).toMatchObject({ details: { status: 400, providerCode: 21211 } });
    expect((error as Error).message).toContain("The 'To' number is not valid.");
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it('throws SmsDeliveryError when Twilio cannot be reached', async () => {
    const sut = new TwilioSmsSender({
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      apiBase: 'http://127.0.0.1:1',
    });
    await expect(sut.send({ merchantId: 1n, to: '+84912345678', body: 'x' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });

  describe('chosen by SMS_PROVIDER=twilio', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app.close());

    const services = () =>
      createVerificationServices(
        app.database.db,
        loadConfig({
          SMS_PROVIDER: 'twilio',
          TWILIO_ACCOUNT_SID: SID,
          TWILIO_AUTH_TOKEN: TOKEN,
          TWILIO_FROM: '+15005550006',
          TWILIO_API_BASE: base,
        }),
      );

    it('delivers the code through Twilio, not the outbox, and the code verifies', async () => {
      const merchant = await createTestMerchant(app.services, {
        name: 'Royal Flush',
        flags: { mobileCodeLogin: true },
      });
      const sut = services().verificationCodes;
      await sut.send({
        merchant,
        channel: 'sms',
        destination: '0912 345 678',
        countryDialingCode: '+84',
        purpose: 'login',
        language: 'EN',
        ip: null,
        memberId: null,
      });
      expect(twilio.received).toHaveLength(1);
      const form = twilio.received[0]?.form;
      expect(form?.get('To')).toBe('+84912345678');
      const code = /is (\d{6})\./.exec(form?.get('Body') ?? '')?.[1] ?? '';
      expect(form?.get('Body')).toBe(
        `Your Royal Flush verification code is ${code}. It expires in 5 minutes.`,
      );
      const outbox = await app.services.outbox.list(merchant, { limit: 10 });
      expect(outbox).toEqual([]);
      await expect(
        sut.verify({
          merchantId: merchant.id,
          channel: 'sms',
          destination: '+84912345678',
          purpose: 'login',
          code,
        }),
      ).resolves.toEqual({ destination: '+84912345678' });
    });

    it('answers SERVICE_UNAVAILABLE when Twilio refuses, retires the code and lets the player retry at once', async () => {
      const merchant = await createTestMerchant(app.services, { flags: { mobileCodeLogin: true } });
      const sut = services().verificationCodes;
      const send = () =>
        sut.send({
          merchant,
          channel: 'sms',
          destination: '+84912345679',
          purpose: 'login',
          language: 'EN',
          ip: null,
          memberId: null,
        });
      twilio.answer = { status: 503, body: { code: 20503, message: 'Service unavailable' } };
      await expect(send()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      const failedCode = /is (\d{6})\./.exec(twilio.received[0]?.form.get('Body') ?? '')?.[1] ?? '';
      twilio.answer = { status: 201, body: { sid: 'SM124' } };
      await expect(send()).resolves.toMatchObject({ expiredMinutes: 5 });
      const code = /is (\d{6})\./.exec(twilio.received[1]?.form.get('Body') ?? '')?.[1] ?? '';
      const verify = (attempt: string) =>
        sut.verify({
          merchantId: merchant.id,
          channel: 'sms',
          destination: '+84912345679',
          purpose: 'login',
          code: attempt,
        });
      if (failedCode !== code)
        await expect(verify(failedCode)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
      await expect(verify(code)).resolves.toEqual({ destination: '+84912345679' });
    });
  });
});
