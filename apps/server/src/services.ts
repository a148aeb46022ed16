import { AccountsService } from './accounts/accounts.service.ts';
import { MembersRepository } from './accounts/members.repository.ts';
import { OauthRepository } from './accounts/oauth.repository.ts';
import { OauthService } from './accounts/oauth.service.ts';
import { SessionsRepository } from './accounts/sessions.repository.ts';
import { SessionsService } from './accounts/sessions.service.ts';
import type { VerificationPorts } from './accounts/verification-ports.ts';
import { AdminAuthService } from './admin/admin-auth.service.ts';
import { AdminKeysRepository } from './admin/admin-keys.repository.ts';
import { AgentsRepository } from './agents/agents.repository.ts';
import { AgentsService } from './agents/agents.service.ts';
import { registerAgentJobs } from './agents/agents-jobs.ts';
import { ContractsService } from './agents/contracts.service.ts';
import { SettlementService } from './agents/settlement.service.ts';
import { AuditRepository } from './audit/audit.repository.ts';
import { DepositsRepository } from './cashier/deposits.repository.ts';
import { DepositsService } from './cashier/deposits.service.ts';
import { GatewayDepositsRepository } from './cashier/gateway-deposits.repository.ts';
import { GatewayDepositsService } from './cashier/gateway-deposits.service.ts';
import { PaymentChannelsRepository } from './cashier/payment-channels.repository.ts';
import { PaymentChannelsService } from './cashier/payment-channels.service.ts';
import { PaymentGateways } from './cashier/payment-gateway.ts';
import { SandboxGatewayAdapter } from './cashier/sandbox-gateway.adapter.ts';
import { WithdrawalsRepository } from './cashier/withdrawals.repository.ts';
import { WithdrawalsService } from './cashier/withdrawals.service.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { ContentRepository } from './content/content.repository.ts';
import { ContentAdminService, ContentService } from './content/content.service.ts';
import { LobbyContentRepository } from './content/lobby-content.repository.ts';
import { LobbyContentService } from './content/lobby-content.service.ts';
import type { DatabaseHandle } from './db/database.ts';
import { CatalogueRepository } from './games/catalogue.repository.ts';
import { CatalogueService } from './games/catalogue.service.ts';
import { CatalogueCache } from './games/catalogue-cache.ts';
import { INHOUSE_VASSALAGE, InhouseLauncher, publishJackpot } from './games/inhouse-launcher.ts';
import { InhouseVendorRepository } from './games/inhouse-vendor.repository.ts';
import { VendorsRepository } from './games/vendors.repository.ts';
import { VendorsService } from './games/vendors.service.ts';
import { jobDatabaseFor } from './jobs/job-database.ts';
import { PgBossJobs } from './jobs/jobs.service.ts';
import { registerPlatformJobs } from './jobs/platform-jobs.ts';
import { LedgerRepository } from './ledger/ledger.repository.ts';
import { LedgerService } from './ledger/ledger.service.ts';
import { WalletService } from './ledger/wallet.service.ts';
import { GameRecordsRepository } from './member-money/game-records.repository.ts';
import { MemberMoneyService } from './member-money/member-money.service.ts';
import { PaymentPasswordService } from './member-money/payment-password.service.ts';
import { RecordsService } from './member-money/records.service.ts';
import { TransfersService } from './member-money/transfers.service.ts';
import { MerchantsRepository } from './merchants/merchants.repository.ts';
import { MerchantsService } from './merchants/merchants.service.ts';
import type { BalanceNotifier } from './realtime/balance-notifier.ts';
import { createRealtime } from './realtime/realtime.module.ts';
import { SystemService } from './system/system.service.ts';
import { JackpotRepository } from './vendor-wallet/jackpot.repository.ts';
import { JackpotService } from './vendor-wallet/jackpot.service.ts';
import { TransferWalletRepository } from './vendor-wallet/transfer-wallet.repository.ts';
import { TransferWalletService } from './vendor-wallet/transfer-wallet.service.ts';
import { VendorWalletRepository } from './vendor-wallet/vendor-wallet.repository.ts';
import { type MemberExists, VendorWalletService } from './vendor-wallet/vendor-wallet.service.ts';
import { normalisePhone } from './verification/phone.ts';
import { createVerificationServices, type VerificationConfig } from './verification/verification.module.ts';

/**
 * The composition root: every service wired to its repositories, once per process.
 * `config` picks the SMS and mail providers; without it the environment is read (outbox by default).
 */
