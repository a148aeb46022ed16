import { API, LOTTERY_API, LOTTERY_VENDOR_API, type TLotteryDraw } from '@croupier/contracts';
import { drawLottery, type LotteryKind } from '@croupier/games';
import type { Merchant } from '@croupier/server/testing';
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
  startPlatform,
  startTestLottery,
} from './platform-test-kit.ts';

let platform: Platform;
let lottery: RunningLottery;
let merchant: Merchant & { domain: string };
let clock: Clock;
let token: string;
let drawn: TLotteryDraw;
const closers: (() => Promise<void>)[] = [];

/** A GET of the platform's lobby on the merchant's host (with the member's session when given). */
async function lobby(path: string, query: Record<string, string>, session?: string) {
  const response = await platform.test.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(query)}`,
    headers: { host: merchant.domain, ...(session ? { 'x-session-token': session } : {}) },
  });
  return { status: response.statusCode, json: response.json() };
}

// One platform, one lottery, one merchant: a vn-north draw is bought, drawn and settled, then read
// back through the platform's lottery calls (which ask the vendor's declared results call, signed).
beforeAll(async () => {
  platform = await startPlatform();
  clock = new Clock();
  const db = await openLotteryDb();
  lottery = await startTestLottery(db, new FaultyFetch(), clock);
  closers.push(async () => {
    await lottery.app.close();
    await db.close();
  });
  merchant = (await connectedMerchant(platform, lottery)) as Merchant & { domain: string };
  const p = await launchPlayer(platform, lottery, merchant, 'TCG_LOTTO_VN', 'vn-north', '100');
  token = p.token;
  const game = await call(lottery, 'GET', LOTTERY_API.game.replace(':gameCode', 'vn-north'), p.session);
  const draw = game.json.value.game.currentDraw as { drawId: string; drawAt: string };
  const bought = await call(lottery, 'POST', LOTTERY_API.buy, p.session, {
    requestId: `published-${process.pid}`,
    gameCode: 'vn-north',
    lines: [{ betType: 'DE', selections: ['27'], stake: '1' }],
  });
  expect(bought.status, JSON.stringify(bought.json)).toBe(200);
  clock.advanceTo(draw.drawAt);
  for (let i = 0; i < 5; i++) {
    await lottery.tick();
    const d = await lottery.store.draw(lottery.db, BigInt(draw.drawId));
    if (d?.status === 'settled') break;
  }
  drawn = await lottery.tickets.draw(BigInt(draw.drawId));
}, 180_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await platform?.test.close();
});

describe('lottery results and menus through the platform', { timeout: 240_000 }, () => {
  it('reads a drawn result back through /lgw/vn/numeros/opened/game with every tier, verifiable from its seed', async () => {
    expect(drawn.status).toBe('settled');
    const answer = await lobby(API.lotto.openedGame, { vassalage: 'TCG_LOTTO_VN', gameCode: 'vn-north' });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const [latest] = answer.json.value.list;
    expect(latest).toMatchObject({
      vassalage: 'TCG_LOTTO_VN',
      gameCode: 'vn-north',
      roundId: drawn.drawId,
      issue: drawn.drawKey,
      seedHash: drawn.seedHash,
      seed: drawn.seed,
      tiers: drawn.tiers,
    });
    // XSMB: 27 numbers in 8 tiers, as recomputed from the published seed.
    const recomputed = drawLottery(drawn.kind as LotteryKind, latest.seed, latest.issue);
    expect(latest.tiers.map((t: { numbers: string[] }) => t.numbers)).toEqual(
      recomputed.tiers.map((t) => t.numbers),
    );
    expect(latest.tiers.flatMap((t: { numbers: string[] }) => t.numbers)).toHaveLength(27);
  });

  it('lists the latest result of each menu game on /lotto/lgw/games/opened/numero (undrawn games left out)', async () => {
    const answer = await lobby(API.lotto.openedNumero, { prizeMode: 'LOTT' });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.value.list.map((r: { gameCode: string }) => r.gameCode)).toEqual(['vn-north']);
    expect(answer.json.value.list[0].roundId).toBe(drawn.drawId);
  });

  it('answers the game menu and its recent variant from the registered catalogue (T)', async () => {
    const menu = await lobby(API.lotto.gameMenu, { prizeMode: 'LOTT', device: 'WEB' }, token);
    expect(menu.status, JSON.stringify(menu.json)).toBe(200);
    const codes = menu.json.value.games.map((g: { gameCode: string }) => g.gameCode);
    expect(codes).toContain('vn-north');
    expect(menu.json.value.games.every((g: { gameType: string }) => g.gameType === 'LOTT')).toBe(true);
    const elott = await lobby(API.lotto.gameMenu, { prizeMode: 'ELOTT', device: 'WEB' }, token);
    expect(elott.json.value.games.length).toBeGreaterThan(0);
    expect(elott.json.value.games.every((g: { gameType: string }) => g.gameType === 'ELOTT')).toBe(true);
    const recent = await lobby(API.lotto.gameMenuRecent, { prizeMode: 'LOTT', device: 'WEB' }, token);
    expect(recent.status).toBe(200);
    expect(recent.json.value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['vn-north']);
    const recentElott = await lobby(API.lotto.gameMenuRecent, { prizeMode: 'ELOTT' }, token);
    expect(recentElott.json.value.games).toEqual([]);
    expect((await lobby(API.lotto.gameMenu, { prizeMode: 'LOTT' })).json.code).toBe('UNAUTHORIZED');
  });

  it('splits the SEA and ZY menus per vendor (TCG_SEA, TCG_LOTTO_VN), recent variant included', async () => {
    const vendorsOf = (games: { vassalage: string }[]) => [...new Set(games.map((g) => g.vassalage))];
    const sea = await lobby(API.lotto.gameMenu, { prizeMode: 'SEA', device: 'WEB' }, token);
    expect(sea.json.value).toMatchObject({ prizeMode: 'SEA' });
    expect(vendorsOf(sea.json.value.games)).toEqual(['TCG_SEA']);
    const zy = await lobby(API.lotto.gameMenu, { prizeMode: 'ZY', device: 'WEB' }, token);
    expect(vendorsOf(zy.json.value.games)).toEqual(['TCG_LOTTO_VN']);
    expect(zy.json.value.games.map((g: { gameCode: string }) => g.gameCode).sort()).toEqual([
      'vn-north',
      'vn-south',
    ]);
    const recentZy = await lobby(API.lotto.gameMenuRecent, { prizeMode: 'ZY' }, token);
    expect(recentZy.json.value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['vn-north']);
    const recentSea = await lobby(API.lotto.gameMenuRecent, { prizeMode: 'SEA' }, token);
    expect(recentSea.json.value.games).toEqual([]);
  });

  it('launches the lottery lobby with every parameter of the spec honoured end to end', async () => {
    const launch = await lobby(
      API.lotto.lobbyLaunch,
      {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        prizeMode: 'ZY',
        gameCode: 'vn-south',
        view: 'lobby',
        device: 'MOBILE',
        backUrl: `http://${merchant.domain}/lottery-hall`,
        language: 'VI',
      },
      token,
    );
    expect(launch.status, JSON.stringify(launch.json)).toBe(200);
    expect(launch.json.value).toMatchObject({
      gameCode: 'vn-south',
      vassalage: 'TCG_LOTTO_VN',
      prizeMode: 'ZY',
      view: 'lobby',
    });
    const url = new URL(launch.json.value.url);
    expect(url.pathname).toMatch(/\/vn-south$/);
    expect([url.searchParams.get('view'), url.searchParams.get('device')]).toEqual(['lobby', 'MOBILE']);
    // The vendor's session carries the language and the way back the launch asked for.
    const exchange = await call(lottery, 'POST', LOTTERY_API.session, undefined, {
      launchToken: url.searchParams.get('token'),
    });
    expect(exchange.status, JSON.stringify(exchange.json)).toBe(200);
    expect(exchange.json.value).toMatchObject({
      gameCode: 'vn-south',
      language: 'VI',
      lobbyUrl: `http://${merchant.domain}/lottery-hall`,
    });
    // No game named: the prize mode menu's first game; betting and WEB by default.
    const first = await lobby(API.lotto.lobbyLaunch, { prizeMode: 'SEA' }, token);
    expect(first.json.value).toMatchObject({ gameCode: 'sea-4d', vassalage: 'TCG_SEA', view: 'betting' });
    expect(new URL(first.json.value.url).searchParams.get('device')).toBe('WEB');
    // A game of another prize mode's menu, a foreign back URL, a bad view, and no session.
    const elsewhere = await lobby(API.lotto.lobbyLaunch, { prizeMode: 'SEA', gameCode: 'vn-north' }, token);
    expect([elsewhere.status, elsewhere.json.code]).toEqual([404, 'NOT_FOUND']);
    const foreign = await lobby(API.lotto.lobbyLaunch, { backUrl: 'https://evil.example/' }, token);
    expect(foreign.status).toBe(400);
    const badView = await lobby(API.lotto.lobbyLaunch, { view: 'table' }, token);
    expect([badView.status, badView.json.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await lobby(API.lotto.lobbyLaunch, {})).json.code).toBe('UNAUTHORIZED');
  });

  it('refuses an unknown vendor, a game of no vendor and bad parameters with clear codes', async () => {
    const unknownVendor = await lobby(API.lotto.openedGame, { vassalage: 'NO_SUCH', gameCode: 'vn-north' });
    expect([unknownVendor.status, unknownVendor.json.code]).toEqual([404, 'NOT_FOUND']);
    const notPublishing = await lobby(API.lotto.openedGame, { vassalage: 'INHOUSE', gameCode: 'ih-dice' });
    expect([notPublishing.status, notPublishing.json.code]).toEqual([404, 'NOT_FOUND']);
    const otherVendorsGame = await lobby(API.lotto.openedGame, {
      vassalage: 'TCG_SEA',
      gameCode: 'vn-north',
    });
    expect([otherVendorsGame.status, otherVendorsGame.json.code]).toEqual([404, 'NOT_FOUND']);
    const badQueries: Record<string, string>[] = [
      { vassalage: 'tcg lotto', gameCode: 'vn-north' },
      { vassalage: 'TCG_LOTTO_VN', gameCode: 'vn/north' },
      { vassalage: 'TCG_LOTTO_VN', gameCode: 'vn-north', pageSize: '0' },
      { vassalage: 'TCG_LOTTO_VN' },
    ];
    for (const query of badQueries) {
      const bad = await lobby(API.lotto.openedGame, query);
      expect([bad.status, bad.json.code], JSON.stringify(query)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const badMode = await lobby(API.lotto.gameMenu, { prizeMode: 'XX' }, token);
    expect([badMode.status, badMode.json.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a results call to the vendor without a valid signature', async () => {
    const unsigned = await call(lottery, 'POST', LOTTERY_VENDOR_API.results, undefined, {
      requestId: 'r1',
      merchantCode: merchant.code,
      vendorCode: 'TCG_LOTTO_VN',
      gameCode: 'vn-north',
      limit: 5,
    });
    expect(unsigned.status).toBe(401);
  });
});
