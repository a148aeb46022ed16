import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { FirebaseSmsSender } from './firebase-sms.sender.ts';
import { SmsDeliveryError } from './sms-sender.ts';
import { createVerificationServices } from './verification.module.ts';

const API_KEY = 'firebase-web-api-key';

/**
 * A local stand-in for Firebase's Identity Toolkit: it "texts" a code of its own making per session
 * (kept here for the test to read), checks codes against sessions, and answers as Firebase does.
 */
class FakeFirebase {
  readonly texts: { phoneNumber: string; code: string; session: string; recaptchaToken?: string }[] = [];
  readonly keys: string[] = [];
  readonly expired = new Set<string>();
  /** When set, sendVerificationCode answers this Firebase error (e.g. QUOTA_EXCEEDED). */
  refuseWith: string | null = null;
  private sessions = 0;
  private readonly server: FastifyInstance = Fastify();

  constructor() {
    this.server.post<{
      Querystring: { key: string };
      Body: { phoneNumber: string; recaptchaToken?: string };
    }>(
      // '::' is a literal colon in a Fastify path.
      '/v1/accounts::sendVerificationCode',
      async (request, reply) => {
        this.keys.push(request.query.key);
        if (this.refuseWith) return reply.code(400).send({ error: { code: 400, message: this.refuseWith } });
        this.sessions += 1;
        const session = `session-${this.sessions}`;
        const code = String(100_000 + this.sessions * 7919).slice(0, 6);
        this.texts.push({ ...request.body, code, session });
        return { sessionInfo: session };
      },
    );
    this.server.post<{ Querystring: { key: string }; Body: { sessionInfo: string; code: string } }>(
      '/v1/accounts::signInWithPhoneNumber',
      async (request, reply) => {
        this.keys.push(request.query.key);
        const text = this.texts.find((candidate) => candidate.session === request.body.sessionInfo);
        if (!text) return reply.code(400).send({ error: { code: 400, message: 'INVALID_SESSION_INFO' } });
        if (this.expired.has(text.session))
          return reply.code(400).send({ error: { code: 400, message: 'SESSION_EXPIRED' } });
        if (text.code !== request.body.code)
          return reply.code(400).send({ error: { code: 400, message: 'INVALID_CODE' } });
        return { idToken: 'id-token', phoneNumber: text.phoneNumber, localId: 'uid-1' };
      },
    );
  }

  async start(): Promise<string> {
    return this.server.listen({ port: 0, host: '127.0.0.1' });
  }

  close(): Promise<void> {
    return this.server.close();
  }
}

describe(FirebaseSmsSender.name, () => {
  const firebase = new FakeFirebase();
  let base: string;
  beforeAll(async () => {
    base = await firebase.start();
  });
  afterAll(() => firebase.close());
  beforeEach(() => {
    firebase.texts.length = 0;
    firebase.keys.length = 0;
    firebase.refuseWith = null;
  });

  it('has Firebase text a code of its own and checks codes against the session it answered', async () => {
    const sut = new FirebaseSmsSender({ apiKey: API_KEY, apiBase: `${base}/` });
    const codes = sut.codes;
    const { session } = await codes.send({ merchantId: 1n, to: '+84912345678', recaptchaToken: 'rc-token' });
    expect(firebase.texts).toEqual([
      { phoneNumber: '+84912345678', recaptchaToken: 'rc-token', code: expect.any(String), session },
    ]);
    const code = firebase.texts[0]?.code ?? '';
    expect(await codes.check(session, '000000')).toBe('invalid');
    expect(await codes.check(session, code)).toBe('valid');
    expect(await codes.check('no-such-session', code)).toBe('invalid');
    firebase.expired.add(session);
    expect(await codes.check(session, code)).toBe('expired');
    expect(firebase.keys.every((key) => key === API_KEY)).toBe(true);
  });

  it('throws SmsDeliveryError when Firebase refuses or cannot be reached, and for a text of ours', async () => {
    firebase.refuseWith = 'QUOTA_EXCEEDED : Exceeded quota for verifying phone numbers.';
    const sut = new FirebaseSmsSender({ apiKey: API_KEY, apiBase: base });
    const refused = await sut.codes.send({ merchantId: 1n, to: '+84912345678' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SmsDeliveryError);
    expect(refused).toMatchObject({ details: { status: 400, providerCode: 'QUOTA_EXCEEDED' } });
    expect((refused as Error).message).not.toContain(API_KEY);

    const unreachable = new FirebaseSmsSender({ apiKey: API_KEY, apiBase: 'http://127.0.0.1:1' });
    await expect(unreachable.codes.send({ merchantId: 1n, to: '+84912345678' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
    await expect(unreachable.codes.check('session-1', '123456')).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sut.send({ merchantId: 1n, to: '+84912345678', body: 'x' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });

  describe('chosen by SMS_PROVIDER=firebase', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app.close());

    const services = () =>
      createVerificationServices(
        app.database.db,
        loadConfig({ SMS_PROVIDER: 'firebase', FIREBASE_API_KEY: API_KEY, FIREBASE_API_BASE: base }),
      );

    it('refuses to start without the Firebase key', () => {
      expect(() => loadConfig({ SMS_PROVIDER: 'firebase' })).toThrow(/FIREBASE_API_KEY/);
    });

    it('sends login codes through Firebase, not the outbox, and checks them through Firebase', async () => {
      const merchant = await createTestMerchant(app.services, { flags: { mobileCodeLogin: true } });
      const sut = services().verificationCodes;
      const send = () =>
        sut.send({
          merchant,
          channel: 'sms',
          destination: '0912 345 678',
          countryDialingCode: '+84',
          purpose: 'login',
          language: 'EN',
          ip: null,
          memberId: null,
          recaptchaToken: 'rc-token',
        });
      await expect(send()).resolves.toEqual({ expiredMinutes: 5, destination: '+84912345678' });
      expect(firebase.texts).toHaveLength(1);
      expect(firebase.texts[0]).toMatchObject({ phoneNumber: '+84912345678', recaptchaToken: 'rc-token' });
      expect(await app.services.outbox.list(merchant, { limit: 10 })).toEqual([]);

      const verify = (code: string) =>
        sut.verify({
          merchantId: merchant.id,
          channel: 'sms',
          destination: '+84912345678',
          purpose: 'login',
          code,
        });
      await expect(verify('999999')).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
      await expect(verify(firebase.texts[0]?.code ?? '')).resolves.toEqual({ destination: '+84912345678' });
      // Used up: the same code does not work twice.
      await expect(verify(firebase.texts[0]?.code ?? '')).rejects.toMatchObject({
        code: 'VERIFICATION_CODE_INVALID',
      });
    });

    it('answers SERVICE_UNAVAILABLE when Firebase refuses, lets the player retry at once, and says when a code expired', async () => {
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
      firebase.refuseWith = 'TOO_MANY_ATTEMPTS_TRY_LATER';
      await expect(send()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      firebase.refuseWith = null;
      await expect(send()).resolves.toMatchObject({ expiredMinutes: 5 });
      const text = firebase.texts.at(-1);
      firebase.expired.add(text?.session ?? '');
      await expect(
        sut.verify({
          merchantId: merchant.id,
          channel: 'sms',
          destination: '+84912345679',
          purpose: 'login',
          code: text?.code ?? '',
        }),
      ).rejects.toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED' });
    });
  });
});
