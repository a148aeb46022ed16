import { AGENT_API, API, MEMBER_TYPE } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MembersRepository } from '../accounts/members.repository.ts';
import { BALANCED_LEDGER, ledgerInvariants } from '../ledger/wallet-test-kit.ts';
import { newKey, PAY_PASSWORD } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { AgentsRepository } from './agents.repository.ts';
import { seedDemoAgents } from './agents-seed.ts';
import {
  type Account,
  agentCall,
  agentUnder,
  flat,
  grant,
  offerAndAccept,
  playRound,
  shiftIntoPast,
  testVendor,
} from './agents-test-kit.ts';
import { periodContaining } from './periods.ts';
import { SettlementRepository } from './settlement.repository.ts';
import { SettlementService } from './settlement.service.ts';

let sut: TestApp;
let adminKey: string;
beforeAll(async () => {
  sut = await startTestApp();
  adminKey = await createAdminKey(sut.services);
});
afterAll(() => sut.close());

/** A merchant that offers all four contract kinds (each kind is off until its flag is on). */
const CONTRACT_FLAGS = { dividend: true, dailySalary: true, hourlySalary: true, realtimeSalary: true };
const contractMerchant = () => createTestMerchant(sut.services, { flags: CONTRACT_FLAGS });

type M = Merchant & { domain: string };
const get = (merchant: M, who: Account | undefined, url: string) =>
  agentCall(sut.app, merchant, who, 'GET', url);
const post = (merchant: M, who: Account | undefined, url: string, body: unknown = {}) =>
  agentCall(sut.app, merchant, who, 'POST', url, body);

describe('demo seed', () => {
  it('gives demoagent contracts, a sub-agent and members with rounds, once', async () => {
    const merchant = await contractMerchant();
    const demo = await agentUnder(sut.services, merchant);
    await sql`update members set username = 'demoagent' where id = ${demo.member.id}`.execute(
      sut.database.db,
    );
    await seedDemoAgents(sut.services, merchant.code);
    await seedDemoAgents(sut.services, merchant.code);
    const flags = (await get(merchant, demo, AGENT_API.consolidated)).json().value;
    expect(flags).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreqtype: 1,
      realtimesalreqtype: 1,
    });
    expect(flags.myContracts).toHaveLength(4);
    const downline = (await get(merchant, demo, AGENT_API.downline)).json().value;
    expect(downline.total).toBe(4);
    const overview = (await get(merchant, demo, AGENT_API.teamOverview)).json().value;
    expect(overview).toMatchObject({ validBet: '625.0000', activeMembers: 3 });
    const offers = (await get(merchant, demo, `${AGENT_API.contracts}?role=upline`)).json().value;
    expect(offers.list.map((c: { status: string }) => c.status).sort()).toEqual([
      'active',
      'active',
      'pending',
    ]);
  });
});

describe('upline closure table', () => {
  it('is maintained on insert and on a change of upline, for the whole subtree', async () => {
    const merchant = await contractMerchant();
    const a = await agentUnder(sut.services, merchant);
    const b = await agentUnder(sut.services, merchant, a);
    const c = await agentUnder(sut.services, merchant, b);
    const d = await agentUnder(sut.services, merchant, c, MEMBER_TYPE.MEMBER);
    const other = await agentUnder(sut.services, merchant);
    const repo = new AgentsRepository(sut.database.db);
    const level = (x: Account, y: Account) =>
      repo.levelBelow(sut.database.db, merchant.id, x.member.id, y.member.id);
    expect(await level(a, d)).toBe(3);
    expect(await level(b, d)).toBe(2);
    expect(await level(d, a)).toBeUndefined();
    expect(await level(a, a)).toBeUndefined();

    // Move c (with d below it) under `other`.
    await sql`update members set upline_id = ${other.member.id} where id = ${c.member.id}`.execute(
      sut.database.db,
    );
    expect(await level(a, d)).toBeUndefined();
    expect(await level(b, c)).toBeUndefined();
    expect(await level(other, d)).toBe(2);
    expect(await level(other, c)).toBe(1);
    // A member cannot move below its own downline.
    await expect(
      sql`update members set upline_id = ${d.member.id} where id = ${other.member.id}`.execute(
        sut.database.db,
      ),
    ).rejects.toThrow();
  });
});

