import { deckOf, evaluate, type HandRules, HoldemHand } from '@croupier/games';

/**
 * `npm run bench:poker`: the hold'em engine on one core.
 * 1. Evaluations per second: every one of the 133,784,560 seven-card hands evaluated once (enumerated
 *    in lexicographic order), with the category counts checked against the published table.
 *    BENCH_POKER_QUICK=1 evaluates a random sample of 10,000,000 hands instead.
 * 2. Hands simulated per second: six players play BENCH_POKER_HANDS (20,000) full hands (committed
 *    shuffle from a seed, blinds, betting, side pots, showdown, rake) with random actions.
 */
const PUBLISHED_7 = [
  23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584,
];
const NAMES = [
  'high card',
  'pair',
  'two pair',
  'trips',
  'straight',
  'flush',
  'full house',
  'quads',
  'straight flush',
];

function exhaustive(): { count: number; ms: number; counts: number[] } {
  const counts = new Array<number>(9).fill(0);
  const c = new Int32Array(7);
  let count = 0;
  const start = performance.now();
  for (c[0] = 0; c[0] < 46; c[0]++)
    for (c[1] = c[0] + 1; c[1] < 47; c[1]++)
      for (c[2] = c[1] + 1; c[2] < 48; c[2]++)
        for (c[3] = c[2] + 1; c[3] < 49; c[3]++)
          for (c[4] = c[3] + 1; c[4] < 50; c[4]++)
            for (c[5] = c[4] + 1; c[5] < 51; c[5]++)
              for (c[6] = c[5] + 1; c[6] < 52; c[6]++) {
                (counts[evaluate(c, 7) >> 20] as number)++;
                count++;
              }
  return { count, ms: performance.now() - start, counts };
}

function sampled(n: number): { count: number; ms: number } {
  const hands: Int32Array[] = [];
  let s = 12345;
  for (let i = 0; i < 1000; i++) {
    const picked = new Set<number>();
    while (picked.size < 7) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      picked.add((s >>> 8) % 52);
    }
    hands.push(Int32Array.from(picked));
  }
  let sink = 0;
  const start = performance.now();
  for (let i = 0; i < n; i++) sink ^= evaluate(hands[i % 1000] as Int32Array, 7);
  if (sink === -1) console.log(sink);
  return { count: n, ms: performance.now() - start };
}

function simulate(hands: number): number {
  const rules: HandRules = { smallBlind: 50n, bigBlind: 100n, rakeBp: 500, rakeCap: 300n, chip: 1n };
  let s = 99;
  const rand = (n: number) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % n;
  };
  let stacks = [10_000n, 10_000n, 10_000n, 10_000n, 10_000n, 10_000n];
  let button = 0;
  const start = performance.now();
  for (let h = 0; h < hands; h++) {
    // Busted players rebuy so six always play.
    stacks = stacks.map((x) => (x < 200n ? 10_000n : x));
    const hand = new HoldemHand(
      rules,
      stacks.map((stack, i) => ({ seat: i + 1, playerId: `p${i}`, stack })),
      button + 1,
      deckOf(`bench-hand-seed-${h}`),
    );
    while (!hand.isOver) {
      const legal = hand.legal();
      if (!legal) break;
      const r = rand(10);
      if (r < 2 && !legal.canCheck) hand.act(legal.seat, { kind: 'FOLD' });
      else if (r < 3 && legal.minRaiseTo !== null)
        hand.act(legal.seat, { kind: 'RAISE', to: legal.minRaiseTo });
      else hand.act(legal.seat, { kind: legal.canCheck ? 'CHECK' : 'CALL' });
    }
    const final = hand.finalStacks();
    stacks = stacks.map((_, i) => final.get(i + 1) as bigint);
    button = (button + 1) % 6;
  }
  return performance.now() - start;
}

const quick = process.env.BENCH_POKER_QUICK === '1';
if (quick) {
  const r = sampled(10_000_000);
  console.log(
    `7-card evaluations: ${r.count.toLocaleString('en')} sampled in ${r.ms.toFixed(0)} ms = ${Math.round((r.count / r.ms) * 1000).toLocaleString('en')}/s`,
  );
} else {
  const r = exhaustive();
  console.log(
    `7-card evaluations: all ${r.count.toLocaleString('en')} hands in ${(r.ms / 1000).toFixed(1)} s = ${Math.round((r.count / r.ms) * 1000).toLocaleString('en')}/s (one core)`,
  );
  let ok = true;
  for (const [i, n] of r.counts.entries()) {
    const match = n === PUBLISHED_7[i];
    ok &&= match;
    console.log(
      `  ${(NAMES[i] as string).padEnd(15)} ${n.toLocaleString('en').padStart(12)} ${match ? 'ok' : `MISMATCH (published ${PUBLISHED_7[i]})`}`,
    );
  }
  if (!ok) process.exitCode = 1;
}
const HANDS = Number(process.env.BENCH_POKER_HANDS ?? 20_000);
const ms = simulate(HANDS);
console.log(
  `hands simulated: ${HANDS.toLocaleString('en')} six-handed hands in ${(ms / 1000).toFixed(2)} s = ${Math.round((HANDS / ms) * 1000).toLocaleString('en')}/s`,
);
