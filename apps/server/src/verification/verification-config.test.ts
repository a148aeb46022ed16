import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('verification settings in loadConfig', () => {
  it('defaults to the outbox for SMS and mail, 5-minute codes, a 60 s resend wait and 10 a day', () => {
    expect(loadConfig({})).toMatchObject({
      SMS_PROVIDER: 'outbox',
      TWILIO_API_BASE: 'https://api.twilio.com',
      MAIL_TRANSPORT: 'outbox',
      MAIL_FROM: 'no-reply@croupier.local',
      VERIFICATION_CODE_TTL_MINUTES: 5,
      VERIFICATION_CODE_RESEND_SECONDS: 60,
      VERIFICATION_CODE_DAILY_QUOTA: 10,
    });
  });

  it('needs the three Twilio settings when SMS_PROVIDER=twilio, naming each missing one', () => {
    const run = (env: Record<string, string>) => () => loadConfig({ SMS_PROVIDER: 'twilio', ...env });
    expect(run({})).toThrow(ConfigError);
    expect(run({})).toThrow(/TWILIO_ACCOUNT_SID: required when SMS_PROVIDER=twilio/);
    expect(run({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'x' })).toThrow(
      /TWILIO_FROM: required when SMS_PROVIDER=twilio/,
    );
    expect(run({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'x' })).not.toThrow(/TWILIO_AUTH_TOKEN/);
    expect(
      loadConfig({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 'x',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE: 'http://127.0.0.1:9999',
      }),
    ).toMatchObject({ SMS_PROVIDER: 'twilio', TWILIO_API_BASE: 'http://127.0.0.1:9999' });
  });

  it('needs SMTP_URL when MAIL_TRANSPORT=smtp', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(
      /SMTP_URL: required when MAIL_TRANSPORT=smtp/,
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtps://u:p@mail.example:465' })).toMatchObject({
      MAIL_TRANSPORT: 'smtp',
    });
  });

  it('refuses unknown providers and out-of-range limits', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ VERIFICATION_CODE_TTL_MINUTES: '0' })).toThrow(/VERIFICATION_CODE_TTL_MINUTES/);
    expect(() => loadConfig({ VERIFICATION_CODE_DAILY_QUOTA: 'many' })).toThrow(
      /VERIFICATION_CODE_DAILY_QUOTA/,
    );
    expect(loadConfig({ VERIFICATION_CODE_RESEND_SECONDS: '0' }).VERIFICATION_CODE_RESEND_SECONDS).toBe(0);
  });
});
