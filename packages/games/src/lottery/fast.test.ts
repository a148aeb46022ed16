import { describe, expect, it } from 'vitest';
import { diceSumWays } from './fast.ts';
import { houseEdge, LOTTERY_BET_TYPES, priceLine, settleLine } from './lottery.ts';
import type { LotteryKind, LotteryResult } from './types.ts';

const result = (kind: LotteryKind, numbers: string[]): LotteryResult => {
  const tier =
    { FAST_5D: 'DIGITS', FAST_RACE: 'RANKING', FAST_DICE: 'DICE', FAST_11X5: 'BALLS' }[kind as string] ?? '';
  return { kind, tiers: [{ tier, name: tier, numbers }] };
};
const line = (betType: string, selections: string[], stake = 1000n) => ({ betType, selections, stake });

describe('FAST_5D worked examples (3 8 0 5 9, sum 25)', () => {
  const r = result('FAST_5D', ['3', '8', '0', '5', '9']);
  const win = (bet: string, sel: string) => settleLine('FAST_5D', line(bet, [sel]), r);
  it('pays position digits at 9.8× and big/small/odd/even at 1.98×', () => {
    expect(win('P1_DIGIT', '3')).toBe(9_800n);
    expect(win('P1_DIGIT', '8')).toBe(0n);
    expect(win('P5_DIGIT', '9')).toBe(9_800n);
    expect(win('P2_BSOE', 'BIG')).toBe(1_980n);
    expect(win('P2_BSOE', 'SMALL')).toBe(0n);
    expect(win('P3_BSOE', 'SMALL')).toBe(1_980n);
    expect(win('P3_BSOE', 'EVEN')).toBe(1_980n);
    expect(win('P4_BSOE', 'BIG')).toBe(1_980n); // 5 is big (5–9)
    expect(win('P4_BSOE', 'ODD')).toBe(1_980n);
    expect(win('P4_BSOE', 'EVEN')).toBe(0n);
    expect(win('SUM_BSOE', 'BIG')).toBe(1_980n); // 25 ≥ 23
    expect(win('SUM_BSOE', 'SMALL')).toBe(0n);
    expect(win('SUM_BSOE', 'ODD')).toBe(1_980n);
    expect(win('SUM_BSOE', 'EVEN')).toBe(0n);
  });
});

describe('FAST_RACE worked examples (03 10 07 01 05 06 02 09 04 08)', () => {
  const r = result('FAST_RACE', ['03', '10', '07', '01', '05', '06', '02', '09', '04', '08']);
  const win = (bet: string, sel: string) => settleLine('FAST_RACE', line(bet, [sel]), r);
  it('pays the car at a rank, big/small/odd/even and dragon/tiger', () => {
    expect(win('RANK1', '03')).toBe(9_800n);
    expect(win('RANK1', '10')).toBe(0n);
    expect(win('RANK10', '08')).toBe(9_800n);
    expect(win('RANK2_BSOE', 'BIG')).toBe(1_980n); // car 10
    expect(win('RANK2_BSOE', 'EVEN')).toBe(1_980n);
    expect(win('RANK1_BSOE', 'SMALL')).toBe(1_980n); // car 3
    expect(win('RANK1_BSOE', 'ODD')).toBe(1_980n);
    expect(win('RANK6_BSOE', 'BIG')).toBe(1_980n); // car 6 is big (06–10)
    expect(win('DRAGON_TIGER', 'DRAGON')).toBe(0n); // 3 < 8
    expect(win('DRAGON_TIGER', 'TIGER')).toBe(1_980n);
  });
  it('refuses a car outside 01–10', () => {
    const code = (sel: string) => {
      const p = priceLine('FAST_RACE', line('RANK1', [sel]));
      return p.ok ? 'ok' : p.code;
    };
    expect(code('00')).toBe('LOTTERY_BAD_SELECTION');
    expect(code('11')).toBe('LOTTERY_BAD_SELECTION');
    expect(code('1')).toBe('LOTTERY_BAD_SELECTION');
    expect(code('10')).toBe('ok');
  });
});

