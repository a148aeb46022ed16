/**
 * Provably fair derivation (the scheme Stake publishes at stake.com/provably-fair/implementation):
 * bytes = HMAC-SHA256(key = serverSeed as UTF-8 text, message = `${clientSeed}:${nonce}:${cursor}`),
 * the cursor starting at 0 and incrementing every 32 bytes; each 4 bytes b0..b3 give the float
 * Σ b_i / 256^(i+1) = uint32_be / 2^32 in [0,1). Built on @noble/hashes (synchronous, pure JS), so the
 * verifier page in the browser runs this same file.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { RandomSource } from './rng.ts';

/** Lower-case hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The commitment shown before any bet: SHA-256 of the server seed (hashed as its text). */
export function commitServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** True when a revealed server seed matches the commitment shown before the bets. */
export function verifyServerSeed(serverSeed: string, commitment: string): boolean {
  return commitServerSeed(serverSeed) === commitment.toLowerCase();
}

/** The 32 HMAC bytes of one cursor block. */
export function hmacBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${cursor}`));
}

/**
 * A word stream from HMAC-SHA256(key = `key` as UTF-8 text, message = `messageOf(counter)`), counter
 * 0, 1, 2…: each 32-byte block read as eight big-endian uint32 words. The provably-fair bets and the
 * lottery draws are this stream with their own message.
 */
export class HmacWordStream implements RandomSource {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 32;
  private counter = 0;
  private readonly keyBytes: Uint8Array;
  /** How many words were consumed so far, rejected draws included (shown by the verifiers). */
  wordsUsed = 0;

  constructor(
    key: string,
    private readonly messageOf: (counter: number) => string,
  ) {
    this.keyBytes = utf8ToBytes(key);
  }

  nextUint32(): number {
    if (this.offset >= 32) {
      this.block = hmac(sha256, this.keyBytes, utf8ToBytes(this.messageOf(this.counter)));
      this.counter += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    this.wordsUsed += 1;
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
 * The provably-fair word stream of one bet: blocks at cursor 0, 1, 2… of `${clientSeed}:${nonce}:${cursor}`.
 * Deterministic in (serverSeed, clientSeed, nonce): replaying it reproduces a round exactly,
 * including any rejected draws.
 */
export class FairRandom extends HmacWordStream {
  constructor(
    readonly serverSeed: string,
    readonly clientSeed: string,
    readonly nonce: number,
  ) {
    if (!Number.isSafeInteger(nonce) || nonce < 0)
      throw new RangeError('nonce must be a non-negative integer');
    super(serverSeed, (cursor) => `${clientSeed}:${nonce}:${cursor}`);
  }
}

/** The first `count` floats in [0,1) of a bet: float = Σ byte_i / 256^(i+1) over each 4 bytes. */
export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const rng = new FairRandom(serverSeed, clientSeed, nonce);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(rng.nextUint32() / 4294967296);
  return out;
}

/** A player's seed pair: the server seed stays secret until rotated; its commitment is public. */
export interface SeedPair {
  readonly serverSeed: string;
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nextNonce: number;
}

/** Starts a seed pair from a caller-generated random server seed (64 hex chars recommended). */
export function createSeedPair(serverSeed: string, clientSeed: string): SeedPair {
  if (!/^[0-9a-f]{32,}$/.test(serverSeed))
    throw new RangeError('server seed must be ≥ 32 lower-case hex chars');
  return { serverSeed, commitment: commitServerSeed(serverSeed), clientSeed, nextNonce: 0 };
}

/**
 * Rotation: reveals the old server seed (so every past bet becomes verifiable) and commits to the
 * new one, whose nonce restarts at 0. The client seed may change at the same time.
 */
export function rotateSeed(
  current: SeedPair,
  newServerSeed: string,
  newClientSeed: string = current.clientSeed,
): {
  revealed: { serverSeed: string; commitment: string; clientSeed: string; lastNonce: number };
  next: SeedPair;
} {
  return {
    revealed: {
      serverSeed: current.serverSeed,
      commitment: current.commitment,
      clientSeed: current.clientSeed,
      lastNonce: current.nextNonce - 1,
    },
    next: createSeedPair(newServerSeed, newClientSeed),
  };
}
