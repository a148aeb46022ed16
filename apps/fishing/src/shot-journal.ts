import type { VendorDb } from '@croupier/vendor-kit';

/** One decided shot as its round records it. */
export interface ShotRecord {
  roundId: bigint;
  nonce: number;
  fishKind: string;
  bossShots: number;
  bet: bigint;
  captured: boolean;
  multiplier: number;
  win: bigint;
  at: Date;
}

interface Waiting {
  shot: ShotRecord;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Rows written by one statement at most (9 parameters a row). */
const MAX_BATCH = 500;

/**
 * Writes shots as a group commit: a shot is shown only once its row is committed, but a room fires
 * far faster than one transaction per shot allows, so every shot decided while a write is under way
 * joins the next one: one transaction inserts them all and adds each round's shots, bet and win.
 * No timer: a lone shot is written at once. A failed write refuses exactly the shots it carried.
 */
export class ShotJournal {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: VendorDb) {}

  /** Resolves once the shot's row and its round's totals are committed; rejects if they were not. */
  write(shot: ShotRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ shot, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        try {
          await this.commit(batch.map((w) => w.shot));
          for (const w of batch) w.resolve();
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async commit(shots: ShotRecord[]): Promise<void> {
    const schema = this.db.schema;
    const params: unknown[] = [];
    const rows = shots.map((s) => {
      const at = params.length;
      params.push(s.roundId, s.nonce, s.fishKind, s.bossShots, s.bet, s.captured, s.multiplier, s.win, s.at);
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, $${at + 8}, $${at + 9})`;
    });
    const totals = new Map<bigint, { shots: number; bet: bigint; win: bigint }>();
    for (const s of shots) {
      const t = totals.get(s.roundId) ?? { shots: 0, bet: 0n, win: 0n };
      t.shots += 1;
      t.bet += s.bet;
      t.win += s.win;
      totals.set(s.roundId, t);
    }
    const roundParams: unknown[] = [];
    const roundRows = [...totals].map(([roundId, t]) => {
      const at = roundParams.length;
      roundParams.push(roundId, t.shots, t.bet, t.win);
      return `($${at + 1}::bigint, $${at + 2}::integer, $${at + 3}::bigint, $${at + 4}::bigint)`;
    });
    await this.db.transaction(async (tx) => {
      await tx.query(
        `insert into ${schema}.shots (round_id, nonce, fish_kind, boss_shots, bet, captured, multiplier, win, at)
         values ${rows.join(', ')}`,
        params,
      );
      const updated = await tx.query(
        `update ${schema}.rounds r set shots = r.shots + v.shots, bet = r.bet + v.bet, win = r.win + v.win
           from (values ${roundRows.join(', ')}) as v(round_id, shots, bet, win)
          where r.round_id = v.round_id and r.status = 'open'
          returning r.round_id`,
        roundParams,
      );
      // A round already closed for betting cannot take more shots: the batch is refused whole.
      if (updated.length !== totals.size) throw new Error('a round of these shots is no longer open');
    });
  }
}
