import { randomBytes } from 'node:crypto';
import { MEMBER_TYPE, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { hashPassword } from '../accounts/passwords.ts';
import { BALANCED_LEDGER, fund, ledgerInvariants } from '../ledger/wallet-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { AppServices } from '../services.ts';
import { createTestMember } from '../testing/accounts.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** The payment password every test account of the money-flow tests gets. */
export const PAY_PASSWORD = '246810';

/** A member (or agent) with a live player session, optional upline, balance and payment password. */
export async function createAccount(
  services: AppServices,
  merchant: Merchant,
  options: {
    type?: number;
    uplineId?: bigint;
    balance?: string;
    paymentPassword?: string | null;
    mobileNum?: string;
    email?: string;
  } = {},
) {
  const member = await createTestMember(services, merchant, {
    type: options.type ?? MEMBER_TYPE.MEMBER,
    ...(options.mobileNum !== undefined ? { mobileNum: options.mobileNum } : {}),
    ...(options.email !== undefined ? { email: options.email } : {}),
    ...(options.uplineId !== undefined ? { uplineId: options.uplineId } : {}),
  });
  const paymentPassword = options.paymentPassword === undefined ? PAY_PASSWORD : options.paymentPassword;
  if (paymentPassword !== null) {
    await services.membersRepository.setPaymentPassword(
      services.database.db,
      merchant.id,
      member.id,
      await hashPassword(paymentPassword),
    );
  }
  const token = await services.database.db.transaction().execute((tx) =>
    services.sessions.issue(tx, {
      merchant,
      member,
      side: 'player',
      loginType: 'username',
      ip: '127.0.0.1',
      userAgent: null,
    }),
  );
  if (options.balance) await fund(services, merchant, member, options.balance);
  return { member, token };
}

/** A player call with the session token on the merchant's host. */
export function playerCall(
  app: FastifyInstance,
  merchant: { domain: string },
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { host: merchant.domain, ...(token ? { [SESSION_TOKEN_HEADER]: token } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A fresh idempotency key. */
export function newKey(prefix = 'k'): string {
  return `${prefix}-${randomBytes(8).toString('hex')}`;
}

/** What a money-flow suite shares: one app, one merchant and its operator key (set in beforeAll). */
export interface MoneyFlowSuite {
  sut: TestApp;
  merchant: Merchant & { domain: string };
  adminKey: string;
}

/**
 * Registers the suite hooks: starts one app with a merchant and an admin key, closes it at the end,
 * and checks after every test that the merchant's ledger still balances.
 */
export function useMoneyFlowSuite(): MoneyFlowSuite {
  const suite = {} as MoneyFlowSuite;
  beforeAll(async () => {
    suite.sut = await startTestApp();
    suite.merchant = await createTestMerchant(suite.sut.services);
    suite.adminKey = await createAdminKey(suite.sut.services, suite.merchant.id);
  });
  afterAll(() => suite.sut.close());
  afterEach(async () => {
    expect(await ledgerInvariants(suite.sut.services, suite.merchant.id)).toMatchObject(BALANCED_LEDGER);
  });
  return suite;
}
