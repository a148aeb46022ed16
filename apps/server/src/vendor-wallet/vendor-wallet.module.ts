import type { AuditRepository } from '../audit/audit.repository.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { JackpotRepository } from './jackpot.repository.ts';
import { JackpotService } from './jackpot.service.ts';
import { TransferWalletRepository } from './transfer-wallet.repository.ts';
import { TransferWalletService } from './transfer-wallet.service.ts';
import type { MemberExists } from './vendor-accounts.service.ts';
import { VendorAdjustService } from './vendor-adjust.service.ts';
import { VendorWalletRepository } from './vendor-wallet.repository.ts';
import { VendorWalletService } from './vendor-wallet.service.ts';

/** The vendor wallet's services: the seamless protocol, transfer vendors' sub-wallets, jackpots. */
export function createVendorWalletServices(deps: {
  database: DatabaseHandle;
  ledger: LedgerService;
  audit: AuditRepository;
  memberExists: MemberExists;
  balances: BalanceNotifier;
}) {
  const { database, ledger, audit, memberExists, balances } = deps;
  const { db } = database;
  return {
    vendorWallet: new VendorWalletService(
      db,
      new VendorWalletRepository(database),
      ledger,
      audit,
      memberExists,
      balances,
    ),
    vendorAdjust: new VendorAdjustService(db, ledger, memberExists, balances),
    transferWallet: new TransferWalletService(db, new TransferWalletRepository(), ledger, audit, balances),
    jackpots: new JackpotService(db, ledger, new JackpotRepository(), memberExists),
  };
}