describe('FAST_DICE worked examples', () => {
  const win = (dice: string[], bet: string, sel: string) =>
    settleLine('FAST_DICE', line(bet, [sel]), result('FAST_DICE', dice));
  it('pays big/small 1 to 1 and loses it on a triple', () => {
    expect(win(['2', '3', '6'], 'SUM_BS', 'BIG')).toBe(2_000n); // 11
    expect(win(['2', '3', '5'], 'SUM_BS', 'SMALL')).toBe(2_000n); // 10
    expect(win(['2', '3', '6'], 'SUM_BS', 'SMALL')).toBe(0n);
    expect(win(['4', '4', '4'], 'SUM_BS', 'BIG')).toBe(0n);
    expect(win(['2', '2', '2'], 'SUM_BS', 'SMALL')).toBe(0n);
  });
  it('pays totals, the specific triple and any triple at the sic bo table', () => {
    expect(win(['2', '3', '6'], 'SUM_10_11', '11')).toBe(7_000n);
    expect(win(['2', '3', '6'], 'SUM_10_11', '10')).toBe(0n);
    expect(win(['1', '1', '2'], 'SUM_4_17', '4')).toBe(61_000n);
    expect(win(['6', '6', '5'], 'SUM_4_17', '17')).toBe(61_000n);
    expect(win(['4', '4', '4'], 'SUM_9_12', '12')).toBe(7_000n); // totals count triples
    expect(win(['4', '4', '4'], 'TRIPLE', '4')).toBe(181_000n);
    expect(win(['4', '4', '4'], 'TRIPLE', '5')).toBe(0n);
    expect(win(['4', '4', '4'], 'ANY_TRIPLE', 'ANY')).toBe(31_000n);
    expect(win(['4', '4', '5'], 'ANY_TRIPLE', 'ANY')).toBe(0n);
  });
  it('refuses a total that is not one of the pair', () => {
    const p = priceLine('FAST_DICE', line('SUM_4_17', ['5']));
    expect(p.ok ? 'ok' : p.code).toBe('LOTTERY_BAD_SELECTION');
  });
});

describe('FAST_11X5 worked examples (03 07 11 01 05)', () => {
  const r = result('FAST_11X5', ['03', '07', '11', '01', '05']);
  const win = (bet: string, sel: string[]) => settleLine('FAST_11X5', line(bet, sel), r);
  it('pays pick N when the picks and the draw nest', () => {
    expect(win('PICK1', ['07'])).toBe(2_150n);
    expect(win('PICK1', ['02'])).toBe(0n);
    expect(win('PICK2', ['11', '01'])).toBe(5_400n);
    expect(win('PICK3', ['03', '05', '07'])).toBe(16_200n);
    expect(win('PICK3', ['03', '05', '02'])).toBe(0n);
    expect(win('PICK4', ['01', '03', '05', '07'])).toBe(65_000n);
    expect(win('PICK5', ['05', '01', '11', '07', '03'])).toBe(450_000n);
    expect(win('PICK6', ['01', '03', '05', '07', '11', '02'])).toBe(75_000n);
    expect(win('PICK7', ['01', '03', '05', '07', '11', '02', '04'])).toBe(21_500n);
    expect(win('PICK8', ['01', '02', '03', '04', '05', '06', '07', '08'])).toBe(0n); // 11 is missing
  });
  it('needs exactly N distinct balls 01–11', () => {
    const code = (bet: string, sel: string[]) => {
      const p = priceLine('FAST_11X5', line(bet, sel));
      return p.ok ? 'ok' : p.code;
    };
    expect(code('PICK2', ['01', '01'])).toBe('LOTTERY_BAD_SELECTION');
    expect(code('PICK2', ['01'])).toBe('LOTTERY_BAD_SELECTION');
    expect(code('PICK2', ['01', '12'])).toBe('LOTTERY_BAD_SELECTION');
    expect(code('PICK2', ['00', '05'])).toBe('LOTTERY_BAD_SELECTION');
    expect(code('PICK2', ['01', '05'])).toBe('ok');
  });
});

