import { randomBytes } from 'node:crypto';
import { API, encryptPayload, type TLoginValue } from '@croupier/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import type { MemberRow } from '../accounts/members.repository.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { AppServices } from '../services.ts';

/** The body of an `E` call, encrypted with the merchant's published key exactly as the site does it. */
export async function encryptedBody(app: FastifyInstance, host: string, payload: unknown) {
  const bootstrap = await app.inject({ url: API.system.permission, headers: { host } });
  return encryptPayload(bootstrap.json().value.publicKey, payload);
}

/** Solves the human-verification proof of work as a browser would, and returns the payload to send. */
export async function solveHumanCheck(app: FastifyInstance, host: string, ip = '127.0.0.1'): Promise<string> {
  const response = await app.inject({
    url: API.verification.humanChallenge,
    headers: { host, 'x-forwarded-for': ip },
  });
  const challenge = response.json().value;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

/** A member of the given merchant, written directly (the way an operator or agent tool would create one). */
export async function createTestMember(
  services: AppServices,
  merchant: Merchant,
  overrides: Partial<{
    username: string;
    password: string;
    type: number;
    mobileNum: string;
    email: string;
    payeeName: string;
    affiliateCode: string;
    uplineId: bigint;
    mustChangePassword: boolean;
  }> = {},
): Promise<MemberRow & { password: string }> {
  const password = overrides.password ?? 'secret123';
  const row = await services.membersRepository.insert(services.database.db, {
    merchant_id: merchant.id,
    username: overrides.username ?? `p${randomBytes(5).toString('hex')}`,
    type: overrides.type ?? 0,
    password_hash: await hashPassword(password),
    mobile_num: overrides.mobileNum ?? null,
    email: overrides.email ?? null,
    payee_name: overrides.payeeName ?? null,
    affiliate_code: overrides.affiliateCode ?? null,
    upline_id: overrides.uplineId ?? null,
    must_change_password: overrides.mustChangePassword ?? false,
  });
  return { ...row, password };
}

export interface LoginOptions {
  side?: 'player' | 'agent';
  ip?: string;
  captcha?: { key: string; answer: string };
}

/** POSTs an encrypted username login with a solved human check; returns the raw response. */
export async function postLogin(
  app: FastifyInstance,
  host: string,
  username: string,
  password: string,
  options: LoginOptions = {},
) {
  const ip = options.ip ?? '127.0.0.1';
  const payload = {
    type: 'username',
    side: options.side ?? 'player',
    username,
    password,
    humanVerification: await solveHumanCheck(app, host, ip),
    ...(options.captcha ? { captcha: options.captcha.answer, captchaKey: options.captcha.key } : {}),
  };
  return app.inject({
    method: 'POST',
    url: API.session.login,
    headers: { host, 'x-forwarded-for': ip },
    payload: await encryptedBody(app, host, payload),
  });
}

/** Logs in and returns the login value; fails the test when the login does not succeed. */
export async function loginAs(
  app: FastifyInstance,
  host: string,
  username: string,
  password: string,
  options: LoginOptions = {},
) {
  const response = await postLogin(app, host, username, password, options);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().value as TLoginValue;
}

/** The newest code the development outbox holds for a phone number or email address. */
export async function latestCode(
  app: FastifyInstance,
  adminKey: string,
  merchant: Merchant,
  channel: 'sms' | 'email',
  destination: string,
) {
  const url = `${API.admin.outbox.replace(':merchantCode', merchant.code)}?channel=${channel}&destination=${encodeURIComponent(destination)}&limit=1`;
  const response = await app.inject({ url, headers: { 'x-admin-key': adminKey } });
  const [message] = response.json().value as { body: string }[];
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in outbox for ${destination}: ${response.body}`);
  return code;
}
