import { AGENT_API, MEMBER_TYPE, type TContractTier } from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { fund, registerVendor, vendorId } from '../ledger/wallet-test-kit.ts';
import { createAccount, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { AppServices } from '../services.ts';

/** Test helpers of the agents feature: accounts in a tree, contracts, settled rounds. */

export type Account = Awaited<ReturnType<typeof createAccount>>;

/** An agent (type 1) or member under `upline`, with a live session. */
export function agentUnder(
  services: AppServices,
  merchant: Merchant,
  upline?: Account,
  type: number = MEMBER_TYPE.AGENT,
) {
  return createAccount(services, merchant, {
    type,
    ...(upline ? { uplineId: upline.member.id } : {}),
  });
}

/** One flat tier at `rate` percent. */
export const flat = (rate: string): TContractTier[] => [
  { minValidBet: '0', minLoss: '0', minActiveMembers: 0, rate },
];

/** GET/POST an agent call as `who`. */
export function agentCall(
  app: FastifyInstance,
  merchant: { domain: string },
  who: Account | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return playerCall(app, merchant, who?.token, method, url, payload);
}

/** The operator grants `agent` a house contract (through the admin API). */
export async function grant(
  app: FastifyInstance,
  merchant: Merchant,
  adminKey: string,
  agent: Account,
  kind: string,
  tiers: TContractTier[],
  period?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: AGENT_API.adminGrant.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': adminKey },
    payload: { username: agent.member.username, kind, tiers, ...(period ? { period } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`grant failed: ${response.body}`);
  return response.json().value as { id: string };
}

/** `upline` offers `downline` a contract and `downline` accepts it; the accepted contract. */
export async function offerAndAccept(
  app: FastifyInstance,
  merchant: { domain: string },
  upline: Account,
  downline: Account,
  kind: string,
  tiers: TContractTier[],
  extra: Record<string, unknown> = {},
) {
  const offer = await agentCall(app, merchant, upline, 'POST', AGENT_API.offer, {
    kind,
    username: downline.member.username,
    tiers,
    ...extra,
  });
  if (offer.statusCode !== 200) throw new Error(`offer failed: ${offer.body}`);
  const id = offer.json().value.id as string;
  const accepted = await agentCall(app, merchant, downline, 'POST', AGENT_API.accept.replace(':id', id), {});
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return accepted.json().value as { id: string; status: string };
}

/** A vendor for playing rounds in tests. */
export async function testVendor(services: AppServices, merchant: Merchant) {
  const { context } = await registerVendor(services, merchant, `AG${vendorId('V').slice(-6).toUpperCase()}`);
  return context;
}

/** Funds the player then plays one settled round: a bet of `bet` and a win of `win`. */
export async function playRound(
  services: AppServices,
  merchant: Merchant,
  context: Awaited<ReturnType<typeof testVendor>>,
  player: Account,
  bet: string,
  win: string,
) {
  await fund(services, merchant, player.member, bet);
  const roundId = vendorId('r');
  const playerId = `${merchant.code}:${player.member.id}`;
  const base = { playerId, roundId, gameCode: 'slot-1' };
  await services.vendorWallet.bet(
    context,
    { ...base, requestId: vendorId('q'), transactionId: vendorId('b'), amount: bet },
    { actor: 'test' },
  );
  await services.vendorWallet.win(
    context,
    { ...base, requestId: vendorId('q'), transactionId: vendorId('w'), amount: win },
    { actor: 'test' },
  );
}

/**
 * Moves the merchant's settled rounds and contract activations back in time, so a window that is
 * already complete holds them (tests cannot wait five minutes).
 */
export async function shiftIntoPast(services: AppServices, merchantId: bigint, minutes: number) {
  const db = services.database.db;
  await sql`update game_rounds set closed_at = closed_at - make_interval(mins => ${minutes}),
      opened_at = opened_at - make_interval(mins => ${minutes})
    where merchant_id = ${merchantId} and status = 'closed'`.execute(db);
  await sql`update agent_contracts set activated_at = activated_at - make_interval(mins => ${minutes + 60}),
      created_at = created_at - make_interval(mins => ${minutes + 60})
    where merchant_id = ${merchantId} and activated_at is not null`.execute(db);
}
