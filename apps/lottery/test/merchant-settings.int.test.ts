import { API, LOTTERY_API, LOTTERY_VENDOR_API, parseMinor, type TVendorSetting } from '@croupier/contracts';
import { drawLottery, settleLine } from '@croupier/games';
import type { Merchant } from '@croupier/server/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningLottery } from '../src/index.ts';
import {
  Clock,
  call,
  connectedMerchant,
  FaultyFetch,
  launchPlayer,
  openLotteryDb,
  type Platform,
  platformBalance,
  startPlatform,
  startTestLottery,
} from './platform-test-kit.ts';

let platform: Platform;
let lottery: RunningLottery;
let merchant: Merchant;
let clock: Clock;
let writer: string;
let reader: string;
const closers: (() => Promise<void>)[] = [];

const settingsPath = (vendorCode: string) =>
  API.admin.vendorSettings.replace(':merchantCode', merchant.code).replace(':vendorCode', vendorCode);

async function admin(method: 'GET' | 'PUT', url: string, token: string, body?: unknown) {
  const response = await platform.test.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, json: response.json() };
}

const settingOf = (settings: TVendorSetting[], key: string) => settings.find((s) => s.key === key);

// One platform, one lottery, one merchant: its operator sets đề's stakes and odds in the console's
// settings call; the vendor enforces them on the next ticket and pays the win at the merchant's odds.
beforeAll(async () => {
  platform = await startPlatform();
  clock = new Clock();
  const db = await openLotteryDb();
  lottery = await startTestLottery(db, new FaultyFetch(), clock);
  closers.push(async () => {
    await lottery.app.close();
    await db.close();
  });
  merchant = await connectedMerchant(platform, lottery);
  const auth = platform.test.services.adminAuth;
  writer = (await auth.issueToken(merchant.id, 'games', ['games.read', 'games.write'], { name: 'test' }))
    .token;
  reader = (await auth.issueToken(merchant.id, 'viewer', ['games.read'], { name: 'test' })).token;
}, 180_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await platform?.test.close();
});

