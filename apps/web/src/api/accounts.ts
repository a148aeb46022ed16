import {
  API,
  encryptPayload,
  errorMessage,
  type TErrorCode,
  type TLoginRequest,
  type TLoginValue,
  type TMemberInfo,
  type TRegisterRequest,
  type TSecondFactorChallenge,
  ZAltchaChallenge,
  ZCaptchaResponse,
  ZLoginValue,
  ZMemberInfo,
  ZSecondFactorChallenge,
  ZSessionTicketValue,
  ZSmsCodeValue,
} from '@croupier/contracts';
import { z } from 'zod';
import { currentLanguage } from '../i18n/i18n.ts';
import { encodeHumanVerification } from '../lib/human-check.ts';
import { ApiError, apiRequest, apiValue } from './api-client.ts';

/**
 * The accounts calls of spec section 7 (session, member, verification). `E` calls encrypt their
 * body with the merchant's public key from the bootstrap; calls that need a human solve an ALTCHA
 * proof of work first (see `solveHumanCheck`).
 */

export type TSmsCodeValue = z.infer<typeof ZSmsCodeValue>;
const ZNull = z.null();

/** Fetches a proof-of-work challenge and solves it in the browser; returns the `humanVerification` value. */
export async function solveHumanCheck(signal?: AbortSignal): Promise<string> {
  // The solver loads with the first check: most visits never need one.
  const [challenge, { solveChallenge }] = await Promise.all([
    apiValue(API.verification.humanChallenge, ZAltchaChallenge, { signal }),
    import('altcha-lib/v1'),
  ]);
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await promise;
  if (!solution) {
    const message = errorMessage('HUMAN_VERIFICATION_FAILED', currentLanguage());
    throw new ApiError('HUMAN_VERIFICATION_FAILED', message, 0);
  }
  return encodeHumanVerification(challenge, solution.number);
}

/** A new image captcha: a `data:` URL of the PNG and the key its answer goes back with. */
export async function fetchCaptcha(): Promise<{ image: string; captchaKey: string }> {
  const body = await apiRequest(API.verification.captcha, ZCaptchaResponse);
  return { image: `data:image/png;base64,${body.value}`, captchaKey: body.captchaKey };
}

/** `POST /wps/session/login` (E): username mode needs `humanVerification`. */
export async function login(publicKey: string, request: TLoginRequest): Promise<TLoginValue> {
  return apiValue(API.session.login, ZLoginValue, {
    method: 'POST',
    body: await encryptPayload(publicKey, request),
  });
}

/** Sends the SMS or email code of a second-factor challenge. */
export function sendSecondFactorCode(challengeId: string, method: 'sms' | 'email'): Promise<TSmsCodeValue> {
  return apiValue(API.session.loginVerifyCode, ZSmsCodeValue, {
    method: 'POST',
    body: { challengeId, method },
  });
}

/** Completes a log in held for a second factor. */
export function verifySecondFactor(input: {
  challengeId: string;
  method: TSecondFactorChallenge['methods'][number];
  answer: string;
}): Promise<TLoginValue> {
  return apiValue(API.session.loginVerify, ZLoginValue, { method: 'POST', body: input });
}

/** The challenge a SECOND_FACTOR_REQUIRED answer carries, or null. */
export function secondFactorChallengeOf(error: unknown): TSecondFactorChallenge | null {
  if (!(error instanceof ApiError) || error.code !== 'SECOND_FACTOR_REQUIRED') return null;
  const parsed = ZSecondFactorChallenge.safeParse(error.value);
  return parsed.success ? parsed.data : null;
}

/** True when a failed log in says the next try needs the image captcha (`value.captcha`). */
export function needsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const parsed = z.object({ captcha: z.boolean() }).safeParse(error.value);
  return parsed.success && parsed.data.captcha;
}

/** Seconds to wait that a throttled call names (`value.retryAfterSeconds`), or null. */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = z.object({ retryAfterSeconds: z.number().positive() }).safeParse(error.value);
  return parsed.success ? parsed.data.retryAfterSeconds : null;
}

