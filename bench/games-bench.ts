/**
 * `npm run bench:games`: slot spins evaluated per second on one core for each title (seeded
 * xoshiro128** stream, the allocation-free hot path `spinCoins` that simulations use; free spins
 * count as spins), the projected time to simulate 10^8 spins, and the ratio to a baseline measured in
 * the same run: drawing the five reel stops alone (RNG + unbiased uniformInt, no evaluation).
 * A last row shows the same simplest title on the provably-fair HMAC-SHA256 stream (real rounds).
 * Settings: BENCH_SECONDS per row (default 2). Target: ≥ 1 000 000 spins/s for the simplest title.
 */
import {
  type CompiledTitle,
  compileTitle,
  FairRandom,
  lastAwardedFreeSpins,
  type RandomSource,
  SeededRandom,
  SLOT_TITLES,
  spinCoins,
  uniformInt,
} from '../packages/games/src/index.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const BATCH = 16_384;

interface Row {
  name: string;
  detail: string;
  spins: number;
  ms: number;
}

/** Runs `step` (which returns how many spins it evaluated) in batches for the bounded time. */
function measure(name: string, detail: string, step: () => number): Row {
  for (let i = 0; i < BATCH; i++) step(); // warm-up: let the JIT compile the hot path
  let spins = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  let now = start;
  while (now < end) {
    for (let i = 0; i < BATCH; i++) spins += step();
    now = performance.now();
  }
  return { name, detail, spins, ms: now - start };
}

/** One paid round via the hot path; returns spins evaluated (base + free). */
function roundStep(c: CompiledTitle, rng: RandomSource, sink: { coins: number }): () => number {
  return () => {
    let spins = 1;
    let coins = spinCoins(c, rng);
    let pending = lastAwardedFreeSpins();
    while (pending > 0) {
      pending--;
      spins++;
      coins += c.multiplier * spinCoins(c, rng);
      pending += lastAwardedFreeSpins();
    }
    sink.coins += coins;
    return spins;
  };
}

const sink = { coins: 0 };
const rows: Row[] = [];
const baseRng = new SeededRandom(1);
const lens = SLOT_TITLES[0]?.reels.map((r) => r.length) ?? [];
rows.push(
  measure('baseline', 'draw 5 stops only', () => {
    for (const len of lens) sink.coins += uniformInt(baseRng, len);
    return 1;
  }),
);
for (const title of SLOT_TITLES) {
  const c = compileTitle(title);
  const mode = title.mode.kind === 'ways' ? '243 ways' : `${title.mode.lines.length} lines`;
  rows.push(measure(title.id, mode, roundStep(c, new SeededRandom(2), sink)));
}
const simplest = SLOT_TITLES[0];
if (simplest) {
  const c = compileTitle(simplest);
  let nonce = 0;
  rows.push(
    measure(`${simplest.id} (fair)`, 'HMAC-SHA256 stream', () =>
      roundStep(c, new FairRandom('ab'.repeat(32), 'bench', nonce++), sink)(),
    ),
  );
}

const rate = (r: Row): number => (r.spins / r.ms) * 1000;
const baseline = rate(rows[0] as Row);
const fmtDuration = (s: number): string =>
  s < 120 ? `${s.toFixed(1)} s` : s < 7200 ? `${(s / 60).toFixed(1)} min` : `${(s / 3600).toFixed(1)} h`;
console.log(`games bench: ${seconds} s per row, one core, Node ${process.version}`);
console.log(
  `${'title'.padEnd(26)}${'mode'.padEnd(20)}${'spins/s'.padStart(14)}${'10^8 spins'.padStart(13)}${'vs baseline'.padStart(13)}`,
);
for (const r of rows) {
  const perSecond = rate(r);
  console.log(
    `${r.name.padEnd(26)}${r.detail.padEnd(20)}${Math.round(perSecond).toLocaleString('en-US').padStart(14)}${fmtDuration(1e8 / perSecond).padStart(13)}${(perSecond / baseline).toFixed(3).padStart(13)}`,
  );
}
const best = Math.max(...rows.slice(1, 1 + SLOT_TITLES.length).map(rate));
console.log(
  `fastest title: ${Math.round(best).toLocaleString('en-US')} spins/s (target ≥ 1,000,000): ${best >= 1e6 ? 'met' : 'NOT met'}`,
);
if (sink.coins < 0) console.log('unreachable');
