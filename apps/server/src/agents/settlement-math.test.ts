import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContractNode,
  grossOf,
  parseRate,
  rateAt,
  rateBoundViolations,
  settleTree,
  type TeamFigures,
  type Tier,
  tierTableProblem,
} from './settlement-math.ts';

const U = 10_000n; // minor units per currency unit
const flat = (rate: string): Tier[] => [
  { minValidBet: 0n, minLoss: 0n, minActiveMembers: 0, ratePpm: parseRate(rate) },
];
const figures = (validBet: bigint, payout = 0n, activeMembers = 1): TeamFigures => ({
  validBet,
  payout,
  activeMembers,
});

describe('rates and tiers', () => {
  it('parses percentages into parts per million', () => {
    expect(parseRate('1')).toBe(10_000);
    expect(parseRate('0.8')).toBe(8_000);
    expect(parseRate('0.0001')).toBe(1);
    expect(() => parseRate('100.0001')).toThrow();
  });

  it('takes the highest tier whose every threshold is reached', () => {
    const tiers: Tier[] = [
      { minValidBet: 0n, minLoss: 0n, minActiveMembers: 0, ratePpm: 5_000 },
      { minValidBet: 1000n * U, minLoss: 0n, minActiveMembers: 3, ratePpm: 8_000 },
      { minValidBet: 5000n * U, minLoss: 0n, minActiveMembers: 10, ratePpm: 12_000 },
    ];
    expect(rateAt(tiers, { validBet: 999n * U, loss: 0n, activeMembers: 50 })).toBe(5_000);
    // 1000 bet but only 2 active members: still the first tier.
    expect(rateAt(tiers, { validBet: 1000n * U, loss: 0n, activeMembers: 2 })).toBe(5_000);
    expect(rateAt(tiers, { validBet: 1000n * U, loss: 0n, activeMembers: 3 })).toBe(8_000);
    expect(rateAt(tiers, { validBet: 9000n * U, loss: 0n, activeMembers: 9 })).toBe(8_000);
    expect(rateAt(tiers, { validBet: 9000n * U, loss: 0n, activeMembers: 10 })).toBe(12_000);
    // 0.8 % of 1000.0000 is 8.0000.
    expect(grossOf('dailySalary', tiers, figures(1000n * U, 0n, 3)).gross).toBe(8n * U);
  });

  it('a dividend is paid on the team loss only, never on a team win', () => {
    const tiers = flat('40');
    expect(grossOf('dividend', tiers, figures(1000n * U, 700n * U)).gross).toBe(120n * U); // 40 % of 300
    expect(grossOf('dividend', tiers, figures(1000n * U, 1500n * U)).gross).toBe(0n);
  });

  it('a dividend tier needs the period loss threshold', () => {
    const tiers: Tier[] = [
      { minValidBet: 0n, minLoss: 0n, minActiveMembers: 0, ratePpm: 100_000 },
      { minValidBet: 0n, minLoss: 500n * U, minActiveMembers: 0, ratePpm: 200_000 },
    ];
    expect(grossOf('dividend', tiers, figures(1000n * U, 600n * U)).gross).toBe(40n * U); // 10 % of 400
    expect(grossOf('dividend', tiers, figures(1000n * U, 400n * U)).gross).toBe(120n * U); // 20 % of 600
  });

  it('floors to a minor unit', () => {
    // 0.3333 % of 0.0100 = 0.0000333 → 0
    expect(grossOf('realtimeSalary', flat('0.3333'), figures(100n)).gross).toBe(0n);
    // 0.5 % of 1.2345 = 0.0061725 → 0.0061
    expect(grossOf('realtimeSalary', flat('0.5'), figures(12_345n)).gross).toBe(61n);
  });

  it('checks tier tables are monotone', () => {
    expect(tierTableProblem(flat('1'))).toBeNull();
    expect(
      tierTableProblem([
        { minValidBet: 10n, minLoss: 0n, minActiveMembers: 0, ratePpm: 2 },
        { minValidBet: 5n, minLoss: 0n, minActiveMembers: 0, ratePpm: 3 },
      ]),
    ).toMatch(/lower threshold/);
    expect(
      tierTableProblem([
        { minValidBet: 5n, minLoss: 0n, minActiveMembers: 0, ratePpm: 3 },
        { minValidBet: 10n, minLoss: 0n, minActiveMembers: 0, ratePpm: 2 },
      ]),
    ).toMatch(/lower rate/);
  });

  it('bounds an offer by the own table at the same thresholds', () => {
    const own: Tier[] = [
      { minValidBet: 0n, minLoss: 0n, minActiveMembers: 0, ratePpm: 5_000 },
      { minValidBet: 1000n * U, minLoss: 0n, minActiveMembers: 0, ratePpm: 8_000 },
    ];
    expect(rateBoundViolations(own, flat('0.5'))).toEqual([]);
    expect(rateBoundViolations(own, flat('0.6'))).toHaveLength(1);
    // 0.8 % is fine from 1000 upwards, where the own table gives 0.8 %.
    expect(
      rateBoundViolations(own, [
        { minValidBet: 0n, minLoss: 0n, minActiveMembers: 0, ratePpm: 4_000 },
        { minValidBet: 1000n * U, minLoss: 0n, minActiveMembers: 0, ratePpm: 8_000 },
      ]),
    ).toEqual([]);
    expect(
      rateBoundViolations(own, [
        { minValidBet: 0n, minLoss: 0n, minActiveMembers: 0, ratePpm: 4_000 },
        { minValidBet: 999n * U, minLoss: 0n, minActiveMembers: 0, ratePpm: 8_000 },
      ]),
    ).toHaveLength(1);
  });
});