describe("a merchant's lottery stakes and odds, set from its console", { timeout: 240_000 }, () => {
  it('lists the vendor codes taking settings and reads the defaults with their bounds', async () => {
    const list = await admin(
      'GET',
      API.admin.vendorSettingsList.replace(':merchantCode', merchant.code),
      reader,
    );
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    expect(list.json.value.vendors.map((v: { vendorCode: string }) => v.vendorCode)).toEqual([
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'LOTT',
      'ELOTT',
    ]);
    const read = await admin('GET', settingsPath('TCG_LOTTO_VN'), reader);
    expect(read.status).toBe(200);
    const settings = read.json.value.settings as TVendorSetting[];
    expect(settingOf(settings, 'vn-north.DE.payout')).toMatchObject({
      value: null,
      defaultValue: '100',
      min: '50',
      max: '100',
      kind: 'percent',
    });
    expect(settingOf(settings, 'vn-north.DE.minStake')).toMatchObject({
      value: null,
      notAbove: 'vn-north.DE.maxStake',
    });
  });

  it('refuses a reader, an unknown key, a value out of bounds and a minimum above its maximum, changing nothing', async () => {
    const change = (changes: unknown, token = writer) =>
      admin('PUT', settingsPath('TCG_LOTTO_VN'), token, { changes });
    const forbidden = await change([{ key: 'vn-north.DE.payout', value: '90' }], reader);
    expect([forbidden.status, forbidden.json.code, forbidden.json.value?.permission]).toEqual([
      403,
      'FORBIDDEN',
      'games.write',
    ]);
    for (const bad of [
      [{ key: 'vn-north.NOPE.payout', value: '90' }],
      [{ key: 'vn-north.DE.payout', value: '101' }],
      [{ key: 'vn-north.DE.payout', value: '49.99' }],
      [
        { key: 'vn-north.DE.minStake', value: '60' },
        { key: 'vn-north.DE.maxStake', value: '50' },
      ],
      [{ key: 'vn-north.DE.minStake', value: '10001' }], // above the default maximum it may not exceed
    ]) {
      const refused = await change(bad);
      expect([refused.status, refused.json.code], JSON.stringify(bad)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const unknownVendor = await admin('GET', settingsPath('INHOUSE'), writer);
    expect([unknownVendor.status, unknownVendor.json.code]).toEqual([404, 'NOT_FOUND']);
    const read = await admin('GET', settingsPath('TCG_LOTTO_VN'), reader);
    expect((read.json.value.settings as TVendorSetting[]).every((s) => s.value === null)).toBe(true);
    // The vendor's settings call is the platform's, signed with the merchant's credential.
    const unsigned = await call(lottery, 'POST', LOTTERY_VENDOR_API.settings, undefined, {
      requestId: 'x',
      merchantCode: merchant.code,
      vendorCode: 'TCG_LOTTO_VN',
      actor: 'someone',
      changes: [{ key: 'vn-north.DE.payout', value: '50' }],
    });
    expect(unsigned.status).toBe(401);
  });

  it('applies stakes and odds to the next ticket, pays its win at the merchant odds, and audits the change', async () => {
    const changed = await admin('PUT', settingsPath('TCG_LOTTO_VN'), writer, {
      changes: [
        { key: 'vn-north.DE.minStake', value: '2' },
        { key: 'vn-north.DE.maxStake', value: '50' },
        { key: 'vn-north.DE.payout', value: '90' },
      ],
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const settings = changed.json.value.settings as TVendorSetting[];
    expect(settingOf(settings, 'vn-north.DE.payout')?.value).toBe('90');
    expect(settingOf(settings, 'vn-north.DE.minStake')?.value).toBe('2');
    const audit = await sql<{ detail: { vendorCode: string; before: object; after: object } }>`
      select detail from audit_log where merchant_id = ${merchant.id} and action = 'vendor.settings'`.execute(
      platform.test.services.database.db,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.detail).toMatchObject({
      vendorCode: 'TCG_LOTTO_VN',
      before: { 'vn-north.DE.payout': null },
      after: { 'vn-north.DE.payout': '90', 'vn-north.DE.maxStake': '50' },
    });

    const p = await launchPlayer(platform, lottery, merchant, 'TCG_LOTTO_VN', 'vn-north', '1000');
    const game = await call(lottery, 'GET', LOTTERY_API.game.replace(':gameCode', 'vn-north'), p.session);
    const de = game.json.value.game.betTypes.find((t: { code: string }) => t.code === 'DE');
    expect(de).toMatchObject({ minStake: '2.0000', maxStake: '50.0000' });
    const lo = game.json.value.game.betTypes.find((t: { code: string }) => t.code === 'LO2');
    expect(lo.minStake).toBe('0.1000'); // other bet types keep the vendor's defaults
    const draw = game.json.value.game.currentDraw as { drawId: string; drawAt: string };
    const buy = (stake: string, selection: string) =>
      call(lottery, 'POST', LOTTERY_API.buy, p.session, {
        requestId: `settings-${stake}-${selection}-${process.pid}`,
        gameCode: 'vn-north',
        lines: [{ betType: 'DE', selections: [selection], stake }],
      });
    for (const stake of ['1', '51']) {
      const refused = await buy(stake, '00');
      expect([refused.status, refused.json.code]).toEqual([400, 'LOTTERY_STAKE_OUT_OF_LIMITS']);
    }
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(1000n * 10_000n);
    // The test reads the committed seed to buy the number that wins (players see only its hash).
    const row = await lottery.store.draw(lottery.db, BigInt(draw.drawId));
    const result = drawLottery('VN_NORTH', row?.seed as string, row?.draw_key as string);
    const winning = String(result.tiers[0]?.numbers[0]).slice(-2);
    const bought = await buy('3', winning);
    expect(bought.status, JSON.stringify(bought.json)).toBe(200);

    clock.advanceTo(draw.drawAt);
    for (let i = 0; i < 5; i++) {
      await lottery.tick();
      if ((await lottery.store.draw(lottery.db, BigInt(draw.drawId)))?.status === 'settled') break;
    }
    const standard = settleLine('VN_NORTH', { betType: 'DE', selections: [winning], stake: 30_000n }, result);
    const paid = (standard * 9_000n) / 10_000n;
    expect(paid).toBeGreaterThan(0n);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(1000n * 10_000n - 30_000n + paid);
    const mine = await call(lottery, 'GET', `${LOTTERY_API.tickets}?limit=5`, p.session);
    const [ticket] = mine.json.value.tickets;
    expect(ticket.status).toBe('won');
    expect(parseMinor(ticket.win)).toBe(paid);
    expect(parseMinor(ticket.lines[0].win)).toBe(paid);

    // Back to the defaults: the next ticket may stake 1 again.
    const reset = await admin('PUT', settingsPath('TCG_LOTTO_VN'), writer, {
      changes: ['minStake', 'maxStake', 'payout'].map((f) => ({ key: `vn-north.DE.${f}`, value: null })),
    });
    expect(reset.status).toBe(200);
    expect((reset.json.value.settings as TVendorSetting[]).every((s) => s.value === null)).toBe(true);
  });

  it("caps each brand's payout per number and draw: the console sets it, racing tickets never pass it, another brand keeps its own room", async () => {
    const other = await connectedMerchant(platform, lottery);
    const read = await admin('GET', settingsPath('TCG_LOTTO_VN'), reader);
    expect(settingOf(read.json.value.settings, 'vn-north.maxPayoutPerNumber')).toMatchObject({
      value: null,
      defaultValue: '10000000',
      min: '0.0001',
      max: '100000000',
      kind: 'money',
    });
    const tooHigh = await admin('PUT', settingsPath('TCG_LOTTO_VN'), writer, {
      changes: [{ key: 'vn-north.maxPayoutPerNumber', value: '100000001' }],
    });
    expect([tooHigh.status, tooHigh.json.code]).toEqual([400, 'VALIDATION_FAILED']);
    // Đề pays 95×: a stake of 2 reserves 190 of a 300 cap, so of two such tickets on a number one fits.
    const set = await admin('PUT', settingsPath('TCG_LOTTO_VN'), writer, {
      changes: [{ key: 'vn-north.maxPayoutPerNumber', value: '300' }],
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(settingOf(set.json.value.settings, 'vn-north.maxPayoutPerNumber')?.value).toBe('300');
    const audit = await sql<{ detail: { before: object; after: object } }>`
      select detail from audit_log where merchant_id = ${merchant.id} and action = 'vendor.settings'
      order by id desc limit 1`.execute(platform.test.services.database.db);
    expect(audit.rows[0]?.detail).toMatchObject({
      before: { 'vn-north.maxPayoutPerNumber': null },
      after: { 'vn-north.maxPayoutPerNumber': '300' },
    });

    const a = await launchPlayer(platform, lottery, merchant, 'TCG_LOTTO_VN', 'vn-north', '1000');
    const b = await launchPlayer(platform, lottery, merchant, 'TCG_LOTTO_VN', 'vn-north', '1000');
    const game = await call(lottery, 'GET', LOTTERY_API.game.replace(':gameCode', 'vn-north'), a.session);
    expect(game.json.value.game.maxPayoutPerNumber).toBe('300.0000');
    const buy = (session: string, selection: string, tag: string) =>
      call(lottery, 'POST', LOTTERY_API.buy, session, {
        requestId: `cap-${tag}-${selection}-${process.pid}`,
        gameCode: 'vn-north',
        lines: [{ betType: 'DE', selections: [selection], stake: '2' }],
      });
    // Ten numbers, two players racing for the last room on each.
    const numbers = ['40', '41', '42', '43', '44', '45', '46', '47', '48', '49'];
    const answers = await Promise.all(
      numbers.flatMap((n) => [buy(a.session, n, 'a'), buy(b.session, n, 'b')]),
    );
    for (const [i, n] of numbers.entries()) {
      const pair = [answers[2 * i], answers[2 * i + 1]].map((r) => (r?.status === 200 ? 'ok' : r?.json.code));
      expect(pair.sort(), `number ${n}`).toEqual(['LOTTERY_SOLD_OUT', 'ok']);
    }
    const spent =
      2n * 1000n * 10_000n -
      (await platformBalance(platform, merchant, a.member.id)) -
      (await platformBalance(platform, merchant, b.member.id));
    expect(spent).toBe(BigInt(numbers.length) * 20_000n);

    // Another brand's players have their own room on the same numbers (the vendor's default cap).
    const c = await launchPlayer(platform, lottery, other, 'TCG_LOTTO_VN', 'vn-north', '1000');
    for (const n of numbers) expect((await buy(c.session, n, 'c')).status).toBe(200);
    // Raising the cap gives the first brand room again; back to the default afterwards.
    await admin('PUT', settingsPath('TCG_LOTTO_VN'), writer, {
      changes: [{ key: 'vn-north.maxPayoutPerNumber', value: '400' }],
    });
    expect((await buy(a.session, '40', 'a2')).status).toBe(200);
    const reset = await admin('PUT', settingsPath('TCG_LOTTO_VN'), writer, {
      changes: [{ key: 'vn-north.maxPayoutPerNumber', value: null }],
    });
    expect(settingOf(reset.json.value.settings, 'vn-north.maxPayoutPerNumber')?.value).toBeNull();
  });
});
