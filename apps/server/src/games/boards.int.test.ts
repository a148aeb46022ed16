import { API } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember } from '../testing/accounts.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { givenVendor, testGame, testVendorCode } from './catalogue-test-kit.ts';

describe('boards: biggest wins and jackpots', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  it('lists the biggest wins with masked names and formatted amounts, by category, once per round', async () => {
    const merchant = await createTestMerchant(sut.services);
    const other = await createTestMerchant(sut.services);
    const v = testVendorCode('WIN');
    await givenVendor(sut.services, merchant, { vassalage: v, gameType: 'RNG', gameTypes: ['LIVE'] }, [
      testGame(v, 'W1', { name: 'Dragon Fortune', icons: { rx1: 'https://cdn.test/w1.png' } }),
      testGame(v, 'W2', { name: 'Baccarat', gameType: 'LIVE' }),
    ]);
    const member = await createTestMember(sut.services, merchant, { username: 'alice123' });
    const { catalogue } = sut.services;
    expect(
      await catalogue.recordBigWin(merchant, {
        memberId: member.id,
        customerName: member.username,
        vassalage: v,
        gameCode: 'W1',
        amount: 12_345_600n,
        roundId: 'r-1',
      }),
    ).toBe(true);
    expect(
      await catalogue.recordBigWin(merchant, {
        customerName: 'alice123',
        vassalage: v,
        gameCode: 'W1',
        amount: 99_999_999n,
        roundId: 'r-1',
      }),
    ).toBe(false);
    await catalogue.recordBigWin(merchant, {
      customerName: 'bob',
      vassalage: v,
      gameCode: 'W2',
      amount: 123_456_789_0000n,
    });
    await catalogue.recordBigWin(merchant, {
      customerName: 'carol',
      vassalage: v,
      gameCode: 'W1',
      amount: 5_000n,
    });
    await expect(
      catalogue.recordBigWin(merchant, { customerName: 'x', vassalage: v, gameCode: 'W1', amount: 0n }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

    const response = await sut.app.inject({
      url: `${API.games.winners}?gameCategory=ALL&language=EN&limitNum=20`,
      headers: { host: merchant.domain },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      value: {
        list: [
          {
            customerName: 'b***b',
            winAmount: '123,456,789.00',
            iconUrl: `/lgw/games/img/${v}/W2.svg`,
            gameName: 'Baccarat',
            gameType: 'LIVE',
          },
          {
            customerName: 'al***23',
            winAmount: '1,234.56',
            iconUrl: 'https://cdn.test/w1.png',
            gameName: 'Dragon Fortune',
            gameType: 'RNG',
          },
          {
            customerName: 'ca***ol',
            winAmount: '0.50',
            iconUrl: 'https://cdn.test/w1.png',
            gameName: 'Dragon Fortune',
            gameType: 'RNG',
          },
        ],
      },
    });
    const rng = (
      await sut.app.inject({
        url: `${API.games.winners}?gameCategory=RNG&limitNum=1`,
        headers: { host: merchant.domain },
      })
    ).json();
    expect(rng.value.list.map((w: { customerName: string }) => w.customerName)).toEqual(['al***23']);
    const empty = (await sut.app.inject({ url: API.games.winners, headers: { host: other.domain } })).json();
    expect(empty.value.list).toEqual([]);
    // A round that closes after the merchant disabled the vendor still reaches the board.
    await catalogue.setMerchantVendor(
      merchant,
      v,
      { enabled: false, maintenance: false, sortOrder: 0 },
      { name: 'test' },
    );
    expect(
      await catalogue.recordBigWin(merchant, {
        customerName: 'dave',
        vassalage: v,
        gameCode: 'W1',
        amount: 1n,
      }),
    ).toBe(true);
    const tooMany = await sut.app.inject({
      url: `${API.games.winners}?limitNum=1000`,
      headers: { host: merchant.domain },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('lists jackpot pools in order with decimal-string amounts', async () => {
    const merchant = await createTestMerchant(sut.services);
    const v = testVendorCode('JP');
    await givenVendor(sut.services, merchant, { vassalage: v, gameType: 'RNG' }, [testGame(v, 'J1')]);
    await sut.services.catalogue.setJackpot(merchant, {
      code: 'GRAND',
      name: 'Grand',
      amount: 1_234_567_8900n,
      sortOrder: 1,
    });
    await sut.services.catalogue.setJackpot(merchant, {
      code: 'MINI',
      name: 'Mini',
      amount: 5_0000n,
      vassalage: v,
      gameCode: 'J1',
      sortOrder: 0,
    });
    await sut.services.catalogue.setJackpot(merchant, {
      code: 'MINI',
      name: 'Mini',
      amount: 7_5000n,
      vassalage: v,
      gameCode: 'J1',
      sortOrder: 0,
    });
    const response = await sut.app.inject({ url: API.games.jackpots, headers: { host: merchant.domain } });
    expect(response.json()).toEqual({
      success: true,
      value: {
        list: [
          {
            code: 'MINI',
            name: 'Mini',
            amount: '7.5000',
            currency: 'USD',
            gameCode: 'J1',
            vassalage: v,
            iconUrl: `/lgw/games/img/${v}/J1.svg`,
          },
          {
            code: 'GRAND',
            name: 'Grand',
            amount: '1234567.8900',
            currency: 'USD',
            gameCode: null,
            vassalage: null,
            iconUrl: '',
          },
        ],
      },
    });
  });
});
