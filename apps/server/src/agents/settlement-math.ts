import type { TContractKind, TContractTier } from '@croupier/contracts';
import { formatMinor, parseMinor } from '@croupier/contracts';

/**
 * The pure arithmetic of contract settlement: tiers, rates, each agent's gross and the
 * differential split down a tree of contracts. No I/O; every amount a bigint of minor units.
 */

/** Parts per million of the base that 1 % is. */
export const PPM_PER_PERCENT = 10_000;
const PPM = 1_000_000n;

/** One tier as the arithmetic uses it (the wire's ZContractTier, parsed). */
export interface Tier {
  minValidBet: bigint;
  minLoss: bigint;
  minActiveMembers: number;
  ratePpm: number;
}

/** A team's figures for one period: settled valid bet, what it paid out, distinct active members. */
export interface TeamFigures {
  validBet: bigint;
  payout: bigint;
  activeMembers: number;
}

/** One active contract in a settlement: its holder, the holder's upline agent (null = the house). */
export interface ContractNode {
  agentId: bigint;
  contractId: bigint;
  uplineId: bigint | null;
  tiers: readonly Tier[];
  figures: TeamFigures;
}

/** What one contract holder earns for the period, with every input. */
export interface Earning {
  agentId: bigint;
  contractId: bigint;
  figures: TeamFigures;
  base: bigint;
  ratePpm: number;
  /** base × rate, floored. */
  gross: bigint;
  /** Set only when the upline could not cover its downline's gross in full. */
  uplineCap: bigint | null;
  /** Paid on to the holder's direct downline contract holders. */
  downlineShare: bigint;
  /** min(gross, uplineCap) − downlineShare: what the ledger pays the holder. */
  amount: bigint;
}

/** '0.8' (percent, at most 4 decimals) → 8000 ppm. Throws on anything else. */
export function parseRate(text: string): number {
  const ppm = parseMinor(text);
  if (ppm > 100n * BigInt(PPM_PER_PERCENT)) throw new RangeError('a rate is at most 100 %');
  return Number(ppm);
}

/** 8000 ppm → '0.8000' (percent). */
export function formatRate(ppm: number): string {
  return formatMinor(BigInt(ppm));
}

/** Parses the wire's tiers (decimal strings) into arithmetic tiers. */
export function parseTiers(tiers: readonly TContractTier[]): Tier[] {
  return tiers.map((tier) => ({
    minValidBet: parseMinor(tier.minValidBet),
    minLoss: parseMinor(tier.minLoss),
    minActiveMembers: tier.minActiveMembers,
    ratePpm: parseRate(tier.rate),
  }));
}

/** The wire form of arithmetic tiers. */
export function formatTiers(tiers: readonly Tier[]): TContractTier[] {
  return tiers.map((tier) => ({
    minValidBet: formatMinor(tier.minValidBet),
    minLoss: formatMinor(tier.minLoss),
    minActiveMembers: tier.minActiveMembers,
    rate: formatRate(tier.ratePpm),
  }));
}

/**
 * Null when the table is well formed, else why not: thresholds and rates must not decrease from
 * one tier to the next (so a team that grows never falls to a lower rate), and tiers must differ.
 */
export function tierTableProblem(tiers: readonly Tier[]): string | null {
  if (tiers.length === 0) return 'at least one tier';
  for (let i = 1; i < tiers.length; i++) {
    const a = tiers[i - 1] as Tier;
    const b = tiers[i] as Tier;
    if (b.minValidBet < a.minValidBet || b.minLoss < a.minLoss || b.minActiveMembers < a.minActiveMembers)
      return `tier ${i + 1} has a lower threshold than tier ${i}`;
    if (b.ratePpm < a.ratePpm) return `tier ${i + 1} has a lower rate than tier ${i}`;
    if (
      b.minValidBet === a.minValidBet &&
      b.minLoss === a.minLoss &&
      b.minActiveMembers === a.minActiveMembers
    )
      return `tier ${i + 1} repeats the thresholds of tier ${i}`;
  }
  return null;
}

/** The team's loss (the house's net win on it): valid bet − payout; negative when the team won. */
export function lossOf(figures: TeamFigures): bigint {
  return figures.validBet - figures.payout;
}

/**
 * The rate of the highest tier whose every threshold the figures reach (0 when none). A loss
 * threshold of 0 is no requirement (a salary is due whether the team won or lost).
 */
export function rateAt(
  tiers: readonly Tier[],
  figures: { validBet: bigint; loss: bigint; activeMembers: number },
): number {
  let rate = 0;
  for (const tier of tiers) {
    if (
      figures.validBet >= tier.minValidBet &&
      (tier.minLoss === 0n || figures.loss >= tier.minLoss) &&
      figures.activeMembers >= tier.minActiveMembers
    )
      rate = Math.max(rate, tier.ratePpm);
  }
  return rate;
}

