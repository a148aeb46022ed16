import {
  AGENT_API,
  API,
  formatMinor,
  LOTTERY_API,
  MEMBER_TYPE,
  parseMinor,
  type TLotteryDraw,
} from '@croupier/contracts';
import { drawLottery, settleLine } from '@croupier/games';
import { createAdminKey, fund, type Merchant } from '@croupier/server/testing';
import { agentCall, agentUnder, flat, grant, shiftIntoPast } from '@croupier/server/testing/linked-vendor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningLottery } from '../src/index.ts';
import {
  type Clock,
  call,
  connectedMerchant,
  type Platform,
  platformBalance,
  startPlatformAndLottery,
} from './platform-test-kit.ts';

let platform: Platform;
let lottery: RunningLottery;
let merchant: Merchant & { domain: string };
let clock: Clock;
let adminKey: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ platform, clock, lottery, close } = await startPlatformAndLottery());
  merchant = (await connectedMerchant(platform, lottery, {
    flags: { realtimeSalary: true },
  })) as Merchant & { domain: string };
  adminKey = await createAdminKey(platform.test.services);
}, 180_000);

afterAll(() => close?.());

// Lottery tickets are game rounds like any other (round = ticket): the member's betting record and
// P&L show them, and the upline agent's team reports and real-time salary count their valid bets.
describe('lottery tickets in the betting record, P&L, agent reports and salary', { timeout: 240_000 }, () => {
  it("a downline member's settled tickets reach every report and the agent's salary, exactly", async () => {
    const { services, app } = platform.test;
    const agent = await agentUnder(services, merchant);
    const member = await agentUnder(services, merchant, agent, MEMBER_TYPE.MEMBER);
    await grant(app, merchant, adminKey, agent, 'realtimeSalary', flat('1'));
    await fund(services, merchant, member.member, '1000');

    // The member opens the Vietnamese lottery through the platform's catalogue.
    const { url } = await services.catalogue.launch({
      merchant,
      memberId: member.member.id,
      username: member.member.username,
      language: 'EN',
      ip: '127.0.0.1',
      vassalage: 'TCG_LOTTO_VN',
      gameCode: 'vn-north',
    });
    const exchange = await call(lottery, 'POST', LOTTERY_API.session, undefined, {
      launchToken: new URL(url).searchParams.get('token'),
    });
    const session = exchange.json.value.sessionToken as string;
    const game = await call(lottery, 'GET', LOTTERY_API.game.replace(':gameCode', 'vn-north'), session);
    const draw = game.json.value.game.currentDraw as { drawId: string; drawAt: string };
    // The test reads the committed seed to buy one winning đề (players see only its hash).
    const row = await lottery.store.draw(lottery.db, BigInt(draw.drawId));
    const result = drawLottery('VN_NORTH', row?.seed as string, row?.draw_key as string);
    const winning = String(result.tiers[0]?.numbers[0]).slice(-2);
    const losing = String((Number(winning) + 1) % 100).padStart(2, '0');
    const tickets = [
      [{ betType: 'DE', selections: [winning], stake: '1' }],
      [{ betType: 'DE', selections: [losing], stake: '2' }],
      [{ betType: 'LO2', selections: ['27'], stake: '1' }],
    ];
    let cost = 0n;
    let win = 0n;
    for (const [i, lines] of tickets.entries()) {
      const bought = await call(lottery, 'POST', LOTTERY_API.buy, session, {
        requestId: `agent-report-${i}-${process.pid}`,
        gameCode: 'vn-north',
        lines,
      });
      expect(bought.status, JSON.stringify(bought.json)).toBe(200);
      cost += parseMinor(bought.json.value.ticket.cost);
      for (const l of lines) win += settleLine('VN_NORTH', { ...l, stake: parseMinor(l.stake) }, result);
    }
    expect(cost).toBe((1n + 2n + 27n) * 10_000n);
    expect(win).toBeGreaterThan(0n);

    clock.advanceTo(draw.drawAt);
    for (let i = 0; i < 5; i++) {
      await lottery.tick();
      if ((await lottery.store.draw(lottery.db, BigInt(draw.drawId)))?.status === 'settled') break;
    }
    expect(((await lottery.tickets.draw(BigInt(draw.drawId))) as TLotteryDraw).status).toBe('settled');
    expect(await platformBalance(platform, merchant, member.member.id)).toBe(1000n * 10_000n - cost + win);

    const get = async (who: typeof member, path: string) => {
      const response = await agentCall(app, merchant, who, 'GET', path);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value;
    };
    // The member's betting record: three settled rounds under the vendor code, bets and wins exact.
    const bets = await get(member, `${API.wallet.bets}?vendorCode=TCG_LOTTO_VN`);
    expect(bets.list).toHaveLength(3);
    expect(bets.list.every((r: { status: string; gameCode: string }) => r.status === 'settled')).toBe(true);
    const sum = (list: Record<string, string>[], key: string) =>
      list.reduce((s, r) => s + parseMinor(r[key] as string), 0n);
    expect(sum(bets.list, 'betAmount')).toBe(cost);
    expect(sum(bets.list, 'winAmount')).toBe(win);
    // The member's P&L.
    const profit = await get(member, API.wallet.profit);
    expect(parseMinor(profit.summary.bets)).toBe(cost);
    expect(parseMinor(profit.summary.wins)).toBe(win);
    expect(parseMinor(profit.summary.gameProfit)).toBe(win - cost);
    expect(sum(profit.list, 'betAmount')).toBe(cost);

    // The agent's team reports count the tickets' valid bets and payouts.
    const money = (minor: bigint) => formatMinor(minor);
    const overview = await get(agent, `${AGENT_API.teamOverview}?preset=today`);
    expect(overview).toMatchObject({ validBet: money(cost), payout: money(win), activeMembers: 1 });
    const betting = await get(agent, `${AGENT_API.teamBetting}?preset=today`);
    expect(betting.list).toEqual([
      expect.objectContaining({
        username: member.member.username,
        rounds: 3,
        validBet: money(cost),
        payout: money(win),
        profitLoss: money(win - cost),
      }),
    ]);
    const pnl = await get(agent, `${AGENT_API.pnl}?preset=today`);
    expect(pnl.totals).toMatchObject({ validBet: money(cost), payout: money(win) });

    // The real-time salary (1 % of the team's valid bets) of the window holding the tickets.
    await shiftIntoPast(services, merchant.id, 10);
    const before = await platformBalance(platform, merchant, agent.member.id);
    const paid = await services.settlement.settleDue('realtimeSalary', new Date(), {
      merchantId: merchant.id,
    });
    expect(paid).toMatchObject({ payments: 1, amount: money(cost / 100n) });
    expect(await platformBalance(platform, merchant, agent.member.id)).toBe(before + cost / 100n);
    const income = await get(agent, `${AGENT_API.income}?preset=today`);
    expect(income.list[0]).toMatchObject({ kind: 'realtimeSalary', teamValidBet: money(cost) });
  });
});
