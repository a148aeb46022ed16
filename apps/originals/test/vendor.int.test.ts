import {
  API,
  formatMinor,
  INHOUSE_API,
  parseMinor,
  VENDOR_ADMIN_KEY_HEADER,
  ZInhouseBalanceResponse,
  ZInhouseFairnessResponse,
  ZInhouseRoundResponse,
  ZInhouseRoundsResponse,
  ZInhouseSessionResponse,
} from '@croupier/contracts';
import { commitServerSeed, FairRandom, playDice } from '@croupier/games';
import {
  BALANCED_LEDGER,
  createAdminKey,
  createTestMerchant,
  INHOUSE_CONNECT_PATH,
  ledgerInvariants,
  type Merchant,
} from '@croupier/server/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningVendor } from '../src/index.ts';
import {
  connectedMerchant,
  FaultyFetch,
  launchPlayer,
  type Platform,
  platformBalance,
  startPlatform,
  startTestVendor,
  vendorCall,
} from './platform-test-kit.ts';

let platform: Platform;
let vendor: RunningVendor;
let merchant: Merchant & { domain: string };
const faults = new FaultyFetch();

beforeAll(async () => {
  platform = await startPlatform();
  vendor = await startTestVendor(faults);
  merchant = await connectedMerchant(platform, vendor);
});
afterAll(async () => {
  await vendor?.close();
  await platform?.test.close();
});

/** The platform's record of a vendor round: its bet and win movements. */
async function platformRound(roundId: string) {
  const rows = await sql<{ kind: string; amount: bigint | null; status: string }>`
    select kind, amount, status from vendor_transactions where round_id = ${roundId} order by id`.execute(
    platform.test.services.database.db,
  );
  const round = await sql<{ status: string; bet_total: bigint; win_total: bigint }>`
    select status, bet_total, win_total from game_rounds where round_id = ${roundId}`.execute(
    platform.test.services.database.db,
  );
  return { txs: rows.rows, round: round.rows[0] };
}

