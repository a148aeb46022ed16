import { LOTTERY_API } from '@croupier/contracts';
import { type Merchant, SETTLE_MS } from '@croupier/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Clock,
  call,
  connectedMerchant,
  FaultyFetch,
  launchPlayer,
  openLotteryDb,
  type Platform,
  startPlatform,
  startTestLottery,
} from './platform-test-kit.ts';

let platform: Platform;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  platform = await startPlatform();
}, 120_000);
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await platform?.test.close();
});

describe('reconciliation of a vendor serving several codes (VendorLinks)', () => {
  it("lists the lottery's bets under the code they were made with, and the day reconciles clean", async () => {
    const db = await openLotteryDb();
    const lottery = await startTestLottery(db, new FaultyFetch(), new Clock());
    closers.push(async () => {
      await lottery.app.close();
      await db.close();
    });
    const merchant: Merchant = await connectedMerchant(platform, lottery);
    const p = await launchPlayer(platform, lottery, merchant, 'TCG_LOTTO_VN', 'vn-north', '100');
    const bought = await call(lottery, 'POST', LOTTERY_API.buy, p.session, {
      requestId: `recon-${Date.now()}`,
      gameCode: 'vn-north',
      lines: [
        { betType: 'DE', selections: ['07'], stake: '2' },
        { betType: 'DE', selections: ['42'], stake: '3' },
      ],
    });
    expect(bought.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 100));

    const { reconciliation } = platform.test.services;
    const day = reconciliation.today(merchant);
    const actor = { name: 'test', ip: '127.0.0.1', requestId: 'r' };
    const run = await reconciliation.start(merchant, { vendorCode: 'TCG_LOTTO_VN', day }, actor);
    expect(run).toMatchObject({ status: 'matched', differenceCount: 0 });
    expect(run.platform.count).toBeGreaterThan(0);
    expect(run.vendor).toEqual(run.platform);
    const other = await reconciliation.start(merchant, { vendorCode: 'TCG_SEA', day }, actor);
    expect(other).toMatchObject({ status: 'matched', platform: { count: 0 }, vendor: { count: 0 } });
  });
});
