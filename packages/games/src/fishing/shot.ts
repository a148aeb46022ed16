import { FairRandom } from '../fair.ts';
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

/** HMAC-SHA256(key, message) as bytes: the server hands in node:crypto's (native, faster); browsers use the default. */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** The same word stream as `FairRandom` (blocks of `${clientSeed}:${nonce}:${cursor}`), from a given HMAC. */
class ShotStream implements RandomSource {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 32;
  private cursor = 0;

  constructor(
    private readonly hmac: HmacSha256,
    private readonly serverSeed: string,
    private readonly prefix: string,
  ) {}

  nextUint32(): number {
    if (this.offset >= 32) {
      this.block = this.hmac(this.serverSeed, `${this.prefix}${this.cursor}`);
      this.cursor += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return (
      (((b[o] as number) << 24) |
        ((b[o + 1] as number) << 16) |
        ((b[o + 2] as number) << 8) |
        (b[o + 3] as number)) >>>
      0
    );
  }
}

/**
 * The provably-fair shot: the stream HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`)
 * (packages/games fair.ts), computed by `hmac` when given, else by the pure-JS one.
 */
export function fairShot(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  kindCode: FishKindCode,
  bossShots = 0,
  hmac?: HmacSha256,
): ShotOutcome {
  const rng = hmac
    ? new ShotStream(hmac, serverSeed, `${clientSeed}:${nonce}:`)
    : new FairRandom(serverSeed, clientSeed, nonce);
  return resolveShot(rng, kindCode, bossShots, FISH_RTP_BP);
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