describe('in-house vendor through the platform', () => {
  it('registers its catalogue with the platform', async () => {
    const games = await sql<{ game_code: string; game_type: string }>`
      select game_code, game_type from games where vassalage = 'INHOUSE' order by game_code`.execute(
      platform.test.services.database.db,
    );
    expect(games.rows.map((g) => g.game_code)).toContain('ih-crash');
    expect(games.rows.filter((g) => g.game_type === 'RNG')).toHaveLength(6);
    // Mini games list on the lobby's mini-games page (/bgs), beside the slots.
    expect(games.rows.filter((g) => g.game_type === 'BGS').map((g) => g.game_code)).toEqual(
      expect.arrayContaining(['ih-crash', 'ih-dice', 'ih-limbo', 'ih-mines', 'ih-plinko']),
    );
  });

  it('an operator connects a merchant through the platform admin API', async () => {
    const { services } = platform.test;
    const other = await createTestMerchant(services);
    const key = await createAdminKey(services, null);
    const r = await platform.test.app.inject({
      method: 'POST',
      url: INHOUSE_CONNECT_PATH.replace(':merchantCode', other.code),
      headers: { 'content-type': 'application/json', 'x-admin-key': key },
      payload: JSON.stringify({
        vendorUrl: vendor.url,
        vendorAdminKey: vendor.adminKey,
        platformUrl: platform.url,
      }),
    });
    expect(r.statusCode).toBe(200);
    const link = await services.inhouseLinks.find(other.id);
    const known = await vendor.app.inject({
      method: 'GET',
      url: `/inhouse/admin/operators/${other.code}`,
      headers: { [VENDOR_ADMIN_KEY_HEADER]: vendor.adminKey },
    });
    expect(known.json().value.keyId).toBe(link?.keyId);
    const refused = await vendor.app.inject({ method: 'GET', url: `/inhouse/admin/operators/${other.code}` });
    expect(refused.statusCode).toBe(401);
  });

  it('launch tokens are one-time', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-dice');
    expect(p.exchange.status).toBe(200);
    expect(ZInhouseSessionResponse.parse(p.exchange.json).value.game.rules.kind).toBe('dice');
    expect(p.launchUrl).toMatch(/\/play\/ih-dice\?token=/);
    const again = await vendorCall(vendor, 'POST', INHOUSE_API.session, undefined, {
      launchToken: p.launchToken,
    });
    expect(again.status).toBe(401);
    expect(again.json.code).toBe('LAUNCH_TOKEN_INVALID');
  });

  it('a dice round moves exactly bet and win through the ledger', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-dice', '50');
    const r = await vendorCall(vendor, 'POST', INHOUSE_API.diceRoll, p.session, {
      bet: '2',
      target: 5000,
      direction: 'under',
    });
    expect(r.status).toBe(200);
    ZInhouseRoundResponse.parse(r.json);
    const round = r.json.value.round;
    expect(round.status).toBe('settled');
    const win = parseMinor(round.win);
    expect(win === 0n || win === 39_600n).toBe(true);
    const list = await vendorCall(vendor, 'GET', `${INHOUSE_API.rounds}?limit=5`, p.session);
    expect(ZInhouseRoundsResponse.parse(list.json).value.list[0]?.roundId).toBe(round.roundId);
    ZInhouseFairnessResponse.parse((await vendorCall(vendor, 'GET', INHOUSE_API.fairness, p.session)).json);
    ZInhouseBalanceResponse.parse((await vendorCall(vendor, 'GET', INHOUSE_API.balance, p.session)).json);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(500_000n - 20_000n + win);
    expect(r.json.value.balance).toBe(formatMinor(500_000n - 20_000n + win));
    const recorded = await platformRound(round.roundId);
    expect(recorded.round).toMatchObject({ status: 'closed', bet_total: 20_000n, win_total: win });
    expect(recorded.txs.map((t) => t.kind)).toEqual(['bet', 'win']);
    expect(await ledgerInvariants(platform.test.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
  });

  it('a slot spin feeds the progressive jackpot held in the platform ledger, shown on the lobby board', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-fruit-fiesta', '20');
    const before = await vendorCall(vendor, 'GET', INHOUSE_API.jackpot, p.session);
    const r = await vendorCall(vendor, 'POST', INHOUSE_API.slotsSpin, p.session, { bet: '1' });
    expect(r.status).toBe(200);
    ZInhouseRoundResponse.parse(r.json);
    const round = r.json.value.round;
    expect(round.status).toBe('settled');
    expect(round.outcome.kind).toBe('slot');
    const win = parseMinor(round.win);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(200_000n - 10_000n + win);
    const after = await vendorCall(vendor, 'GET', INHOUSE_API.jackpot, p.session);
    expect(parseMinor(after.json.value.amount) - parseMinor(before.json.value.amount)).toBe(100n);
    const board = await platform.test.app.inject({
      method: 'GET',
      url: API.games.jackpots,
      headers: { host: merchant.domain },
    });
    const entry = board.json().value.list.find((j: { code: string }) => j.code === 'INHOUSE_PROGRESSIVE');
    expect(entry?.amount).toBe(after.json.value.amount);
    expect(await ledgerInvariants(platform.test.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
  });

  it('a round replays exactly from the revealed seed (provably fair)', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-dice');
    const fair = (await vendorCall(vendor, 'GET', INHOUSE_API.fairness, p.session)).json.value.current;
    const r = await vendorCall(vendor, 'POST', INHOUSE_API.diceRoll, p.session, {
      bet: '1',
      target: 3000,
      direction: 'over',
    });
    const round = r.json.value.round;
    expect(round.fairness).toMatchObject({
      serverSeedHash: fair.serverSeedHash,
      clientSeed: fair.clientSeed,
      nonce: fair.nonce,
      serverSeed: null,
    });
    const rotated = await vendorCall(vendor, 'POST', INHOUSE_API.rotateSeed, p.session, {
      clientSeed: 'my-own-seed',
    });
    const previous = rotated.json.value.previous;
    expect(commitServerSeed(previous.serverSeed)).toBe(fair.serverSeedHash);
    expect(rotated.json.value.current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    const replay = playDice(new FairRandom(previous.serverSeed, previous.clientSeed, round.fairness.nonce), {
      target: 3000,
      direction: 'over',
    });
    expect(replay.roll).toBe(round.outcome.roll);
    const recalled = await vendorCall(
      vendor,
      'GET',
      INHOUSE_API.round.replace(':roundId', round.roundId),
      p.session,
    );
    expect(recalled.json.value.round.fairness.serverSeed).toBe(previous.serverSeed);
  });

  it('mines: an open round resumes on the next launch and settles once', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-mines', '10');
    const start = await vendorCall(vendor, 'POST', INHOUSE_API.minesStart, p.session, { bet: '1', mines: 1 });
    expect(ZInhouseRoundResponse.parse(start.json).value.round.status).toBe('open');
    expect(start.json.value.round.outcome.mineTiles).toBeNull();
    const roundId = start.json.value.round.roundId;
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(90_000n);
    const again = await vendorCall(vendor, 'POST', INHOUSE_API.minesStart, p.session, { bet: '1', mines: 1 });
    expect(again.json.code).toBe('ROUND_IN_PROGRESS');
    // a new launch (the tab was closed) finds the round
    const { services } = platform.test;
    const { url } = await services.catalogue.launch({
      merchant,
      memberId: p.member.id,
      username: p.member.username,
      language: 'EN',
      ip: '127.0.0.1',
      vassalage: 'INHOUSE',
      gameCode: 'ih-mines',
    });
    const resumed = await vendorCall(vendor, 'POST', INHOUSE_API.session, undefined, {
      launchToken: new URL(url).searchParams.get('token'),
    });
    expect(resumed.json.value.openRound.roundId).toBe(roundId);
    const session2 = resumed.json.value.sessionToken;
    const [a, b] = await Promise.all([
      vendorCall(vendor, 'POST', INHOUSE_API.minesCashout, session2, { roundId }),
      vendorCall(vendor, 'POST', INHOUSE_API.minesCashout, p.session, { roundId }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // 0 safe tiles revealed: 0.99x
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(90_000n + 9_900n);
    expect((await platformRound(roundId)).txs.map((t) => t.kind)).toEqual(['bet', 'win']);
  });

  it('mines: a reveal settles on a mine, or cashes out when no safe tile is left', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-mines', '10');
    const start = await vendorCall(vendor, 'POST', INHOUSE_API.minesStart, p.session, {
      bet: '1',
      mines: 24,
    });
    const roundId = start.json.value.round.roundId;
    const r = await vendorCall(vendor, 'POST', INHOUSE_API.minesReveal, p.session, { roundId, tile: 7 });
    const round = ZInhouseRoundResponse.parse(r.json).value.round;
    expect(round.status).toBe('settled');
    if (round.outcome.kind !== 'mines') throw new Error('not mines');
    expect(round.outcome.mineTiles).toHaveLength(24);
    const isBust = round.outcome.mineTiles?.includes(7);
    expect(round.outcome.isBust).toBe(isBust);
    // the one safe tile pays 99 % × 25 = 24.75×
    expect(round.win).toBe(isBust ? '0.0000' : '24.7500');
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(isBust ? 90_000n : 337_500n);
    const late = await vendorCall(vendor, 'POST', INHOUSE_API.minesReveal, p.session, { roundId, tile: 8 });
    expect(late.json.code).toBe('ROUND_CLOSED');
  });

  it('mines: a round its player abandoned is cashed out by the sweep after a day', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-mines', '10');
    const start = await vendorCall(vendor, 'POST', INHOUSE_API.minesStart, p.session, { bet: '2', mines: 3 });
    const roundId = start.json.value.round.roundId;
    await vendor.db.query(
      `update vendor_inhouse.rounds set created_at = now() - interval '2 days' where round_id = $1`,
      [roundId],
    );
    await vendor.sweep();
    const round = (await vendorCall(vendor, 'GET', INHOUSE_API.round.replace(':roundId', roundId), p.session))
      .json.value.round;
    expect(round.status).toBe('settled');
    expect(round.win).toBe('1.9800');
    expect(round.outcome.mineTiles).toHaveLength(3);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(100_000n - 20_000n + 19_800n);
  });

  it('a bet refused for funds moves nothing', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-limbo', '1');
    const r = await vendorCall(vendor, 'POST', INHOUSE_API.limboPlay, p.session, { bet: '5', target: '2' });
    expect(r.status).toBe(402);
    expect(r.json.code).toBe('INSUFFICIENT_FUNDS');
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(10_000n);
    const limits = await vendorCall(vendor, 'POST', INHOUSE_API.limboPlay, p.session, {
      bet: '0.01',
      target: '2',
    });
    expect(limits.json.code).toBe('BET_OUT_OF_LIMITS');
  });

  it('malformed game inputs are refused before any round or money moves', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-mines', '10');
    const bad: [string, Record<string, unknown>][] = [
      [INHOUSE_API.minesStart, { bet: '1.00001', mines: 3 }],
      [INHOUSE_API.minesStart, { bet: '-1', mines: 3 }],
      [INHOUSE_API.minesStart, { bet: '1', mines: 25 }],
      [INHOUSE_API.minesReveal, { roundId: 'r1', tile: 25 }],
      [INHOUSE_API.minesReveal, { roundId: 'x'.repeat(65), tile: 1 }],
      [INHOUSE_API.minesCashout, { roundId: "r1' or '1'='1" }],
      [INHOUSE_API.clientSeed, { clientSeed: 's'.repeat(65) }],
      [INHOUSE_API.clientSeed, { clientSeed: 'has space' }],
    ];
    for (const [path, body] of bad) {
      const r = await vendorCall(vendor, 'POST', path, p.session, body);
      expect([path, r.status, r.json.code]).toEqual([path, 400, 'VALIDATION_FAILED']);
    }
    const big = await vendorCall(vendor, 'POST', INHOUSE_API.minesStart, p.session, {
      bet: '1000001',
      mines: 3,
    });
    expect(big.json.code).toBe('BET_OUT_OF_LIMITS');
    const rounds = await vendor.db.query('select 1 from vendor_inhouse.rounds where player_id = $1', [
      `${merchant.code}:${p.member.id}`,
    ]);
    expect(rounds).toHaveLength(0);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(100_000n);
  });
});

