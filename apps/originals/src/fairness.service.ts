import { randomBytes } from 'node:crypto';
import type { TFairnessState, TRevealedSeed } from '@croupier/contracts';
import { commitServerSeed } from '@croupier/games';
import { type SqlRunner, type VendorDb, VendorError } from '@croupier/vendor-kit';
import { repo, type SeedRow } from './repository.ts';

/** A fresh secret server seed: 64 lower-case hex chars (256 bits). */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed the player may replace. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function fairnessState(seed: SeedRow): TFairnessState {
  return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce };
}

export function revealed(seed: SeedRow): TRevealedSeed {
  return {
    serverSeed: seed.server_seed,
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    lastNonce: seed.next_nonce - 1,
  };
}

/**
 * Per-player provably-fair seed pairs. The active pair's server seed stays secret (only its
 * SHA-256 is shown) until a rotation reveals it; every bet takes the next nonce of the active pair
 * inside the transaction that records the round, so no two bets share a nonce.
 */
export class FairnessService {
  constructor(private readonly db: VendorDb) {}

  /** The active pair, created on first use. */
  async active(merchantCode: string, playerId: string, db: SqlRunner = this.db): Promise<SeedRow> {
    const found = await repo.activeSeed(db, merchantCode, playerId);
    if (found) return found;
    const serverSeed = newServerSeed();
    const inserted = await repo.insertSeed(db, {
      merchantCode,
      playerId,
      serverSeed,
      serverSeedHash: commitServerSeed(serverSeed),
      clientSeed: newClientSeed(),
    });
    return inserted ?? ((await repo.activeSeed(db, merchantCode, playerId)) as SeedRow);
  }

  /** Takes the next nonce of the active pair (inside the caller's transaction). */
  async takeNonce(
    tx: SqlRunner,
    merchantCode: string,
    playerId: string,
  ): Promise<{ seed: SeedRow; nonce: number }> {
    const seed =
      (await repo.activeSeed(tx, merchantCode, playerId, true)) ??
      (await this.active(merchantCode, playerId, tx));
    const nonce = await repo.bumpNonce(tx, seed.id);
    return { seed, nonce };
  }

  async view(
    merchantCode: string,
    playerId: string,
  ): Promise<{ current: TFairnessState; previous: TRevealedSeed | null }> {
    const current = await this.active(merchantCode, playerId);
    const previous = await repo.lastRevealedSeed(this.db, merchantCode, playerId);
    return { current: fairnessState(current), previous: previous ? revealed(previous) : null };
  }

  /**
   * Reveals the active server seed and commits to a new one (client seed kept or replaced).
   * Errors: ROUND_IN_PROGRESS while the player has an open round drawn from the active seed
   * (revealing it would reveal that round's outcome, e.g. a mines layout).
   */
  async rotate(merchantCode: string, playerId: string, clientSeed?: string) {
    await this.db.transaction(async (tx) => {
      const current =
        (await repo.activeSeed(tx, merchantCode, playerId, true)) ??
        (await this.active(merchantCode, playerId, tx));
      const open = await tx.query(
        `select 1 from vendor_inhouse.rounds where seed_id = $1 and status in ('open', 'betting')`,
        [current.id],
      );
      if (open.length > 0) throw new VendorError('ROUND_IN_PROGRESS');
      await repo.revealSeed(tx, current.id);
      const serverSeed = newServerSeed();
      await repo.insertSeed(tx, {
        merchantCode,
        playerId,
        serverSeed,
        serverSeedHash: commitServerSeed(serverSeed),
        clientSeed: clientSeed ?? current.client_seed,
      });
    });
    return this.view(merchantCode, playerId);
  }
}
