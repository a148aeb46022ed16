import {
  API,
  formatMinor,
  INHOUSE_API,
  MEMBER_TYPE,
  parseMinor,
  SESSION_TOKEN_HEADER,
  ZInhouseBalanceResponse,
  ZInhouseRoundResponse,
  ZInhouseSessionResponse,
} from '@croupier/contracts';
import { createPlayer, type Merchant } from '@croupier/server/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningVendor } from '../src/index.ts';
import {
  connectedMerchant,
  FaultyFetch,
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

/** A trial (free play) member with a live platform session, as the free-play login makes one. */
function trialMember() {
  return createPlayer(platform.test.services, merchant, undefined, { type: MEMBER_TYPE.TRIAL });
}

/** The player's launchGame call on the platform, as the lobby makes it. */
function launchGame(token: string, gameCode: string) {
  return platform.test.app.inject({
    method: 'GET',
    url: `${API.games.launch}?gameCode=${gameCode}&vassalage=INHOUSE`,
    headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token },
  });
}

/** Launches and exchanges the launch token: the game session. */
async function openGame(token: string, gameCode: string) {
  const launch = await launchGame(token, gameCode);
  expect(launch.statusCode, JSON.stringify(launch.json())).toBe(200);
  const launchToken = new URL(launch.json().value.url).searchParams.get('token') ?? '';
  const exchange = await vendorCall(vendor, 'POST', INHOUSE_API.session, undefined, { launchToken });
  expect(exchange.status).toBe(200);
  return ZInhouseSessionResponse.parse(exchange.json).value;
}

/** What the platform recorded of a member: ledger postings on any of its accounts, vendor transactions, rounds. */
async function platformRecords(memberId: bigint) {
  const db = platform.test.services.database.db;
  const playerId = `${merchant.code}:${memberId}`;
  const postings = await sql<{ n: string }>`
    select count(*)::text as n from ledger_postings p join ledger_accounts a on a.id = p.account_id
    where a.merchant_id = ${merchant.id} and a.owner = ${memberId.toString()}`.execute(db);
  const vendorTxs = await sql<{ n: string }>`
    select count(*)::text as n from vendor_transactions where member_id = ${memberId}`.execute(db);
  const rounds = await sql<{ n: string }>`
    select count(*)::text as n from game_rounds where member_id = ${memberId}`.execute(db);
  const vendorCalls = await vendor.db.query<{ n: string }>(
    'select count(*)::text as n from vendor_inhouse.wallet_calls where player_id = $1',
    [playerId],
  );
  return {
    postings: Number(postings.rows[0]?.n),
    vendorTransactions: Number(vendorTxs.rows[0]?.n),
    rounds: Number(rounds.rows[0]?.n),
    vendorWalletCalls: Number(vendorCalls[0]?.n),
  };
}

