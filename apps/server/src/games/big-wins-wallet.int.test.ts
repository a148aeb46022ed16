import { API } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlayer,
  registerVendor,
  signedVendorCall,
  type VendorOperation,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { SettledWin } from './big-win-recorder.ts';
import { givenVendor, testGame, testVendorCode } from './catalogue-test-kit.ts';

describe('big wins recorded from the vendor wallet', () => {
  let sut: TestApp;
  let adminKey: string;
  let merchant: Merchant & { domain: string };
  let vendorCode: string;
  let credential: { vendorCode: string; keyId: string; secret: string };
  const unrecorded: { error: unknown; win: SettledWin }[] = [];

  beforeAll(async () => {
    sut = await startTestApp();
    adminKey = await createAdminKey(sut.services);
    sut.services.bigWins.reportErrorsTo((error, win) => unrecorded.push({ error, win }));
    merchant = await createTestMerchant(sut.services);
    vendorCode = testVendorCode('BWW');
    await givenVendor(sut.services, merchant, { vassalage: vendorCode, gameType: 'RNG' }, [
      testGame(vendorCode, 'G1', { name: 'Lucky Lanterns' }),
    ]);
    ({ credential } = await registerVendor(sut.services, merchant, vendorCode));
  });
  afterAll(() => sut.close());

  const call = async (operation: VendorOperation, body: Record<string, unknown>) => {
    const response = await signedVendorCall(sut.app, credential, operation, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** A round: a bet of 1 then a win of `amount` (the win's transaction id is returned to replay it). */
  const playRound = async (playerId: string, amount: string, gameCode = 'G1') => {
    const roundId = vendorId('round');
    await call('bet', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('bet'),
      roundId,
      gameCode,
      amount: '1',
    });
    const win = {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('win'),
      roundId,
      gameCode,
      amount,
    };
    await call('win', win);
    return win;
  };
  const setThreshold = async (bigWinThreshold: string | null) => {
    const response = await sut.app.inject({
      method: 'PATCH',
      url: API.admin.merchantSettings.replace(':merchantCode', merchant.code),
      headers: { 'x-admin-key': adminKey },
      payload: { bigWinThreshold },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.bigWinThreshold).toBe(
      bigWinThreshold === null ? null : `${bigWinThreshold}.0000`,
    );
  };
  const board = async () => {
    await sut.services.bigWins.drain();
    const response = await sut.app.inject({
      url: `${API.games.winners}?gameCategory=ALL&limitNum=50`,
      headers: { host: merchant.domain },
    });
    return response.json().value.list as { customerName: string; winAmount: string; gameName: string }[];
  };

  it('puts a win at or above the merchant threshold on the winner board once, and nothing below it', async () => {
    await setThreshold('500');
    const { member, playerId } = await createPlayer(sut.services, merchant, '100');
    const name = member.username;
    const masked = `${name.slice(0, 2)}***${name.slice(-2)}`;

    const big = await playRound(playerId, '750');
    expect(await board()).toEqual([
      expect.objectContaining({ customerName: masked, winAmount: '750.00', gameName: 'Lucky Lanterns' }),
    ]);

    // The vendor repeats the win (a retry): the wallet replays its answer, the board keeps one entry.
    await call('win', big);
    await playRound(playerId, '499.9999');
    await playRound(playerId, '0');
    expect(await board()).toHaveLength(1);

    // Exactly the threshold is a big win.
    await playRound(playerId, '500');
    expect((await board()).map((entry) => entry.winAmount).sort()).toEqual(['500.00', '750.00']);
    expect(unrecorded).toEqual([]);
  });

  it('records none when the operator clears the threshold, and a round is recorded once however it arrives', async () => {
    const { playerId } = await createPlayer(sut.services, merchant, '100');
    const before = (await board()).length;
    await setThreshold(null);
    await playRound(playerId, '100000');
    expect(await board()).toHaveLength(before);

    // The recorder is idempotent by round: the same round handed over twice writes one entry.
    await setThreshold('1000');
    const win = await playRound(playerId, '2000');
    await sut.services.bigWins.drain();
    const memberId = BigInt(playerId.split(':')[1] ?? '0');
    const again = await sut.services.bigWins.record({
      merchantCode: merchant.code,
      memberId,
      vendorCode,
      gameCode: 'G1',
      roundId: win.roundId,
      amount: 20_000_000n,
      wonAt: new Date(),
    });
    expect(again).toBe(false);
    expect(await board()).toHaveLength(before + 1);
  });

  it('a win in a game the catalogue does not know is paid, and its board entry is reported as not recorded', async () => {
    await setThreshold('10');
    const { playerId } = await createPlayer(sut.services, merchant, '100');
    const before = (await board()).length;
    const win = await playRound(playerId, '50', 'NOT_IN_CATALOGUE');
    expect(await board()).toHaveLength(before);
    expect(unrecorded).toEqual([
      expect.objectContaining({ win: expect.objectContaining({ roundId: win.roundId, amount: 500_000n }) }),
    ]);
    const balance = await call('balance', { requestId: vendorId('req'), playerId });
    expect(balance.value.balance).toBe('149.0000');
  });
});
