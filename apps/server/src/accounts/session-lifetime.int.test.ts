import { API, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, loginAs } from '../testing/accounts.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('session lifetime', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  it('ends a session 12 hours after login however busy it kept, and never slides past that end', async () => {
    const merchant = await createTestMerchant(sut.services);
    const member = await createTestMember(sut.services, merchant);
    const { token } = await loginAs(sut.app, merchant.domain, member.username, member.password);
    const info = () =>
      sut.app.inject({
        url: API.member.info,
        headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token },
      });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

    // Begun 11h59 ago and idle for 2 minutes: still live, and the slide stops at the 12-hour end.
    await sut.database.db
      .updateTable('sessions')
      .set({ created_at: hoursAgo(11 + 59 / 60) as never, last_seen_at: hoursAgo(2 / 60) })
      .where('member_id', '=', member.id)
      .execute();
    expect((await info()).statusCode).toBe(200);
    const row = await sut.database.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(12 * 3_600_000);

    // Used a second ago, idle expiry far ahead, but begun 12 hours ago: over.
    await sut.database.db
      .updateTable('sessions')
      .set({
        // created_at is set by the database alone; the test back-dates it.
        created_at: hoursAgo(12) as never,
        last_seen_at: new Date(Date.now() - 1000),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .where('member_id', '=', member.id)
      .execute();
    expect((await info()).statusCode).toBe(401);
  });
});
