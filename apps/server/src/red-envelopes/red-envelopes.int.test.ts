import { API, MEMBER_TYPE, parseMinor, type TAdminRedEnvelopeInput } from '@croupier/contracts';
import { splitRedEnvelopePool, verifyServerSeed } from '@croupier/games';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { givenVendor, testGame, testVendorCode } from '../games/catalogue-test-kit.ts';
import { AppError } from '../http/app-error.ts';
import {
  BALANCED_LEDGER,
  ledgerInvariants,
  registerVendor,
  signedVendorCall,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
import { createAccount, newKey, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let sut: TestApp;
let merchant: Merchant & { domain: string };
let adminKey: string;
let vendor: { vendorCode: string; keyId: string; secret: string };
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services, merchant.id);
  const code = testVendorCode('RED');
  await givenVendor(sut.services, merchant, { vassalage: code, gameType: 'RNG' }, [testGame(code, 'slot-1')]);
  ({ credential: vendor } = await registerVendor(sut.services, merchant, code));
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  sut.app.inject({
    method,
    url: url.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': adminKey },
    ...(payload ? { payload } : {}),
  });
async function schedule(overrides: Partial<TAdminRedEnvelopeInput> = {}) {
  const response = await admin('POST', API.admin.redEnvelopes, {
    title: 'Lucky rain',
    startsAt: minutes(-1),
    endsAt: minutes(30),
    poolAmount: '100',
    envelopeCount: 10,
    minDeposit: null,
    minValidBet: null,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().value as { id: string; seedHash: string; seed: string | null; status: string };
}
const claim = (token: string | undefined, id: string) =>
  playerCall(sut.app, merchant, token, 'POST', API.redEnvelopes.claim.replace(':id', id));
const current = async (token?: string) =>
  (await playerCall(sut.app, merchant, token, 'GET', API.redEnvelopes.current)).json().value.rain;
const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

describe('red-envelope rains', () => {
  it("pays a live rain once per member through the ledger; the amount is the seed's envelope", async () => {
    const rain = await schedule();
    expect(rain).toMatchObject({ status: 'live', seed: null });
    expect(rain.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const { member, token } = await createAccount(sut.services, merchant, { balance: '5' });
    expect(await current(token)).toMatchObject({ id: rain.id, status: 'live', remaining: 10, claimed: null });

    const first = await claim(token, rain.id);
    expect(first.statusCode, first.body).toBe(200);
    const paid = first.json().value;
    expect(paid).toMatchObject({ sequence: 1, replayed: false });
    expect(parseMinor(paid.balance)).toBe(50_000n + parseMinor(paid.amount));
    expect(await sut.services.wallet.balanceOf(merchant, member.id)).toBe(50_000n + parseMinor(paid.amount));
    // A repeat answers the same envelope and moves nothing.
    const again = (await claim(token, rain.id)).json().value;
    expect(again).toMatchObject({ amount: paid.amount, sequence: 1, replayed: true });
    expect(await sut.services.wallet.balanceOf(merchant, member.id)).toBe(50_000n + parseMinor(paid.amount));
    expect(await current(token)).toMatchObject({
      remaining: 9,
      claimed: { amount: paid.amount, sequence: 1 },
    });

    // After the rain the seed is published and matches the hash and every amount paid.
    await sql`update red_envelope_rains set ends_at = now() - interval '1 second', starts_at = now() - interval '1 hour'
      where id = ${BigInt(rain.id)}`.execute(sut.database.db);
    const after = (await admin('GET', API.admin.redEnvelopes))
      .json()
      .value.find((r: { id: string }) => r.id === rain.id);
    expect(after).toMatchObject({ status: 'ended', claimedCount: 1, claimedAmount: paid.amount });
    expect(verifyServerSeed(after.seed, rain.seedHash)).toBe(true);
    const amounts = splitRedEnvelopePool(after.seed, parseMinor('100'), 10);
    expect(amounts[0]).toBe(parseMinor(paid.amount));
    expect((await claim(token, rain.id)).json()).toMatchObject({ value: { replayed: true } });
    const late = await createAccount(sut.services, merchant);
    expect((await claim(late.token, rain.id)).json().code).toBe('RED_ENVELOPE_NOT_LIVE');
    // The ledger shows it as its own kind, paid from the rain's pool account.
    expect(await sut.services.ledger.balanceOf(merchant.id, 'promotion', `red_envelope:${rain.id}`)).toBe(
      -parseMinor(paid.amount),
    );
  });

  it('refuses before the start, visitors, trial accounts and the unqualified; qualifies by deposit or valid bet', async () => {
    const upcoming = await schedule({ startsAt: minutes(60), endsAt: minutes(90) });
    const { token } = await createAccount(sut.services, merchant);
    expect((await claim(token, upcoming.id)).json().code).toBe('RED_ENVELOPE_NOT_LIVE');
    expect((await claim(undefined, upcoming.id)).statusCode).toBe(401);
    const trial = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.TRIAL });
    expect((await claim(trial.token, upcoming.id)).json().code).toBe('TRIAL_NOT_ALLOWED');

    const gated = await schedule({ minDeposit: '100', minValidBet: '20', qualifyFrom: minutes(-60) });
    const depositor = await createAccount(sut.services, merchant);
    expect((await claim(depositor.token, gated.id)).json().code).toBe('RED_ENVELOPE_NOT_ELIGIBLE');
    const asked = await playerCall(sut.app, merchant, depositor.token, 'POST', API.wallet.deposits, {
      channel: 'BANK',
      amount: '100',
      reference: 'RAIN',
      idempotencyKey: newKey(),
    });
    await admin('POST', API.admin.depositApprove.replace(':id', asked.json().value.id));
    expect((await claim(depositor.token, gated.id)).statusCode).toBe(200);

    const bettor = await createAccount(sut.services, merchant, { balance: '50' });
    const playerId = `${merchant.code}:${bettor.member.id}`;
    const roundId = vendorId('round');
    const bet = await signedVendorCall(sut.app, vendor, 'bet', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('bet'),
      roundId,
      gameCode: 'slot-1',
      amount: '10',
    });
    expect(bet.statusCode, bet.body).toBe(200);
    await signedVendorCall(sut.app, vendor, 'win', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('win'),
      roundId,
      gameCode: 'slot-1',
      amount: '0',
    });
    // 10 of valid bets is below the 20 asked.
    expect((await claim(bettor.token, gated.id)).json().code).toBe('RED_ENVELOPE_NOT_ELIGIBLE');
    const round2 = vendorId('round');
    await signedVendorCall(sut.app, vendor, 'bet', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('bet'),
      roundId: round2,
      gameCode: 'slot-1',
      amount: '10',
    });
    await signedVendorCall(sut.app, vendor, 'win', {
      requestId: vendorId('req'),
      playerId,
      transactionId: vendorId('win'),
      roundId: round2,
      gameCode: 'slot-1',
      amount: '3',
    });
    expect((await claim(bettor.token, gated.id)).statusCode).toBe(200);
  });

  it('validates the schedule and audits it; a cancelled rain pays no more', async () => {
    expect(
      (
        await admin('POST', API.admin.redEnvelopes, {
          title: 'x',
          startsAt: minutes(5),
          endsAt: minutes(1),
          poolAmount: '1',
          envelopeCount: 1,
        })
      ).statusCode,
    ).toBe(400);
    const tooSmall = await admin('POST', API.admin.redEnvelopes, {
      title: 'Tiny',
      startsAt: minutes(-1),
      endsAt: minutes(5),
      poolAmount: '0.0009',
      envelopeCount: 10,
    });
    expect(tooSmall.json().code).toBe('VALIDATION_FAILED');
    const rain = await schedule();
    const cancelled = await admin('POST', API.admin.redEnvelopeCancel.replace(':id', rain.id));
    expect(cancelled.json().value).toMatchObject({ status: 'cancelled' });
    expect(verifyServerSeed(cancelled.json().value.seed, rain.seedHash)).toBe(true);
    const { token } = await createAccount(sut.services, merchant);
    expect((await claim(token, rain.id)).json().code).toBe('RED_ENVELOPE_NOT_LIVE');
    const audited = await sql<{ action: string }>`select action from audit_log
      where merchant_id = ${merchant.id} and detail->>'rainId' = ${rain.id} order by id`.execute(
      sut.database.db,
    );
    expect(audited.rows.map((r) => r.action)).toEqual(['red_envelopes.schedule', 'red_envelopes.cancel']);
  });

  it('never exceeds the pool under 500 concurrent claims, one envelope per member', async () => {
    const envelopes = 300;
    const rain = await schedule({ poolAmount: '3000', envelopeCount: envelopes });
    const hash = (
      await sut.database.db.selectFrom('members').select('password_hash').limit(1).executeTakeFirstOrThrow()
    ).password_hash;
    const prefix = newKey('rain');
    const members = await sql<{ id: bigint }>`
      insert into members (merchant_id, username, password_hash)
      select ${merchant.id}, ${prefix} || '-' || n, ${hash} from generate_series(1, 450) as n
      returning id`.execute(sut.database.db);
    // 450 members, 50 of them twice at once: 500 concurrent claims for 300 envelopes.
    const attempts = members.rows.flatMap((row, index) => (index < 50 ? [row.id, row.id] : [row.id]));
    expect(attempts).toHaveLength(500);
    const outcomes = await Promise.allSettled(
      attempts.map((memberId) =>
        sut.services.redEnvelopes.claim(merchant, memberId, BigInt(rain.id), { actor: 'race' }),
      ),
    );
    const paid = outcomes.filter((o) => o.status === 'fulfilled' && !o.value.replayed);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(new Set(refused.map((o) => codeOf(o.reason)))).toEqual(new Set(['RED_ENVELOPE_EMPTY']));
    expect(paid).toHaveLength(envelopes);
    const claims = await sut.database.db
      .selectFrom('red_envelope_claims')
      .select(['member_id', 'sequence', 'amount'])
      .where('rain_id', '=', BigInt(rain.id))
      .execute();
    expect(claims).toHaveLength(envelopes);
    expect(new Set(claims.map((c) => c.member_id)).size).toBe(envelopes);
    expect(new Set(claims.map((c) => c.sequence)).size).toBe(envelopes);
    const total = claims.reduce((sum, c) => sum + BigInt(c.amount), 0n);
    expect(total).toBe(parseMinor('3000'));
    expect(await sut.services.ledger.balanceOf(merchant.id, 'promotion', `red_envelope:${rain.id}`)).toBe(
      -total,
    );
    const postings = await sql<{ n: string }>`select count(*)::text as n from ledger_transactions
      where merchant_id = ${merchant.id} and kind = 'red_envelope' and reference->>'rainId' = ${rain.id}`.execute(
      sut.database.db,
    );
    expect(postings.rows[0]?.n).toBe(String(envelopes));
    const after = (await admin('GET', API.admin.redEnvelopes))
      .json()
      .value.find((r: { id: string }) => r.id === rain.id);
    expect(after).toMatchObject({
      claimedCount: envelopes,
      claimedAmount: '3000.0000',
      remaining: 0,
      status: 'ended',
    });
  }, 240_000);
});
