import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import { VipRepository } from './vip.repository.ts';
import { type VipDeposits, VipService } from './vip.service.ts';

/** VIP levels, built from the ledger, the cashier's credited deposits and the merchant lookup. */
export function createVipServices(deps: {
  db: Kysely<Database>;
  ledger: LedgerService;
  audit: AuditLog;
  balances: BalanceNotifier;
  deposits: VipDeposits;
  merchantById: (id: bigint) => Promise<Merchant | undefined>;
}) {
  return {
    vip: new VipService(
      deps.db,
      new VipRepository(),
      deps.ledger,
      deps.audit,
      deps.balances,
      deps.deposits,
      deps.merchantById,
    ),
  };
}
