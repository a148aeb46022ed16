import { type VendorDb, VendorError } from '@croupier/vendor-kit';
import { type RoundRow, repo } from './repository.ts';

/** What a demo session starts with and is reset to: 2,000.00 in the merchant's currency (minor units of 1/10000). */
export const DEMO_START_BALANCE = 20_000_000n;

/** The play-money wallet a demo round moves. */
const walletOf = (round: RoundRow) => ({
  merchantCode: round.merchant_code,
  playerId: round.player_id,
  start: DEMO_START_BALANCE,
});

/**
 * The play money of demo sessions (docs/vendor-protocol.md, "Demo play"): one balance per player,
 * kept in the vendor's own `demo_wallets`, never the platform's wallet. A demo round runs the same
 * status machine as a real one; each of its money steps here is one vendor transaction that checks
 * the round's status under its row lock, so a step repeated by the sweep or another process moves
 * the play money once.
 */
export class DemoWallet {
  constructor(private readonly db: VendorDb) {}

  /** The player's play money, created at the starting amount on first use. */
  balance(merchantCode: string, playerId: string): Promise<bigint> {
    return repo.demoWallet(this.db, { merchantCode, playerId, start: DEMO_START_BALANCE });
  }

  /** Sets the player's play money back to the starting amount; returns it. */
  reset(merchantCode: string, playerId: string): Promise<bigint> {
    return repo.resetDemoWallet(this.db, { merchantCode, playerId, start: DEMO_START_BALANCE });
  }

  /**
   * Takes a `betting` demo round's stake: the round is `open` with the balances before and after.
   * Errors: INSUFFICIENT_FUNDS (the round is `rejected`, nothing moved).
   */
  async bet(round: RoundRow): Promise<RoundRow> {
    const result = await this.db.transaction(async (tx) => {
      const row = await repo.round(tx, round.round_id, true);
      if (row?.status !== 'betting') return row ?? round;
      const wallet = walletOf(row);
      const before = await repo.demoWallet(tx, wallet, true);
      if (before < row.bet) {
        return repo.updateRound(tx, row.round_id, { status: 'rejected', last_error: 'INSUFFICIENT_FUNDS' });
      }
      const after = await repo.moveDemoWallet(tx, wallet, -row.bet);
      return repo.updateRound(tx, row.round_id, {
        status: 'open',
        balance_before: before,
        balance_after: after,
      });
    });
    if (result.status === 'rejected') throw new VendorError('INSUFFICIENT_FUNDS');
    return result;
  }

  /** Pays a `settling` demo round's game win (a demo round never feeds nor wins the jackpot): `settled`. */
  settle(round: RoundRow): Promise<RoundRow> {
    return this.finish(round, 'settling', (row) => row.game_win ?? 0n, 'settled');
  }

  /** Refunds a `rolling_back` demo round's stake when it was taken (`balance_before` set): `rolled_back`. */
  rollback(round: RoundRow): Promise<RoundRow> {
    return this.finish(
      round,
      'rolling_back',
      (row) => (row.balance_before === null ? 0n : row.bet),
      'rolled_back',
    );
  }

  private finish(
    round: RoundRow,
    from: RoundRow['status'],
    credit: (row: RoundRow) => bigint,
    to: RoundRow['status'],
  ): Promise<RoundRow> {
    return this.db.transaction(async (tx) => {
      const row = await repo.round(tx, round.round_id, true);
      if (row?.status !== from) return row ?? round;
      const after = await repo.moveDemoWallet(tx, walletOf(row), credit(row));
      return repo.updateRound(tx, row.round_id, {
        status: to,
        balance_after: after,
        settled_at: new Date(),
        next_attempt_at: null,
      });
    });
  }
}
