import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INHOUSE_API, parseMinor, type TCrashServerMessage } from '@croupier/contracts';
import { BALANCED_LEDGER, ledgerInvariants, type Merchant } from '@croupier/server/testing';
import { callPlatform, OperatorStore } from '@croupier/vendor-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningVendor } from '../src/index.ts';
import { repo } from '../src/repository.ts';
import {
  connectedMerchant,
  crashSocketUrl,
  FaultyFetch,
  launchPlayer,
  type Platform,
  platformBalance,
  repointLink,
  startPlatform,
  startTestVendor,
  vendorCall,
} from './platform-test-kit.ts';

let platform: Platform;
let dir: string;
const running: RunningVendor[] = [];

beforeAll(async () => {
  platform = await startPlatform();
  dir = mkdtempSync(path.join(tmpdir(), 'vendor-recovery-'));
});
afterAll(async () => {
  for (const v of running) await v.close().catch(() => undefined);
  await platform?.test.close();
  rmSync(dir, { recursive: true, force: true });
});

async function vendorOnDisk(faults: FaultyFetch) {
  const v = await startTestVendor(faults, {
    pgliteDir: dir,
    crash: { bettingMs: 1500, bustedMs: 200, tickMs: 20, growthPerMs: 0.001, chainLength: 50 },
  });
  running.push(v);
  if (merchant) await repointLink(platform, merchant, v);
  return v;
}

async function platformTxs(roundId: string) {
  const rows = await sql<{ kind: string; status: string }>`
    select kind, status from vendor_transactions where round_id = ${roundId} order by id`.execute(
    platform.test.services.database.db,
  );
  return rows.rows.map((r) => `${r.kind}:${r.status}`);
}

let merchant: Merchant | undefined;

describe('recovery after a restart', () => {
  it('a round whose win never got through is paid by the startup sweep of the next process', async () => {
    const faults = new FaultyFetch();
    const first = await vendorOnDisk(faults);
    merchant = await connectedMerchant(platform, first);
    const p = await launchPlayer(platform, first, merchant as Merchant, 'ih-dice', '10');
    faults.down.set('win', 1_000);
    const r = await vendorCall(first, 'POST', INHOUSE_API.diceRoll, p.session, {
      bet: '1',
      target: 9800,
      direction: 'under',
    });
    const roundId = r.json.value.round.roundId as string;
    expect(r.json.value.round.status).toBe('open');
    expect(await platformTxs(roundId)).toEqual(['bet:applied']);
    await first.close();
    running.pop();

    const second = await vendorOnDisk(new FaultyFetch());
    // the startup sweep already ran: the round is settled, the old session still works
    const recalled = await vendorCall(
      second,
      'GET',
      INHOUSE_API.round.replace(':roundId', roundId),
      p.session,
    );
    expect(recalled.json.value.round.status).toBe('settled');
    const win = parseMinor(recalled.json.value.round.win);
    expect(await platformBalance(platform, merchant as Merchant, p.member.id)).toBe(90_000n + win);
    expect(await platformTxs(roundId)).toEqual(['bet:applied', 'win:applied']);
    await second.close();
    running.pop();
  }, 90_000);

  it('a crash bet of a round the stopped process never finished is rolled back on restart', async () => {
    const faults = new FaultyFetch();
    const first = await vendorOnDisk(faults);
    const p = await launchPlayer(platform, first, merchant as Merchant, 'ih-crash', '10');
    const ws = new WebSocket(await crashSocketUrl(first, p.session));
    const acked = new Promise<Extract<TCrashServerMessage, { type: 'ack' }>>((resolve) => {
      let isSent = false;
      ws.on('message', (data: Buffer) => {
        const m = JSON.parse(data.toString()) as TCrashServerMessage;
        if (
          !isSent &&
          m.type === 'state' &&
          m.round.phase === 'betting' &&
          (m.round.bettingEndsAt ?? 0) - m.serverTime > 500
        ) {
          isSent = true;
          ws.send(JSON.stringify({ type: 'bet', requestId: 'x', bet: '2' }));
        }
        if (m.type === 'ack') resolve(m);
      });
    });
    const ack = await acked;
    ws.close();
    expect(await platformBalance(platform, merchant as Merchant, p.member.id)).toBe(80_000n);
    await first.close(); // stops in the middle of the round
    running.pop();

    const second = await vendorOnDisk(new FaultyFetch());
    const row = await repo.round(second.db, ack.roundId);
    expect(row?.status).toBe('rolled_back');
    expect(await platformBalance(platform, merchant as Merchant, p.member.id)).toBe(100_000n);
    expect(await platformTxs(ack.roundId)).toEqual(['bet:rolled_back', 'rollback:applied']);

    // the platform refuses the bet id from now on, so a late copy of it can never debit
    const link = await new OperatorStore(second.db).find((merchant as Merchant).code);
    const late = await callPlatform(link as NonNullable<typeof link>, '/vendor-api/v1/:vendorCode/bet', {
      playerId: p.playerId,
      transactionId: row?.bet_tx_id,
      roundId: `${ack.roundId}-late`,
      gameCode: 'ih-crash',
      amount: '2',
    });
    expect(late.kind).toBe('refused');
    expect(await platformBalance(platform, merchant as Merchant, p.member.id)).toBe(100_000n);
    expect(await ledgerInvariants(platform.test.services, (merchant as Merchant).id)).toMatchObject(
      BALANCED_LEDGER,
    );
    await second.close();
    running.pop();
  }, 90_000);

  it('a stale round stuck in "betting" (the process died during the bet call) is rolled back by the sweep', async () => {
    const first = await vendorOnDisk(new FaultyFetch());
    const p = await launchPlayer(platform, first, merchant as Merchant, 'ih-dice', '10');
    const roundId = `rstale${Date.now()}`;
    // what a process leaves behind when it stops after recording a round and sending its bet
    await repo.insertRound(first.db, {
      round_id: roundId,
      merchant_code: (merchant as Merchant).code,
      player_id: p.playerId,
      game_code: 'ih-dice',
      kind: 'dice',
      bet: 10_000n,
      game_win: 0n,
      jackpot_contribution: 0n,
      is_jackpot_won: false,
      seed_id: null,
      nonce: null,
      outcome: { kind: 'dice', roll: 0, target: 5000, direction: 'under', isWin: false },
      secret: null,
      crash_round_id: null,
    });
    const link = await new OperatorStore(first.db).find((merchant as Merchant).code);
    await callPlatform(link as NonNullable<typeof link>, '/vendor-api/v1/:vendorCode/bet', {
      playerId: p.playerId,
      transactionId: `${roundId}-bet`,
      roundId,
      gameCode: 'ih-dice',
      amount: '1',
    });
    expect(await platformBalance(platform, merchant as Merchant, p.member.id)).toBe(90_000n);
    await first.money.sweep(0);
    expect((await repo.round(first.db, roundId))?.status).toBe('rolled_back');
    expect(await platformBalance(platform, merchant as Merchant, p.member.id)).toBe(100_000n);
  });
});