/** `DELETE /wps/session/logout` (T). A session the server no longer knows is already signed out. */
export async function logout(): Promise<void> {
  try {
    await apiRequest(API.session.logout, z.unknown(), { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Where a one-click log in starts: the platform redirects on to the identity provider. */
export function oauthStartUrl(provider: 'google' | 'facebook', side: 'player' | 'agent'): string {
  return `${API.session.oauthStart.replace(':provider', provider)}?side=${side}`;
}

/** Trades the one-time ticket the provider's way back carried for a session. */
export function exchangeOauthTicket(ticket: string): Promise<TLoginValue> {
  return apiValue(API.session.oauthExchange, ZLoginValue, { method: 'POST', body: { ticket } });
}

/** Free play: a trial account and its session. */
export function freePlay(): Promise<TLoginValue> {
  return apiValue(API.session.freePlay, ZLoginValue, { method: 'POST', body: { platform: 'W' } });
}

/** SMS code for logging in or resetting a password by phone (the number need not be a member's). */
export function sendAccountSmsCode(input: {
  purpose: 'login' | 'reset';
  mobileNum: string;
  countryDialingCode?: string | undefined;
  humanVerification: string;
}): Promise<TSmsCodeValue> {
  return apiValue(API.session.smsNoLogin, ZSmsCodeValue, { method: 'POST', body: input });
}

/** SMS code for registering a mobile number. */
export function sendRegisterSmsCode(input: {
  mobileNum: string;
  countryDialingCode?: string | undefined;
  humanVerification: string;
}): Promise<TSmsCodeValue> {
  return apiValue(API.verification.smsRegister, ZSmsCodeValue, { method: 'POST', body: input });
}

/** `PUT /wps/member/register` or `/register/mobile` (E); answers like a log in. */
export async function register(
  publicKey: string,
  mode: 'username' | 'mobile',
  request: TRegisterRequest,
): Promise<TLoginValue> {
  return apiValue(mode === 'mobile' ? API.member.registerMobile : API.member.register, ZLoginValue, {
    method: 'PUT',
    body: await encryptPayload(publicKey, request),
  });
}

/** `GET /wps/agent/affiliate`: resolves when the invitation code is an active agent's. */
export async function checkAffiliateCode(code: string, domain: string): Promise<void> {
  await apiValue(API.member.affiliate, ZNull, { query: { code, domain } });
}

/** `GET /wps/member/info` (T). */
export function fetchMemberInfo(signal?: AbortSignal): Promise<TMemberInfo> {
  return apiValue(API.member.info, ZMemberInfo, { signal });
}

/** `POST /wps/member/password` (T, E). `token` overrides the tab's session (the agent page's flow). */
export async function changePassword(
  publicKey: string,
  input: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
  token?: string,
): Promise<void> {
  await apiValue(API.member.password, ZNull, {
    method: 'POST',
    body: await encryptPayload(publicKey, input),
    ...(token === undefined ? {} : { token }),
  });
}

/** Ends a session that is not the tab's (the agent page's change of password signs in for one call). */
export async function logoutToken(token: string): Promise<void> {
  await apiRequest(API.session.logout, z.unknown(), { method: 'DELETE', token }).catch(() => undefined);
}

/** Forgotten password by email (form encoded): a link is emailed; nothing changes until it is followed. */
export async function forgotPasswordByEmail(input: { username: string; email: string }): Promise<void> {
  await apiValue(API.member.passwordEmail, ZNull, { method: 'POST', form: input, token: null });
}

/** The emailed link's page: sets the new password (every session of the member ends). */
export async function confirmPasswordReset(input: {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<void> {
  await apiValue(API.member.passwordEmailConfirm, ZNull, { method: 'POST', body: input, token: null });
}

/** A one-time ticket (60 s) of the session for the app-download link: the token never goes in a URL. */
export function fetchAppTicket() {
  return apiValue(API.session.appTicket, ZSessionTicketValue, { method: 'POST' });
}

/** Forgotten password by phone (E): a new password with an SMS code, then logged in. */
export async function resetPasswordByPhone(
  publicKey: string,
  input: { mobileNum: string; countryDialingCode?: string; verificationCode: string; newPassword: string },
): Promise<TLoginValue> {
  return apiValue(API.member.passwordVerification, ZLoginValue, {
    method: 'POST',
    body: await encryptPayload(publicKey, input),
    token: null,
  });
}

/** `PUT /wps/feedback`: with the session token when logged in. */
export async function submitFeedback(input: {
  type: 0 | 1 | 2 | 3 | 4 | 6;
  content: string;
  captcha: string;
  captchaKey: string;
  sender?: string;
}): Promise<void> {
  await apiValue(API.member.feedback, ZNull, { method: 'PUT', body: input });
}

/** True for an error with one of the given codes. */
export function isApiError(error: unknown, ...codes: TErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}