/** What the rate applies to: the valid bet for salaries, the team's loss (never below 0) for a dividend. */
export function baseOf(kind: TContractKind, figures: TeamFigures): bigint {
  if (kind !== 'dividend') return figures.validBet;
  const loss = lossOf(figures);
  return loss > 0n ? loss : 0n;
}

/** base × rate of the reached tier, floored to a minor unit, with the base and rate used. */
export function grossOf(
  kind: TContractKind,
  tiers: readonly Tier[],
  figures: TeamFigures,
): { base: bigint; ratePpm: number; gross: bigint } {
  const base = baseOf(kind, figures);
  const ratePpm = rateAt(tiers, {
    validBet: figures.validBet,
    loss: lossOf(figures),
    activeMembers: figures.activeMembers,
  });
  return { base, ratePpm, gross: (base * BigInt(ratePpm)) / PPM };
}

/**
 * The offered tiers whose rate is higher than what the offering agent's own table gives at the
 * same thresholds. Empty means the offer is allowed. With both tables well formed, this bounds the
 * downline's rate by the upline's for any figures (the upline's team contains the downline's).
 */
export function rateBoundViolations(own: readonly Tier[], offered: readonly Tier[]): Tier[] {
  return offered.filter(
    (tier) =>
      tier.ratePpm >
      rateAt(own, { validBet: tier.minValidBet, loss: tier.minLoss, activeMembers: tier.minActiveMembers }),
  );
}

/**
 * Splits one period's earnings down every tree of contracts of one kind (differential).
 * Each holder's gross is its own rate on its own team's figures; it keeps that gross minus what its
 * direct downline holders receive. A holder never receives more than its upline's share leaves: if
 * the direct downline's gross adds up to more than the upline's own (possible for a dividend when
 * sub-teams won and lost), the upline's share is divided pro rata (floored; the remainder stays
 * with the upline). A contract whose upline holds no contract of the kind in this settlement is
 * capped at 0 (no one funds it). Hence, per tree, the total paid equals the top holder's gross,
 * i.e. never more than the top contract's rate on the top team's figures, and no amount is negative.
 */
export function settleTree(kind: TContractKind, nodes: readonly ContractNode[]): Earning[] {
  const byAgent = new Map<bigint, ContractNode>();
  for (const node of nodes) {
    if (byAgent.has(node.agentId)) throw new Error(`agent ${node.agentId} holds two contracts of ${kind}`);
    byAgent.set(node.agentId, node);
  }
  const children = new Map<bigint, ContractNode[]>();
  const gross = new Map<bigint, ReturnType<typeof grossOf>>();
  for (const node of nodes) {
    gross.set(node.agentId, grossOf(kind, node.tiers, node.figures));
    if (node.uplineId !== null && byAgent.has(node.uplineId)) {
      const list = children.get(node.uplineId) ?? [];
      list.push(node);
      children.set(node.uplineId, list);
    }
  }

  const earnings: Earning[] = [];
  // Start from the top holders (house contracts) and the orphans (capped at 0), then go down.
  const queue: { node: ContractNode; cap: bigint | null }[] = nodes
    .filter((node) => node.uplineId === null || !byAgent.has(node.uplineId))
    .map((node) => ({ node, cap: node.uplineId === null ? null : 0n }));
  for (let i = 0; i < queue.length; i++) {
    const { node, cap } = queue[i] as { node: ContractNode; cap: bigint | null };
    const own = gross.get(node.agentId) as ReturnType<typeof grossOf>;
    const kept = cap === null || cap >= own.gross ? own.gross : cap;
    const below = children.get(node.agentId) ?? [];
    const wanted = below.reduce((sum, child) => sum + (gross.get(child.agentId)?.gross ?? 0n), 0n);
    let share = 0n;
    for (const child of below) {
      const childGross = gross.get(child.agentId)?.gross ?? 0n;
      const childCap = wanted <= kept ? null : wanted === 0n ? 0n : (kept * childGross) / wanted;
      share += childCap ?? childGross;
      queue.push({ node: child, cap: childCap });
    }
    earnings.push({
      agentId: node.agentId,
      contractId: node.contractId,
      figures: node.figures,
      base: own.base,
      ratePpm: own.ratePpm,
      gross: own.gross,
      uplineCap: cap !== null && cap < own.gross ? cap : null,
      downlineShare: share,
      amount: kept - share,
    });
  }
  if (earnings.length !== nodes.length) throw new Error('contracts form a cycle');
  return earnings;
}
