import { API, MEMBER_TYPE, type TMemberMessage } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, newKey, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let sut: TestApp;
let merchant: Merchant & { domain: string };
let other: Merchant & { domain: string };
let adminKey: string;
beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  other = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services, merchant.id);
});
afterAll(() => sut.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object, key = adminKey) =>
  sut.app.inject({
    method,
    url: url.replace(':merchantCode', merchant.code),
    headers: { 'x-admin-key': key },
    ...(payload ? { payload } : {}),
  });
const send = (audience: object, title = `Notice ${newKey('')}`) =>
  admin('POST', API.admin.messages, { audience, title, body: `Body of ${title}` });
const inbox = async (token: string) => {
  const response = await playerCall(sut.app, merchant, token, 'GET', `${API.member.messages}?pageSize=50`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { list: TMemberMessage[]; total: number; unread: number };
};
const unread = async (token: string) =>
  (await playerCall(sut.app, merchant, token, 'GET', API.member.messagesUnread)).json().value
    .unread as number;

describe('platform messages (broadcasts)', () => {
  it('reaches every member of the merchant with one row, read and deleted per member', async () => {
    const alice = await createAccount(sut.services, merchant);
    const bob = await createAccount(sut.services, merchant);
    const before = [await unread(alice.token), await unread(bob.token)];
    const sent = await send({ type: 'all' }, 'Weekend maintenance');
    expect(sent.statusCode, sent.body).toBe(201);
    const id = `b${sent.json().value.id}`;
    // One row for the whole audience, no per-member rows until a member acts.
    const rows = await sql<{ n: string }>`select count(*)::text as n from message_broadcast_states
      where broadcast_id = ${BigInt(sent.json().value.id)}`.execute(sut.database.db);
    expect(rows.rows[0]?.n).toBe('0');

    expect([await unread(alice.token), await unread(bob.token)]).toEqual(before.map((n) => n + 1));
    const aliceInbox = await inbox(alice.token);
    expect(aliceInbox.list[0]).toMatchObject({
      id,
      source: 'platform',
      kind: 'broadcast',
      title: 'Weekend maintenance',
      body: 'Body of Weekend maintenance',
      isRead: false,
    });

    const read = await playerCall(
      sut.app,
      merchant,
      alice.token,
      'POST',
      API.member.messageRead.replace(':id', id),
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().value.unread).toBe(before[0]);
    expect((await inbox(alice.token)).list.find((m) => m.id === id)?.isRead).toBe(true);
    // Bob's copy is still unread.
    expect(await unread(bob.token)).toBe((before[1] ?? 0) + 1);

    const removed = await playerCall(
      sut.app,
      merchant,
      bob.token,
      'DELETE',
      API.member.message.replace(':id', id),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().value.unread).toBe(before[1]);
    expect((await inbox(bob.token)).list.some((m) => m.id === id)).toBe(false);
    // Deleting again, or reading a deleted one, is NOT_FOUND; Alice still has hers.
    expect(
      (await playerCall(sut.app, merchant, bob.token, 'DELETE', API.member.message.replace(':id', id)))
        .statusCode,
    ).toBe(404);
    expect((await inbox(alice.token)).list.some((m) => m.id === id)).toBe(true);

    // The operator sees who read it.
    const listed = (await admin('GET', API.admin.messages)).json().value;
    expect(listed.list.find((m: { id: string }) => `b${m.id}` === id)).toMatchObject({
      audience: { type: 'all' },
      readCount: 2,
    });
  });

  it('reaches only the audience: one member, an agent downline, a VIP level when the member has it', async () => {
    const agent = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.AGENT });
    const child = await createAccount(sut.services, merchant, {
      uplineId: agent.member.id,
      type: MEMBER_TYPE.AGENT,
    });
    const grandchild = await createAccount(sut.services, merchant, { uplineId: child.member.id });
    const outsider = await createAccount(sut.services, merchant);

    const toOne = await send({ type: 'member', username: outsider.member.username });
    expect(toOne.statusCode, toOne.body).toBe(201);
    const toDownline = await send({ type: 'downline', agent: agent.member.username });
    expect(toDownline.statusCode, toDownline.body).toBe(201);
    const toVip = await send({ type: 'vipLevel', level: 3 });
    const ids = (response: typeof toOne) => `b${response.json().value.id}`;

    const seen = async (token: string) => (await inbox(token)).list.map((m) => m.id);
    expect(await seen(outsider.token)).toContain(ids(toOne));
    expect(await seen(outsider.token)).not.toContain(ids(toDownline));
    expect(await seen(child.token)).toContain(ids(toDownline));
    expect(await seen(grandchild.token)).toContain(ids(toDownline));
    // The agent itself is not its own downline.
    expect(await seen(agent.token)).not.toContain(ids(toDownline));
    expect(await seen(grandchild.token)).not.toContain(ids(toOne));
    // No VIP programme answers a level here: nobody sees the VIP-level message yet...
    expect(await seen(outsider.token)).not.toContain(ids(toVip));
    // ...and once VIP tells the inbox a member's level, that member sees it.
    sut.services.messages.useVipLevel(async (_merchantId, memberId) =>
      memberId === outsider.member.id ? 3 : 1,
    );
    try {
      expect(await seen(outsider.token)).toContain(ids(toVip));
      expect(await seen(child.token)).not.toContain(ids(toVip));
    } finally {
      sut.services.messages.useVipLevel(async () => null);
    }
    // A member of another merchant never sees them; read-all clears the badge.
    const stranger = await createAccount(sut.services, other);
    const strangerInbox = await playerCall(sut.app, other, stranger.token, 'GET', API.member.messages);
    expect(strangerInbox.json().value.list.some((m: TMemberMessage) => m.source === 'platform')).toBe(false);
    const all = await playerCall(sut.app, merchant, grandchild.token, 'POST', API.member.messagesRead);
    expect(all.json().value.marked).toBeGreaterThan(0);
    expect(await unread(grandchild.token)).toBe(0);
  });

  it('refuses a bad audience with a clear code and writes nothing', async () => {
    const member = await createAccount(sut.services, merchant);
    const before = (await admin('GET', API.admin.messages)).json().value.total;
    expect((await send({ type: 'member', username: 'no-such-member' })).json().code).toBe('NOT_FOUND');
    expect((await send({ type: 'downline', agent: member.member.username })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await send({ type: 'vipLevel', level: -1 })).statusCode).toBe(400);
    expect(
      (await admin('POST', API.admin.messages, { audience: { type: 'all' }, title: '', body: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await admin('GET', API.admin.messages)).json().value.total).toBe(before);
  });

  it('audits every send', async () => {
    const sent = await send({ type: 'all' }, 'Audited');
    const rows = await sql<{ action: string }>`select action from audit_log
      where merchant_id = ${merchant.id} and action = 'messages.send'
        and detail->>'broadcastId' = ${sent.json().value.id}`.execute(sut.database.db);
    expect(rows.rows).toHaveLength(1);
  });

  it('does not show a member broadcasts sent before it registered', async () => {
    const early = await send({ type: 'all' }, 'Before you joined');
    const late = await createAccount(sut.services, merchant);
    expect((await inbox(late.token)).list.map((m) => m.id)).not.toContain(`b${early.json().value.id}`);
  });
});

describe('system messages', () => {
  it('tells the member after a real deposit approval, with the amount', async () => {
    const { token } = await createAccount(sut.services, merchant);
    const asked = await playerCall(sut.app, merchant, token, 'POST', API.wallet.deposits, {
      channel: 'BANK',
      amount: '250',
      reference: 'REF-MSG',
      idempotencyKey: newKey(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const before = await unread(token);
    const approved = await admin('POST', API.admin.depositApprove.replace(':id', asked.json().value.id));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await unread(token)).toBe(before + 1);
    const message = (await inbox(token)).list[0];
    expect(message).toMatchObject({
      source: 'system',
      kind: 'deposit_approved',
      params: { amount: '250.0000' },
      title: null,
      isRead: false,
    });
    // A repeated approval is a replay: no second message.
    await admin('POST', API.admin.depositApprove.replace(':id', asked.json().value.id));
    expect(await unread(token)).toBe(before + 1);
    // Read, then delete: gone from this member's inbox only.
    const id = message?.id ?? '';
    expect(
      (await playerCall(sut.app, merchant, token, 'POST', API.member.messageRead.replace(':id', id)))
        .statusCode,
    ).toBe(200);
    expect(
      (await playerCall(sut.app, merchant, token, 'DELETE', API.member.message.replace(':id', id)))
        .statusCode,
    ).toBe(200);
    expect((await inbox(token)).list.some((m) => m.id === id)).toBe(false);
  });

  it("refuses another member's message and a malformed id", async () => {
    const owner = await createAccount(sut.services, merchant);
    const asked = await playerCall(sut.app, merchant, owner.token, 'POST', API.wallet.deposits, {
      channel: 'BANK',
      amount: '20',
      reference: 'REF-OWN',
      idempotencyKey: newKey(),
    });
    await admin('POST', API.admin.depositApprove.replace(':id', asked.json().value.id));
    const id = (await inbox(owner.token)).list[0]?.id ?? '';
    const thief = await createAccount(sut.services, merchant);
    expect(
      (await playerCall(sut.app, merchant, thief.token, 'POST', API.member.messageRead.replace(':id', id)))
        .statusCode,
    ).toBe(404);
    expect(
      (await playerCall(sut.app, merchant, thief.token, 'DELETE', API.member.message.replace(':id', id)))
        .statusCode,
    ).toBe(404);
    expect(
      (await playerCall(sut.app, merchant, thief.token, 'POST', API.member.messageRead.replace(':id', 'x1')))
        .statusCode,
    ).toBe(400);
    expect((await playerCall(sut.app, merchant, undefined, 'GET', API.member.messages)).statusCode).toBe(401);
  });
});
