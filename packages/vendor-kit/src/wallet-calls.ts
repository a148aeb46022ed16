import {
  formatMinor,
  parseMinor,
  type TVendorBatchCall,
  type TVendorCallStatus,
  type TVendorTransaction,
  type TVendorTransactionKind,
} from '@croupier/contracts';
import type { VendorDb } from './db.ts';
import type { OperatorLink, PlatformResult } from './platform-client.ts';
import type { VendorLog } from './service.ts';

interface CallRow {
  id: bigint;
  transaction_id: string;
  kind: TVendorTransactionKind;
  round_id: string;
  player_id: string;
  game_code: string;
  amount: bigint | null;
  bet_transaction_id: string | null;
  currency: string;
  status: TVendorCallStatus;
  code: string | null;
  called_at: Date;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The vendor's own record of every wallet call it made (bets, wins, rollbacks) and the platform's
 * answer, in `<schema>.wallet_calls` (kit migration 003). The kit's clients record each call once its
 * answer is in, so every vendor on the kit can list its day for the platform's reconciliation
 * (`page`, behind the signed transactions route of `registerOperatorRoutes`).
 */
export class WalletCallLog {
  constructor(
    private readonly db: VendorDb,
    private readonly log?: VendorLog | undefined,
  ) {}

  /**
   * Records a call and its answer: a repeat of a transaction id keeps its first time and takes the
   * newest answer, except that an `ok` stays `ok`. A rollback's amount is the stake of the bet it
   * names when the platform took that bet, else null. Never throws: a failed record is a missing row
   * that the reconciliation shows (and a log line), never a failed money call.
   */
  async record(
    link: OperatorLink,
    call: TVendorBatchCall,
    body: Record<string, unknown>,
    result: PlatformResult<unknown>,
  ): Promise<void> {
    const status: TVendorCallStatus = result.kind;
    const code = result.kind === 'refused' ? result.code.slice(0, 64) : null;
    const amount = call === 'rollback' || typeof body.amount !== 'string' ? null : parseMinor(body.amount);
    const betTransactionId = call === 'rollback' ? text(body.betTransactionId) : null;
    const table = `${this.db.schema}.wallet_calls`;
    try {
      await this.db.query(
        `insert into ${table} as c (merchant_code, vendor_code, transaction_id, kind, round_id, player_id, game_code,
           amount, bet_transaction_id, currency, status, code)
         values ($1, $2, $3, $4, $5, $6, $7,
           coalesce($8::bigint, (select b.amount from ${table} b where $4 = 'rollback' and b.merchant_code = $1
             and b.vendor_code = $2 and b.transaction_id = $9 and b.kind = 'bet' and b.status = 'ok')),
           $9, $10, $11, $12)
         on conflict (merchant_code, vendor_code, transaction_id) do update set
           status = case when c.status = 'ok' then 'ok' else excluded.status end,
           code = case when c.status = 'ok' then c.code else excluded.code end,
           amount = coalesce(c.amount, excluded.amount),
           answered_at = now()`,
        [
          link.merchantCode,
          link.vendorCode,
          text(body.transactionId),
          call,
          text(body.roundId),
          text(body.playerId),
          text(body.gameCode),
          amount === null ? null : amount.toString(),
          betTransactionId,
          link.currency,
          status,
          code,
        ],
      );
    } catch (error) {
      // The money call's answer stands; the missing row shows as a difference when reconciled.
      this.log?.('wallet call not recorded', {
        transactionId: text(body.transactionId),
        kind: call,
        error: String(error),
      });
    }
  }

  /**
   * One page of the calls first made in [from, to) for a merchant and vendor code, oldest first
   * (by record id; `cursor` is the last id of the previous page).
   */
  async page(query: {
    merchantCode: string;
    vendorCode: string;
    from: Date;
    to: Date;
    cursor: string | null;
    limit: number;
  }): Promise<{ transactions: TVendorTransaction[]; nextCursor: string | null }> {
    const rows = await this.db.query<CallRow>(
      `select id, transaction_id, kind, round_id, player_id, game_code, amount, bet_transaction_id, currency,
              status, code, called_at
         from ${this.db.schema}.wallet_calls
        where merchant_code = $1 and vendor_code = $2 and called_at >= $3 and called_at < $4 and id > $5
        order by id
        limit $6`,
      [
        query.merchantCode,
        query.vendorCode,
        query.from.toISOString(),
        query.to.toISOString(),
        query.cursor ?? '0',
        query.limit + 1,
      ],
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      transactions: page.map((r) => ({
        transactionId: r.transaction_id,
        roundId: r.round_id,
        playerId: r.player_id,
        gameCode: r.game_code,
        kind: r.kind,
        amount: r.amount === null ? null : formatMinor(BigInt(r.amount)),
        currency: r.currency,
        betTransactionId: r.bet_transaction_id,
        status: r.status,
        code: r.code,
        calledAt: new Date(r.called_at).toISOString(),
      })),
      nextCursor: rows.length > query.limit && last ? String(last.id) : null,
    };
  }
}
