import path from 'node:path';
import { formatMinor } from '@croupier/contracts';
import { createAccountsServices } from './accounts/accounts.module.ts';
import { referralCodeOf } from './accounts/referral-code.ts';
import { AdminAuthService } from './admin/admin-auth.service.ts';
import { AdminKeysRepository } from './admin/admin-keys.repository.ts';
import { createAgentServices } from './agents/agents.module.ts';
import { registerAgentJobs } from './agents/agents-jobs.ts';
import { AuditRepository } from './audit/audit.repository.ts';
import { AuditTrailService } from './audit/audit-trail.service.ts';
import { createCashierServices } from './cashier/cashier.module.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { ConsoleRepository } from './console/console.repository.ts';
import { ConsoleService } from './console/console.service.ts';
import { createContentServices } from './content/content.module.ts';
import type { DatabaseHandle } from './db/database.ts';
import { BigWinRecorder } from './games/big-win-recorder.ts';
import { CatalogueCache } from './games/catalogue-cache.ts';
import { createGamesServices } from './games/games.module.ts';
import { publishJackpot } from './games/linked-vendors.ts';
import { jobDatabaseFor } from './jobs/job-database.ts';
import { PgBossJobs } from './jobs/jobs.service.ts';
import { registerPlatformJobs } from './jobs/platform-jobs.ts';
import { createKycServices } from './kyc/kyc.module.ts';
import { createLedger, createWalletServices } from './ledger/ledger.module.ts';
import { createLoyaltyServices } from './loyalty/loyalty.module.ts';
import { registerLoyaltyJobs } from './loyalty/loyalty-jobs.ts';
import { createMemberMoneyServices, createMemberSecurity } from './member-money/member-money.module.ts';
import { MerchantsRepository } from './merchants/merchants.repository.ts';
import { MerchantsService } from './merchants/merchants.service.ts';
import { createMessagesServices } from './messages/messages.module.ts';
import { createMissionsServices } from './missions/missions.module.ts';
import { registerMissionJobs } from './missions/missions-jobs.ts';
import { ApprovalsService } from './operators/approvals.service.ts';
import { OPERATOR_SESSION_PREFIX, OperatorAccountsService } from './operators/operator-accounts.service.ts';
import { OperatorsRepository } from './operators/operators.repository.ts';
import { createPromotionsServices } from './promotions/promotions.module.ts';
import { registerPromotionJobs } from './promotions/promotions-jobs.ts';
import { PublicStateService } from './public-state/public-state.service.ts';
import { createRealtime } from './realtime/realtime.module.ts';
import { createReconciliationServices } from './reconciliation/reconciliation.module.ts';
import { registerReconciliationJobs } from './reconciliation/reconciliation-jobs.ts';
import { createRedEnvelopesServices } from './red-envelopes/red-envelopes.module.ts';
import { createRgServices } from './rg/rg.module.ts';
import { StartupState } from './system/startup.ts';
import { SystemService } from './system/system.service.ts';
import { createVendorWalletServices } from './vendor-wallet/vendor-wallet.module.ts';
import type { MemberExists } from './vendor-wallet/vendor-wallet.service.ts';
import { createVerificationServices, type VerificationConfig } from './verification/verification.module.ts';
import { createVipServices } from './vip/vip.module.ts';
import { registerVipJobs } from './vip/vip-jobs.ts';

/**
 * The composition root: every feature's services, built once per process by its `<feature>.module.ts`
 * from the few services it needs, then the jobs and the glue between features. Only app.ts's callers
 * (server.ts, the test kit, scripts) build it; a feature never imports it (see README.md).
 * `config` picks the SMS and mail providers; without it the environment is read (outbox by default).
 */
