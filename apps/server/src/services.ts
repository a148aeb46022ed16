import { AccountsService } from './accounts/accounts.service.ts';
import { MembersRepository } from './accounts/members.repository.ts';
import { OauthRepository } from './accounts/oauth.repository.ts';
import { OauthService } from './accounts/oauth.service.ts';
import { SessionsRepository } from './accounts/sessions.repository.ts';
import { SessionsService } from './accounts/sessions.service.ts';
import type { VerificationPorts } from './accounts/verification-ports.ts';
import { AdminAuthService } from './admin/admin-auth.service.ts';
import { AdminKeysRepository } from './admin/admin-keys.repository.ts';
import { AuditRepository } from './audit/audit.repository.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { ContentRepository } from './content/content.repository.ts';
import { ContentService } from './content/content.service.ts';
import { LobbyContentRepository } from './content/lobby-content.repository.ts';
import { LobbyContentService } from './content/lobby-content.service.ts';
import type { DatabaseHandle } from './db/database.ts';
import { CatalogueRepository } from './games/catalogue.repository.ts';
import { CatalogueService } from './games/catalogue.service.ts';
import { CatalogueCache } from './games/catalogue-cache.ts';
import { VendorsRepository } from './games/vendors.repository.ts';
import { VendorsService } from './games/vendors.service.ts';
import { MerchantsRepository } from './merchants/merchants.repository.ts';
import { MerchantsService } from './merchants/merchants.service.ts';
import { SystemService } from './system/system.service.ts';
import { normalisePhone } from './verification/phone.ts';
import { createVerificationServices, type VerificationConfig } from './verification/verification.module.ts';
import { DepositsRepository } from './wallet/deposits.repository.ts';
import { DepositsService } from './wallet/deposits.service.ts';
import { LedgerRepository } from './wallet/ledger.repository.ts';
import { LedgerService } from './wallet/ledger.service.ts';
import { PaymentPasswordService } from './wallet/payment-password.service.ts';
import { RecordsService } from './wallet/records.service.ts';
import { TransfersService } from './wallet/transfers.service.ts';
import { VendorWalletRepository } from './wallet/vendor-wallet.repository.ts';
import { type MemberExists, VendorWalletService } from './wallet/vendor-wallet.service.ts';
import { WalletService } from './wallet/wallet.service.ts';
import { WithdrawalsRepository } from './wallet/withdrawals.repository.ts';
import { WithdrawalsService } from './wallet/withdrawals.service.ts';

/**
 * The composition root: every service wired to its repositories, once per process.
 * `config` picks the SMS and mail providers; without it the environment is read (outbox by default).
 */
export function createServices(
  database: DatabaseHandle,
  config: VerificationConfig & Pick<AppConfig, 'SESSION_IDLE_MINUTES'> = loadConfig(),
) {
  const { db } = database;
  const audit = new AuditRepository();
  const merchantsRepository = new MerchantsRepository(db);
  const contentRepository = new ContentRepository(db);
  const vendorsRepository = new VendorsRepository(db);
  const merchants = new MerchantsService(db, merchantsRepository, audit);
  const content = new ContentService(contentRepository);
  const verification = createVerificationServices(db, config);
  const membersRepository = new MembersRepository(db);
  const sessionsRepository = new SessionsRepository(db);
  const sessions = new SessionsService(
    db,
    sessionsRepository,
    membersRepository,
    config.SESSION_IDLE_MINUTES,
  );
  const accounts = new AccountsService(
    db,
    membersRepository,
    sessionsRepository,
    sessions,
    verificationPorts(verification),
    audit,
  );
  const ledgerRepository = new LedgerRepository();
  const ledger = new LedgerService(db, ledgerRepository);
  const vendors = new VendorsService(vendorsRepository);
  const memberExists: MemberExists = async (merchantId, memberId) =>
    (await membersRepository.findById(merchantId, memberId)) !== undefined;
  const depositsRepository = new DepositsRepository();
  const paymentPassword = new PaymentPasswordService(db, membersRepository, verification.rateLimiter, audit);
  return {
    database,
    audit,
    ledger,
    wallet: new WalletService(db, ledger, audit, memberExists),
    paymentPassword,
    transfers: new TransfersService(db, ledger, membersRepository, paymentPassword, audit),
    deposits: new DepositsService(db, depositsRepository, ledger, audit),
    records: new RecordsService(db, ledgerRepository),
    withdrawals: new WithdrawalsService(
      db,
      new WithdrawalsRepository(),
      depositsRepository,
      ledger,
      membersRepository,
      paymentPassword,
      audit,
    ),
    vendorWallet: new VendorWalletService(
      db,
      new VendorWalletRepository(),
      ledger,
      audit,
      memberExists,
      (tx, merchantId, memberId) => sessionsRepository.hasLiveSession(tx, merchantId, memberId),
    ),
    merchants,
    content,
    contentRepository,
    vendors,
    vendorsRepository,
    catalogue: new CatalogueService(
      db,
      new CatalogueRepository(db),
      vendorsRepository,
      vendors,
      audit,
      new CatalogueCache(),
    ),
    lobbyContent: new LobbyContentService(db, new LobbyContentRepository(db), audit),
    system: new SystemService(merchants, content),
    adminAuth: new AdminAuthService(db, new AdminKeysRepository(db), audit),
    ...verification,
    membersRepository,
    sessions,
    accounts,
    oauth: new OauthService(db, new OauthRepository(db), membersRepository, accounts),
  };
}

/** The verification feature seen through the narrow interface the accounts feature asks for. */
function verificationPorts(v: ReturnType<typeof createVerificationServices>): VerificationPorts {
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
    reset: (key) => v.rateLimiter.reset(key),
  };
}

export type AppServices = ReturnType<typeof createServices>;