describe('fast house edges', () => {
  it('are the exact fractions worked by hand', () => {
    const edge = (kind: LotteryKind, bet: string) => {
      const e = houseEdge(kind, bet);
      return `${e.numerator}/${e.denominator}`;
    };
    expect(edge('FAST_5D', 'P1_DIGIT')).toBe('1/50'); // 9.8 × 1/10
    expect(edge('FAST_5D', 'P3_BSOE')).toBe('1/100'); // 1.98 × 1/2
    expect(edge('FAST_5D', 'SUM_BSOE')).toBe('1/100');
    expect(edge('FAST_RACE', 'RANK7')).toBe('1/50');
    expect(edge('FAST_RACE', 'RANK7_BSOE')).toBe('1/100');
    expect(edge('FAST_RACE', 'DRAGON_TIGER')).toBe('1/100');
    expect(edge('FAST_DICE', 'SUM_BS')).toBe('1/36'); // 1 − 2·105/216
    expect(edge('FAST_DICE', 'SUM_4_17')).toBe('11/72'); // 1 − 61·3/216
    expect(edge('FAST_DICE', 'SUM_5_16')).toBe('5/36'); // 1 − 31·6/216
    expect(edge('FAST_DICE', 'SUM_6_15')).toBe('1/6'); // 1 − 18·10/216
    expect(edge('FAST_DICE', 'SUM_7_14')).toBe('7/72'); // 1 − 13·15/216
    expect(edge('FAST_DICE', 'SUM_8_13')).toBe('1/8'); // 1 − 9·21/216
    expect(edge('FAST_DICE', 'SUM_9_12')).toBe('41/216'); // 1 − 7·25/216
    expect(edge('FAST_DICE', 'SUM_10_11')).toBe('1/8'); // 1 − 7·27/216
    expect(edge('FAST_DICE', 'TRIPLE')).toBe('35/216'); // 1 − 181/216
    expect(edge('FAST_DICE', 'ANY_TRIPLE')).toBe('5/36'); // 1 − 31·6/216
    expect(edge('FAST_11X5', 'PICK1')).toBe('1/44'); // 1 − 2.15·5/11
    expect(edge('FAST_11X5', 'PICK2')).toBe('1/55'); // 1 − 5.4·2/11
    expect(edge('FAST_11X5', 'PICK3')).toBe('1/55'); // 1 − 16.2/16.5
    expect(edge('FAST_11X5', 'PICK4')).toBe('1/66'); // 1 − 65/66
    expect(edge('FAST_11X5', 'PICK5')).toBe('2/77'); // 1 − 450/462
    expect(edge('FAST_11X5', 'PICK6')).toBe('2/77'); // 1 − 75·6/462
    expect(edge('FAST_11X5', 'PICK7')).toBe('1/44'); // 1 − 21.5·21/462
    expect(edge('FAST_11X5', 'PICK8')).toBe('1/33'); // 1 − 8·56/462
    // 1 − 1.9·105/216 = 16.5/216.
    expect(houseEdge('FAST_DICE', 'SUM_BS', { SUM_BS: 19_000n })).toEqual({
      numerator: 11n,
      denominator: 144n,
    });
  });

  /** Σ payouts over equally likely outcomes at stake 10000 (so odds in bp are paid exactly), against houseEdge. */
  function expectEdgeByEnumeration(
    kind: LotteryKind,
    outcomes: string[][],
    selectionsOf: (bet: string) => string[][],
  ) {
    for (const type of LOTTERY_BET_TYPES[kind]) {
      for (const sel of selectionsOf(type.code)) {
        const l = line(type.code, sel, 10_000n);
        let paid = 0n;
        for (const o of outcomes) paid += settleLine(kind, l, result(kind, o));
        const cost = 10_000n * BigInt(outcomes.length);
        const e = houseEdge(kind, type.code);
        // edge = (cost − paid) / cost exactly.
        expect(e.numerator * cost, `${kind} ${type.code} ${sel.join(',')}`).toBe(
          e.denominator * (cost - paid),
        );
      }
    }
  }
  const optionsOrDigits = (kind: LotteryKind) => (bet: string) => {
    const t = LOTTERY_BET_TYPES[kind].find((b) => b.code === bet);
    if (t?.options) return t.options.map((o) => [o]);
    const { min, max, digits } = t?.pick ?? { min: 0, max: 0, digits: 1 };
    return Array.from({ length: max - min + 1 }, (_, i) => [String(min + i).padStart(digits ?? 1, '0')]);
  };

  it('match the enumeration of all 216 dice outcomes for every bet type and selection', () => {
    const outcomes: string[][] = [];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) outcomes.push([a, b, c].map(String));
    expectEdgeByEnumeration('FAST_DICE', outcomes, optionsOrDigits('FAST_DICE'));
    expect(Array.from({ length: 16 }, (_, i) => diceSumWays(i + 3)).reduce((a, b) => a + b, 0)).toBe(216);
  });

  it('match the enumeration of all 462 ball sets for every pick', () => {
    const outcomes: string[][] = [];
    const balls = Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'));
    const walk = (from: number, acc: string[]) => {
      if (acc.length === 5) return void outcomes.push(acc);
      for (let i = from; i < 11; i++) walk(i + 1, [...acc, balls[i] as string]);
    };
    walk(0, []);
    expect(outcomes).toHaveLength(462);
    expectEdgeByEnumeration('FAST_11X5', outcomes, (bet) => [balls.slice(0, Number(bet.slice(4)))]);
  });

  it('match the enumeration of the 5D space: 100 000 strings weighed by their sum, and each digit per position', () => {
    // The sum bet reads only the sum: weigh one string per sum 0–45 by how many of the 100 000 have it.
    const ways = new Array<number>(46).fill(0);
    for (let n = 0; n < 100_000; n++) {
      const s = String(n)
        .padStart(5, '0')
        .split('')
        .reduce((a, d) => a + Number(d), 0);
      ways[s] = (ways[s] ?? 0) + 1;
    }
    // Position bets read one digit, uniform on 0–9: the 10 strings 00000 … 99999 weigh it equally.
    const repeated = Array.from({ length: 10 }, (_, d) => Array<string>(5).fill(String(d)));
    const sels = optionsOrDigits('FAST_5D');
    expectEdgeByEnumeration('FAST_5D', repeated, (bet) => (bet === 'SUM_BSOE' ? [] : sels(bet)));
    // One string per sum s: 9s from the left, then the remainder (e.g. 25 → 9 9 7 0 0).
    const sumOutcomes = ways.map((_, s) =>
      Array.from({ length: 5 }, (_, i) => String(Math.max(0, Math.min(9, s - 9 * i)))),
    );
    expect(sumOutcomes.map((o) => o.reduce((a, d) => a + Number(d), 0))).toEqual(ways.map((_, s) => s));
    for (const sel of sels('SUM_BSOE')) {
      let paid = 0n;
      sumOutcomes.forEach((o, s) => {
        paid +=
          BigInt(ways[s] ?? 0) * settleLine('FAST_5D', line('SUM_BSOE', sel, 10_000n), result('FAST_5D', o));
      });
      const cost = 10_000n * 100_000n;
      const e = houseEdge('FAST_5D', 'SUM_BSOE');
      expect(e.numerator * cost, `SUM_BSOE ${sel}`).toBe(e.denominator * (cost - paid));
    }
  });

  it('match the enumeration of the race: every ordered (rank 1, rank 10) pair and every car per rank', () => {
    // The ranking is a uniform permutation, so (rank 1, rank 10) is uniform over the 90 ordered pairs
    // and the 10 rotations of 01…10 put each car at each rank once: both spaces weigh outcomes equally.
    const cars = Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, '0'));
    const pairs: string[][] = [];
    for (const a of cars)
      for (const b of cars) if (a !== b) pairs.push([a, ...cars.filter((c) => c !== a && c !== b), b]);
    const rotations = cars.map((_, k) => cars.map((_, i) => cars[(i + k) % 10] as string));
    const sels = optionsOrDigits('FAST_RACE');
    for (const type of LOTTERY_BET_TYPES.FAST_RACE) {
      const outcomes = type.code === 'DRAGON_TIGER' ? pairs : rotations;
      for (const sel of sels(type.code)) {
        let paid = 0n;
        for (const o of outcomes)
          paid += settleLine('FAST_RACE', line(type.code, sel, 10_000n), result('FAST_RACE', o));
        const cost = 10_000n * BigInt(outcomes.length);
        const e = houseEdge('FAST_RACE', type.code);
        expect(e.numerator * cost, `${type.code} ${sel}`).toBe(e.denominator * (cost - paid));
      }
    }
  });
});
