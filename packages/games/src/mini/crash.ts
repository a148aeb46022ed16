/**
 * Crash: rounds are driven by a hash chain. From a secret seed, chain[L−1] = SHA-256(seed) and
 * chain[i] = SHA-256(chain[i+1]) (hashing the lower-case hex text); rounds are played in order
 * 0, 1, 2…, and SHA-256(chain[0]) is published before round 0 as the commitment. Each revealed
 * round hash proves itself: SHA-256(chain[i]) = chain[i−1], while later rounds stay unpredictable.
 * A round's crash point is `bustMultiplier` of the first 52 bits of HMAC-SHA256(key = round hash,
 * message = salt), the salt being public and fixed after the chain was committed (e.g. a future
 * block hash). A cash-out at m wins when m ≤ crash point; its return is 99 % (edge.ts).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256Hex } from '../fair.ts';
import { bustMultiplier } from './edge.ts';

/** The chain of round hashes in play order, and its public commitment. */
export function generateHashChain(seed: string, length: number): { hashes: string[]; commitment: string } {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be positive');
  const hashes = new Array<string>(length);
  let h = sha256Hex(seed);
  for (let i = length - 1; i >= 0; i--) {
    hashes[i] = h;
    h = sha256Hex(h);
  }
  return { hashes, commitment: h };
}

/** True when `hash` is the round after `previous` (or after the commitment, for round 0). */
export function verifyChainLink(hash: string, previous: string): boolean {
  return sha256Hex(hash) === previous;
}

/** True when the revealed hashes, in play order, chain back to the commitment. */
export function verifyHashChain(hashes: readonly string[], commitment: string): boolean {
  let prev = commitment;
  for (const h of hashes) {
    if (!verifyChainLink(h, prev)) return false;
    prev = h;
  }
  return true;
}

/** A round's crash point in hundredths (≥ 100). */
export function crashPoint(roundHash: string, salt: string): bigint {
  const mac = bytesToHex(hmac(sha256, utf8ToBytes(roundHash), utf8ToBytes(salt)));
  return bustMultiplier(BigInt(`0x${mac.slice(0, 13)}`));
}

/**
 * Settles a cash-out at `cashOut` (hundredths, ≥ 101) in a round that crashed at `crash`: a win
 * (cashOut ≤ crash) pays stake × cashOut / 100 floored to the minor unit, a loss pays 0.
 */
export function settleCashOut(
  stake: bigint,
  cashOut: bigint,
  crash: bigint,
): { isWin: boolean; payout: bigint } {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  if (cashOut < 101n) throw new RangeError('cash-out must be at least 1.01×');
  const isWin = cashOut <= crash;
  return { isWin, payout: isWin ? (stake * cashOut) / 100n : 0n };
}
