import { createHmac } from 'node:crypto';
import type { TInhouseOutcome, TInhouseRound } from '@croupier/contracts';
import { formatMinor } from '@croupier/contracts';
import {
  commitServerSeed,
  compileTitle,
  crashPoint,
  FairRandom,
  generateHashChain,
  minesLayout,
  minesMultiplier,
  payout,
  playDice,
  playLimbo,
  playPlinko,
  playRound,
  SLOT_TITLES,
} from '@croupier/games';
import { describe, expect, it } from 'vitest';
import { paramsFromRound, recompute, recordedFromRound, verifyCrashRound, verifyRound } from './verify.ts';

const SERVER_SEED = '5f1c0a9e3b7d2c4e6a8b0d1f3e5c7a9b2d4f6e8a0c1b3d5f7e9a2c4b6d8f0e1a';
const CLIENT_SEED = 'lucky-player';
const BET = 10_000n; // 1.0000

/** A settled round as the vendor records it, built from the games maths the way the server runs it. */
function recorded(nonce: number, outcome: TInhouseOutcome, win: bigint, jackpotWin = 0n): TInhouseRound {
  return {
    roundId: `r${nonce}`,
    gameCode:
      outcome.kind === 'slot' ? 'ih-fruit-fiesta' : (`ih-${outcome.kind}` as TInhouseRound['gameCode']),
    kind: outcome.kind,
    status: 'settled',
    bet: formatMinor(BET),
    win: formatMinor(win + jackpotWin),
    multiplier: '0.00',
    jackpotWin: formatMinor(jackpotWin),
    balanceBefore: '100.0000',
    balanceAfter: formatMinor(1_000_000n - BET + win + jackpotWin),
    createdAt: '2026-11-22T02:00:00Z',
    settledAt: '2026-11-22T02:00:00Z',
    fairness: {
      serverSeedHash: commitServerSeed(SERVER_SEED),
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce,
    },
    outcome,
  };
}

function slotRound(titleId: string, nonce: number): TInhouseRound {
  const title = SLOT_TITLES.find((t) => t.id === titleId);
  if (!title) throw new Error(titleId);
  const rng = new FairRandom(SERVER_SEED, CLIENT_SEED, nonce);
  const round = playRound(compileTitle(title), rng);
  const roll = rng.nextUint32();
  const win = payout(BET, { num: BigInt(round.totalCoins), den: BigInt(round.betCoins) });
  return recorded(
    nonce,
    {
      kind: 'slot',
      titleId,
      base: round.base,
      freeSpins: round.freeSpins,
      totalCoins: round.totalCoins,
      betCoins: round.betCoins,
      jackpot: { roll, chance: 0, isWon: false },
    },
    win,
  );
}

function verify(round: TInhouseRound) {
  const params = paramsFromRound(round);
  if (!params || !round.fairness.serverSeed) throw new Error('not verifiable');
  return verifyRound(
    params,
    {
      serverSeed: round.fairness.serverSeed,
      clientSeed: round.fairness.clientSeed,
      nonce: round.fairness.nonce,
    },
    recordedFromRound(round),
  );
}

describe('verifier: slots', () => {
  it('verifies rounds of every title, including wins and free spins', () => {
    for (const title of SLOT_TITLES) {
      let wins = 0;
      for (let nonce = 0; nonce < 60; nonce++) {
        const round = slotRound(title.id, nonce);
        const v = verify(round);
        expect(v.isVerified, `${title.id} nonce ${nonce}`).toBe(true);
        if (round.win !== '0.0000') wins++;
      }
      expect(wins).toBeGreaterThan(0);
    }
    let freeSpinRound: TInhouseRound | null = null;
    for (let nonce = 0; nonce < 5000 && !freeSpinRound; nonce++) {
      const round = slotRound('fruit-fiesta', nonce);
      if (round.outcome.kind === 'slot' && round.outcome.freeSpins.length > 0) freeSpinRound = round;
    }
    expect(freeSpinRound).not.toBeNull();
    const v = verify(freeSpinRound as TInhouseRound);
    expect(v.isVerified).toBe(true);
    expect(v.recomputed.steps.some((s) => s.label.startsWith('Free spin 1'))).toBe(true);
  });

  it('flags a changed window, a paid win that does not follow, a wrong jackpot draw and a seed that is not the committed one', () => {
    const round = slotRound('neon-nights', 7);
    const o = round.outcome as Extract<TInhouseOutcome, { kind: 'slot' }>;
    const swapped = o.base.window.map((reel) => [...reel].reverse());
    const changed = { ...round, outcome: { ...o, base: { ...o.base, window: swapped } } };
    expect(verify(changed).checks.find((c) => c.label === 'Outcome: window')?.isMatch).toBe(false);

    const overpaid = { ...round, win: formatMinor(BigInt(round.win.replace('.', '')) + 1n) };
    const vOver = verify(overpaid);
    expect(vOver.isVerified).toBe(false);
    expect(vOver.checks.find((c) => c.label.startsWith('Win'))?.isMatch).toBe(false);

    const jackpot = { ...round, outcome: { ...o, jackpot: { ...o.jackpot, roll: o.jackpot.roll ^ 1 } } };
    expect(verify(jackpot).isVerified).toBe(false);

    const otherSeed = {
      ...round,
      fairness: { ...round.fairness, serverSeed: SERVER_SEED.replace('5', '6') },
    };
    const vSeed = verify(otherSeed);
    expect(vSeed.isVerified).toBe(false);
    expect(vSeed.checks[0]?.label).toContain('SHA-256');
    expect(vSeed.checks[0]?.isMatch).toBe(false);
  });
});

