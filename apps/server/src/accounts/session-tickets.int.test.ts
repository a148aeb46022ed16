import { API, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMember, loginAs } from '../testing/accounts.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('app-download tickets instead of session tokens in links (issue 21, finding 7)', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
  });
  afterAll(() => sut.close());

  const issue = (token: string | undefined, host = merchant.domain) =>
    sut.app.inject({
      method: 'POST',
      url: API.session.appTicket,
      headers: { host, ...(token ? { [SESSION_TOKEN_HEADER]: token } : {}) },
    });
  const exchange = (ticket: string, host = merchant.domain) =>
    sut.app.inject({
      method: 'POST',
      url: API.session.appTicketExchange,
      headers: { host },
      payload: { ticket },
    });
  const infoOf = (token: string) =>
    sut.app.inject({
      url: API.member.info,
      headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token },
    });

  async function loggedIn() {
    const member = await createTestMember(sut.services, merchant);
    const { token } = await loginAs(sut.app, merchant.domain, member.username, member.password);
    return { member, token };
  }

  it('issues a ticket only to a logged-in member, and it signs the app in once as that member', async () => {
    expect((await issue(undefined)).json().code).toBe('UNAUTHORIZED');
    const { member, token } = await loggedIn();
    const issued = await issue(token);
    expect(issued.statusCode, issued.body).toBe(200);
    const { ticket, expiresAt } = issued.json().value;
    expect(ticket).not.toBe(token);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);

    const first = await exchange(ticket);
    expect(first.statusCode, first.body).toBe(200);
    const appToken = first.json().value.token;
    expect(appToken).not.toBe(token);
    expect((await infoOf(appToken)).json().value.account).toBe(member.username);

    const second = await exchange(ticket);
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('TICKET_INVALID');
  });

  it("gives each member a ticket of their own, and refuses one in another merchant's site", async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const ticketA = (await issue(a.token)).json().value.ticket;
    const ticketB = (await issue(b.token)).json().value.ticket;
    const other = await createTestMerchant(sut.services);
    expect((await exchange(ticketA, other.domain)).json().code).toBe('TICKET_INVALID');
    const asB = await exchange(ticketB);
    expect((await infoOf(asB.json().value.token)).json().value.account).toBe(b.member.username);
    const asA = await exchange(ticketA);
    expect((await infoOf(asA.json().value.token)).json().value.account).toBe(a.member.username);
  });

  it('refuses an expired ticket, and one whose session has logged out', async () => {
    const { token } = await loggedIn();
    const expiring = (await issue(token)).json().value.ticket;
    await sql`update session_tickets set expires_at = now() - interval '1 second' where used_at is null`.execute(
      sut.database.db,
    );
    expect((await exchange(expiring)).json().code).toBe('TICKET_INVALID');

    const afterLogout = (await issue(token)).json().value.ticket;
    await sut.app.inject({
      method: 'DELETE',
      url: API.session.logout,
      headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token },
    });
    expect((await exchange(afterLogout)).json().code).toBe('TICKET_INVALID');
  });
});
