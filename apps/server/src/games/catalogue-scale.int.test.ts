import { API, type TGame } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { CatalogueRepository } from './catalogue.repository.ts';
import { seedCatalogue, seedGameName, seedVendorCodes } from './catalogue-seed.ts';

const GAMES = 10_200;
const VENDORS = 20;

describe('catalogue at scale: 10,000+ slot games across 20 vendors', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    await seedCatalogue(sut.services, merchant, { games: GAMES, vendors: VENDORS });
  }, 180_000);
  afterAll(() => sut.close());

  const list = async (query: string) => {
    const response = await sut.app.inject({
      url: `${API.games.list}?${query}`,
      headers: { host: merchant.domain },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { games: TGame[]; total: number; pageNo: number; pageSize: number };
  };

  it('pages through every slot game exactly once, in catalogue order', async () => {
    const first = await list('gameType=RNG&pageNo=1&pageSize=100');
    expect(first.total).toBe(GAMES);
    expect(first.games.map((g) => g.gameCode).slice(0, 3)).toEqual(['G00001', 'G00002', 'G00003']);
    const last = await list(`gameType=RNG&pageNo=${Math.ceil(GAMES / 100)}&pageSize=100`);
    expect(last.games).toHaveLength(GAMES % 100 || 100);
    expect(last.games.at(-1)?.gameCode).toBe(`G${String(GAMES).padStart(5, '0')}`);
    const middle = await list('gameType=RNG&pageNo=51&pageSize=100');
    expect(middle.games[0]).toMatchObject({ gameCode: 'G05001', gameName: seedGameName(5001) });
  });

  it('filters one vendor and searches names', async () => {
    const [, second] = seedVendorCodes(VENDORS);
    const vendor = await list(`gameType=RNG&vassalage=${second}&pageSize=100&pageNo=2`);
    expect(vendor.total).toBe(GAMES / VENDORS);
    expect(vendor.games.every((g) => g.vassalage === second)).toBe(true);
    expect(vendor.games[0]?.gameCode).toBe(`G${String(2 + 100 * VENDORS).padStart(5, '0')}`);

    const exact = await list(`keyword=${encodeURIComponent(seedGameName(421))}`);
    expect(exact.games.map((g) => g.gameCode)).toEqual(['G00421']);
    // "Dragon Fortune" is game n with n % 10 = 0 and floor(n / 10) % 10 = 0: one in a hundred.
    const words = await list('keyword=dragon%20fortune&pageSize=100');
    expect(words.total).toBe(GAMES / 100);
    expect(words.games.every((g) => g.gameName.startsWith('Dragon Fortune'))).toBe(true);
    const contains = await list('keyword=0421');
    expect(contains.total).toBe(1);
  });

  it('answers hot games and menus from the seeded catalogue', async () => {
    const hot = (
      await sut.app.inject({ url: `${API.games.hot}?limit=100`, headers: { host: merchant.domain } })
    ).json();
    expect(hot.list).toHaveLength(100);
    expect(hot.list.every((g: TGame) => g.isHot === 1)).toBe(true);
    const menus = (await sut.app.inject({ url: API.games.menus, headers: { host: merchant.domain } })).json()
      .value;
    const rng = menus.find((m: { gameCategory: string }) => m.gameCategory === 'RNG');
    expect(rng.gameClassify).toHaveLength(VENDORS);
    expect(rng.gameClassify.reduce((sum: number, v: { gameCount: number }) => sum + v.gameCount, 0)).toBe(
      GAMES,
    );
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    it('plans the vendor list query and the category list query on indexes', async () => {
      await sql`analyze games`.execute(sut.database.db);
      const repository = new CatalogueRepository(sut.database.db);
      const [, vendor] = seedVendorCodes(VENDORS);
      for (const filter of [{ gameType: 'RNG', vassalage: vendor }, { gameType: 'RNG' }]) {
        const compiled = repository.compileList(merchant.id, filter, 20, 40);
        const plan = await sql
          .raw<{ 'QUERY PLAN': string }>(`explain ${inline(compiled.sql, compiled.parameters)}`)
          .execute(sut.database.db);
        const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(text, text).toMatch(/Index Scan using games_(vendor_)?type_sort_idx/);
        expect(text).not.toMatch(/Seq Scan on games/);
      }
    });
  });
});

/** The compiled query with its parameters written in, so EXPLAIN sees the values a request sends. */
function inline(text: string, parameters: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = parameters[Number(n) - 1];
    if (typeof value === 'bigint' || typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}