describe('vendor faults never double-pay or lose a win', () => {
  it('a win whose platform is down is retried until paid, once', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-plinko', '10');
    faults.down.set('win', 5);
    const r = await vendorCall(vendor, 'POST', INHOUSE_API.plinkoDrop, p.session, {
      bet: '1',
      rows: 8,
      risk: 'low',
    });
    expect(r.status).toBe(200);
    const round = r.json.value.round;
    expect(round.status).toBe('open'); // the win is known but not confirmed yet
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(90_000n);
    for (let i = 0; i < 20 && (faults.down.get('win') ?? 0) >= 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await vendor.sweep();
      const now = await vendorCall(
        vendor,
        'GET',
        INHOUSE_API.round.replace(':roundId', round.roundId),
        p.session,
      );
      if (now.json.value.round.status === 'settled') break;
    }
    const settled = (
      await vendorCall(vendor, 'GET', INHOUSE_API.round.replace(':roundId', round.roundId), p.session)
    ).json.value.round;
    expect(settled.status).toBe('settled');
    const win = parseMinor(settled.win);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(90_000n + win);
    const recorded = await platformRound(round.roundId);
    expect(recorded.txs.map((t) => t.kind)).toEqual(['bet', 'win']);
    expect(recorded.round?.win_total).toBe(win);
  });

  it('a win whose answer was lost is repeated with the same id and paid once', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-dice', '10');
    faults.lostAnswer.set('win', 1);
    const okBefore = faults.count('win', 'ok');
    const r = await vendorCall(vendor, 'POST', INHOUSE_API.diceRoll, p.session, {
      bet: '1',
      target: 9800,
      direction: 'under',
    });
    const round = r.json.value.round;
    expect(round.status).toBe('settled');
    expect(faults.count('win', 'ok')).toBe(okBefore + 1);
    const win = parseMinor(round.win);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(90_000n + win);
    expect((await platformRound(round.roundId)).txs.map((t) => t.kind)).toEqual(['bet', 'win']);
  });

  it('a bet whose answer was lost (timeout) is rolled back: the player keeps the stake', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-dice', '10');
    faults.lostAnswer.set('bet', 1);
    const r = await vendorCall(vendor, 'POST', INHOUSE_API.diceRoll, p.session, {
      bet: '3',
      target: 5000,
      direction: 'under',
    });
    expect(r.status).toBe(503);
    expect(r.json.code).toBe('SERVICE_UNAVAILABLE');
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(100_000n);
    const rounds = (await vendorCall(vendor, 'GET', INHOUSE_API.rounds, p.session)).json.value.list;
    expect(rounds[0].status).toBe('rolled_back');
    const recorded = await platformRound(rounds[0].roundId);
    expect(recorded.txs.map((t) => `${t.kind}:${t.status}`)).toEqual(['bet:rolled_back', 'rollback:applied']);
  });

  it('a bet that never reached the platform is rolled back', async () => {
    const p = await launchPlayer(platform, vendor, merchant, 'ih-dice', '10');
    faults.down.set('bet', 1);
    const r = await vendorCall(vendor, 'POST', INHOUSE_API.diceRoll, p.session, {
      bet: '3',
      target: 5000,
      direction: 'under',
    });
    expect(r.status).toBe(503);
    expect(await platformBalance(platform, merchant, p.member.id)).toBe(100_000n);
    expect(await ledgerInvariants(platform.test.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
  });
});