describe('team area', () => {
  let merchant: M;
  let agent: Account;
  let sub: Account;
  let player: Account;
  let stranger: Account;
  let strangersPlayer: Account;
  beforeAll(async () => {
    merchant = await contractMerchant();
    agent = await agentUnder(sut.services, merchant);
    sub = await agentUnder(sut.services, merchant, agent);
    player = await agentUnder(sut.services, merchant, sub, MEMBER_TYPE.MEMBER);
    stranger = await agentUnder(sut.services, merchant);
    strangersPlayer = await agentUnder(sut.services, merchant, stranger, MEMBER_TYPE.MEMBER);
    const vendor = await testVendor(sut.services, merchant);
    await playRound(sut.services, merchant, vendor, player, '100', '40');
    await playRound(sut.services, merchant, vendor, player, '50', '0');
    await playRound(sut.services, merchant, vendor, strangersPlayer, '30', '90');
  });

  it('registers members and agents directly under the caller, and hands out a referral code', async () => {
    const response = await sut.app.inject({
      method: 'PUT',
      url: AGENT_API.register,
      headers: { host: merchant.domain, 'x-session-token': agent.token },
      payload: { username: `n${newKey().slice(2, 12)}`, password: 'secret123', type: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ level: 1, isAgent: true, upline: agent.member.username });
    expect(
      await new MembersRepository(sut.database.db).isInDownline(
        merchant.id,
        agent.member.id,
        BigInt(value.id),
      ),
    ).toBe(true);

    const taken = await sut.app.inject({
      method: 'PUT',
      url: AGENT_API.register,
      headers: { host: merchant.domain, 'x-session-token': agent.token },
      payload: { username: value.username, password: 'secret123' },
    });
    expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN' });

    const referral = await get(merchant, agent, AGENT_API.referral);
    expect(referral.json().value.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await get(merchant, agent, AGENT_API.referral)).json().value.referralCode).toBe(
      referral.json().value.referralCode,
    );
  });

  it('shows the team overview, downline and reports of its own tree only, with totals', async () => {
    const overview = (await get(merchant, agent, `${AGENT_API.teamOverview}?preset=today`)).json().value;
    expect(overview).toMatchObject({
      validBet: '150.0000',
      payout: '40.0000',
      profitLoss: '-110.0000',
      activeMembers: 1,
    });
    expect(overview.days).toHaveLength(1);

    const downline = (await get(merchant, agent, `${AGENT_API.downline}?pageSize=50`)).json().value;
    const names = downline.list.map((m: { username: string }) => m.username);
    expect(names).toContain(player.member.username);
    expect(names).not.toContain(strangersPlayer.member.username);
    expect(
      downline.list.find((m: { username: string }) => m.username === player.member.username),
    ).toMatchObject({
      level: 2,
      upline: sub.member.username,
    });
    const direct = (await get(merchant, agent, `${AGENT_API.downline}?directOnly=true`)).json().value;
    expect(direct.list.map((m: { level: number }) => m.level)).not.toContain(2);

    const betting = (await get(merchant, agent, AGENT_API.teamBetting)).json().value;
    expect(betting.list).toEqual([
      expect.objectContaining({
        username: player.member.username,
        rounds: 2,
        validBet: '150.0000',
        payout: '40.0000',
      }),
    ]);
    expect(betting.totals).toMatchObject({ validBet: '150.0000', profitLoss: '-110.0000' });

    const loss = (await get(merchant, agent, AGENT_API.userLoss)).json().value;
    expect(loss.list[0]).toMatchObject({ username: player.member.username, loss: '110.0000' });
    // The stranger's player won: not a loss.
    expect((await get(merchant, stranger, AGENT_API.userLoss)).json().value.list).toEqual([]);

    const revenue = (await get(merchant, agent, AGENT_API.revenue)).json().value;
    expect(revenue.list[0]).toMatchObject({
      username: sub.member.username,
      validBet: '150.0000',
      activeMembers: 1,
    });

    const txs = (await get(merchant, agent, `${AGENT_API.transactions}?type=bet`)).json().value;
    expect(txs.total).toBe(2);
    expect(txs.totals.debits).toBe('150.0000');

    const pnl = (await get(merchant, agent, `${AGENT_API.pnl}?preset=thisMonth`)).json().value;
    expect(pnl.totals).toMatchObject({ validBet: '150.0000', profitLoss: '-110.0000' });
  });

  it('checks the downline on every call that names a member, and refuses non-agents', async () => {
    const foreign = strangersPlayer.member.username;
    for (const url of [
      AGENT_API.teamBetting,
      AGENT_API.userLoss,
      AGENT_API.transactions,
      AGENT_API.revenue,
    ]) {
      const response = await get(merchant, agent, `${url}?username=${foreign}`);
      expect(response.json(), url).toMatchObject({ success: false, code: 'NOT_IN_DOWNLINE' });
      expect(response.statusCode).toBe(403);
    }
    const offer = await post(merchant, agent, AGENT_API.offer, {
      kind: 'dailySalary',
      username: stranger.member.username,
      tiers: flat('0.1'),
    });
    expect(offer.json()).toMatchObject({ code: 'NOT_IN_DOWNLINE' });
    // Transfer to another agent's downline.
    await sut.services.membersRepository.setPaymentPassword(
      sut.database.db,
      merchant.id,
      agent.member.id,
      await import('../accounts/passwords.ts').then((m) => m.hashPassword(PAY_PASSWORD)),
    );
    const transfer = await post(merchant, agent, API.wallet.transferDownline, {
      username: foreign,
      amount: '1',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    expect(transfer.json()).toMatchObject({ code: 'NOT_IN_DOWNLINE' });
    // Lists never show the other tree.
    const strangerView = (await get(merchant, stranger, `${AGENT_API.teamBetting}`)).json().value;
    expect(strangerView.list.map((r: { username: string }) => r.username)).toEqual([foreign]);
    expect((await get(merchant, stranger, AGENT_API.teamOverview)).json().value.validBet).toBe('30.0000');
    // Contracts of another tree are not found.
    const theirs = await grant(sut.app, merchant, adminKey, stranger, 'dailySalary', flat('1'));
    for (const url of [AGENT_API.accept, AGENT_API.reject, AGENT_API.terminate]) {
      expect((await post(merchant, agent, url.replace(':id', theirs.id))).json()).toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect((await get(merchant, agent, AGENT_API.contract.replace(':id', theirs.id))).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
    // A plain member is refused on every agent call.
    for (const url of [
      AGENT_API.consolidated,
      AGENT_API.teamOverview,
      AGENT_API.downline,
      AGENT_API.referral,
      AGENT_API.teamBetting,
      AGENT_API.userLoss,
      AGENT_API.transactions,
      AGENT_API.pnl,
      AGENT_API.revenue,
      AGENT_API.income,
      AGENT_API.contracts,
    ]) {
      expect((await get(merchant, player, url)).json(), url).toMatchObject({ code: 'FORBIDDEN' });
      expect((await get(merchant, undefined, url)).json(), url).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('bounds every report query before it reaches the database', async () => {
    const long = 'x'.repeat(65);
    for (const query of [
      'preset=custom',
      'preset=custom&from=2026-01-01&to=2026-04-03',
      'preset=custom&from=2026-02-31&to=2026-03-02',
      'preset=custom&from=2026-13-01&to=2026-13-02',
      'preset=forever',
      'pageSize=101',
      'pageNo=0',
      `username=${long}`,
    ]) {
      for (const url of [AGENT_API.teamBetting, AGENT_API.transactions, AGENT_API.revenue]) {
        const response = await get(merchant, agent, `${url}?${query}`);
        expect(response.json(), `${url}?${query}`).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
        });
      }
    }
    for (const url of [AGENT_API.teamOverview, AGENT_API.pnl, AGENT_API.income]) {
      const response = await get(merchant, agent, `${url}?preset=custom&from=2026-02-30&to=2026-03-01`);
      expect(response.json(), url).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await get(merchant, agent, `${AGENT_API.income}?kind=bonus`)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await get(merchant, agent, `${AGENT_API.transactions}?type=DROP%20TABLE`)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    // 92 days is the longest range; the services check the query also when called without the route.
    const ok = await get(merchant, agent, `${AGENT_API.pnl}?preset=custom&from=2026-01-01&to=2026-04-02`);
    expect(ok.json()).toMatchObject({ success: true });
    const agents = sut.services.agents;
    const feb31 = { preset: 'custom' as const, from: '2026-02-31', to: '2026-03-02' };
    await expect(agents.overview(merchant, agent.member, feb31)).rejects.toThrow(/calendar day/);
    await expect(agents.pnl(merchant, agent.member, feb31)).rejects.toThrow(/calendar day/);
  });
});

describe('contracts', () => {
  let merchant: M;
  beforeAll(async () => {
    merchant = await contractMerchant();
  });

  it('offers only what the agent holds, no higher than its own rate, to a direct downline agent', async () => {
    const a = await agentUnder(sut.services, merchant);
    const b = await agentUnder(sut.services, merchant, a);
    const c = await agentUnder(sut.services, merchant, b);
    const p = await agentUnder(sut.services, merchant, a, MEMBER_TYPE.MEMBER);
    const offer = (who: Account, username: string, rate: string, kind = 'dailySalary') =>
      post(merchant, who, AGENT_API.offer, { kind, username, tiers: flat(rate) });

    expect((await offer(a, b.member.username, '0.5')).json()).toMatchObject({ code: 'CONTRACT_NOT_HELD' });
    await grant(sut.app, merchant, adminKey, a, 'dailySalary', [
      { minValidBet: '0', minLoss: '0', minActiveMembers: 0, rate: '0.5' },
      { minValidBet: '1000', minLoss: '0', minActiveMembers: 3, rate: '0.8' },
    ]);
    expect((await offer(a, b.member.username, '0.6')).json()).toMatchObject({
      code: 'CONTRACT_RATE_TOO_HIGH',
    });
    expect((await offer(a, c.member.username, '0.1')).json()).toMatchObject({
      code: 'NOT_DIRECT_DOWNLINE_AGENT',
    });
    expect((await offer(a, p.member.username, '0.1')).json()).toMatchObject({
      code: 'NOT_DIRECT_DOWNLINE_AGENT',
    });
    const badTable = await post(merchant, a, AGENT_API.offer, {
      kind: 'dailySalary',
      username: b.member.username,
      tiers: [
        { minValidBet: '1000', minLoss: '0', minActiveMembers: 0, rate: '0.2' },
        { minValidBet: '10', minLoss: '0', minActiveMembers: 0, rate: '0.3' },
      ],
    });
    expect(badTable.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    // 0.8 % from 1000 and 3 active members is within a's own table.
    const tiered = await post(merchant, a, AGENT_API.offer, {
      kind: 'dailySalary',
      username: b.member.username,
      tiers: [
        { minValidBet: '0', minLoss: '0', minActiveMembers: 0, rate: '0.4' },
        { minValidBet: '1000', minLoss: '0', minActiveMembers: 3, rate: '0.8' },
      ],
    });
    expect(tiered.statusCode, tiered.body).toBe(200);
    expect(tiered.json().value).toMatchObject({
      status: 'pending',
      role: 'upline',
      upline: a.member.username,
    });

    // b sees the offer and its menu flag; rejects it; a offers again; b accepts; a terminates.
    const flags = (await get(merchant, b, AGENT_API.consolidated)).json().value;
    expect(flags).toMatchObject({ dailysalreqtype: 1, divtypereq: 0, pendingOffers: 1, enableSalary: true });
    const id1 = tiered.json().value.id;
    expect((await post(merchant, a, AGENT_API.accept.replace(':id', id1))).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
    const rejected = await post(merchant, b, AGENT_API.reject.replace(':id', id1), { reason: 'too low' });
    expect(rejected.json().value.status).toBe('rejected');
    expect((await post(merchant, b, AGENT_API.accept.replace(':id', id1))).json()).toMatchObject({
      code: 'CONTRACT_STATE_INVALID',
    });
    const accepted = await offerAndAccept(sut.app, merchant, a, b, 'dailySalary', flat('0.5'));
    expect(accepted.status).toBe('active');
    const ended = await post(merchant, a, AGENT_API.terminate.replace(':id', accepted.id), {
      reason: 'restructure',
    });
    expect(ended.json().value).toMatchObject({ status: 'terminated', terminatedBy: a.member.username });
    const history = (await get(merchant, b, AGENT_API.contract.replace(':id', accepted.id))).json().value
      .events;
    expect(history.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['offered', a.member.username],
      ['accepted', b.member.username],
      ['terminated', a.member.username],
    ]);
    expect(history.every((e: { at: string }) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    // The downline may terminate too.
    const again = await offerAndAccept(sut.app, merchant, a, b, 'dailySalary', flat('0.5'));
    const byDownline = await post(merchant, b, AGENT_API.terminate.replace(':id', again.id));
    expect(byDownline.json().value).toMatchObject({ status: 'terminated', terminatedBy: b.member.username });

    // Platform messages: each side sees what the other did, and can mark them read.
    const inboxB = (await get(merchant, b, AGENT_API.messages)).json().value;
    expect(inboxB.list.map((m: { type: string }) => m.type)).toContain('contractOffered');
    expect(inboxB.list.map((m: { actor: string }) => m.actor)).not.toContain(b.member.username);
    const inboxA = (await get(merchant, a, AGENT_API.messages)).json().value;
    expect(inboxA.list.map((m: { type: string }) => m.type)).toEqual(
      expect.arrayContaining([
        'contractAccepted',
        'contractRejected',
        'contractTerminated',
        'contractGranted',
      ]),
    );
    expect(inboxA.unread).toBe(inboxA.total);
    expect((await post(merchant, a, AGENT_API.messagesRead)).json().value).toEqual({ unread: 0 });
    const readA = (await get(merchant, a, AGENT_API.messages)).json().value;
    expect(readA.unread).toBe(0);
    expect(readA.list.every((m: { isRead: boolean }) => m.isRead)).toBe(true);
  });

  /**
   * The spec's rule, read both ways: "a new contract with a rate lower than an existing downline
   * contract terminates that downline contract after the user agrees", and "the subordinate's
   * contract ends when its rate is higher than the new rate". Same comparison: strictly higher
   * deeper rates end (at any depth below), equal or lower ones stay; nothing ends without the
   * offering agent's confirmation, and the termination happens when the new offer is accepted.
   */
  it('ends deeper contracts with a higher rate than a new lower contract, once confirmed', async () => {
    const a = await agentUnder(sut.services, merchant);
    const b = await agentUnder(sut.services, merchant, a);
    const c = await agentUnder(sut.services, merchant, b);
    const d = await agentUnder(sut.services, merchant, c);
    const e = await agentUnder(sut.services, merchant, d);
    await grant(sut.app, merchant, adminKey, a, 'realtimeSalary', flat('1'));
    const ab = await offerAndAccept(sut.app, merchant, a, b, 'realtimeSalary', flat('0.8'));
    const bc = await offerAndAccept(sut.app, merchant, b, c, 'realtimeSalary', flat('0.6'));
    const cd = await offerAndAccept(sut.app, merchant, c, d, 'realtimeSalary', flat('0.4'));
    const de = await offerAndAccept(sut.app, merchant, d, e, 'realtimeSalary', flat('0.3'));

    // Reading 1: a new contract for b at 0.4 is lower than c's 0.6 → c's must end; d's 0.4 is not
    // higher (equal) → stays; e's 0.3 stays.
    const unconfirmed = await post(merchant, a, AGENT_API.offer, {
      kind: 'realtimeSalary',
      username: b.member.username,
      tiers: flat('0.4'),
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ code: 'CONTRACT_NEEDS_CONFIRMATION' });
    expect(unconfirmed.json().value.conflicts.map((x: { id: string }) => x.id)).toEqual([bc.id]);
    const statusOf = async (id: string, who: Account) =>
      (await get(merchant, who, AGENT_API.contract.replace(':id', id))).json().value.status;
    expect(await statusOf(bc.id, c)).toBe('active'); // nothing ended without confirmation

    const confirmed = await post(merchant, a, AGENT_API.offer, {
      kind: 'realtimeSalary',
      username: b.member.username,
      tiers: flat('0.4'),
      confirmTerminations: true,
    });
    expect(confirmed.json().value.pendingTerminations).toEqual([bc.id]);
    expect(await statusOf(bc.id, c)).toBe('active'); // still active until b accepts
    await post(merchant, b, AGENT_API.accept.replace(':id', confirmed.json().value.id));
    expect(await statusOf(bc.id, c)).toBe('terminated');
    expect(await statusOf(ab.id, b)).toBe('terminated'); // replaced by the new one
    expect(await statusOf(cd.id, d)).toBe('active');
    expect(await statusOf(de.id, e)).toBe('active');
    const ended = (await get(merchant, c, AGENT_API.contract.replace(':id', bc.id))).json().value;
    expect(ended.terminatedBy).toBe(a.member.username);
    expect(ended.events.at(-1)).toMatchObject({ action: 'terminated', actor: a.member.username });

    // Reading 2, two levels down: a new contract for c at 0.35 (from b, who now holds 0.4) ends
    // the subordinate contracts whose rate is higher than 0.35: d's 0.4 (its cd) — and not e's 0.3.
    const cNew = await post(merchant, b, AGENT_API.offer, {
      kind: 'realtimeSalary',
      username: c.member.username,
      tiers: flat('0.35'),
    });
    expect(cNew.json().value.conflicts.map((x: { id: string }) => x.id)).toEqual([cd.id]);
    await offerAndAccept(sut.app, merchant, b, c, 'realtimeSalary', flat('0.35'), {
      confirmTerminations: true,
    });
    expect(await statusOf(cd.id, d)).toBe('terminated');
    expect(await statusOf(de.id, e)).toBe('active');
  });
});

describe('settlement', () => {
  /** house → a (1 %) → b (0.6 %) → c (0.3 %); players under c (bets 1000) and under b (bets 2000). */
  async function salaryTree(kind = 'realtimeSalary') {
    const merchant = await contractMerchant();
    const a = await agentUnder(sut.services, merchant);
    const b = await agentUnder(sut.services, merchant, a);
    const c = await agentUnder(sut.services, merchant, b);
    const pc = await agentUnder(sut.services, merchant, c, MEMBER_TYPE.MEMBER);
    const pb = await agentUnder(sut.services, merchant, b, MEMBER_TYPE.MEMBER);
    await grant(sut.app, merchant, adminKey, a, kind, flat('1'));
    await offerAndAccept(sut.app, merchant, a, b, kind, flat('0.6'));
    await offerAndAccept(sut.app, merchant, b, c, kind, flat('0.3'));
    const vendor = await testVendor(sut.services, merchant);
    await playRound(sut.services, merchant, vendor, pc, '600', '100');
    await playRound(sut.services, merchant, vendor, pc, '400', '0');
    await playRound(sut.services, merchant, vendor, pb, '2000', '2500');
    // The rounds are now 10 minutes old: their window is complete.
    await shiftIntoPast(sut.services, merchant.id, 10);
    return { merchant, a, b, c };
  }
  const balance = (merchant: M, who: Account) => sut.services.wallet.balanceOf(merchant, who.member.id);

  it('pays the real-time salary differential once, however often the job runs', async () => {
    const { merchant, a, b, c } = await salaryTree();
    const before = await Promise.all([a, b, c].map((x) => balance(merchant, x)));
    const first = await sut.services.settlement.settleDue('realtimeSalary', new Date(), {
      merchantId: merchant.id,
    });
    // c: 0.3 % of 1000 = 3; b: 0.6 % of 3000 = 18 − 3 = 15; a: 1 % of 3000 = 30 − 18 = 12.
    expect(first).toMatchObject({ payments: 3, amount: '30.0000' });
    const second = await sut.services.settlement.settleDue('realtimeSalary', new Date(), {
      merchantId: merchant.id,
    });
    expect(second).toMatchObject({ payments: 0, amount: '0.0000' });
    const after = await Promise.all([a, b, c].map((x) => balance(merchant, x)));
    expect(after.map((x, i) => x - (before[i] as bigint))).toEqual([120_000n, 150_000n, 30_000n]);

    const income = (await get(merchant, b, `${AGENT_API.income}?preset=today`)).json().value;
    expect(income.list).toHaveLength(1);
    expect(income.list[0]).toMatchObject({
      kind: 'realtimeSalary',
      period: 'fiveMinutes',
      teamValidBet: '3000.0000',
      activeMembers: 2,
      base: '3000.0000',
      rate: '0.6000',
      gross: '18.0000',
      uplineCap: null,
      downlineShare: '3.0000',
      amount: '15.0000',
    });
    expect(income.list[0].transactionId).toMatch(/^\d+$/);
    expect(income.totals.amount).toBe('15.0000');
    expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
  });

  it('finishes a run that crashed mid-way without paying anyone twice', async () => {
    const { merchant, a, b, c } = await salaryTree();
    const before = await Promise.all([a, b, c].map((x) => balance(merchant, x)));
    const crashing = new SettlementService(
      sut.database.db,
      new SettlementRepository(sut.database.db),
      sut.services.ledger,
    );
    await expect(
      crashing.settleDue('realtimeSalary', new Date(), {
        merchantId: merchant.id,
        batchSize: 1,
        concurrency: 1,
        afterBatch: (paid) => {
          if (paid === 1) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    // Another process, after the claim went stale, takes the run over.
    const rescuer = new SettlementService(
      sut.database.db,
      new SettlementRepository(sut.database.db),
      sut.services.ledger,
    );
    const blocked = await rescuer.settleDue('realtimeSalary', new Date(), { merchantId: merchant.id });
    expect(blocked.payments).toBe(0); // the claim is still fresh
    const resumed = await rescuer.settleDue('realtimeSalary', new Date(), {
      merchantId: merchant.id,
      staleClaimMs: 0,
    });
    expect(resumed.payments).toBe(2);
    const after = await Promise.all([a, b, c].map((x) => balance(merchant, x)));
    expect(after.map((x, i) => x - (before[i] as bigint))).toEqual([120_000n, 150_000n, 30_000n]);
    const rows = await sql<{
      n: number;
    }>`select count(*)::int as n from agent_income where merchant_id = ${merchant.id}`.execute(
      sut.database.db,
    );
    expect(rows.rows[0]?.n).toBe(3);
    expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
  });

  it('pays the daily salary of a day the next day, and the income page shows it', async () => {
    const { merchant, b } = await salaryTree('dailySalary');
    // Move the rounds to yesterday noon (the merchant's timezone is UTC): yesterday is complete.
    const now = new Date();
    const yesterdayNoon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 12);
    await shiftIntoPast(sut.services, merchant.id, Math.round((now.getTime() - yesterdayNoon) / 60_000) - 10);
    const result = await sut.services.settlement.settleDue('dailySalary', new Date(), {
      merchantId: merchant.id,
    });
    expect(result.amount).toBe('30.0000');
    const income = (await get(merchant, b, `${AGENT_API.income}?preset=yesterday&kind=dailySalary`)).json()
      .value;
    expect(income.list[0]).toMatchObject({ period: 'daily', amount: '15.0000' });
  });

  it('pays a weekly dividend on the team loss, differential down the tree', async () => {
    const merchant = await contractMerchant();
    const a = await agentUnder(sut.services, merchant);
    const b = await agentUnder(sut.services, merchant, a);
    const pa = await agentUnder(sut.services, merchant, a, MEMBER_TYPE.MEMBER);
    const pb = await agentUnder(sut.services, merchant, b, MEMBER_TYPE.MEMBER);
    await grant(sut.app, merchant, adminKey, a, 'dividend', flat('40'), 'weekly');
    // A monthly offer under a weekly contract is refused: the periods must match.
    const monthly = await post(merchant, a, AGENT_API.offer, {
      kind: 'dividend',
      username: b.member.username,
      period: 'monthly',
      tiers: flat('30'),
    });
    expect(monthly.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    await offerAndAccept(sut.app, merchant, a, b, 'dividend', flat('30'), { period: 'weekly' });
    const vendor = await testVendor(sut.services, merchant);
    await playRound(sut.services, merchant, vendor, pb, '1000', '200'); // b's team loses 800
    await playRound(sut.services, merchant, vendor, pa, '500', '800'); // a's own player wins 300
    // Into last week's Wednesday noon (UTC merchant).
    const lastWeek = periodContaining(
      'weekly',
      new Date(periodContaining('weekly', new Date(), 'UTC').start.getTime() - 1),
      'UTC',
    );
    const target = lastWeek.start.getTime() + 2.5 * 86_400_000;
    await shiftIntoPast(sut.services, merchant.id, Math.round((Date.now() - target) / 60_000));
    const result = await sut.services.settlement.settleDue('dividend', new Date(), {
      merchantId: merchant.id,
    });
    // a's team loss 500 × 40 % = 200; b's 800 × 30 % = 240 > 200: b is capped at 200, a keeps 0.
    expect(result).toMatchObject({ payments: 1, amount: '200.0000' });
    const incomeB = (await get(merchant, b, `${AGENT_API.income}?preset=lastWeek`)).json().value.list[0];
    expect(incomeB).toMatchObject({
      base: '800.0000',
      rate: '30.0000',
      gross: '240.0000',
      uplineCap: '200.0000',
      amount: '200.0000',
    });
    const incomeA = (await get(merchant, a, `${AGENT_API.income}?preset=lastWeek`)).json().value.list[0];
    expect(incomeA).toMatchObject({
      base: '500.0000',
      gross: '200.0000',
      downlineShare: '200.0000',
      amount: '0.0000',
    });
    expect(incomeA.transactionId).toBeNull();
  });

  it('lets an operator settle today early with asOf, and the income shows in messages', async () => {
    const { merchant, b } = await salaryTree('dailySalary');
    const now = new Date();
    const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 5));
    const settle = (asOf?: string) =>
      sut.app.inject({
        method: 'POST',
        url: AGENT_API.adminSettle.replace(':merchantCode', merchant.code),
        headers: { 'x-admin-key': adminKey },
        payload: { kind: 'dailySalary', ...(asOf ? { asOf } : {}) },
      });
    expect((await settle()).json().value.payments).toBe(0); // today is not complete yet
    const early = await settle(tomorrow.toISOString());
    expect(early.json().value).toMatchObject({ payments: 3, amount: '30.0000' });
    expect((await settle(tomorrow.toISOString())).json().value.payments).toBe(0);
    const inbox = (await get(merchant, b, AGENT_API.messages)).json().value;
    expect(inbox.list[0]).toMatchObject({
      type: 'incomePaid',
      amount: '15.0000',
      contractKind: 'dailySalary',
    });
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('several processes (PostgreSQL)', () => {
    it('pays each period once when two processes settle at the same time', async () => {
      const { merchant, a, b, c } = await salaryTree();
      const before = await Promise.all([a, b, c].map((x) => balance(merchant, x)));
      const { openDatabase } = await import('../db/database.ts');
      const { createServices } = await import('../services.ts');
      const { loadConfig } = await import('../config.ts');
      const other = await openDatabase({ kind: 'postgres', url: sut.database.url as string, poolSize: 4 });
      try {
        const second = createServices(other, loadConfig({}));
        const results = await Promise.all(
          [sut.services, second, sut.services, second].map((s) =>
            s.settlement.settleDue('realtimeSalary', new Date(), {
              merchantId: merchant.id,
              staleClaimMs: 0,
            }),
          ),
        );
        expect(results.reduce((n, r) => n + r.payments, 0)).toBe(3);
        const after = await Promise.all([a, b, c].map((x) => balance(merchant, x)));
        expect(after.map((x, i) => x - (before[i] as bigint))).toEqual([120_000n, 150_000n, 30_000n]);
      } finally {
        await other.close();
      }
    }, 60_000);

    it('runs the scheduled settlement job once per tick across two processes', async () => {
      const { merchant, a, b, c } = await salaryTree();
      const before = await Promise.all([a, b, c].map((x) => balance(merchant, x)));
      const { openDatabase } = await import('../db/database.ts');
      const { jobDatabaseFor } = await import('../jobs/job-database.ts');
      const { PgBossJobs } = await import('../jobs/jobs.service.ts');
      const { registerAgentJobs } = await import('./agents-jobs.ts');
      const other = await openDatabase({ kind: 'postgres', url: sut.database.url as string, poolSize: 2 });
      // Each run with its time: the next minute's tick may come within the wait on a busy machine.
      const runs: { instance: number; at: number }[] = [];
      const instances = [sut.database, other].map((database, i) => {
        const jobs = new PgBossJobs(jobDatabaseFor(database), {
          cronMonitorIntervalSeconds: 1,
          cronWorkerIntervalSeconds: 1,
        });
        const settlement = new SettlementService(
          database.db,
          new SettlementRepository(database.db),
          sut.services.ledger,
        );
        registerAgentJobs(
          jobs,
          {
            settleDue: async (kind, now) => {
              runs.push({ instance: i, at: Date.now() });
              return settlement.settleDue(kind, now, { merchantId: merchant.id });
            },
          },
          undefined,
          { cron: '* * * * *', kinds: ['realtimeSalary'], pollingIntervalSeconds: 0.5 },
        );
        return jobs;
      });
      try {
        await Promise.all(instances.map((jobs) => jobs.start()));
        const until = Date.now() + 75_000;
        while (runs.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
        await new Promise((r) => setTimeout(r, 3_000));
        // One run of the first tick: none other before the next minute's tick can start.
        const nextTick = Math.ceil(((runs[0]?.at ?? 0) + 1) / 60_000) * 60_000;
        expect(runs.filter((run) => run.at < nextTick)).toHaveLength(1);
        const after = await Promise.all([a, b, c].map((x) => balance(merchant, x)));
        expect(after.map((x, i) => x - (before[i] as bigint))).toEqual([120_000n, 150_000n, 30_000n]);
      } finally {
        await Promise.all(instances.map((jobs) => jobs.stop()));
        await other.close();
      }
    }, 120_000);
  });
});
