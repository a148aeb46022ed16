import { API, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMember } from '../testing/accounts.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { LedgerInvariantError } from './ledger.service.ts';
import { BALANCED_LEDGER, createPlayer, ledgerInvariants } from './wallet-test-kit.ts';

describe('LedgerService', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  let house: bigint;
  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    house = await sut.services.ledger.accountFor(merchant.id, 'house', 'main', 'USD');
  });
  afterAll(() => sut.close());

  const walletOf = async () => {
    const member = await createTestMember(sut.services, merchant);
    return sut.services.ledger.accountFor(merchant.id, 'member_wallet', member.id.toString(), 'USD');
  };
  const credit = (wallet: bigint, amount: bigint, key: string) =>
    sut.services.ledger.post({
      merchantId: merchant.id,
      kind: 'adjustment',
      idempotencyKey: key,
      postings: [
        { account: wallet, amount },
        { account: house, amount: -amount },
      ],
      audit: { actor: 'test', ip: '10.0.0.1', requestId: 'req-1' },
    });
  const countTransactions = async (key: string) =>
    Number(
      (
        await sut.database.db
          .selectFrom('ledger_transactions')
          .select((eb) => eb.fn.countAll<bigint>().as('n'))
          .where('merchant_id', '=', merchant.id)
          .where('idempotency_key', '=', key)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('posts balanced legs, writes balance before and after, and keeps the audit trail', async () => {
    const wallet = await walletOf();
    const first = await credit(wallet, 125_000n, 'l-1');
    expect(first.replayed).toBe(false);
    expect(first.balances.get(wallet)).toBe(125_000n);
    const second = await credit(wallet, 5_000n, 'l-2');
    expect(second.balances.get(wallet)).toBe(130_000n);

    const postings = await sut.database.db
      .selectFrom('ledger_postings')
      .select(['amount', 'balance_before', 'balance_after'])
      .where('account_id', '=', wallet)
      .orderBy('id')
      .execute();
    expect(postings).toEqual([
      { amount: 125_000n, balance_before: 0n, balance_after: 125_000n },
      { amount: 5_000n, balance_before: 125_000n, balance_after: 130_000n },
    ]);
    const row = await sut.database.db
      .selectFrom('ledger_transactions')
      .select(['actor', 'ip', 'request_id', 'kind'])
      .where('id', '=', first.transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ actor: 'test', ip: '10.0.0.1', request_id: 'req-1', kind: 'adjustment' });
  });

  it('replays the same key and input: the first result, nothing moves', async () => {
    const wallet = await walletOf();
    const first = await credit(wallet, 10_000n, 'l-replay');
    await credit(wallet, 1_000n, 'l-other');
    const again = await credit(wallet, 10_000n, 'l-replay');
    expect(again).toEqual({ transactionId: first.transactionId, balances: first.balances, replayed: true });
    expect(
      await sut.services.ledger.balanceOf(merchant.id, 'member_wallet', (await ownerOf(wallet)) ?? ''),
    ).toBe(11_000n);
    expect(await countTransactions('l-replay')).toBe(1);
  });

  it('refuses the same key with other input with IDEMPOTENCY_CONFLICT', async () => {
    const wallet = await walletOf();
    await credit(wallet, 10_000n, 'l-conflict');
    await expect(credit(wallet, 20_000n, 'l-conflict')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
  });

  it('refuses to take a member wallet below zero with INSUFFICIENT_FUNDS and the balance, writing nothing', async () => {
    const wallet = await walletOf();
    await credit(wallet, 10_000n, 'l-funds-1');
    const error = await credit(wallet, -10_001n, 'l-funds-2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', options: { value: { balance: '1.0000' } } });
    expect(await countTransactions('l-funds-2')).toBe(0);
    const emptied = await credit(wallet, -10_000n, 'l-funds-3');
    expect(emptied.balances.get(wallet)).toBe(0n);
  });

  it('throws before touching the database when postings do not sum to zero', async () => {
    const wallet = await walletOf();
    await expect(
      sut.services.ledger.post({
        merchantId: merchant.id,
        kind: 'adjustment',
        idempotencyKey: 'l-unbalanced',
        postings: [
          { account: wallet, amount: 5n },
          { account: house, amount: -4n },
        ],
        audit: { actor: 'test' },
      }),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
    expect(await countTransactions('l-unbalanced')).toBe(0);
  });

  it('refuses accounts of another merchant', async () => {
    const other = await createTestMerchant(sut.services);
    const foreign = await sut.services.ledger.accountFor(other.id, 'house', 'main', 'USD');
    const wallet = await walletOf();
    await expect(
      sut.services.ledger.post({
        merchantId: merchant.id,
        kind: 'transfer',
        idempotencyKey: 'l-foreign',
        postings: [
          { account: wallet, amount: 5n },
          { account: foreign, amount: -5n },
        ],
        audit: { actor: 'test' },
      }),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
  });

  /** A ledger transaction written by hand, bypassing LedgerService: each inner list is one INSERT of legs. */
  const postRaw = (key: string, statements: (readonly [bigint, bigint])[][]) =>
    sut.database.db.transaction().execute(async (tx) => {
      const { id } = await tx
        .insertInto('ledger_transactions')
        .values({
          merchant_id: merchant.id,
          kind: 'manual',
          idempotency_key: key,
          input_hash: new Uint8Array(32),
          reference: '{}',
          actor: 'test',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const legs of statements) {
        await tx
          .insertInto('ledger_postings')
          .values(
            legs.map(([account, amount]) => ({
              transaction_id: id,
              account_id: account,
              amount,
              balance_before: 0n,
              balance_after: amount,
            })),
          )
          .execute();
      }
    });

  it('has the database refuse legs of one transaction split over two statements, even if they balance', async () => {
    const wallet = await walletOf();
    await expect(postRaw('l-raw-split', [[[wallet, 7n]], [[house, -7n]]])).rejects.toThrow(/unbalanced/);
    expect(await countTransactions('l-raw-split')).toBe(0);
  });

  it('has the database check each transaction of a statement that posts to several', async () => {
    const first = await credit(await walletOf(), 2n, 'l-raw-multi-1');
    const second = await credit(await walletOf(), 3n, 'l-raw-multi-2');
    const extra = await sut.services.ledger.accountFor(merchant.id, 'promotion', 'multi', 'USD');
    // The statement's legs sum to zero, but each transaction's do not.
    await expect(
      sql`insert into ledger_postings (transaction_id, account_id, amount, balance_before, balance_after)
          values (${first.transactionId}, ${extra}, 5, 0, 5), (${second.transactionId}, ${extra}, -5, 5, 0)`.execute(
        sut.database.db,
      ),
    ).rejects.toThrow(/unbalanced/);
  });

  it('has the database refuse unbalanced postings', async () => {
    const wallet = await walletOf();
    await expect(postRaw('l-raw-unbalanced', [[[wallet, 7n]]])).rejects.toThrow(/unbalanced/);
    expect(await countTransactions('l-raw-unbalanced')).toBe(0);
  });

  it('has the database refuse a negative member balance and changes to written postings', async () => {
    const wallet = await walletOf();
    await expect(
      sql`update ledger_accounts set balance = -1 where id = ${wallet}`.execute(sut.database.db),
    ).rejects.toThrow();
    await credit(wallet, 3n, 'l-immutable');
    await expect(
      sql`update ledger_postings set amount = 4 where account_id = ${wallet}`.execute(sut.database.db),
    ).rejects.toThrow(/immutable/);
    await expect(
      sql`delete from ledger_transactions where idempotency_key = 'l-immutable'`.execute(sut.database.db),
    ).rejects.toThrow(/immutable/);
  });

  it('has the database refuse deleting merchants, members and accounts, which the ledger points at', async () => {
    const member = await createTestMember(sut.services, merchant);
    const wallet = await walletOf();
    await expect(sql`delete from members where id = ${member.id}`.execute(sut.database.db)).rejects.toThrow(
      /never deleted/,
    );
    await expect(
      sql`delete from ledger_accounts where id = ${wallet}`.execute(sut.database.db),
    ).rejects.toThrow(/never deleted/);
    await expect(
      sql`delete from merchants where id = ${merchant.id}`.execute(sut.database.db),
    ).rejects.toThrow(/never deleted/);
  });

  it('has the database keep the account rules on insert and on a change of the fixed columns', async () => {
    const insert = (kind: string, owner: string, currency: string, allowNegative: boolean) =>
      sql`insert into ledger_accounts (merchant_id, kind, owner, currency, allow_negative)
          values (${merchant.id}, ${kind}, ${owner}, ${currency}, ${allowNegative})`.execute(sut.database.db);
    for (const [kind, owner, currency, allowNegative] of [
      ['bank', 'x', 'USD', true], // unknown kind
      ['promotion', '', 'USD', true], // empty owner
      ['promotion', 'o'.repeat(65), 'USD', true], // owner too long
      ['promotion', 'x', 'usd', true], // currency not ISO-like
      ['member_wallet', 'rules-1', 'USD', true], // a member's money may not go negative
      ['vendor_subwallet', 'rules-2', 'USD', true],
      ['withdrawal_hold', 'rules-3', 'USD', true],
    ] as const) {
      await expect(
        insert(kind, owner, currency, allowNegative),
        `${kind} ${owner} ${currency}`,
      ).rejects.toMatchObject({ code: '23514' });
    }
    await insert('promotion', 'rules-ok', 'USD', true);
    const wallet = await walletOf();
    await expect(
      sql`update ledger_accounts set allow_negative = true where id = ${wallet}`.execute(sut.database.db),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      sql`update ledger_accounts set currency = 'usd' where id = ${wallet}`.execute(sut.database.db),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('has the database refuse malformed ledger, round and vendor transaction rows', async () => {
    const wallet = await walletOf();
    const posted = await credit(wallet, 5n, 'l-rows');
    const refused = [
      sql`insert into ledger_transactions (merchant_id, kind, idempotency_key, input_hash, actor)
          values (${merchant.id}, 'Bad Kind', 'l-rows-2', ${new Uint8Array(32)}, 't')`,
      sql`insert into ledger_transactions (merchant_id, kind, idempotency_key, input_hash, actor)
          values (${merchant.id}, 'adjustment', 'l-rows-3', ${new Uint8Array(31)}, 't')`,
      sql`insert into ledger_postings (transaction_id, account_id, amount, balance_before, balance_after)
          values (${posted.transactionId}, ${house}, 0, 0, 0)`,
      sql`insert into ledger_postings (transaction_id, account_id, amount, balance_before, balance_after)
          values (${posted.transactionId}, ${house}, 1, 0, 2)`,
      sql`insert into game_rounds (merchant_id, vendor_code, round_id, member_id, game_code, status)
          values (${merchant.id}, 'ACME', 'r-rows', 1, 'g', 'paused')`,
      sql`insert into game_rounds (merchant_id, vendor_code, round_id, member_id, game_code, bet_total)
          values (${merchant.id}, 'ACME', 'r-rows', 1, 'g', -1)`,
      sql`insert into vendor_transactions (merchant_id, vendor_code, vendor_tx_id, kind, status, member_id, round_id, game_code, amount)
          values (${merchant.id}, 'ACME', 't-rows', 'deposit', 'applied', 1, 'r', 'g', 1)`,
      sql`insert into vendor_transactions (merchant_id, vendor_code, vendor_tx_id, kind, status, member_id, round_id, game_code, amount)
          values (${merchant.id}, 'ACME', 't-rows', 'win', 'blocked', 1, 'r', 'g', null)`,
      sql`insert into vendor_transactions (merchant_id, vendor_code, vendor_tx_id, kind, status, member_id, round_id, game_code, amount)
          values (${merchant.id}, 'ACME', 't-rows', 'bet', 'applied', 1, 'r', 'g', null)`,
    ];
    for (const statement of refused) {
      await expect(statement.execute(sut.database.db)).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('keeps every invariant over everything the tests above posted', async () => {
    const invariants = await ledgerInvariants(sut.services, merchant.id);
    expect(invariants).toMatchObject(BALANCED_LEDGER);
  });

  async function ownerOf(account: bigint) {
    return (
      await sut.database.db
        .selectFrom('ledger_accounts')
        .select('owner')
        .where('id', '=', account)
        .executeTakeFirst()
    )?.owner;
  }
});

describe('wallet HTTP: balance and operator adjustments', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  let adminKey: string;
  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    adminKey = await createAdminKey(sut.services, merchant.id);
  });
  afterAll(() => sut.close());

  const adjust = (body: Record<string, unknown>, key = adminKey, code = merchant.code) =>
    sut.app.inject({
      method: 'POST',
      url: API.admin.walletAdjustments.replace(':merchantCode', code),
      headers: { 'x-admin-key': key },
      payload: body,
    });
  const balance = (token: string | undefined) =>
    sut.app.inject({
      url: API.wallet.balance,
      headers: { host: merchant.domain, ...(token ? { [SESSION_TOKEN_HEADER]: token } : {}) },
    });

  it('shows a new player a zero balance in the merchant currency, and needs a session', async () => {
    const { token } = await createPlayer(sut.services, merchant);
    const response = await balance(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      value: { balance: '0.0000', currency: 'USD', currencySymbol: '$' },
    });
    expect((await balance(undefined)).json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('credits and debits by adjustment, once per key, audited, and shows the balance', async () => {
    const { member, token } = await createPlayer(sut.services, merchant);
    const body = {
      memberId: member.id.toString(),
      amount: '12.5',
      idempotencyKey: 'adj-1',
      reason: 'welcome',
    };
    const first = await adjust(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ balance: '12.5000', replayed: false });
    const again = await adjust(body);
    expect(again.json().value).toEqual({ ...first.json().value, replayed: true });
    expect((await adjust({ ...body, amount: '13' })).json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });

    const debit = await adjust({ ...body, amount: '-2.25', idempotencyKey: 'adj-2' });
    expect(debit.json().value.balance).toBe('10.2500');
    const overdraw = await adjust({ ...body, amount: '-10.2501', idempotencyKey: 'adj-3' });
    expect(overdraw.statusCode).toBe(402);
    expect(overdraw.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '10.2500' } });

    expect((await balance(token)).json().value.balance).toBe('10.2500');
    const audit = await sut.services.audit.listForMerchant(sut.database.db, merchant.id);
    expect(audit.filter((row) => row.action === 'wallet.adjustment')).toHaveLength(2);
  });

  it('refuses bad amounts, unknown members, missing keys and other merchants', async () => {
    const { member } = await createPlayer(sut.services, merchant);
    const body = { memberId: member.id.toString(), amount: '1', idempotencyKey: 'adj-x', reason: 'r' };
    for (const amount of ['1.00001', '0', 'abc', '1e3', 1]) {
      expect((await adjust({ ...body, amount })).json().code).toBe('VALIDATION_FAILED');
    }
    expect((await adjust({ ...body, memberId: '999999999' })).json().code).toBe('NOT_FOUND');
    expect((await adjust(body, 'wrong-key')).json().code).toBe('UNAUTHORIZED');
    const other = await createTestMerchant(sut.services);
    expect((await adjust(body, adminKey, other.code)).json().code).toBe('FORBIDDEN');
  });
});
