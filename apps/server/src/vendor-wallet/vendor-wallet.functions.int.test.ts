import { formatMinor, MAX_MINOR } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** The SQL side of the vendor wallet's one-round-trip functions (migration 014). */
describe('vendor wallet functions', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  it('formats stored answers exactly as formatMinor does', async () => {
    const amounts = [
      0n,
      1n,
      9_999n,
      10_000n,
      10_001n,
      125_000n,
      12_345_678n,
      10n ** 15n,
      -1n,
      -125_000n,
      MAX_MINOR,
    ];
    for (const amount of amounts) {
      const result = await sql<{
        text: string;
      }>`select wallet_format_minor(${amount}::bigint) as text`.execute(sut.database.db);
      expect(result.rows[0]?.text, amount.toString()).toBe(formatMinor(amount));
    }
  });

  it('raises refusals with their own SQLSTATE, error code and balance', async () => {
    await expect(
      sql`select vendor_wallet_raise('INSUFFICIENT_FUNDS', '42')`.execute(sut.database.db),
    ).rejects.toMatchObject({ code: 'CRW01', message: 'INSUFFICIENT_FUNDS', detail: '42' });
  });
});
