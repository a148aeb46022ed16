import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CounterMessage, KeyedHmacSha256 } from './keyed-hmac.ts';

const wordsOf = (bytes: Buffer) => Array.from({ length: 8 }, (_, i) => bytes.readInt32BE(i * 4));

describe('KeyedHmacSha256', () => {
  it('equals node:crypto on the RFC 4231 vectors (short key, key of a full block, key longer than a block)', () => {
    const cases: [Uint8Array, string, string][] = [
      [
        Buffer.from('Jefe'),
        'what do ya want for nothing?',
        '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      ],
      [
        Buffer.alloc(131, 0xaa),
        'Test Using Larger Than Block-Size Key - Hash Key First',
        '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
      ],
    ];
    for (const [key, message, hex] of cases) {
      const hmac = new KeyedHmacSha256(key);
      const bytes = Buffer.from(message);
      expect(hmac.mac(bytes, bytes.length)).toEqual(Int32Array.from(wordsOf(Buffer.from(hex, 'hex'))));
    }
  });

  it('equals node:crypto for any key and message, one key signing many messages', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 150 }),
        fc.array(fc.uint8Array({ minLength: 0, maxLength: 200 }), { minLength: 1, maxLength: 5 }),
        (key, messages) => {
          const hmac = new KeyedHmacSha256(key);
          for (const m of messages) {
            const expected = createHmac('sha256', key).update(m).digest();
            expect(Array.from(hmac.mac(m, m.length))).toEqual(wordsOf(expected));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('signs the fair streams\' "client:nonce:cursor" messages written into one buffer', () => {
    const seed = randomBytes(32).toString('hex');
    const hmac = new KeyedHmacSha256(seed);
    for (const client of ['c', 'my-lucky-seed', '\u{1f3a3} seed', 'x'.repeat(64)]) {
      const message = new CounterMessage(`${client}:`);
      for (const [nonce, cursor] of [
        [0, 0],
        [7, 1],
        [123_456, 0],
        [Number.MAX_SAFE_INTEGER, 12],
      ] as const) {
        const length = message.write(nonce, cursor);
        expect(Buffer.from(message.bytes.subarray(0, length)).toString('utf8')).toBe(
          `${client}:${nonce}:${cursor}`,
        );
        const expected = createHmac('sha256', seed).update(`${client}:${nonce}:${cursor}`).digest();
        expect(Array.from(hmac.mac(message.bytes, length))).toEqual(wordsOf(expected));
      }
    }
    expect(() => new CounterMessage('c:').write(-1, 0)).toThrow(RangeError);
  });
});
