/**
 * HMAC-SHA256 under one key, many short messages: the provably-fair streams sign thousands of
 * `${clientSeed}:${nonce}:${cursor}` messages with the same server seed, so the key's two padded
 * blocks (key ⊕ ipad, key ⊕ opad) are compressed once here and each message then costs only its own
 * blocks plus one outer block. The digest comes out as the eight big-endian 32-bit words SHA-256
 * produces, which is exactly how the fair streams read it (4 bytes → one uint32), so no bytes are
 * built. Same output as node:crypto's and @noble/hashes' HMAC (tested against both); pure JS, so the
 * browser's verifier runs it too.
 */

// FIPS 180-4 round constants and initial state.
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const IV = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** The message schedule's word `t` (16 ≤ t < 64) from the words before it, stored in `w[t]`. */
function schedule(w: Int32Array, t: number): number {
  const x = w[t - 15] as number;
  const y = w[t - 2] as number;
  const v =
    ((w[t - 16] as number) +
      (((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)) +
      (w[t - 7] as number) +
      (((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10))) |
    0;
  w[t] = v;
  return v;
}

/**
 * One SHA-256 compression: `state` (8 words) absorbs the 16 words at `w[0..15]` (`w` has 64 and is
 * overwritten). Written for V8: eight rounds per pass with the working variables' roles rotated
 * instead of moved, the schedule computed as the rounds need it, and the cheaper forms of
 * Ch (g ^ (e & (f ^ g))) and Maj ((a & b) | (c & (a | b))).
 */
function compress(state: Int32Array, w: Int32Array): void {
  let a = state[0] as number;
  let b = state[1] as number;
  let c = state[2] as number;
  let d = state[3] as number;
  let e = state[4] as number;
  let f = state[5] as number;
  let g = state[6] as number;
  let h = state[7] as number;
  let wt = 0;
  let t1 = 0;
  for (let t = 0; t < 64; t += 8) {
    wt = t < 16 ? (w[t + 0] as number) : schedule(w, t + 0);
    t1 =
      (h +
        (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) +
        (g ^ (e & (f ^ g))) +
        (K[t + 0] as number) +
        wt) |
      0;
    d = (d + t1) | 0;
    h =
      (t1 +
        (((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) +
        ((a & b) | (c & (a | b)))) |
      0;
    wt = t < 16 ? (w[t + 1] as number) : schedule(w, t + 1);
    t1 =
      (g +
        (((d >>> 6) | (d << 26)) ^ ((d >>> 11) | (d << 21)) ^ ((d >>> 25) | (d << 7))) +
        (f ^ (d & (e ^ f))) +
        (K[t + 1] as number) +
        wt) |
      0;
    c = (c + t1) | 0;
    g =
      (t1 +
        (((h >>> 2) | (h << 30)) ^ ((h >>> 13) | (h << 19)) ^ ((h >>> 22) | (h << 10))) +
        ((h & a) | (b & (h | a)))) |
      0;
    wt = t < 16 ? (w[t + 2] as number) : schedule(w, t + 2);
    t1 =
      (f +
        (((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7))) +
        (e ^ (c & (d ^ e))) +
        (K[t + 2] as number) +
        wt) |
      0;
    b = (b + t1) | 0;
    f =
      (t1 +
        (((g >>> 2) | (g << 30)) ^ ((g >>> 13) | (g << 19)) ^ ((g >>> 22) | (g << 10))) +
        ((g & h) | (a & (g | h)))) |
      0;
    wt = t < 16 ? (w[t + 3] as number) : schedule(w, t + 3);
    t1 =
      (e +
        (((b >>> 6) | (b << 26)) ^ ((b >>> 11) | (b << 21)) ^ ((b >>> 25) | (b << 7))) +
        (d ^ (b & (c ^ d))) +
        (K[t + 3] as number) +
        wt) |
      0;
    a = (a + t1) | 0;
    e =
      (t1 +
        (((f >>> 2) | (f << 30)) ^ ((f >>> 13) | (f << 19)) ^ ((f >>> 22) | (f << 10))) +
        ((f & g) | (h & (f | g)))) |
      0;
    wt = t < 16 ? (w[t + 4] as number) : schedule(w, t + 4);
    t1 =
      (d +
        (((a >>> 6) | (a << 26)) ^ ((a >>> 11) | (a << 21)) ^ ((a >>> 25) | (a << 7))) +
        (c ^ (a & (b ^ c))) +
        (K[t + 4] as number) +
        wt) |
      0;
    h = (h + t1) | 0;
    d =
      (t1 +
        (((e >>> 2) | (e << 30)) ^ ((e >>> 13) | (e << 19)) ^ ((e >>> 22) | (e << 10))) +
        ((e & f) | (g & (e | f)))) |
      0;
    wt = t < 16 ? (w[t + 5] as number) : schedule(w, t + 5);
    t1 =
      (c +
        (((h >>> 6) | (h << 26)) ^ ((h >>> 11) | (h << 21)) ^ ((h >>> 25) | (h << 7))) +
        (b ^ (h & (a ^ b))) +
        (K[t + 5] as number) +
        wt) |
      0;
    g = (g + t1) | 0;
    c =
      (t1 +
        (((d >>> 2) | (d << 30)) ^ ((d >>> 13) | (d << 19)) ^ ((d >>> 22) | (d << 10))) +
        ((d & e) | (f & (d | e)))) |
      0;
    wt = t < 16 ? (w[t + 6] as number) : schedule(w, t + 6);
    t1 =
      (b +
        (((g >>> 6) | (g << 26)) ^ ((g >>> 11) | (g << 21)) ^ ((g >>> 25) | (g << 7))) +
        (a ^ (g & (h ^ a))) +
        (K[t + 6] as number) +
        wt) |
      0;
    f = (f + t1) | 0;
    b =
      (t1 +
        (((c >>> 2) | (c << 30)) ^ ((c >>> 13) | (c << 19)) ^ ((c >>> 22) | (c << 10))) +
        ((c & d) | (e & (c | d)))) |
      0;
    wt = t < 16 ? (w[t + 7] as number) : schedule(w, t + 7);
    t1 =
      (a +
        (((f >>> 6) | (f << 26)) ^ ((f >>> 11) | (f << 21)) ^ ((f >>> 25) | (f << 7))) +
        (h ^ (f & (g ^ h))) +
        (K[t + 7] as number) +
        wt) |
      0;
    e = (e + t1) | 0;
    a =
      (t1 +
        (((b >>> 2) | (b << 30)) ^ ((b >>> 13) | (b << 19)) ^ ((b >>> 22) | (b << 10))) +
        ((b & c) | (d & (b | c)))) |
      0;
  }
  state[0] = ((state[0] as number) + a) | 0;
  state[1] = ((state[1] as number) + b) | 0;
  state[2] = ((state[2] as number) + c) | 0;
  state[3] = ((state[3] as number) + d) | 0;
  state[4] = ((state[4] as number) + e) | 0;
  state[5] = ((state[5] as number) + f) | 0;
  state[6] = ((state[6] as number) + g) | 0;
  state[7] = ((state[7] as number) + h) | 0;
}

const encoder = new TextEncoder();

/** Loads 64 bytes of `bytes` from `offset` as 16 big-endian words into `w` (the caller pads). */
function loadBlock(w: Int32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0, at = offset; i < 16; i++, at += 4)
    w[i] =
      ((bytes[at] as number) << 24) |
      ((bytes[at + 1] as number) << 16) |
      ((bytes[at + 2] as number) << 8) |
      (bytes[at + 3] as number);
}

/** SHA-256 of `bytes` as bytes (only for keys longer than a block, which HMAC hashes first). */
function sha256Bytes(bytes: Uint8Array): Uint8Array {
  const state = IV.slice();
  const w = new Int32Array(64);
  const total = Math.ceil((bytes.length + 9) / 64) * 64;
  const padded = new Uint8Array(total);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const bits = bytes.length * 8;
  padded[total - 4] = (bits >>> 24) & 0xff;
  padded[total - 3] = (bits >>> 16) & 0xff;
  padded[total - 2] = (bits >>> 8) & 0xff;
  padded[total - 1] = bits & 0xff;
  padded[total - 5] = Math.floor(bits / 2 ** 32) & 0xff;
  for (let off = 0; off < total; off += 64) {
    loadBlock(w, padded, off);
    compress(state, w);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const v = state[i] as number;
    out[i * 4] = v >>> 24;
    out[i * 4 + 1] = (v >>> 16) & 0xff;
    out[i * 4 + 2] = (v >>> 8) & 0xff;
    out[i * 4 + 3] = v & 0xff;
  }
  return out;
}

/**
 * HMAC-SHA256 with the key's pad blocks already compressed. `mac(message, length)` signs the first
 * `length` bytes of `message` and returns the digest as 8 words (valid until the next call: copy
 * what you keep).
 */
export class KeyedHmacSha256 {
  private readonly inner = new Int32Array(8);
  private readonly outer = new Int32Array(8);
  private readonly state = new Int32Array(8);
  private readonly w = new Int32Array(64);
  private padded = new Uint8Array(128);
  /** The digest of the last `mac`, as big-endian words (uint32 values read with `>>> 0`). */
  readonly digest = new Int32Array(8);

  constructor(key: string | Uint8Array) {
    let k = typeof key === 'string' ? encoder.encode(key) : key;
    if (k.length > 64) k = sha256Bytes(k);
    const pad = new Uint8Array(64);
    for (const [target, xor] of [
      [this.inner, 0x36],
      [this.outer, 0x5c],
    ] as const) {
      for (let i = 0; i < 64; i++) pad[i] = (i < k.length ? (k[i] as number) : 0) ^ xor;
      target.set(IV);
      loadBlock(this.w, pad, 0);
      compress(target, this.w);
    }
  }

  /** The HMAC of `message[0..length)`: the digest words in `this.digest`. */
  mac(message: Uint8Array, length: number): Int32Array {
    // Inner hash: the ipad block is done; the message follows it, so its bit length counts 64 bytes more.
    const total = Math.ceil((length + 9) / 64) * 64;
    if (this.padded.length < total) this.padded = new Uint8Array(total);
    const p = this.padded;
    p.set(message.subarray(0, length));
    p[length] = 0x80;
    p.fill(0, length + 1, total);
    const bits = (64 + length) * 8;
    p[total - 4] = (bits >>> 24) & 0xff;
    p[total - 3] = (bits >>> 16) & 0xff;
    p[total - 2] = (bits >>> 8) & 0xff;
    p[total - 1] = bits & 0xff;
    const s = this.state;
    const w = this.w;
    s.set(this.inner);
    for (let off = 0; off < total; off += 64) {
      loadBlock(w, p, off);
      compress(s, w);
    }
    // Outer hash: opad block done; one block of the 32-byte inner digest, 0x80, and 768 bits.
    for (let i = 0; i < 8; i++) w[i] = s[i] as number;
    w[8] = 0x80000000 | 0;
    for (let i = 9; i < 15; i++) w[i] = 0;
    w[15] = (64 + 32) * 8;
    const d = this.digest;
    d.set(this.outer);
    compress(d, w);
    return d;
  }
}

/**
 * The fair streams' messages `${prefix}${n}:${cursor}` written as ASCII bytes into one reusable
 * buffer, so a shot allocates no string (the prefix is `${clientSeed}:`, taken as UTF-8).
 */
export class CounterMessage {
  private readonly prefix: Uint8Array;
  readonly bytes: Uint8Array;

  constructor(prefix: string) {
    this.prefix = encoder.encode(prefix);
    this.bytes = new Uint8Array(this.prefix.length + 40);
    this.bytes.set(this.prefix);
  }

  /** Writes `${prefix}${n}:${cursor}` and returns its length in bytes. */
  write(n: number, cursor: number): number {
    let at = this.writeNumber(this.prefix.length, n);
    this.bytes[at++] = 0x3a; // ':'
    at = this.writeNumber(at, cursor);
    return at;
  }

  private writeNumber(at: number, value: number): number {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError('counter must be a non-negative integer');
    let digits = 1;
    for (let v = value; v >= 10; v = Math.floor(v / 10)) digits++;
    let v = value;
    for (let i = digits - 1; i >= 0; i--) {
      this.bytes[at + i] = 0x30 + (v % 10);
      v = Math.floor(v / 10);
    }
    return at + digits;
  }
}
