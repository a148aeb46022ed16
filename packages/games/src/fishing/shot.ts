import { CounterMessage, KeyedHmacSha256 } from '../keyed-hmac.ts';
import { type RandomSource, uniformInt } from '../rng.ts';
import { bossMultiplier, captureProbability, FISH_KINDS, FISH_RTP_BP, type FishKindCode } from './kinds.ts';

/** What one shot at one fish came to: caught or not, and the multiplier of the bet it pays. */
export interface ShotOutcome {
  captured: boolean;
  /** The multiplier paid (0 when not caught). */
  multiplier: number;
}

/**
 * Decides one shot from a word stream: the capture is one unbiased draw below the probability's
 * denominator (caught when below its numerator); a caught bomb or chain-lightning fish then draws its
 * multiplier from its table by weight. Deterministic in the stream, so a replay gives the same shot.
 */
export function resolveShot(
  rng: RandomSource,
  kindCode: FishKindCode,
  bossShots = 0,
  rtpBp = FISH_RTP_BP,
): ShotOutcome {
  const kind = FISH_KINDS[kindCode];
  const p = captureProbability(kind, bossShots, rtpBp);
  if (uniformInt(rng, p.den) >= p.num) return { captured: false, multiplier: 0 };
  if (kind.table) {
    let pick = uniformInt(
      rng,
      kind.table.reduce((s, t) => s + t.weight, 0),
    );
    for (const t of kind.table) {
      if (pick < t.weight) return { captured: true, multiplier: t.multiplier };
      pick -= t.weight;
    }
  }
  if (kind.boss) return { captured: true, multiplier: bossMultiplier(kind, bossShots) };
  return { captured: true, multiplier: kind.multiplier as number };
}

/**
 * The provably-fair shots of one round seed: shot `nonce` reads the word stream
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), cursor 0, 1, 2… (the same stream as
 * `FairRandom` of fair.ts), through a keyed HMAC whose pad blocks are compressed once per seed. The
 * vendor keeps one per open round; a verifier makes one per round it checks.
 */
export class FairShooter implements RandomSource {
  private readonly hmac: KeyedHmacSha256;
  private readonly message: CounterMessage;
  private nonce = 0;
  private cursor = 0;
  private offset = 8;

  constructor(
    readonly serverSeed: string,
    readonly clientSeed: string,
  ) {
    this.hmac = new KeyedHmacSha256(serverSeed);
    this.message = new CounterMessage(`${clientSeed}:`);
  }

  /** Decides shot `nonce` at a fish of `kindCode` (the boss's multiplier after `bossShots` shots). */
  shot(nonce: number, kindCode: FishKindCode, bossShots = 0): ShotOutcome {
    this.nonce = nonce;
    this.cursor = 0;
    this.offset = 8;
    return resolveShot(this, kindCode, bossShots, FISH_RTP_BP);
  }

  nextUint32(): number {
    if (this.offset >= 8) {
      this.hmac.mac(this.message.bytes, this.message.write(this.nonce, this.cursor));
      this.cursor += 1;
      this.offset = 0;
    }
    return (this.hmac.digest[this.offset++] as number) >>> 0;
  }
}

/** One provably-fair shot (see `FairShooter`; for many shots of one seed keep a `FairShooter`). */
export function fairShot(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  kindCode: FishKindCode,
  bossShots = 0,
): ShotOutcome {
  return new FairShooter(serverSeed, clientSeed).shot(nonce, kindCode, bossShots);
}

/** A recorded shot as the game recall shows it, to check against its revealed round seed. */
export interface RecordedShot {
  nonce: number;
  fishKind: FishKindCode;
  /** For the boss: the shots it had taken when this one landed. */
  bossShots: number;
  captured: boolean;
  multiplier: number;
}

/** True when replaying the shot from the revealed seeds gives what was recorded. */
export function verifyShot(serverSeed: string, clientSeed: string, shot: RecordedShot): boolean {
  const replay = fairShot(serverSeed, clientSeed, shot.nonce, shot.fishKind, shot.bossShots);
  return replay.captured === shot.captured && replay.multiplier === shot.multiplier;
}
