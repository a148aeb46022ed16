import { API, CONTENT_IMAGE_MAX_BYTES } from '@croupier/contracts';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMerchant, createTestOperator } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const at = (path: string, merchantCode: string, id = '') =>
  path.replace(':merchantCode', merchantCode).replace(':id', id);

/** A real 1200x400 banner picture, as an operator's design tool would export it. */
const bannerPng = Buffer.from(
  new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">' +
      '<rect width="1200" height="400" fill="#7b2cbf"/><circle cx="900" cy="200" r="150" fill="#ffd166"/></svg>',
  )
    .render()
    .asPng(),
);

describe('console content: banners, announcements and popups with uploaded images', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    sut.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const actions = async (merchantId: bigint) =>
    (await sut.services.audit.listForMerchant(sut.database.db, merchantId)).map((row) => ({
      action: row.action,
      actor: row.actor,
      detail: row.detail as Record<string, unknown>,
    }));

  it('stores an uploaded image re-encoded under a random name, serves it, and refuses what is not one', async () => {
    const merchant = await createTestMerchant(sut.services);
    const content = await createTestOperator(sut.services, merchant.id, 'content');
    const upload = (contentType: string, bytes: Buffer, token = content.token) =>
      send('POST', at(API.admin.contentImages, merchant.code), token, {
        contentType,
        data: bytes.toString('base64'),
      });

    // A png with a script after its end: what is stored is a fresh png without it.
    const carrying = Buffer.concat([bannerPng, Buffer.from('<script>alert(1)</script>')]);
    const stored = await upload('image/png', carrying);
    expect(stored.statusCode, stored.body).toBe(201);
    const image = stored.json().value;
    expect(image).toMatchObject({ width: 1200, height: 400 });
    expect(image.url).toMatch(/^\/content-images\/[0-9a-f]{32}\.png$/);
    const served = await sut.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.subarray(0, 8)).toEqual(bannerPng.subarray(0, 8));
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(served.rawPayload.length).toBe(image.byteSize);

    // Bytes that are not the declared type, a text file, a broken png: refused, nothing stored.
    for (const [type, bytes] of [
      ['image/jpeg', bannerPng],
      ['image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['image/png', bannerPng.subarray(0, 200)],
    ] as const) {
      const refused = await upload(type, bytes);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('CONTENT_IMAGE_INVALID');
    }
    const tooBig = await upload(
      'image/png',
      Buffer.concat([bannerPng, Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect((await sut.app.inject({ url: '/content-images/../../etc/passwd' })).statusCode).toBe(404);
    expect((await sut.app.inject({ url: `/content-images/${'0'.repeat(32)}.png` })).statusCode).toBe(404);

    // Customer service reads content but may not upload: 403 naming the permission.
    const support = await createTestOperator(sut.services, merchant.id, 'customer_service');
    const forbidden = await upload('image/png', bannerPng, support.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().value.permission).toBe('content.write');

    const uploads = (await actions(merchant.id)).filter((a) => a.action === 'content.image.upload');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ actor: `operator:${content.username}`, detail: { width: 1200 } });
  });

  it('publishes a banner the player home then lists; a stale edit is refused and audited changes carry before and after', async () => {
    const merchant = await createTestMerchant(sut.services);
    const content = await createTestOperator(sut.services, merchant.id, 'content');
    const banner = {
      language: 'EN',
      groupName: 'w_home',
      imageUrl: '/content-images/a.png',
      title: 'Weekend reload',
      linkageType: 'PROMOTION',
      linkTarget: '12',
      sortOrder: 1,
    };
    const created = await send('POST', at(API.admin.banners, merchant.code), content.token, banner);
    expect(created.statusCode, created.body).toBe(201);
    const id = String(created.json().value.id);
    const home = await sut.app.inject({
      url: `${API.content.banners}?group=w_home`,
      headers: { host: merchant.domain },
    });
    expect(home.json().list.map((b: { title: string }) => b.title)).toEqual(['Weekend reload']);

    const listed = (await send('GET', at(API.admin.banners, merchant.code), content.token)).json().value;
    expect(listed).toMatchObject({ total: 1, pageNo: 1, list: [{ title: 'Weekend reload', version: 1 }] });

    // Two operators read version 1; the first saves, the second's save is refused, not applied.
    const first = await send('PUT', at(API.admin.banner, merchant.code, id), content.token, {
      ...banner,
      title: 'Weekend reload 50%',
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await send('PUT', at(API.admin.banner, merchant.code, id), content.token, {
      ...banner,
      title: 'Overwritten',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', value: { version: 2 } });
    const after = (await send('GET', at(API.admin.banners, merchant.code), content.token)).json().value;
    expect(after.list[0]).toMatchObject({ title: 'Weekend reload 50%', version: 2 });

    const log = await actions(merchant.id);
    expect(log.map((a) => a.action).slice(0, 2)).toEqual(['content.banner.update', 'content.banner.create']);
    expect(log[0]?.detail).toMatchObject({
      before: { title: 'Weekend reload', version: 1 },
      after: { title: 'Weekend reload 50%', version: 2 },
    });

    // Read-only may look, not change; a finance operator may not even look.
    const viewer = await createTestOperator(sut.services, merchant.id, 'read_only');
    expect((await send('GET', at(API.admin.banners, merchant.code), viewer.token)).statusCode).toBe(200);
    const refused = await send('DELETE', at(API.admin.banner, merchant.code, id), viewer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().value.permission).toBe('content.write');
    const finance = await createTestOperator(sut.services, merchant.id, 'finance');
    const blind = await send('GET', at(API.admin.banners, merchant.code), finance.token);
    expect(blind.json().value.permission).toBe('content.read');
    const contentRows = async () =>
      (await actions(merchant.id)).filter((a) => a.action.startsWith('content.')).length;
    expect(await contentRows()).toBe(2);
  });

  it('pages, filters and sorts announcements and popups on the server, and refuses a stale edit', async () => {
    const merchant = await createTestMerchant(sut.services);
    const content = await createTestOperator(sut.services, merchant.id, 'content');
    const hour = 3_600_000;
    const post = async (body: object) => {
      const response = await send('POST', at(API.admin.announcements, merchant.code), content.token, body);
      expect(response.statusCode, response.body).toBe(201);
      return String(response.json().value.id);
    };
    await post({ language: 'EN', type: 'B', title: 'Maintenance Sunday' });
    const popup = await post({ language: 'EN', type: 'PU', title: 'Welcome popup', sortOrder: 2 });
    await post({ language: 'EN', type: 'PU', title: 'Another popup', sortOrder: 1 });
    await post({
      language: 'EN',
      type: 'PU',
      title: 'Future popup',
      startTime: new Date(Date.now() + hour).toISOString(),
    });
    await post({ language: 'CN', type: 'PU', title: '欢迎' });
    const list = (query: string) =>
      send('GET', `${at(API.admin.announcements, merchant.code)}?${query}`, content.token);

    const popups = (await list('type=PU&language=EN&sort=title&order=asc&pageSize=2')).json().value;
    expect(popups.total).toBe(3);
    expect(popups.list.map((a: { title: string }) => a.title)).toEqual(['Another popup', 'Future popup']);
    const second = (await list('type=PU&language=EN&sort=title&order=asc&pageSize=2&pageNo=2')).json().value;
    expect(second.list.map((a: { title: string }) => a.title)).toEqual(['Welcome popup']);
    const scheduled = (await list('type=PU&state=scheduled')).json().value;
    expect(scheduled.list.map((a: { title: string }) => a.title)).toEqual(['Future popup']);
    const found = (await list('q=welcome')).json().value;
    expect(found.list.map((a: { title: string }) => a.title)).toEqual(['Welcome popup']);
    expect((await list('sort=nonsense')).statusCode).toBe(400);

    const edit = { language: 'EN', type: 'PU', title: 'Welcome, new player', sortOrder: 2 };
    const url = at(API.admin.announcement, merchant.code, popup);
    expect((await send('PUT', url, content.token, { ...edit, version: 1 })).statusCode).toBe(200);
    const stale = await send('PUT', url, content.token, { ...edit, title: 'Lost', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await send('PUT', url, content.token, edit)).statusCode).toBe(400);
    expect((await list('q=welcome')).json().value.list[0]).toMatchObject({
      title: 'Welcome, new player',
      version: 2,
    });
    const log = await actions(merchant.id);
    expect(log[0]).toMatchObject({
      action: 'content.announcement.update',
      detail: { before: { title: 'Welcome popup' }, after: { title: 'Welcome, new player' } },
    });
  });
});
