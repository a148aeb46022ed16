import { API } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('games routes: vendors', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  it('lists only the enabled vendors of the merchant, one lane per category in category order', async () => {
    const merchant = await createTestMerchant(sut.services);
    const other = await createTestMerchant(sut.services);
    const { vendorsRepository } = sut.services;
    const db = sut.database.db;
    await vendorsRepository.upsertVendor(db, {
      vassalage: 'EVO_T',
      displayName: 'Evo Live',
      gameType: 'LIVE',
    });
    await vendorsRepository.upsertVendor(db, { vassalage: 'PG_T', displayName: 'PG Soft', gameType: 'RNG' });
    await vendorsRepository.upsertVendor(db, { vassalage: 'JDB_T', displayName: 'JDB', gameType: 'RNG' });
    await vendorsRepository.enableForMerchant(db, merchant.id, 'JDB_T', 2);
    await vendorsRepository.enableForMerchant(db, merchant.id, 'PG_T', 1);
    await vendorsRepository.enableForMerchant(db, merchant.id, 'EVO_T', 3);
    await vendorsRepository.enableForMerchant(db, other.id, 'EVO_T', 1);

    const response = await sut.app.inject({
      method: 'GET',
      url: API.games.vendors,
      headers: { host: merchant.domain },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        lanes: [
          {
            gameType: 'LIVE',
            vendors: [{ gameType: 'LIVE', vassalage: 'EVO_T', displayName: 'Evo Live', maintenance: false }],
          },
          {
            gameType: 'RNG',
            vendors: [
              { gameType: 'RNG', vassalage: 'PG_T', displayName: 'PG Soft', maintenance: false },
              { gameType: 'RNG', vassalage: 'JDB_T', displayName: 'JDB', maintenance: false },
            ],
          },
        ],
      },
    });
  });

  it('answers an empty lane list for a merchant without vendors', async () => {
    const merchant = await createTestMerchant(sut.services);
    const response = await sut.app.inject({
      method: 'GET',
      url: API.games.vendors,
      headers: { host: merchant.domain },
    });
    expect(response.json()).toEqual({ success: true, data: { lanes: [] } });
  });
});
