import { API } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { givenVendor, testGame, testVendorCode } from './catalogue-test-kit.ts';

describe('operator winners call', () => {
  let sut: TestApp;
  let adminKey: string;
  beforeAll(async () => {
    sut = await startTestApp();
    adminKey = await createAdminKey(sut.services);
  });
  afterAll(() => sut.close());

  it('records a big win on the board once per round, and refuses bad input cleanly', async () => {
    const merchant = await createTestMerchant(sut.services);
    const v = testVendorCode('OPW');
    await givenVendor(sut.services, merchant, { vassalage: v, gameType: 'RNG' }, [
      testGame(v, 'G1', { name: 'Lucky Lanterns' }),
    ]);
    const post = (body: Record<string, unknown>) =>
      sut.app.inject({
        method: 'POST',
        url: API.admin.winners.replace(':merchantCode', merchant.code),
        headers: { 'x-admin-key': adminKey },
        payload: body,
      });
    const win = {
      customerName: 'jackpotjane',
      vassalage: v,
      gameCode: 'G1',
      amount: '2500.5',
      roundId: 'op-1',
    };
    expect((await post(win)).json()).toEqual({ success: true, value: { recorded: true } });
    expect((await post(win)).json()).toEqual({ success: true, value: { recorded: false } });
    expect((await post({ ...win, amount: '-1' })).json().code).toBe('VALIDATION_FAILED');
    // Amounts the wallet cannot hold, a zero win, a lower-case vendor code and year 0000 are refused
    // before they reach the database.
    for (const bad of [
      { amount: '0' },
      { amount: '999999999999999' },
      { vassalage: 'inhouse x' },
      { wonAt: '0000-01-01T00:00:00Z' },
    ])
      expect((await post({ ...win, ...bad })).json().code, JSON.stringify(bad)).toBe('VALIDATION_FAILED');
    expect((await post({ ...win, gameCode: 'NOPE', roundId: 'op-2' })).json().code).toBe('NOT_FOUND');
    const unauthorised = await sut.app.inject({
      method: 'POST',
      url: API.admin.winners.replace(':merchantCode', merchant.code),
      payload: win,
    });
    expect(unauthorised.statusCode).toBe(401);

    const board = await sut.app.inject({
      url: `${API.games.winners}?gameCategory=ALL&limitNum=20`,
      headers: { host: merchant.domain },
    });
    expect(board.json().value.list).toEqual([
      expect.objectContaining({ customerName: 'ja***ne', winAmount: '2,500.50', gameName: 'Lucky Lanterns' }),
    ]);
  });
});
