import { randomBytes } from 'node:crypto';
import {
  formatMinor,
  parseMinor,
  type TAdminRedEnvelope,
  type TAdminRedEnvelopeInput,
  type TRedEnvelopeClaim,
  type TRedEnvelopeRain,
  ZAdminRedEnvelopeInput,
} from '@croupier/contracts';
import { commitServerSeed, splitRedEnvelopePool } from '@croupier/games';
import type { Kysely } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { BalanceNotifier } from '../realtime/balance-notifier.ts';
import type { ClaimRow, RainRow, RedEnvelopesRepository } from './red-envelopes.repository.ts';

/** What a member did in a qualifying period, asked of the cashier and the member-money features. */
export interface RainEligibility {
  /** Sum of the member's credited deposits since `from`. */
  depositedSince(merchantId: bigint, memberId: bigint, from: Date): Promise<bigint>;
  /** Sum of the member's valid (settled) bets since `from`. */
  validBetSince(merchantId: bigint, memberId: bigint, from: Date): Promise<bigint>;
}

/** A ledger account owner per rain: the rain's pool pays out of its own promotion account. */
const poolOwner = (rainId: bigint) => `red_envelope:${rainId}`;
const DAY_MS = 86_400_000;
const CACHED_SPLITS = 32;

/** Thrown inside the claim transaction to roll back the envelope taken when the member already holds one. */
class AlreadyClaimed extends Error {}

/**
 * Red-envelope rains (issue 18). An operator schedules a rain: a pool split into random amounts
 * fixed by a secret seed whose hash is public from the start (the seed once the rain is over, so
 * every amount can be recomputed). While it is live, each eligible member claims one envelope: the
 * n-th claim takes envelope n. The claim counter, the claim row (one per member), the pool's
 * running total (CHECKed within the pool) and the ledger posting commit together, so concurrent
 * claims never pay an envelope twice, never pay a member twice and never exceed the pool.
 */