describe('verifier: mini games', () => {
  it('recomputes dice like an independent HMAC-SHA256 implementation of the scheme', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      // Independent: node:crypto HMAC, first big-endian word, rejection above the largest multiple of 10000.
      const mac = createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:${nonce}:0`).digest();
      const word = mac.readUInt32BE(0);
      const limit = 2 ** 32 - (2 ** 32 % 10000);
      const r = recompute(
        { game: 'dice', target: 5000, direction: 'under' },
        { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce },
      );
      if (word < limit) expect(r.outcome.roll).toBe(String(word % 10000));
    }
  });

  it('verifies dice, limbo, plinko and mines rounds and catches a changed outcome', () => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const rng = () => new FairRandom(SERVER_SEED, CLIENT_SEED, nonce);
      const dice = playDice(rng(), { target: 3300, direction: 'over' });
      const diceRound = recorded(
        nonce,
        { kind: 'dice', roll: dice.roll, target: 3300, direction: 'over', isWin: dice.isWin },
        dice.isWin ? payout(BET, dice.multiplier) : 0n,
      );
      expect(verify(diceRound).isVerified).toBe(true);
      const limbo = playLimbo(rng(), 250n);
      const limboRound = recorded(
        nonce,
        {
          kind: 'limbo',
          result: `${limbo.result / 100n}.${(limbo.result % 100n).toString().padStart(2, '0')}`,
          target: '2.50',
          isWin: limbo.isWin,
        },
        payout(BET, limbo.multiplier),
      );
      expect(verify(limboRound).isVerified).toBe(true);
      const plinko = playPlinko(rng(), 14, 'high');
      const plinkoRound = recorded(
        nonce,
        { kind: 'plinko', rows: 14, risk: 'high', path: plinko.path, slot: plinko.slot },
        payout(BET, plinko.multiplier),
      );
      expect(verify(plinkoRound).isVerified).toBe(true);
      const layout = minesLayout(rng(), 4);
      const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !layout.includes(t));
      const cashed = recorded(
        nonce,
        {
          kind: 'mines',
          mines: 4,
          revealed: safe.slice(0, 3),
          mineTiles: layout,
          isBust: false,
          currentMultiplier: '1.00',
          nextMultiplier: null,
        },
        payout(BET, minesMultiplier(4, 3)),
      );
      expect(verify(cashed).isVerified).toBe(true);
      const busted = recorded(
        nonce,
        {
          kind: 'mines',
          mines: 4,
          revealed: [safe[0] as number, layout[0] as number],
          mineTiles: layout,
          isBust: true,
          currentMultiplier: '0.00',
          nextMultiplier: null,
        },
        0n,
      );
      expect(verify(busted).isVerified).toBe(true);
      const movedMine = {
        ...busted,
        outcome: { ...busted.outcome, mineTiles: [safe[1] as number, ...layout.slice(1)] },
      } as TInhouseRound;
      expect(verify(movedMine).isVerified).toBe(false);
      const otherRoll = {
        ...diceRound,
        outcome: { ...diceRound.outcome, roll: (dice.roll + 1) % 10000 },
      } as TInhouseRound;
      expect(verify(otherRoll).isVerified).toBe(false);
    }
  });

  it('does not check the win of a round that is still open', () => {
    const open = { ...slotRound('ocean-treasure', 3), status: 'open' as const };
    const rec = recordedFromRound(open);
    expect(rec.bet).toBeUndefined();
    expect(rec.win).toBeUndefined();
  });
});

describe('verifier: crash', () => {
  it('recomputes the bust from the revealed round hash and checks the chain link', () => {
    const chain = generateHashChain('h6-crash', 5);
    const v = verifyCrashRound(chain.hashes[2] as string, 'salt', chain.hashes[1] as string);
    expect(v.crashHundredths).toBe(crashPoint(chain.hashes[2] as string, 'salt'));
    expect(v.isChained).toBe(true);
    expect(verifyCrashRound(chain.hashes[3] as string, 'salt', chain.hashes[1] as string).isChained).toBe(
      false,
    );
    expect(verifyCrashRound(chain.hashes[0] as string, 'salt').isChained).toBeNull();
  });
});
