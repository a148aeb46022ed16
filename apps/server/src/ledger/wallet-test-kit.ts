import { randomBytes } from 'node:crypto';
import {
  API,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
} from '@croupier/contracts';
import { signPayload } from '@croupier/signing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { MemberRow } from '../accounts/members.repository.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { AppServices } from '../services.ts';
import { createTestMember } from '../testing/accounts.ts';
import type { VendorContext } from '../vendor-wallet/vendor-wallet.service.ts';
import { vendorTimestamp } from '../vendor-wallet/vendor-wallet.service.ts';

/** Test and bench helpers of the wallet: players with a live session and money, signed vendor calls. */

/** A member with a live player session (so bets are accepted), and its vendor-side player id; `member.type` 4 makes a trial (free play) account. */
export async function createPlayer(
  services: AppServices,
  merchant: Merchant,
  balance?: string,
  member: { type?: number } = {},
) {
  const created = await createTestMember(services, merchant, member);
  const token = await services.database.db.transaction().execute((tx) =>
    services.sessions.issue(tx, {
      merchant,
      member: created,
      side: 'player',
      loginType: 'username',
      ip: '127.0.0.1',
      userAgent: null,
    }),
  );
  if (balance) await fund(services, merchant, created, balance);
  return { member: created, token, playerId: `${merchant.code}:${created.id}` };
}

/** Credits the member by an operator adjustment. */
export function fund(
  services: AppServices,
  merchant: Merchant,
  member: Pick<MemberRow, 'id'>,
  amount: string,
) {
  return services.wallet.adjust(
    merchant,
    {
      memberId: member.id.toString(),
      amount,
      idempotencyKey: `fund-${randomBytes(8).toString('hex')}`,
      reason: 'test',
    },
    { actor: 'test' },
  );
}

/** Ends every session of the member, as an idle timeout would. */
export async function expireSessions(services: AppServices, memberId: bigint) {
  await sql`update sessions set expires_at = now() - interval '1 minute' where member_id = ${memberId}`.execute(
    services.database.db,
  );
}

/** Registers a vendor for the merchant; returns its credential and the context the service uses. */
export async function registerVendor(services: AppServices, merchant: Merchant, vendorCode = 'ACME') {
  const credential = await services.vendorWallet.registerVendor(merchant.id, vendorCode, { actor: 'test' });
  const context: VendorContext = {
    merchantId: merchant.id,
    merchantCode: merchant.code,
    currency: merchant.currency,
    vendorCode,
  };
  return { credential, context };
}

export type VendorOperation = 'balance' | 'bet' | 'win' | 'rollback';

/** Sends a vendor call signed as a vendor would (override timestamp or signature to test refusals). */
export function signedVendorCall(
  app: FastifyInstance,
  credential: { vendorCode: string; keyId: string; secret: string },
  operation: VendorOperation,
  body: Record<string, unknown>,
  options: { timestamp?: string; signature?: string; rawBody?: string } = {},
) {
  const rawBody = options.rawBody ?? JSON.stringify(body);
  const timestamp = options.timestamp ?? vendorTimestamp();
  return app.inject({
    method: 'POST',
    url: API.vendorWallet[operation].replace(':vendorCode', credential.vendorCode),
    headers: {
      'content-type': 'application/json',
      [VENDOR_KEY_HEADER]: credential.keyId,
      [VENDOR_TIMESTAMP_HEADER]: timestamp,
      [VENDOR_SIGNATURE_HEADER]: options.signature ?? signPayload(credential.secret, timestamp, rawBody),
    },
    payload: rawBody,
  });
}

/** A fresh vendor-side id. */
export function vendorId(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

/** What `ledgerInvariants` reads for a ledger that holds: nothing unbalanced, negative, drifted or dangling, and zero overall. */
export const BALANCED_LEDGER = {
  unbalancedTransactions: 0,
  danglingReferences: 0,
  negativeWallets: 0,
  driftedAccounts: 0,
  total: 0n,
} as const;

/**
 * The ledger's global invariants for one merchant, read from the database: every transaction's
 * postings sum to zero, no non-negative account is below zero, each account's balance equals the
 * sum of its postings and its last balance_after, all balances sum to zero, and every posting and
 * vendor transaction points at rows that exist (what the foreign keys dropped by migration 015 did).
 */
export async function ledgerInvariants(services: AppServices, merchantId: bigint) {
  const db = services.database.db;
  const unbalanced = await sql<{ transaction_id: bigint }>`
    select p.transaction_id from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
    where t.merchant_id = ${merchantId} group by p.transaction_id having sum(p.amount) <> 0`.execute(db);
  const negative = await sql<{ id: bigint }>`
    select id from ledger_accounts where merchant_id = ${merchantId} and not allow_negative and balance < 0`.execute(
    db,
  );
  const drifted = await sql<{ id: bigint }>`
    select a.id from ledger_accounts a
    left join lateral (select coalesce(sum(amount), 0) as total from ledger_postings where account_id = a.id) s on true
    left join lateral (select balance_after from ledger_postings where account_id = a.id order by id desc limit 1) l on true
    where a.merchant_id = ${merchantId}
      and (a.balance <> s.total or a.balance <> coalesce(l.balance_after, 0))`.execute(db);
  const dangling = await sql<{ n: bigint }>`
    select (select count(*) from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
             where t.merchant_id = ${merchantId}
               and not exists (select 1 from ledger_accounts a where a.id = p.account_id and a.merchant_id = t.merchant_id))
         + (select count(*) from ledger_postings p
             where not exists (select 1 from ledger_transactions t where t.id = p.transaction_id))
         + (select count(*) from vendor_transactions v
             where v.merchant_id = ${merchantId}
               and (not exists (select 1 from members m where m.id = v.member_id and m.merchant_id = v.merchant_id)
                    or (v.ledger_transaction_id is not null and not exists (
                          select 1 from ledger_transactions t
                           where t.id = v.ledger_transaction_id and t.merchant_id = v.merchant_id))))
         + (select count(*) from game_rounds g
             where g.merchant_id = ${merchantId}
               and not exists (select 1 from members m where m.id = g.member_id and m.merchant_id = g.merchant_id))
      as n`.execute(db);
  const totals = await sql<{ total: string; members: string }>`
    select coalesce(sum(balance), 0)::text as total,
           coalesce(sum(balance) filter (where kind = 'member_wallet'), 0)::text as members
    from ledger_accounts where merchant_id = ${merchantId}`.execute(db);
  const row = totals.rows[0];
  return {
    unbalancedTransactions: unbalanced.rows.length,
    danglingReferences: Number(dangling.rows[0]?.n ?? 0),
    negativeWallets: negative.rows.length,
    driftedAccounts: drifted.rows.length,
    total: BigInt(row?.total ?? '0'),
    memberTotal: BigInt(row?.members ?? '0'),
  };
}