describe('demo play for trial members (issue 24)', () => {
  it('the catalogue says which in-house games offer a demo: every one but the shared crash room', async () => {
    const list = await platform.test.app.inject({
      method: 'GET',
      url: `${API.games.list}?vassalage=INHOUSE&pageSize=50`,
      headers: { host: merchant.domain },
    });
    const games = list.json().games as { gameCode: string; demo: boolean }[];
    expect(games.find((g) => g.gameCode === 'ih-fruit-fiesta')?.demo).toBe(true);
    expect(games.find((g) => g.gameCode === 'ih-dice')?.demo).toBe(true);
    expect(games.find((g) => g.gameCode === 'ih-crash')?.demo).toBe(false);
  });

  it('a trial member spins a slot with play money: no wallet call, no ledger row, no platform round', async () => {
    const trial = await trialMember();
    faults.calls = [];
    const session = await openGame(trial.token, 'ih-fruit-fiesta');
    expect(session.demo).toEqual({ startBalance: '2000.0000' });
    expect(session.balance).toBe('2000.0000');

    let balance = 2000_0000n;
    for (let i = 0; i < 3; i++) {
      const spin = await vendorCall(vendor, 'POST', INHOUSE_API.slotsSpin, session.sessionToken, {
        bet: '1',
      });
      expect(spin.status, JSON.stringify(spin.json)).toBe(200);
      const { round, balance: after } = ZInhouseRoundResponse.parse(spin.json).value;
      expect(round.status).toBe('settled');
      expect(round.jackpotWin).toBe('0.0000');
      // Play money: the stake went out and the win came in, in the vendor's own wallet.
      expect(round.balanceBefore).toBe(formatMinor(balance));
      balance = balance - 1_0000n + parseMinor(round.win);
      expect(after).toBe(formatMinor(balance));
    }
    const read = await vendorCall(vendor, 'GET', INHOUSE_API.balance, session.sessionToken);
    expect(ZInhouseBalanceResponse.parse(read.json).value.balance).toBe(formatMinor(balance));

    // The vendor called the platform for nothing at all, and the platform has no trace of the play.
    expect(faults.calls).toEqual([]);
    expect(await platformRecords(trial.member.id)).toEqual({
      postings: 0,
      vendorTransactions: 0,
      rounds: 0,
      vendorWalletCalls: 0,
    });
    expect(await platformBalance(platform, merchant, trial.member.id)).toBe(0n);
    const rows = await vendor.db.query<{ is_demo: boolean; jackpot_contribution: bigint }>(
      'select is_demo, jackpot_contribution from vendor_inhouse.rounds where player_id = $1',
      [`${merchant.code}:${trial.member.id}`],
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.is_demo && r.jackpot_contribution === 0n)).toBe(true);
  });

  it('play money runs out with INSUFFICIENT_FUNDS, moves nothing, and resets to the starting amount', async () => {
    const trial = await trialMember();
    const session = await openGame(trial.token, 'ih-dice');
    const playerId = `${merchant.code}:${trial.member.id}`;
    await vendor.db.query(
      'update vendor_inhouse.demo_wallets set balance = 5000 where merchant_code = $1 and player_id = $2',
      [merchant.code, playerId],
    );
    const refused = await vendorCall(vendor, 'POST', INHOUSE_API.diceRoll, session.sessionToken, {
      bet: '1',
      target: 5000,
      direction: 'under',
    });
    expect(refused.status).toBe(402);
    expect(refused.json.code).toBe('INSUFFICIENT_FUNDS');
    const [rejected] = await vendor.db.query<{ status: string }>(
      'select status from vendor_inhouse.rounds where player_id = $1',
      [playerId],
    );
    expect(rejected?.status).toBe('rejected');
    const still = await vendorCall(vendor, 'GET', INHOUSE_API.balance, session.sessionToken);
    expect(still.json.value.balance).toBe('0.5000');

    const reset = await vendorCall(vendor, 'POST', INHOUSE_API.demoReset, session.sessionToken, {});
    expect(reset.status).toBe(200);
    expect(reset.json.value.balance).toBe('2000.0000');
    // No jackpot for play money: the pool is not shown to a demo session.
    const jackpot = await vendorCall(vendor, 'GET', INHOUSE_API.jackpot, session.sessionToken);
    expect(jackpot.status).toBe(403);
  });

  it('an abandoned demo mines round is settled by the sweep from play money, never through the platform', async () => {
    const trial = await trialMember();
    const session = await openGame(trial.token, 'ih-mines');
    const start = await vendorCall(vendor, 'POST', INHOUSE_API.minesStart, session.sessionToken, {
      bet: '10',
      mines: 3,
    });
    expect(start.status, JSON.stringify(start.json)).toBe(200);
    expect(start.json.value.balance).toBe('1990.0000');
    const roundId = start.json.value.round.roundId as string;
    await vendor.db.query(
      `update vendor_inhouse.rounds set created_at = now() - interval '2 days' where round_id = $1`,
      [roundId],
    );
    faults.calls = [];
    await vendor.sweep();
    const [row] = await vendor.db.query<{ status: string; game_win: bigint; balance_after: bigint }>(
      'select status, game_win, balance_after from vendor_inhouse.rounds where round_id = $1',
      [roundId],
    );
    // Cashed out at 0.99x with no tile revealed: 9.90 back to the play money.
    expect(row).toEqual({ status: 'settled', game_win: 9_9000n, balance_after: 1999_9000n });
    expect(faults.calls).toEqual([]);
    expect((await platformRecords(trial.member.id)).postings).toBe(0);
  });

  it('a trial member opening a game without demo gets the need-real-account refusal', async () => {
    const trial = await trialMember();
    const refused = await launchGame(trial.token, 'ih-crash');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'TRIAL_NOT_ALLOWED' });
  });

  it('a real member still plays for real through the platform wallet', async () => {
    const { services } = platform.test;
    const player = await createPlayer(services, merchant, '100');
    const session = await openGame(player.token, 'ih-fruit-fiesta');
    expect(session.demo).toBeNull();
    expect(session.balance).toBe('100.0000');
    const spin = await vendorCall(vendor, 'POST', INHOUSE_API.slotsSpin, session.sessionToken, { bet: '1' });
    expect(spin.status).toBe(200);
    const records = await platformRecords(player.member.id);
    expect(records.rounds).toBe(1);
    expect(records.vendorTransactions).toBeGreaterThanOrEqual(2);
    expect(records.vendorWalletCalls).toBeGreaterThanOrEqual(2);
    const reset = await vendorCall(vendor, 'POST', INHOUSE_API.demoReset, session.sessionToken, {});
    expect(reset.status).toBe(403);
  });

  it('the vendor refuses a signed demo launch of a game it offers no demo of', async () => {
    await expect(
      vendor.app.inject({ method: 'POST', url: INHOUSE_API.demoReset }).then((r) => r.statusCode),
    ).resolves.toBe(401);
    const { services } = platform.test;
    const trial = await trialMember();
    // Even past the platform's check (a catalogue that wrongly says demo), the vendor says no.
    await sql`update games set has_demo = true where vassalage = 'INHOUSE' and game_code = 'ih-crash'`.execute(
      services.database.db,
    );
    try {
      const launch = await services.catalogue
        .launch({
          merchant,
          memberId: trial.member.id,
          username: trial.member.username,
          language: 'EN',
          ip: '127.0.0.1',
          vassalage: 'INHOUSE',
          gameCode: 'ih-crash',
          demo: true,
        })
        .then(
          () => 'launched',
          (error: { code?: string }) => error.code,
        );
      expect(launch).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await sql`update games set has_demo = false where vassalage = 'INHOUSE' and game_code = 'ih-crash'`.execute(
        services.database.db,
      );
    }
  });
});
