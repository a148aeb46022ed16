import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inputHash,
  isRetryable,
  LedgerInvariantError,
  validatePostings,
  withRetry,
} from './ledger.service.ts';

describe('validatePostings', () => {
  it('accepts legs on distinct accounts that sum to zero', () => {
    expect(() =>
      validatePostings([
        { account: 1n, amount: -500n },
        { account: 2n, amount: 200n },
        { account: 3n, amount: 300n },
      ]),
    ).not.toThrow();
  });

  it.each([
    ['a single leg', [{ account: 1n, amount: 0n }]],
    ['no legs', []],
    [
      'legs that do not sum to zero',
      [
        { account: 1n, amount: -500n },
        { account: 2n, amount: 499n },
      ],
    ],
    [
      'a zero leg',
      [
        { account: 1n, amount: 0n },
        { account: 2n, amount: 0n },
      ],
    ],
    [
      'the same account twice',
      [
        { account: 1n, amount: -5n },
        { account: 1n, amount: 5n },
      ],
    ],
    [
      'a number instead of a bigint',
      [
        { account: 1n, amount: -5 as unknown as bigint },
        { account: 2n, amount: 5 as unknown as bigint },
      ],
    ],
  ])('refuses %s', (_name, postings) => {
    expect(() => validatePostings(postings)).toThrow(LedgerInvariantError);
  });
});

describe('inputHash', () => {
  /** The first implementation, whose hashes are stored: any rewrite must give the same ones. */
  function firstStableJson(value: unknown): string {
    if (Array.isArray(value)) return `[${value.map(firstStableJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${firstStableJson(v)}`).join(',')}}`;
    }
    if (typeof value === 'bigint') return JSON.stringify(value.toString());
    return JSON.stringify(value);
  }

  it('gives the hashes already stored for any movement', () => {
    const leg = fc.record({ account: fc.bigInt({ min: 1n, max: 1n << 62n }), amount: fc.bigInt() });
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(leg, { maxLength: 4 }),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (kind, postings, reference) => {
          const legs = [...postings]
            .sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0))
            .map((p) => [p.account.toString(), p.amount.toString()]);
          const first = createHash('sha256').update(firstStableJson({ kind, legs, reference })).digest();
          expect(inputHash({ kind, postings, reference }).equals(first)).toBe(true);
        },
      ),
    );
  });

  const base = {
    kind: 'transfer',
    postings: [
      { account: 1n, amount: -5n },
      { account: 2n, amount: 5n },
    ],
    reference: { note: 'x', memberId: '1' },
  };

  it('ignores the order of legs and of reference keys', () => {
    const reordered = {
      kind: 'transfer',
      postings: [
        { account: 2n, amount: 5n },
        { account: 1n, amount: -5n },
      ],
      reference: { memberId: '1', note: 'x' },
    };
    expect(inputHash(reordered).equals(inputHash(base))).toBe(true);
  });

  it('changes with the amount, the account, the kind or the reference', () => {
    const variants = [
      { ...base, kind: 'adjustment' },
      { ...base, reference: { note: 'y', memberId: '1' } },
      {
        ...base,
        postings: [
          { account: 1n, amount: -6n },
          { account: 2n, amount: 6n },
        ],
      },
      {
        ...base,
        postings: [
          { account: 1n, amount: -5n },
          { account: 3n, amount: 5n },
        ],
      },
    ];
    for (const variant of variants) expect(inputHash(variant).equals(inputHash(base))).toBe(false);
  });
});

describe('withRetry', () => {
  it('retries deadlocks and serialization failures, then gives up', async () => {
    let calls = 0;
    const result = await withRetry(async () => {
      calls++;
      if (calls < 3) throw Object.assign(new Error('deadlock'), { code: calls === 1 ? '40P01' : '40001' });
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);

    let failures = 0;
    await expect(
      withRetry(async () => {
        failures++;
        throw Object.assign(new Error('deadlock'), { code: '40P01' });
      }, 3),
    ).rejects.toThrow('deadlock');
    expect(failures).toBe(3);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls++;
        throw Object.assign(new Error('unique'), { code: '23505' });
      }),
    ).rejects.toThrow('unique');
    expect(calls).toBe(1);
    expect(isRetryable({ code: '40P01' })).toBe(true);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