export function createServices(
  database: DatabaseHandle,
  config: VerificationConfig &
    Pick<AppConfig, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'> &
    Partial<
      Pick<AppConfig, 'PAYMENT_CALLBACK_ORIGIN' | 'JOBS_MAINTENANCE_INTERVAL_SECONDS' | 'DATA_DIR'>
    > = loadConfig(),
) {
  const { db } = database;
  const audit = new AuditRepository();
  const merchants = new MerchantsService(db, new MerchantsRepository(db), audit);
  const verification = createVerificationServices(db, config);
  const accounts = createAccountsServices({ db, config, verification, audit });
  const { membersRepository } = accounts;
  const { ledger } = createLedger(db);
  const catalogueCache = new CatalogueCache();
  const realtime = createRealtime(
    database,
    {
      balanceOf: (merchantId, memberId) => ledger.balanceOf(merchantId, 'member_wallet', memberId.toString()),
    },
    catalogueCache,
  );
  const balances = realtime.balanceNotifier;
  // Ended sessions close their sockets in every process, once the ending transaction commits.
  accounts.sessions.onSessionsEnded((tx, merchantId, memberId) =>
    realtime.bus.publish({ t: 'sessions', m: merchantId.toString(), ids: [memberId.toString()] }, tx),
  );
  const jobs = new PgBossJobs(
    jobDatabaseFor(database),
    config.JOBS_MAINTENANCE_INTERVAL_SECONDS
      ? { maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_INTERVAL_SECONDS }
      : {},
  );
  const memberExists: MemberExists = async (merchantId, memberId) =>
    (await membersRepository.findById(merchantId, memberId)) !== undefined;
  // The inbox (issue 18): its changes reach the members' sockets through the event bus at commit.
  const { messages } = createMessagesServices({
    db,
    membersRepository,
    audit,
    publish: (merchantId, memberIds, tx) =>
      realtime.bus.publish(
        { t: 'messages', m: merchantId.toString(), ids: memberIds?.map((id) => id.toString()) ?? null },
        tx,
      ),
  });
  const { paymentPassword, memberSecurity } = createMemberSecurity({
    db,
    membersRepository,
    rateLimiter: verification.rateLimiter,
    codes: verification.verificationCodes,
    audit,
    authenticator: accounts.authenticator,
    inbox: messages,
  });
  const content = createContentServices({ db, audit });
  const cashier = createCashierServices({
    db,
    ledger,
    audit,
    balances,
    membersRepository,
    paymentPassword,
    memberSecurity,
    callbackOrigin: config.PAYMENT_CALLBACK_ORIGIN,
  });
  const games = createGamesServices({ db, audit, catalogueCache });
  const promotionServices = createPromotionsServices({
    db,
    ledger,
    audit,
    balances,
    creditedDeposits: (merchantId, memberId) => cashier.deposits.creditedDeposits(merchantId, memberId),
    gameTypeOf: (vendorCode, gameCode) => games.catalogue.gameTypeOf(vendorCode, gameCode),
    applicationsDir: path.join(config.DATA_DIR ?? '.data', 'promotion-applications'),
  });
  // Issue 17: VIP levels and missions read the member's bets, deposits and sign-ins from their owners.
  const vipServices = createVipServices({
    db,
    ledger,
    audit,
    balances,
    deposits: cashier.deposits,
    merchantById: (id) => merchants.findById(id),
  });
  const missionServices = createMissionsServices({
    db,
    ledger,
    audit,
    balances,
    sources: {
      gameTypeOf: (vendorCode, gameCode) => games.catalogue.gameTypeOf(vendorCode, gameCode),
      creditedDeposits: (merchantId, memberId) => cashier.deposits.creditedDeposits(merchantId, memberId),
      signInsOf: (merchantId, memberId, since, until) =>
        accounts.sessions.signInsOf(merchantId, memberId, since, until),
      memberName: async (merchantId, memberId) =>
        (await membersRepository.findById(merchantId, memberId))?.username,
    },
  });
  // Issue 18: points and the mall, manual rebate and invite friends.
  const loyaltyServices = createLoyaltyServices({
    db,
    ledger,
    audit,
    balances,
    paymentPassword,
    gameTypeOf: (vendorCode, gameCode) => games.catalogue.gameTypeOf(vendorCode, gameCode),
    flagsOf: async (merchantId) => (await merchants.findById(merchantId))?.flags,
    creditedDeposits: (merchantId, memberId) => cashier.deposits.creditedDeposits(merchantId, memberId),
    bonusWallet: promotionServices.promotions,
    members: {
      referralCodeOf: async (merchantId, memberId) =>
        referralCodeOf(
          membersRepository,
          merchantId,
          memberId,
          (await membersRepository.findById(merchantId, memberId))?.affiliate_code ?? null,
        ),
      accountOf: async (merchantId, memberId) =>
        (await membersRepository.findById(merchantId, memberId))?.username,
    },
  });
  const operatorAccounts = new OperatorAccountsService(
    db,
    new OperatorsRepository(db),
    verification.platformSecrets,
    verification.rateLimiter,
    audit,
  );
  const services = {
    database,
    jobs,
    realtime,
    audit,
    ledger,
    ...createWalletServices({ db, ledger, audit, memberExists, balances }),
    ...createMemberMoneyServices({
      db,
      ledger,
      membersRepository,
      paymentPassword,
      memberSecurity,
      audit,
      balances,
      paymentChannels: cashier.paymentChannels,
      withdrawals: cashier.withdrawals,
      gameNames: games.catalogue,
    }),
    ...cashier,
    ...createVendorWalletServices({ database, ledger, audit, memberExists, balances }),
    merchants,
    ...content,
    ...games,
    system: new SystemService(merchants, content.content),
    startup: new StartupState(),
    adminAuth: new AdminAuthService(db, new AdminKeysRepository(db), audit, {
      sessionPrefix: OPERATOR_SESSION_PREFIX,
      resolveSession: (token) => operatorAccounts.resolveSession(token),
    }),
    operatorAccounts,
    auditTrail: new AuditTrailService(db),
    console: new ConsoleService(
      db,
      new ConsoleRepository(db),
      accounts.sessions,
      accounts.passwordReset,
      audit,
    ),
    ...verification,
    ...accounts,
    ...createAgentServices({ db, membersRepository, audit, ledger, balances }),
    ...promotionServices,
    ...vipServices,
    ...missionServices,
    ...loyaltyServices,
    publicState: new PublicStateService({
      balanceOf: (merchantId, memberId) => ledger.balanceOf(merchantId, 'member_wallet', memberId.toString()),
      availablePromoCount: (merchant, memberId) =>
        promotionServices.promotions.availableCount(merchant, memberId),
      publicVip: (merchant, memberId) => vipServices.vip.publicVip(merchant, memberId),
      unreadMessages: async (merchantId, memberId) =>
        (await messages.unreadCount(merchantId, memberId)).unread,
    }),
    ...createRgServices({ db, sessions: accounts.sessions, audit }),
    messages,
    // KYC documents live under the data directory, never under the web root.
    ...createKycServices({ db, audit, storageDir: path.join(config.DATA_DIR ?? '.data', 'kyc-documents') }),
  };
  // Glue between features (issue 17): the bonus wallet's max bet guards vendor bets, committed bets
  // feed wagering after the wallet answered, withdrawals ask about wagering bonuses, and the reward
  // center's count is the member menu's reward badge.
  const { promotions } = promotionServices;
  // Responsible gambling (issue 20) guards bets too: an exclusion or a loss or wager limit refuses one.
  const { rg, kyc } = services;
  services.vendorWallet.guardBets(async (merchantId, memberId, amount) => {
    await rg.checkBet(merchantId, memberId, amount);
    await promotions.checkBet(merchantId, memberId, amount);
  });
  // Glue of issue 20: deposit limits at every deposit, exclusions and play time at sign-in and
  // registration, the KYC rule and AML flags at withdrawal; a verified ID number is one more key
  // a self-exclusion follows across brands.
  services.deposits.useDepositGate((merchantId, memberId, amount) =>
    rg.checkDeposit(merchantId, memberId, amount),
  );
  services.gatewayDeposits.useDepositGate((merchantId, memberId, amount) =>
    rg.checkDeposit(merchantId, memberId, amount),
  );
  services.accounts.useSignInGate(rg);
  services.withdrawals.useComplianceGate(kyc);
  rg.useVerifiedIdNumber(
    async (merchantId, memberId) => (await kyc.verified(merchantId, memberId))?.idNumber ?? null,
  );
  // Committed bets feed wagering, the member's VIP level (issue 17) and points (issue 18), after the
  // wallet answered; rollbacks take wagering and points back. The wallet has one listener of each:
  // every feature hears it here.
  const { vip, missions } = services;
  const { points, referral } = loyaltyServices;
  services.vendorWallet.onBet((bet) => {
    promotions.betSettled(bet);
    vip.betSettled(bet);
    points.betSettled(bet);
  });
  services.vendorWallet.onRollback((refund) => {
    promotions.betRefunded(refund);
    points.betRefunded(refund);
  });
  services.accounts.useReferrals(referral);
  services.withdrawals.useBonusGate(promotions);
  // Issue 17: a VIP level's daily withdrawal limit caps the member's requests of a day.
  services.withdrawals.useDailyLimit((merchantId, memberId) =>
    vip.withdrawalDailyLimit(merchantId, memberId),
  );
  // Issue 17: VIP rewards, completed missions and leaderboard prizes join the reward center; the
  // mission badge counts missions to claim. Issue 18: referral rewards join the reward badge.
  promotions.useRewardSource(vip);
  for (const source of missions.rewardSources) promotions.useRewardSource(source);
  missions.useMerchantLookup((id) => merchants.findById(id));
  promotions.useMerchantLookup((id) => merchants.findById(id));
  memberSecurity.countRewardsWith(async (merchantId, memberId) => {
    const merchant = await merchants.findById(merchantId);
    if (!merchant) return 0;
    return (
      (await promotions.rewardCount(merchant, memberId)) + (await referral.claimableCount(merchant, memberId))
    );
  });
  memberSecurity.countMissionsWith(async (merchantId, memberId) => {
    const merchant = await merchants.findById(merchantId);
    return merchant ? missions.badgeCount(merchant, memberId) : 0;
  });
  // A VIP level's rebate rates (basis points) replace the merchant's table (parts per million) for
  // its members, and platform messages may go to one VIP level.
  // Level 0 (no VIP level reached yet) keeps the merchant's table.
  loyaltyServices.rebate.useVipRates(async (merchantId, memberId) => {
    const { level, rates } = await vip.rebateRates(merchantId, memberId);
    const entries = Object.entries(rates);
    if (level === 0 || entries.length === 0) return null;
    return Object.fromEntries(entries.map(([gameType, bp]) => [gameType, bp * 100]));
  });
  messages.useVipLevel(async (merchantId, memberId) => (await vip.rebateRates(merchantId, memberId)).level);
  // Glue of issue 18: the member's system messages, each sent after its event committed.
  services.deposits.onCredited((e) =>
    messages.notify(e.merchantId, e.memberId, 'deposit_approved', { amount: formatMinor(e.amount) }),
  );
  services.gatewayDeposits.onCredited((e) =>
    messages.notify(e.merchantId, e.memberId, 'deposit_approved', { amount: formatMinor(e.amount) }),
  );
  services.withdrawals.onPaid((e) =>
    messages.notify(e.merchantId, e.memberId, 'withdrawal_paid', { amount: formatMinor(e.amount) }),
  );
  promotions.onBonusIssued((e) =>
    messages.notify(e.merchantId, e.memberId, 'bonus_issued', {
      amount: formatMinor(e.amount),
      promotion: e.promotionTitle,
    }),
  );
  services.contracts.onOffered((e) =>
    messages.notify(e.merchantId, e.memberId, 'contract_offered', { kind: e.kind, upline: e.upline }),
  );
  // Glue between features: a vendor win at or above the merchant's threshold goes on its winner
  // board, recorded after the wallet's answer (off the hot path) through the operator's service.
  const bigWins = new BigWinRecorder({
    merchantByCode: (code) => merchants.findByCode(code),
    memberName: async (merchantId, memberId) =>
      (await membersRepository.findById(merchantId, memberId))?.username,
    catalogue: services.catalogue,
  });
  services.vendorWallet.onWin((win) => bigWins.winSettled(win));
  // Glue between features: a jackpot's new pool shows in the merchant's catalogue.
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
  registerPromotionJobs(jobs, promotions);
  registerVipJobs(jobs, vip);
  registerMissionJobs(jobs, missions);
  registerLoyaltyJobs(jobs, points, referral);
  // Red-envelope rains (issue 18): eligibility asks the cashier's deposits and member money's valid bets.
  const redEnvelopeServices = createRedEnvelopesServices({
    db,
    ledger,
    audit,
    balances,
    eligibility: {
      depositedSince: async (merchantId, memberId, from) =>
        (await cashier.deposits.creditedDeposits(merchantId, memberId))
          .filter((deposit) => deposit.creditedAt >= from)
          .reduce((sum, deposit) => sum + deposit.amount, 0n),
      validBetSince: (merchantId, memberId, from) =>
        services.memberMoney.validBetSince(merchantId, memberId, from),
    },
  });
  // Four-eyes approvals carry changes out through the wallet's and the operators' own services.
  const approvals = new ApprovalsService(db, audit, services.wallet, operatorAccounts);
  // Issue 19: each vendor's day reconciled against the ledger, on demand and nightly.
  const reconciliationServices = createReconciliationServices({
    db,
    links: games.inhouseLinks,
    merchants,
    audit,
  });
  registerReconciliationJobs(jobs, reconciliationServices.reconciliation);
  return { ...services, ...redEnvelopeServices, ...reconciliationServices, bigWins, approvals };
}

export type AppServices = ReturnType<typeof createServices>;