export function createServices(
  database: DatabaseHandle,
  config: VerificationConfig &
    Pick<AppConfig, 'SESSION_IDLE_MINUTES'> &
    Partial<Pick<AppConfig, 'PAYMENT_CALLBACK_ORIGIN'>> = loadConfig(),
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
  const catalogueCache = new CatalogueCache();
  const realtime = createRealtime(
    database,
    {
      balanceOf: (merchantId, memberId) => ledger.balanceOf(merchantId, 'member_wallet', memberId.toString()),
    },
    catalogueCache,
  );
  const balances = realtime.balanceNotifier;
  const jobs = new PgBossJobs(jobDatabaseFor(database));
  const vendors = new VendorsService(vendorsRepository);
  const memberExists: MemberExists = async (merchantId, memberId) =>
    (await membersRepository.findById(merchantId, memberId)) !== undefined;
  const depositsRepository = new DepositsRepository();
  const paymentGateways = new PaymentGateways([new SandboxGatewayAdapter()]);
  const paymentChannelsRepository = new PaymentChannelsRepository();
  const paymentPassword = new PaymentPasswordService(db, membersRepository, verification.rateLimiter, audit);
  const services = {
    database,
    jobs,
    realtime,
    audit,
    ledger,
    wallet: new WalletService(db, ledger, audit, memberExists, balances),
    paymentPassword,
    transfers: new TransfersService(db, ledger, membersRepository, paymentPassword, audit, balances),
    deposits: new DepositsService(db, depositsRepository, ledger, audit, balances),
    paymentGateways,
    paymentChannels: new PaymentChannelsService(
      db,
      paymentChannelsRepository,
      depositsRepository,
      paymentGateways,
      audit,
    ),
    gatewayDeposits: new GatewayDepositsService(
      db,
      new GatewayDepositsRepository(),
      paymentChannelsRepository,
      paymentGateways,
      ledger,
      audit,
      { callbackOrigin: config.PAYMENT_CALLBACK_ORIGIN },
    ),
    records: new RecordsService(db, ledgerRepository),
    memberMoney: new MemberMoneyService(
      db,
      new GameRecordsRepository(),
      ledger,
      ledgerRepository,
      membersRepository,
      depositsRepository,
      new WithdrawalsRepository(),
    ),
    withdrawals: new WithdrawalsService(
      db,
      new WithdrawalsRepository(),
      depositsRepository,
      ledger,
      membersRepository,
      paymentPassword,
      audit,
      balances,
    ),
    vendorWallet: new VendorWalletService(
      db,
      new VendorWalletRepository(database),
      ledger,
      audit,
      memberExists,
      balances,
    ),
    transferWallet: new TransferWalletService(db, new TransferWalletRepository(), ledger, audit, balances),
    merchants,
    content,
    contentAdmin: new ContentAdminService(db, contentRepository, audit),
    contentRepository,
    vendors,
    vendorsRepository,
    catalogue: new CatalogueService(
      db,
      new CatalogueRepository(db),
      vendorsRepository,
      vendors,
      audit,
      catalogueCache,
    ),
    lobbyContent: new LobbyContentService(db, new LobbyContentRepository(db), audit),
    system: new SystemService(merchants, content),
    adminAuth: new AdminAuthService(db, new AdminKeysRepository(db), audit),
    ...verification,
    membersRepository,
    sessions,
    accounts,
    oauth: new OauthService(db, new OauthRepository(db), membersRepository, accounts),
    ...createAgentServices(db, membersRepository, audit, ledger, balances),
    inhouseLinks: new InhouseVendorRepository(db),
    jackpots: new JackpotService(db, ledger, new JackpotRepository(), memberExists),
  };
  services.catalogue.registerLauncher(INHOUSE_VASSALAGE, new InhouseLauncher(services.inhouseLinks));
  services.jackpots.publishTo(async (merchantCode, pool) => {
    const merchant = await merchants.findByCode(merchantCode);
    if (merchant) await publishJackpot(services.catalogue, merchant, pool);
  });
  registerPlatformJobs(jobs, {
    autoReceiveOverdueWithdrawals: (now) => services.withdrawals.autoReceiveOverdue(now),
    housekeeping: {
      verificationCodes: () => verification.verificationCodes.purgeExpired(),
      captchas: () => verification.captcha.purgeExpired(),
      humanVerifications: () => verification.humanVerification.purgeExpired(),
      rateLimits: () => verification.rateLimiter.purgeClosed(),
    },
  });
  registerAgentJobs(jobs, services.settlement);
  return services;
}

/** The agents feature: team and reports, contracts, settlement (one repository). */
function createAgentServices(
  db: DatabaseHandle['db'],
  membersRepository: MembersRepository,
  audit: AuditRepository,
  ledger: LedgerService,
  balances: BalanceNotifier,
) {
  const agentsRepository = new AgentsRepository(db);
  return {
    agents: new AgentsService(db, agentsRepository, membersRepository, audit),
    contracts: new ContractsService(db, agentsRepository, membersRepository, audit),
    settlement: new SettlementService(db, agentsRepository, ledger, balances),
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