describe('settleTree', () => {
  it('pays a three-level tree its differential (real-time salary, hand-worked)', () => {
    // A (house contract 1 %) → B (0.6 %) → C (0.3 %). Team valid bets: A 5000, B 3000, C 1000.
    const nodes: ContractNode[] = [
      { agentId: 1n, contractId: 11n, uplineId: null, tiers: flat('1'), figures: figures(5000n * U) },
      { agentId: 2n, contractId: 12n, uplineId: 1n, tiers: flat('0.6'), figures: figures(3000n * U) },
      { agentId: 3n, contractId: 13n, uplineId: 2n, tiers: flat('0.3'), figures: figures(1000n * U) },
    ];
    const byAgent = new Map(settleTree('realtimeSalary', nodes).map((e) => [e.agentId, e]));
    // C: 0.3 % of 1000 = 3. B: 0.6 % of 3000 = 18, minus C's 3 = 15. A: 1 % of 5000 = 50, minus B's 18 = 32.
    expect(byAgent.get(3n)).toMatchObject({
      gross: 3n * U,
      downlineShare: 0n,
      amount: 3n * U,
      uplineCap: null,
    });
    expect(byAgent.get(2n)).toMatchObject({ gross: 18n * U, downlineShare: 3n * U, amount: 15n * U });
    expect(byAgent.get(1n)).toMatchObject({ gross: 50n * U, downlineShare: 18n * U, amount: 32n * U });
    const total = [...byAgent.values()].reduce((s, e) => s + e.amount, 0n);
    expect(total).toBe(50n * U);
  });

  it('splits an upline with two downline agents (daily salary with tiers)', () => {
    const tiers: Tier[] = [
      { minValidBet: 0n, minLoss: 0n, minActiveMembers: 0, ratePpm: 5_000 },
      { minValidBet: 0n, minLoss: 0n, minActiveMembers: 5, ratePpm: 10_000 },
    ];
    const nodes: ContractNode[] = [
      { agentId: 1n, contractId: 1n, uplineId: null, tiers, figures: figures(10_000n * U, 0n, 6) },
      { agentId: 2n, contractId: 2n, uplineId: 1n, tiers: flat('0.5'), figures: figures(4000n * U, 0n, 3) },
      { agentId: 3n, contractId: 3n, uplineId: 1n, tiers: flat('0.4'), figures: figures(2000n * U, 0n, 2) },
    ];
    const byAgent = new Map(settleTree('dailySalary', nodes).map((e) => [e.agentId, e]));
    // A reaches the 1 % tier (6 active): 100; B 0.5 % of 4000 = 20; C 0.4 % of 2000 = 8; A keeps 72.
    expect(byAgent.get(1n)).toMatchObject({
      ratePpm: 10_000,
      gross: 100n * U,
      downlineShare: 28n * U,
      amount: 72n * U,
    });
    expect(byAgent.get(2n)?.amount).toBe(20n * U);
    expect(byAgent.get(3n)?.amount).toBe(8n * U);
  });

  it('caps a dividend when sub-teams won and lost (hand-worked)', () => {
    // A 40 %, B 30 %, C 20 %. C's team (all of B's) lost 1000; the rest of A's team won 800.
    const nodes: ContractNode[] = [
      {
        agentId: 1n,
        contractId: 1n,
        uplineId: null,
        tiers: flat('40'),
        figures: figures(5000n * U, 4800n * U),
      },
      {
        agentId: 2n,
        contractId: 2n,
        uplineId: 1n,
        tiers: flat('30'),
        figures: figures(2000n * U, 1000n * U),
      },
      {
        agentId: 3n,
        contractId: 3n,
        uplineId: 2n,
        tiers: flat('20'),
        figures: figures(2000n * U, 1000n * U),
      },
    ];
    const byAgent = new Map(settleTree('dividend', nodes).map((e) => [e.agentId, e]));
    // A: 40 % of 200 = 80, all of it goes down. B wants 300 but gets 80, C wants 200 and gets 80.
    expect(byAgent.get(1n)).toMatchObject({ gross: 80n * U, downlineShare: 80n * U, amount: 0n });
    expect(byAgent.get(2n)).toMatchObject({
      gross: 300n * U,
      uplineCap: 80n * U,
      downlineShare: 80n * U,
      amount: 0n,
    });
    expect(byAgent.get(3n)).toMatchObject({ gross: 200n * U, uplineCap: 80n * U, amount: 80n * U });
  });

  it('pays nothing under an upline without a contract of the kind', () => {
    const nodes: ContractNode[] = [
      { agentId: 2n, contractId: 2n, uplineId: 1n, tiers: flat('0.5'), figures: figures(4000n * U) },
    ];
    expect(settleTree('realtimeSalary', nodes)[0]).toMatchObject({
      gross: 20n * U,
      uplineCap: 0n,
      amount: 0n,
    });
  });

  it('never pays a tree more than the top contract on the top team (property)', () => {
    const arbNode = fc.record({
      parent: fc.nat(),
      bet: fc.bigInt({ min: 0n, max: 10n ** 12n }),
      payout: fc.bigInt({ min: 0n, max: 10n ** 12n }),
      active: fc.integer({ min: 0, max: 20 }),
      rate: fc.integer({ min: 0, max: 1_000_000 }),
      tier2: fc.option(
        fc.record({
          minBet: fc.bigInt({ min: 0n, max: 10n ** 12n }),
          bump: fc.integer({ min: 0, max: 500_000 }),
        }),
      ),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary' as const),
        fc.array(arbNode, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (kind, raw, boundRates) => {
          // Node i's upline is some j < i (node 0 is the top, under the house).
          const parents = raw.map((r, i) => (i === 0 ? null : r.parent % i));
          const tiers: Tier[][] = [];
          raw.forEach((r, i) => {
            const parent = parents[i];
            const cap =
              parent === null || parent === undefined || !boundRates
                ? 1_000_000
                : minRate(tiers[parent] ?? []);
            const first = Math.min(r.rate, cap);
            const table: Tier[] = [{ minValidBet: 0n, minLoss: 0n, minActiveMembers: 0, ratePpm: first }];
            if (r.tier2 && !boundRates)
              table.push({
                minValidBet: r.tier2.minBet,
                minLoss: 0n,
                minActiveMembers: 0,
                ratePpm: Math.min(1_000_000, first + r.tier2.bump),
              });
            tiers.push(table);
          });
          // Team figures: own figures plus every descendant's.
          const team = raw.map((r) => ({ validBet: r.bet, payout: r.payout, activeMembers: r.active }));
          for (let i = raw.length - 1; i > 0; i--) {
            const p = parents[i] as number;
            const t = team[p] as TeamFigures;
            const c = team[i] as TeamFigures;
            team[p] = {
              validBet: t.validBet + c.validBet,
              payout: t.payout + c.payout,
              activeMembers: t.activeMembers + c.activeMembers,
            };
          }
          const nodes: ContractNode[] = raw.map((_, i) => ({
            agentId: BigInt(i + 1),
            contractId: BigInt(i + 1),
            uplineId: parents[i] === null ? null : BigInt((parents[i] as number) + 1),
            tiers: tiers[i] as Tier[],
            figures: team[i] as TeamFigures,
          }));
          const earnings = settleTree(kind, nodes);
          const total = earnings.reduce((sum, e) => sum + e.amount, 0n);
          const top = grossOf(kind, tiers[0] as Tier[], team[0] as TeamFigures);
          expect(earnings.every((e) => e.amount >= 0n)).toBe(true);
          expect(total).toBeLessThanOrEqual(top.gross);
          expect(total * 1_000_000n).toBeLessThanOrEqual(top.base * BigInt(top.ratePpm));
          // Salaries with rates bounded down the tree never need the pro-rata cap.
          if (kind !== 'dividend' && boundRates) {
            expect(earnings.every((e) => e.uplineCap === null)).toBe(true);
            expect(total).toBe(top.gross);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

function minRate(tiers: readonly Tier[]): number {
  return tiers.reduce((min, t) => Math.min(min, t.ratePpm), 1_000_000);
}
