import { randomBytes } from 'node:crypto';
import { API, type TLanguage, type TOutboxMessage } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { solveHumanCheck } from '../testing/accounts.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createVerificationServices } from './verification.module.ts';

type TestMerchant = Awaited<ReturnType<typeof createTestMerchant>>;

describe('one-time codes', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  let adminKey: string;
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: true });
    merchant = await createTestMerchant(app.services, {
      name: 'Royal Flush',
      flags: { mobileCodeLogin: true, mobileRegistration: true, forgotPasswordByPhone: true },
    });
    adminKey = await createAdminKey(app.services, merchant.id);
  });
  afterAll(() => app.close());

  /** A fresh Vietnamese mobile number, national form, and its normalised form. */
  const newPhone = () => {
    const subscriber = `9${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
    return { national: `0${subscriber}`, e164: `+84${subscriber}` };
  };

  const outbox = async (
    query: { channel?: string; destination?: string; limit?: number },
    options: { key?: string; code?: string } = {},
  ) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([name, value]) => [name, String(value)] as [string, string]),
    );
    return app.app.inject({
      method: 'GET',
      url: `${API.admin.outbox.replace(':merchantCode', options.code ?? merchant.code)}?${search}`,
      headers: options.key === '' ? {} : { 'x-admin-key': options.key ?? adminKey },
    });
  };
  /** Reads the newest message to `destination` through the operator API, as an operator would. */
  const lastMessage = async (destination: string, channel = 'sms'): Promise<TOutboxMessage> => {
    const response = await outbox({ channel, destination, limit: 1 });
    expect(response.statusCode).toBe(200);
    const [message] = response.json().value as TOutboxMessage[];
    if (!message) throw new Error(`no message to ${destination}`);
    return message;
  };
  const codeIn = (message: TOutboxMessage) => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';

  const sendSms = (
    national: string,
    purpose: 'login' | 'register' | 'reset' = 'login',
    language: TLanguage = 'EN',
  ) =>
    app.services.verificationCodes.send({
      merchant,
      channel: 'sms',
      destination: national,
      countryDialingCode: '+84',
      purpose,
      language,
      ip: null,
      memberId: null,
    });
  const verifySms = (
    destination: string,
    code: string | undefined,
    purpose: 'login' | 'register' | 'reset' = 'login',
  ) =>
    app.services.verificationCodes.verify({
      merchantId: merchant.id,
      channel: 'sms',
      destination,
      countryDialingCode: '+84',
      purpose,
      code,
    });
  const expire = (destination: string) =>
    app.database.db
      .updateTable('verification_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('merchant_id', '=', merchant.id)
      .where('destination', '=', destination)
      .execute();
  /** Moves the resend wait of a destination into the past, as if a minute had gone by. */
  const letResendWaitPass = (destination: string) =>
    app.database.db
      .updateTable('rate_limits')
      .set({ window_started_at: sql<Date>`now() - interval '1 hour'` })
      .where('key', 'like', `code-resend:%:${destination}`)
      .execute();

  it('sends a code by SMS that verifies once, in the merchant name and the normalised number', async () => {
    const phone = newPhone();
    expect(await sendSms(phone.national)).toEqual({ expiredMinutes: 5, destination: phone.e164 });
    const message = await lastMessage(phone.e164);
    const code = codeIn(message);
    expect(code).toMatch(/^\d{6}$/);
    expect(message).toMatchObject({ channel: 'sms', destination: phone.e164, subject: null });
    expect(message.body).toBe(`Your Royal Flush verification code is ${code}. It expires in 5 minutes.`);
    // Typed differently, the same number: the international form.
    await expect(verifySms(phone.e164, ` ${code} `)).resolves.toEqual({ destination: phone.e164 });
    await expect(verifySms(phone.national, code)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
  });

  it('writes the message in the requested language', async () => {
    const phone = newPhone();
    await sendSms(phone.national, 'login', 'VI');
    const message = await lastMessage(phone.e164);
    expect(message.body).toBe(
      `Mã xác minh Royal Flush của bạn là ${codeIn(message)}. Mã sẽ hết hạn sau 5 phút.`,
    );
  });

  it('refuses an expired code with VERIFICATION_CODE_EXPIRED', async () => {
    const phone = newPhone();
    await sendSms(phone.national);
    const code = codeIn(await lastMessage(phone.e164));
    await expire(phone.e164);
    await expect(verifySms(phone.e164, code)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED' });
  });

  it('refuses a resend within the wait with retryAfterSeconds, and a new code replaces the old', async () => {
    const phone = newPhone();
    await sendSms(phone.national);
    const first = codeIn(await lastMessage(phone.e164));
    const refused = await sendSms(phone.national).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'CODE_RESEND_TOO_SOON' });
    const { retryAfterSeconds } = (refused as { options: { value: { retryAfterSeconds: number } } }).options
      .value;
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another purpose has its own wait.
    await expect(sendSms(phone.national, 'reset')).resolves.toMatchObject({ expiredMinutes: 5 });

    await letResendWaitPass(phone.e164);
    await sendSms(phone.national);
    const messages = (await outbox({ channel: 'sms', destination: phone.e164 })).json().value;
    expect(messages).toHaveLength(3);
    const second = codeIn(messages[0]);
    // The first login code was retired when the second was sent: one live login code per number.
    const live = await app.database.db
      .selectFrom('verification_codes')
      .select('purpose')
      .where('destination', '=', phone.e164)
      .where('consumed_at', 'is', null)
      .orderBy('purpose')
      .execute();
    expect(live.map((row) => row.purpose)).toEqual(['login', 'reset']);
    if (second !== first) {
      await expect(verifySms(phone.e164, first)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    }
    await expect(verifySms(phone.e164, second)).resolves.toEqual({ destination: phone.e164 });
    // The code sent for reset is untouched by the login code's use, and only verifies for reset.
    const resetCode = codeIn(messages[1]);
    await expect(verifySms(phone.e164, resetCode, 'register')).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    await expect(verifySms(phone.e164, resetCode, 'reset')).resolves.toEqual({ destination: phone.e164 });
  });

  it('burns a code after five wrong guesses, but lets the right one through on the fifth try', async () => {
    const phone = newPhone();
    await sendSms(phone.national);
    const code = codeIn(await lastMessage(phone.e164));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      await expect(verifySms(phone.e164, wrong)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
    }
    await expect(verifySms(phone.e164, code)).resolves.toEqual({ destination: phone.e164 });

    const other = newPhone();
    await sendSms(other.national);
    const otherCode = codeIn(await lastMessage(other.e164));
    const otherWrong = otherCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await expect(verifySms(other.e164, otherWrong)).rejects.toMatchObject({
        code: 'VERIFICATION_CODE_INVALID',
      });
    }
    await expect(verifySms(other.e164, otherCode)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
  });

  it('never lets more than five concurrent guesses at one code be judged', async () => {
    const phone = newPhone();
    await sendSms(phone.national);
    const code = codeIn(await lastMessage(phone.e164));
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.allSettled(guesses.map((guess) => verifySms(phone.e164, guess)));
    const row = await app.database.db
      .selectFrom('verification_codes')
      .select(['attempts', 'consumed_at'])
      .where('destination', '=', phone.e164)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.consumed_at).not.toBeNull();
    await expect(verifySms(phone.e164, code)).rejects.toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
  });

  it('checks code and number before anything else', async () => {
    const phone = newPhone();
    await expect(verifySms(phone.e164, '')).rejects.toMatchObject({ code: 'VERIFICATION_CODE_MISSING' });
    await expect(verifySms(phone.e164, undefined)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_MISSING',
    });
    await expect(verifySms(phone.e164, '123456')).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });
    await expect(sendSms('')).rejects.toMatchObject({ code: 'PHONE_MISSING' });
    await expect(sendSms('09-abc-123')).rejects.toMatchObject({ code: 'PHONE_INVALID' });
    await expect(verifySms('12', '123456')).rejects.toMatchObject({ code: 'PHONE_INVALID' });
  });

  it('answers OPERATION_NOT_ENABLED when the merchant does not offer SMS codes for the purpose', async () => {
    const plain = await createTestMerchant(app.services);
    const send = (purpose: 'login' | 'second_factor') =>
      app.services.verificationCodes.send({
        merchant: plain,
        channel: 'sms',
        destination: newPhone().e164,
        purpose,
        language: 'EN',
        ip: null,
        memberId: null,
      });
    await expect(send('login')).rejects.toMatchObject({ code: 'OPERATION_NOT_ENABLED' });
    await expect(send('second_factor')).resolves.toMatchObject({ expiredMinutes: 5 });
  });

  it('sends codes by email through the outbox transport', async () => {
    const address = `Player.${randomBytes(3).toString('hex')}@Example.com`;
    const sent = await app.services.verificationCodes.send({
      merchant,
      channel: 'email',
      destination: ` ${address} `,
      purpose: 'reset',
      language: 'CN',
      ip: null,
      memberId: null,
    });
    expect(sent).toEqual({ expiredMinutes: 5, destination: address.toLowerCase() });
    const message = await lastMessage(address.toLowerCase(), 'email');
    expect(message.subject).toBe('您的Royal Flush验证码');
    const code = codeIn(message);
    expect(message.body).toBe(`您的Royal Flush验证码是${code}，5分钟内有效。`);
    await expect(
      app.services.verificationCodes.verify({
        merchantId: merchant.id,
        channel: 'email',
        destination: address,
        purpose: 'reset',
        code,
      }),
    ).resolves.toEqual({ destination: address.toLowerCase() });
    await expect(
      app.services.verificationCodes.send({
        merchant,
        channel: 'email',
        destination: 'not-an-address',
        purpose: 'reset',
        language: 'EN',
        ip: null,
        memberId: null,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('stops a destination at its daily quota with SMS_QUOTA_EXCEEDED', async () => {
    const sut = createVerificationServices(app.database.db, {
      ...loadConfig({}),
      VERIFICATION_CODE_RESEND_SECONDS: 0,
      VERIFICATION_CODE_DAILY_QUOTA: 3,
    }).verificationCodes;
    const phone = newPhone();
    const send = () =>
      sut.send({
        merchant,
        channel: 'sms',
        destination: phone.e164,
        purpose: 'login',
        language: 'EN',
        ip: null,
        memberId: null,
      });
    for (let i = 0; i < 3; i += 1) await expect(send()).resolves.toMatchObject({ expiredMinutes: 5 });
    await expect(send()).rejects.toMatchObject({ code: 'SMS_QUOTA_EXCEEDED' });
    // Another destination has its own quota.
    await expect(
      sut.send({
        merchant,
        channel: 'sms',
        destination: newPhone().e164,
        purpose: 'login',
        language: 'EN',
        ip: null,
        memberId: null,
      }),
    ).resolves.toMatchObject({ expiredMinutes: 5 });
  });

  it('limits sends per IP address with TOO_MANY_REQUESTS', async () => {
    const ip = `10.${randomBytes(3).join('.')}`;
    const send = () =>
      app.services.verificationCodes.send({
        merchant,
        channel: 'sms',
        destination: newPhone().e164,
        purpose: 'login',
        language: 'EN',
        ip,
        memberId: null,
      });
    for (let i = 0; i < 10; i += 1) await send();
    await expect(send()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('limits texts per IP, account, number prefix and merchant per hour (SMS pumping)', async () => {
    const sut = createVerificationServices(app.database.db, {
      ...loadConfig({}),
      VERIFICATION_CODE_RESEND_SECONDS: 0,
      SMS_LIMIT_PER_IP_PER_HOUR: 3,
      SMS_LIMIT_PER_ACCOUNT_PER_HOUR: 2,
      SMS_LIMIT_PER_PREFIX_PER_HOUR: 4,
      SMS_LIMIT_PER_MERCHANT_PER_HOUR: 9,
    }).verificationCodes;
    const own = await createTestMerchant(app.services, { flags: { mobileCodeLogin: true } });
    const send = (destination: string, ip: string | null, memberId: bigint | null = null) =>
      sut.send({
        merchant: own,
        channel: 'sms',
        destination,
        purpose: 'login',
        language: 'EN',
        ip,
        memberId,
      });
    const address = () => `10.${randomBytes(3).join('.')}`;
    // One address, many numbers in different ranges.
    const ip = address();
    for (const range of ['+8491', '+8492', '+8493']) await send(`${range}1234567`, ip);
    await expect(send('+84941234567', ip)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // One account, from fresh addresses.
    await send('+84951234567', address(), 42n);
    await send('+84951234567', address(), 42n);
    await expect(send('+84951234567', address(), 42n)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // One number range, from fresh addresses and no account: the 5th text to +84961... is refused.
    for (let i = 0; i < 4; i += 1) await send(`+8496123400${i}`, address());
    await expect(send('+84961234009', address())).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // The merchant in all: 3 + 2 + 4 texts went out, its 9 (refused ones never reached its count).
    await expect(send('+84971234567', address())).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another merchant's budget is its own.
    const other = await createTestMerchant(app.services, { flags: { mobileCodeLogin: true } });
    await expect(
      sut.send({
        merchant: other,
        channel: 'sms',
        destination: '+84971234567',
        purpose: 'login',
        language: 'EN',
        ip: address(),
        memberId: null,
      }),
    ).resolves.toMatchObject({ expiredMinutes: 5 });
  });

  it('counts SMS codes asked over HTTP against the caller address', async () => {
    const own = await createTestMerchant(app.services, {
      flags: { smsVerification: true, mobileRegistration: true },
    });
    const ip = `10.${randomBytes(3).join('.')}`;
    const ask = async (mobileNum: string) =>
      app.app.inject({
        method: 'POST',
        url: API.verification.smsRegister,
        headers: { host: own.domain, 'x-forwarded-for': ip },
        payload: {
          mobileNum,
          countryDialingCode: '+84',
          humanVerification: await solveHumanCheck(app.app, own.domain, ip),
        },
      });
    const answers = [];
    for (let i = 0; i < 14; i += 1) answers.push((await ask(`09${String(10_000_000 + i * 7919)}`)).json());
    const refused = answers.filter((answer) => answer.code === 'TOO_MANY_REQUESTS');
    expect(answers.filter((answer) => answer.success)).toHaveLength(10);
    expect(refused).toHaveLength(4);
  });

  it('uses the configured lifetime', async () => {
    const sut = createVerificationServices(app.database.db, {
      ...loadConfig({}),
      VERIFICATION_CODE_TTL_MINUTES: 1,
    }).verificationCodes;
    const phone = newPhone();
    await expect(
      sut.send({
        merchant,
        channel: 'sms',
        destination: phone.e164,
        purpose: 'login',
        language: 'EN',
        ip: null,
        memberId: null,
      }),
    ).resolves.toEqual({ expiredMinutes: 1, destination: phone.e164 });
    expect((await lastMessage(phone.e164)).body).toMatch(/It expires in 1 minute\.$/);
    const row = await app.database.db
      .selectFrom('verification_codes')
      .select(sql<number>`extract(epoch from expires_at - created_at)::int`.as('seconds'))
      .where('destination', '=', phone.e164)
      .executeTakeFirstOrThrow();
    expect(row.seconds).toBe(60);
  });

  describe('outbox admin API', () => {
    it('needs an operator key that may manage the merchant', async () => {
      expect((await outbox({}, { key: '' })).statusCode).toBe(401);
      expect((await outbox({}, { key: 'not-a-key' })).statusCode).toBe(401);
      const stranger = await createTestMerchant(app.services);
      const strangerKey = await createAdminKey(app.services, stranger.id);
      const refused = await outbox({}, { key: strangerKey });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await outbox({}, { code: 'NO_SUCH_MERCHANT' })).statusCode).toBe(404);
      expect((await outbox({}, { key: await createAdminKey(app.services) })).statusCode).toBe(200);
    });

    it("lists only the merchant's messages, newest first, filtered and limited", async () => {
      const own = await createTestMerchant(app.services, { flags: { mobileCodeLogin: true } });
      const ownKey = await createAdminKey(app.services, own.id);
      const phones = [newPhone(), newPhone(), newPhone()];
      for (const phone of phones) {
        await app.services.verificationCodes.send({
          merchant: own,
          channel: 'sms',
          destination: phone.e164,
          purpose: 'login',
          language: 'EN',
          ip: null,
          memberId: null,
        });
      }
      await app.services.verificationCodes.send({
        merchant: own,
        channel: 'email',
        destination: 'someone@example.com',
        purpose: 'bind',
        language: 'EN',
        ip: null,
        memberId: null,
      });
      const all = (await outbox({}, { key: ownKey, code: own.code })).json().value as TOutboxMessage[];
      expect(all.map((m) => m.destination)).toEqual([
        'someone@example.com',
        ...phones.map((p) => p.e164).reverse(),
      ]);
      const sms = (await outbox({ channel: 'sms', limit: 2 }, { key: ownKey, code: own.code })).json().value;
      expect(sms.map((m: TOutboxMessage) => m.destination)).toEqual([phones[2]?.e164, phones[1]?.e164]);
      const one = (
        await outbox({ destination: phones[0]?.e164 ?? '' }, { key: ownKey, code: own.code })
      ).json().value;
      expect(one).toHaveLength(1);
      expect(one[0]).toMatchObject({ channel: 'sms', destination: phones[0]?.e164 });
      expect(Date.parse(one[0].createdAt)).not.toBeNaN();
    });

    it('rejects bad filters with VALIDATION_FAILED', async () => {
      for (const query of [{ channel: 'fax' }, { limit: 0 }, { limit: 1000 }]) {
        const response = await outbox(query);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
    });
  });
});
