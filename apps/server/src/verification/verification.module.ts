import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { CaptchaService } from './captcha.service.ts';
import { CaptchasRepository } from './captchas.repository.ts';
import { FirebaseSmsSender } from './firebase-sms.sender.ts';
import {
  DEFAULT_HUMAN_VERIFICATION_OPTIONS,
  HumanVerificationService,
} from './human-verification.service.ts';
import { HumanVerificationsRepository } from './human-verifications.repository.ts';
import { MailService } from './mail.service.ts';
import { type Mailer, OutboxMailer, SmtpMailer } from './mailer.ts';
import { OutboxRepository } from './outbox.repository.ts';
import { OutboxService } from './outbox.service.ts';
import { PlatformSecretsRepository } from './platform-secrets.repository.ts';
import { PlatformSecretsService } from './platform-secrets.service.ts';
import { RateLimiter } from './rate-limiter.service.ts';
import { RateLimitsRepository } from './rate-limits.repository.ts';
import { OutboxSmsSender, type SmsSender } from './sms-sender.ts';
import { TwilioSmsSender } from './twilio-sms.sender.ts';
import { VerificationCodesRepository } from './verification-codes.repository.ts';
import { DEFAULT_VERIFICATION_CODE_OPTIONS, VerificationCodeService } from './verification-codes.service.ts';

/** The settings the verification feature reads (see config.ts). */
export type VerificationConfig = Pick<
  AppConfig,
  | 'SMS_PROVIDER'
  | 'FIREBASE_API_KEY'
  | 'FIREBASE_API_BASE'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_API_BASE'
  | 'MAIL_TRANSPORT'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'VERIFICATION_CODE_TTL_MINUTES'
  | 'VERIFICATION_CODE_RESEND_SECONDS'
  | 'VERIFICATION_CODE_DAILY_QUOTA'
  | 'SMS_LIMIT_PER_IP_PER_HOUR'
  | 'SMS_LIMIT_PER_ACCOUNT_PER_HOUR'
  | 'SMS_LIMIT_PER_PREFIX_PER_HOUR'
  | 'SMS_LIMIT_PER_MERCHANT_PER_HOUR'
  | 'HUMAN_VERIFICATION_MAX_NUMBER'
>;

/** The verification services, wired to their repositories and the configured providers. */
export function createVerificationServices(db: Kysely<Database>, config: VerificationConfig) {
  const rateLimiter = new RateLimiter(new RateLimitsRepository(db));
  const secrets = new PlatformSecretsService(new PlatformSecretsRepository(db));
  const outboxRepository = new OutboxRepository(db);
  const smsSender = createSmsSender(config, outboxRepository);
  const mailer = createMailer(config, outboxRepository);
  return {
    rateLimiter,
    platformSecrets: secrets,
    captcha: new CaptchaService(new CaptchasRepository(db), secrets, rateLimiter),
    humanVerification: new HumanVerificationService(
      secrets,
      new HumanVerificationsRepository(db),
      rateLimiter,
      {
        ...DEFAULT_HUMAN_VERIFICATION_OPTIONS,
        maxNumber: config.HUMAN_VERIFICATION_MAX_NUMBER,
      },
    ),
    verificationCodes: new VerificationCodeService(
      new VerificationCodesRepository(db),
      secrets,
      rateLimiter,
      smsSender,
      mailer,
      {
        ...DEFAULT_VERIFICATION_CODE_OPTIONS,
        ttlMinutes: config.VERIFICATION_CODE_TTL_MINUTES,
        resendIntervalSeconds: config.VERIFICATION_CODE_RESEND_SECONDS,
        dailyQuota: config.VERIFICATION_CODE_DAILY_QUOTA,
        smsPerHour: {
          ip: config.SMS_LIMIT_PER_IP_PER_HOUR,
          account: config.SMS_LIMIT_PER_ACCOUNT_PER_HOUR,
          prefix: config.SMS_LIMIT_PER_PREFIX_PER_HOUR,
          merchant: config.SMS_LIMIT_PER_MERCHANT_PER_HOUR,
        },
      },
    ),
    mail: new MailService(mailer),
    outbox: new OutboxService(outboxRepository),
  };
}

export type VerificationServices = ReturnType<typeof createVerificationServices>;

function createSmsSender(config: VerificationConfig, outbox: OutboxRepository): SmsSender {
  if (config.SMS_PROVIDER === 'outbox') return new OutboxSmsSender(outbox);
  if (config.SMS_PROVIDER === 'firebase') {
    // config.ts refuses firebase without its key; the check keeps the types honest.
    if (!config.FIREBASE_API_KEY) throw new Error('SMS_PROVIDER=firebase needs FIREBASE_API_KEY');
    return new FirebaseSmsSender({ apiKey: config.FIREBASE_API_KEY, apiBase: config.FIREBASE_API_BASE });
  }
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = config;
  // config.ts refuses twilio without these; the check keeps the types honest.
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  return new TwilioSmsSender({
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: TWILIO_FROM,
    apiBase: config.TWILIO_API_BASE,
  });
}

function createMailer(config: VerificationConfig, outbox: OutboxRepository): Mailer {
  if (config.MAIL_TRANSPORT === 'outbox') return new OutboxMailer(outbox, config.MAIL_FROM);
  if (!config.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
  return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
}