export class RedEnvelopesService {
  private readonly splits = new Map<bigint, bigint[]>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: RedEnvelopesRepository,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    private readonly balances: BalanceNotifier,
    private readonly eligibility: RainEligibility,
  ) {}

  /**
   * Schedules a rain (audited): a fresh 256-bit seed, its SHA-256 published at once.
   * Errors: VALIDATION_FAILED (a pool smaller than one unit per envelope, times).
   */
  async schedule(
    merchant: { id: bigint; currency: string },
    input: TAdminRedEnvelopeInput,
    actor: Actor,
  ): Promise<TAdminRedEnvelope> {
    const parsed = ZAdminRedEnvelopeInput.parse(input);
    const pool = parseMinor(parsed.poolAmount);
    if (pool < BigInt(parsed.envelopeCount))
      throw new AppError('VALIDATION_FAILED', { detail: 'the pool must hold at least 0.0001 per envelope' });
    const startsAt = new Date(parsed.startsAt);
    const seed = randomBytes(32).toString('hex');
    const row = await this.db.transaction().execute(async (tx) => {
      const inserted = await this.repository.insertRain(tx, {
        merchant_id: merchant.id,
        title: parsed.title,
        starts_at: startsAt,
        ends_at: new Date(parsed.endsAt),
        currency: merchant.currency,
        pool_amount: pool,
        envelope_count: parsed.envelopeCount,
        seed,
        seed_hash: commitServerSeed(seed),
        min_deposit: parsed.minDeposit === null ? null : positive(parsed.minDeposit),
        min_valid_bet: parsed.minValidBet === null ? null : positive(parsed.minValidBet),
        qualify_from: parsed.qualifyFrom
          ? new Date(parsed.qualifyFrom)
          : new Date(startsAt.getTime() - 7 * DAY_MS),
        created_by: actor.name,
      });
      await this.audit.recordBy(tx, merchant.id, actor, 'red_envelopes.schedule', {
        rainId: inserted.id.toString(),
        title: parsed.title,
        startsAt: parsed.startsAt,
        endsAt: parsed.endsAt,
        poolAmount: formatMinor(pool),
        envelopeCount: parsed.envelopeCount,
        seedHash: inserted.seed_hash,
      });
      return inserted;
    });
    return toAdmin(row, new Date());
  }

  /** Cancels a rain that is scheduled (audited); claims already paid stay paid. Errors: NOT_FOUND, CONFLICT (already cancelled). */
  async cancel(merchant: { id: bigint }, id: bigint, actor: Actor): Promise<TAdminRedEnvelope> {
    const row = await this.repository.find(this.db, merchant.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    await this.db.transaction().execute(async (tx) => {
      if (!(await this.repository.cancel(tx, merchant.id, id))) throw new AppError('CONFLICT');
      await this.audit.recordBy(tx, merchant.id, actor, 'red_envelopes.cancel', { rainId: id.toString() });
    });
    const after = await this.repository.find(this.db, merchant.id, id);
    if (!after) throw new Error('rain vanished');
    return toAdmin(after, new Date());
  }

  /** The merchant's rains for the operator, latest first. */
  async adminList(merchant: { id: bigint }): Promise<TAdminRedEnvelope[]> {
    const now = new Date();
    return (await this.repository.list(this.db, merchant.id)).map((row) => toAdmin(row, now));
  }

  /** The live rain (else the next one) with the caller's envelope when it claimed one. */
  async current(merchant: { id: bigint }, memberId: bigint | null): Promise<TRedEnvelopeRain | null> {
    const now = new Date();
    const row = await this.repository.current(this.db, merchant.id, now);
    if (!row) return null;
    const claim = memberId === null ? undefined : await this.repository.findClaim(this.db, row.id, memberId);
    return toPublic(row, now, claim);
  }

  /**
   * Claims the member's envelope of a live rain, paid to its wallet through the ledger, once; a
   * repeat answers the same envelope (`replayed`). Errors: NOT_FOUND, RED_ENVELOPE_NOT_LIVE,
   * RED_ENVELOPE_EMPTY, RED_ENVELOPE_NOT_ELIGIBLE.
   */
  async claim(
    merchant: { id: bigint; currency: string },
    memberId: bigint,
    rainId: bigint,
    audit: LedgerAudit,
  ): Promise<TRedEnvelopeClaim> {
    const rain = await this.repository.find(this.db, merchant.id, rainId);
    if (!rain) throw new AppError('NOT_FOUND');
    const existing = await this.repository.findClaim(this.db, rainId, memberId);
    if (existing) return replayOf(existing);
    const now = new Date();
    if (statusOf(rain, now) !== 'live') {
      throw new AppError(
        rain.claimed_count >= rain.envelope_count ? 'RED_ENVELOPE_EMPTY' : 'RED_ENVELOPE_NOT_LIVE',
      );
    }
    if (!(await this.isEligible(merchant.id, memberId, rain)))
      throw new AppError('RED_ENVELOPE_NOT_ELIGIBLE');
    const amounts = this.amountsOf(rain);
    const source = await this.ledger.accountFor(merchant.id, 'promotion', poolOwner(rainId), rain.currency);
    const wallet = await this.ledger.accountFor(
      merchant.id,
      'member_wallet',
      memberId.toString(),
      rain.currency,
    );
    try {
      const paid = await withRetry(() =>
        this.db.transaction().execute(async (tx) => {
          const sequence = await this.repository.takeEnvelope(tx, rainId);
          if (sequence === undefined) {
            const after = await this.repository.find(tx, merchant.id, rainId);
            throw new AppError(
              after && after.claimed_count >= after.envelope_count
                ? 'RED_ENVELOPE_EMPTY'
                : 'RED_ENVELOPE_NOT_LIVE',
            );
          }
          const amount = amounts[sequence - 1];
          if (amount === undefined) throw new Error(`rain ${rainId} has no envelope ${sequence}`);
          if (
            !(await this.repository.insertClaim(tx, {
              rainId,
              memberId,
              merchantId: merchant.id,
              sequence,
              amount,
            }))
          )
            throw new AlreadyClaimed();
          await this.repository.addClaimed(tx, rainId, amount);
          const posted = await this.ledger.postIn(tx, {
            merchantId: merchant.id,
            kind: 'red_envelope',
            idempotencyKey: `red_envelope:${rainId}:${memberId}`,
            postings: [
              { account: source, amount: -amount },
              { account: wallet, amount },
            ],
            reference: { rainId: rainId.toString(), memberId: memberId.toString(), sequence },
            audit,
          });
          await this.repository.setClaimTransaction(tx, rainId, memberId, posted.transactionId);
          await this.audit.record(tx, {
            merchantId: merchant.id,
            actor: audit.actor,
            action: 'red_envelopes.claim',
            detail: {
              rainId: rainId.toString(),
              memberId: memberId.toString(),
              sequence,
              amount: formatMinor(amount),
              transactionId: posted.transactionId.toString(),
            },
            ip: audit.ip ?? null,
            requestId: audit.requestId ?? null,
          });
          return { amount, sequence, balance: posted.balances.get(wallet) ?? null };
        }),
      );
      this.balances.changed(merchant.id, memberId);
      return {
        amount: formatMinor(paid.amount),
        sequence: paid.sequence,
        balance: paid.balance === null ? null : formatMinor(paid.balance),
        replayed: false,
      };
    } catch (error) {
      if (!(error instanceof AlreadyClaimed)) throw error;
      const first = await this.repository.findClaim(this.db, rainId, memberId);
      if (!first) throw new Error('claim vanished');
      return replayOf(first);
    }
  }

  /** Deposits or valid bets of at least the rain's minimum since its qualifying start (either suffices). */
  private async isEligible(merchantId: bigint, memberId: bigint, rain: RainRow): Promise<boolean> {
    if (rain.min_deposit === null && rain.min_valid_bet === null) return true;
    if (
      rain.min_deposit !== null &&
      (await this.eligibility.depositedSince(merchantId, memberId, rain.qualify_from)) >= rain.min_deposit
    )
      return true;
    return (
      rain.min_valid_bet !== null &&
      (await this.eligibility.validBetSince(merchantId, memberId, rain.qualify_from)) >= rain.min_valid_bet
    );
  }

  /** The rain's envelope amounts from its seed, computed once per process (a few recent rains kept). */
  private amountsOf(rain: RainRow): bigint[] {
    let amounts = this.splits.get(rain.id);
    if (!amounts) {
      amounts = splitRedEnvelopePool(rain.seed, rain.pool_amount, rain.envelope_count);
      if (this.splits.size >= CACHED_SPLITS) {
        const oldest = this.splits.keys().next().value;
        if (oldest !== undefined) this.splits.delete(oldest);
      }
      this.splits.set(rain.id, amounts);
    }
    return amounts;
  }
}

