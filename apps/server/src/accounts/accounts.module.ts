import type { Kysely } from 'kysely';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { normalisePhone } from '../verification/phone.ts';
import type { VerificationServices } from '../verification/verification.module.ts';
import { AccountsService } from './accounts.service.ts';
import { AuthenticatorService } from './authenticator.service.ts';
import { MembersRepository } from './members.repository.ts';
import { OauthRepository } from './oauth.repository.ts';
import { OauthService } from './oauth.service.ts';
import { OneTimeLinksRepository } from './one-time-links.repository.ts';
import { PasswordResetService } from './password-reset.service.ts';
import { SessionTicketsService } from './session-tickets.service.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { SessionsService } from './sessions.service.ts';
import type { VerificationPorts } from './verification-ports.ts';

/** The accounts services: members, sessions, registration and login, identity-provider sign-in. */
export function createAccountsServices(deps: {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>;
  verification: VerificationServices;
  audit: AuditRepository;
}) {
  const { db, audit } = deps;
  const membersRepository = new MembersRepository(db);
  const sessionsRepository = new SessionsRepository(db);
  const sessions = new SessionsService(
    db,
    sessionsRepository,
    membersRepository,
    deps.config.SESSION_IDLE_MINUTES,
    deps.config.SESSION_ABSOLUTE_HOURS * 60,
  );
  const ports = verificationPorts(deps.verification);
  const authenticator = new AuthenticatorService(db, deps.verification.platformSecrets, ports);
  const accounts = new AccountsService(
    db,
    membersRepository,
    sessionsRepository,
    sessions,
    ports,
    audit,
    authenticator,
  );
  const links = new OneTimeLinksRepository(db);
  return {
    membersRepository,
    sessions,
    accounts,
    authenticator,
    sessionTickets: new SessionTicketsService(links, sessions, accounts),
    passwordReset: new PasswordResetService(db, membersRepository, links, sessions, ports, accounts, audit),
    oauth: new OauthService(db, new OauthRepository(db), membersRepository, accounts),
  };
}

/** The verification feature seen through the narrow interface the accounts feature asks for. */
function verificationPorts(v: VerificationServices): VerificationPorts {
  return {
    get codeExpiredMinutes() {
      return v.verificationCodes.codeExpiredMinutes;
    },
    verifyHuman: (payload) => v.humanVerification.verify(payload),
    verifyCaptcha: (merchantId, key, answer) => v.captcha.verify(merchantId, key, answer),
    normalisePhone: (mobileNum, countryDialingCode) => normalisePhone(mobileNum, countryDialingCode),
    sendCode: (input) => v.verificationCodes.send(input),
    verifyCode: async (input) => {
      await v.verificationCodes.verify(input);
    },
    sendEmail: (input) => v.mail.send(input),
    hit: (key, rule) => v.rateLimiter.hit(key, rule),
    count: (key, windowSeconds) => v.rateLimiter.count(key, windowSeconds),
    release: (key) => v.rateLimiter.release(key),
    reset: (key) => v.rateLimiter.reset(key),
  };
}
