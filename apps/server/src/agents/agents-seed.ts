import { randomBytes } from 'node:crypto';
import {
  MEMBER_TYPE,
  type TAdminContractGrant,
  type TContractOffer,
  type TContractTier,
} from '@croupier/contracts';
import { hashPassword } from '../accounts/passwords.ts';
import type { AppServices } from '../services.ts';
import { isContractKindEnabled } from './contracts.service.ts';

/** The demo agent tree under demoagent (password of every account below: agent123 / player123). */
export const DEMO_AGENT_TREE = {
  agent: 'demoagent',
  subAgent: { username: 'demosub', password: 'agent123', nickname: 'Demo Sub-agent' },
  members: [
    { username: 'demomember1', upline: 'demoagent', bets: ['120', '80'], wins: ['0', '150'] },
    { username: 'demomember2', upline: 'demosub', bets: ['300', '50'], wins: ['90', '0'] },
    { username: 'demomember3', upline: 'demosub', bets: ['75'], wins: ['0'] },
  ],
  memberPassword: 'player123',
} as const;

const tier = (rate: string, extra: Partial<TContractTier> = {}): TContractTier => ({
  minValidBet: '0',
  minLoss: '0',
  minActiveMembers: 0,
  rate,
  ...extra,
});

/**
 * Seeds the demo agent center: demoagent gets house contracts of every kind the merchant offers
 * (its flags); a sub-agent (demosub) accepts a daily and a real-time salary contract from it and
 * has a pending dividend offer, each only where its kind is on; three members play a few settled rounds today (the real-time salary job pays them within
 * five minutes of start, the daily salary tomorrow). Idempotent: skipped when demosub exists.
 */
export async function seedDemoAgents(services: AppServices, merchantCode: string): Promise<void> {
  const merchant = await services.merchants.findByCode(merchantCode);
  if (!merchant) return;
  const agent = await services.membersRepository.findByUsername(merchant.id, DEMO_AGENT_TREE.agent);
  if (!agent) return;
  if (await services.membersRepository.findByUsername(merchant.id, DEMO_AGENT_TREE.subAgent.username)) return;

  const db = services.database.db;
  const insert = async (
    username: string,
    password: string,
    type: number,
    uplineId: bigint,
    nickname: string,
  ) =>
    services.membersRepository.insert(db, {
      merchant_id: merchant.id,
      username,
      type,
      nickname,
      password_hash: await hashPassword(password),
      upline_id: uplineId,
      register_method: 'DEMO',
    });
  const sub = await insert(
    DEMO_AGENT_TREE.subAgent.username,
    DEMO_AGENT_TREE.subAgent.password,
    MEMBER_TYPE.AGENT,
    agent.id,
    DEMO_AGENT_TREE.subAgent.nickname,
  );

  const operator = 'demo-seed';
  // Only the kinds the merchant offers: the server refuses the others, so flags and contracts agree.
  const grants: TAdminContractGrant[] = [
    { username: agent.username, kind: 'realtimeSalary', tiers: [tier('1')] },
    {
      username: agent.username,
      kind: 'dailySalary',
      tiers: [tier('0.5'), tier('0.8', { minValidBet: '1000', minActiveMembers: 3 })],
    },
    { username: agent.username, kind: 'hourlySalary', tiers: [tier('0.3')] },
    {
      username: agent.username,
      kind: 'dividend',
      period: 'weekly',
      tiers: [tier('20'), tier('30', { minLoss: '1000' })],
    },
  ];
  for (const grant of grants) {
    if (isContractKindEnabled(merchant, grant.kind))
      await services.contracts.grant(merchant, grant, operator);
  }
  const offers: (TContractOffer & { accept: boolean })[] = [
    {
      kind: 'dailySalary',
      username: sub.username,
      tiers: [tier('0.4'), tier('0.6', { minValidBet: '1000', minActiveMembers: 3 })],
      accept: true,
    },
    { kind: 'realtimeSalary', username: sub.username, tiers: [tier('0.6')], accept: true },
    { kind: 'dividend', username: sub.username, period: 'weekly', tiers: [tier('15')], accept: false },
  ];
  for (const { accept, ...offer } of offers) {
    if (!isContractKindEnabled(merchant, offer.kind)) continue;
    const made = await services.contracts.offer(merchant, agent, offer);
    if (accept) await services.contracts.accept(merchant, sub, BigInt(made.id));
  }

  // A few settled rounds through the vendor wallet, as a vendor would report them.
  const vendorCode = 'DEMO_AGENTS';
  await services.vendorWallet.registerVendor(merchant.id, vendorCode, { actor: operator });
  const context = {
    merchantId: merchant.id,
    merchantCode: merchant.code,
    currency: merchant.currency,
    vendorCode,
  };
  const ids = () => randomBytes(6).toString('hex');
  for (const spec of DEMO_AGENT_TREE.members) {
    const upline = spec.upline === DEMO_AGENT_TREE.agent ? agent : sub;
    const member = await insert(
      spec.username,
      DEMO_AGENT_TREE.memberPassword,
      MEMBER_TYPE.MEMBER,
      upline.id,
      spec.username,
    );
    await db.transaction().execute((tx) =>
      services.sessions.issue(tx, {
        merchant,
        member,
        side: 'player',
        loginType: 'username',
        ip: '127.0.0.1',
        userAgent: null,
      }),
    );
    await services.wallet.adjust(
      merchant,
      {
        memberId: member.id.toString(),
        amount: '1000',
        idempotencyKey: `demo-agents-fund-${member.id}`,
        reason: 'demo',
      },
      { actor: operator },
    );
    for (const [i, bet] of spec.bets.entries()) {
      const base = {
        playerId: `${merchant.code}:${member.id}`,
        roundId: `demo-${ids()}`,
        gameCode: 'demo-slot',
      };
      await services.vendorWallet.bet(
        context,
        { ...base, requestId: ids(), transactionId: `b-${ids()}`, amount: bet },
        { actor: operator },
      );
      await services.vendorWallet.win(
        context,
        { ...base, requestId: ids(), transactionId: `w-${ids()}`, amount: spec.wins[i] ?? '0' },
        { actor: operator },
      );
    }
  }
}