function positive(text: string): bigint {
  const value = parseMinor(text);
  if (value <= 0n) throw new AppError('VALIDATION_FAILED', { detail: 'a minimum must be above zero' });
  return value;
}

function statusOf(row: RainRow, now: Date): TRedEnvelopeRain['status'] {
  if (row.status === 'cancelled') return 'cancelled';
  if (now < row.starts_at) return 'upcoming';
  if (now >= row.ends_at || row.claimed_count >= row.envelope_count) return 'ended';
  return 'live';
}

function toPublic(row: RainRow, now: Date, claim: ClaimRow | undefined): TRedEnvelopeRain {
  const status = statusOf(row, now);
  return {
    id: row.id.toString(),
    title: row.title,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status,
    poolAmount: formatMinor(row.pool_amount),
    envelopeCount: row.envelope_count,
    remaining: row.envelope_count - row.claimed_count,
    seedHash: row.seed_hash,
    // The seed is revealed once no envelope can be claimed any more.
    seed: status === 'ended' || status === 'cancelled' ? row.seed : null,
    minDeposit: row.min_deposit === null ? null : formatMinor(row.min_deposit),
    minValidBet: row.min_valid_bet === null ? null : formatMinor(row.min_valid_bet),
    qualifyFrom: row.qualify_from.toISOString(),
    claimed: claim
      ? {
          amount: formatMinor(claim.amount),
          sequence: claim.sequence,
          claimedAt: claim.claimed_at.toISOString(),
        }
      : null,
  };
}

function toAdmin(row: RainRow, now: Date): TAdminRedEnvelope {
  const { claimed: _claimed, ...view } = toPublic(row, now, undefined);
  return {
    ...view,
    claimedCount: row.claimed_count,
    claimedAmount: formatMinor(row.claimed_amount),
    createdBy: row.created_by,
  };
}

function replayOf(claim: ClaimRow): TRedEnvelopeClaim {
  return { amount: formatMinor(claim.amount), sequence: claim.sequence, balance: null, replayed: true };
}
