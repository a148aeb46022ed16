import { randomBytes } from 'node:crypto';
import type { TLanguage } from '@croupier/contracts';
import type { APIRequestContext } from '@playwright/test';
import { OPERATOR_KEY } from '../playwright.config.ts';

const headers = { 'x-admin-key': OPERATOR_KEY };

const octet = () => 1 + Math.floor(Math.random() * 254);

export interface JourneyMerchant {
  code: string;
  name: string;
  /** The site's origin: a loopback address of its own (127.0.0.x), so journeys never share a merchant. */
  origin: string;
}

/**
 * Opens a fresh merchant through the operator API, on a loopback address nobody else uses, so a
 * journey can flip its settings without disturbing the others running beside it.
 */
export async function openMerchant(
  request: APIRequestContext,
  port: number,
  overrides: {
    name?: string;
    defaultLanguage?: TLanguage;
    /** The languages the site offers (EN, CN, VI and TH unless given). */
    languages?: TLanguage[];
    brand?: Record<string, unknown>;
    flags?: Record<string, boolean>;
  } = {},
): Promise<JourneyMerchant> {
  const host = `127.${octet()}.${octet()}.${octet()}`;
  const code = `E2E_${randomBytes(4).toString('hex').toUpperCase()}`;
  const name = overrides.name ?? `Journey Casino ${code.slice(4)}`;
  const response = await request.post(`http://localhost:${port}/admin/api/merchants`, {
    headers,
    data: {
      code,
      name,
      currency: 'USD',
      currencySymbol: '$',
      timezone: 'UTC',
      defaultLanguage: overrides.defaultLanguage ?? 'EN',
      languages: overrides.languages ?? ['EN', 'CN', 'VI', 'TH'],
      domains: [host],
      brand: { logoText: name, ...overrides.brand },
      ...(overrides.flags ? { flags: overrides.flags } : {}),
    },
  });
  if (response.status() !== 201) throw new Error(`could not open merchant: ${await response.text()}`);
  return { code, name, origin: `http://${host}:${port}` };
}

/** Enables a catalogue vendor (by vassalage) for a merchant, as its operator would. */
export async function enableVendor(
  request: APIRequestContext,
  port: number,
  code: string,
  vassalage: string,
): Promise<void> {
  const response = await request.put(
    `http://localhost:${port}/admin/api/merchants/${code}/vendors/${vassalage}`,
    {
      headers,
      data: { enabled: true },
    },
  );
  if (!response.ok()) throw new Error(`could not enable ${vassalage}: ${await response.text()}`);
}

/** Changes a merchant's settings as its operator would. */
export async function changeSettings(
  request: APIRequestContext,
  port: number,
  code: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const response = await request.patch(`http://localhost:${port}/admin/api/merchants/${code}/settings`, {
    headers,
    data: patch,
  });
  if (!response.ok()) throw new Error(`could not change settings: ${await response.text()}`);
}

/** The newest six-digit code the development outbox holds for a phone number or email address. */
export async function latestCode(
  request: APIRequestContext,
  port: number,
  code: string,
  channel: 'sms' | 'email',
  destination: string,
): Promise<string> {
  const response = await request.get(
    `http://localhost:${port}/admin/api/merchants/${code}/outbox?channel=${channel}&destination=${encodeURIComponent(destination)}&limit=1`,
    { headers },
  );
  const [message] = ((await response.json()) as { value: { body: string }[] }).value;
  const found = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!found) throw new Error(`no code in the outbox for ${destination}`);
  return found;
}

/** Points a merchant's Google one-click login at the local identity provider and switches it on. */
export async function useLocalGoogle(
  request: APIRequestContext,
  port: number,
  idpPort: number,
  code: string,
) {
  const response = await request.put(`http://localhost:${port}/admin/api/merchants/${code}/oauth/google`, {
    headers,
    data: {
      issuer: `http://127.0.0.1:${idpPort}`,
      clientId: 'croupier-test-client',
      clientSecret: 'croupier-test-secret-0123456789abcdef',
    },
  });
  if (!response.ok()) throw new Error(`could not configure google: ${await response.text()}`);
  await changeSettings(request, port, code, { flags: { googleLogin: true } });
}

/**
 * Puts a vendor with `count` slot games into the platform catalogue and enables it for the merchant.
 * Vendor codes are platform-wide, so each journey gets its own.
 */
export async function stockSlots(
  request: APIRequestContext,
  port: number,
  merchantCode: string,
  count: number,
) {
  const vassalage = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
  const admin = `http://localhost:${port}/admin/api`;
  const send = async (method: 'put' | 'post', url: string, data: unknown) => {
    const response = await request[method](url, { headers, data });
    if (!response.ok()) throw new Error(`${url}: ${await response.text()}`);
  };
  await send('put', `${admin}/catalogue/vendors`, {
    vendors: [{ vassalage, displayName: 'Journey Slots', gameType: 'RNG' }],
  });
  const names = Array.from({ length: count }, (_, i) => `Lucky Star ${String(i + 1).padStart(2, '0')}`);
  await send('put', `${admin}/catalogue/games`, {
    games: names.map((name, i) => ({
      vassalage,
      gameCode: `star-${i + 1}`,
      gameId: `star-${i + 1}`,
      gameType: 'RNG',
      name,
      isHot: i < 3,
      sortOrder: i,
    })),
  });
  await send('put', `${admin}/merchants/${merchantCode}/vendors/${vassalage}`, { enabled: true });
  return { vassalage, names };
}

/** Adds home banners and a notice through the operator content API. */
export async function publishHomeContent(
  request: APIRequestContext,
  port: number,
  merchantCode: string,
  vassalage: string,
) {
  const admin = `http://localhost:${port}/admin/api/merchants/${merchantCode}`;
  for (const [index, title] of ['Welcome bonus', 'Weekend cashback'].entries()) {
    const response = await request.post(`${admin}/banners`, {
      headers,
      data: {
        language: 'EN',
        groupName: 'w_home',
        imageUrl: `/lgw/games/img/${vassalage}/star-${index + 1}.svg`,
        title,
        sortOrder: index,
      },
    });
    if (!response.ok()) throw new Error(`banner: ${await response.text()}`);
  }
  const notice = await request.post(`${admin}/announcements`, {
    headers,
    data: {
      language: 'EN',
      type: 'B',
      executions: ['A', 'B'],
      title: 'Server upgrade on Sunday',
      content: '<p>The lobby will be <strong>faster</strong> after the upgrade.</p>',
    },
  });
  if (!notice.ok()) throw new Error(`announcement: ${await notice.text()}`);
}

/** Credits (or, negative, debits) a member's wallet through the operator adjustment API. */
export async function adjustWallet(
  request: APIRequestContext,
  port: number,
  merchantCode: string,
  memberId: string,
  amount: string,
) {
  const response = await request.post(
    `http://localhost:${port}/admin/api/merchants/${merchantCode}/wallet/adjustments`,
    {
      headers,
      data: {
        memberId,
        amount,
        idempotencyKey: `e2e-${randomBytes(8).toString('hex')}`,
        reason: 'journey funding',
      },
    },
  );
  if (!response.ok()) throw new Error(`adjustment: ${await response.text()}`);
}

/** The merchant's withdrawals of one member (newest first), as the operator sees them. */
export async function withdrawalsOf(
  request: APIRequestContext,
  port: number,
  merchantCode: string,
  username: string,
): Promise<{ id: string; amount: string; status: string; username?: string }[]> {
  const response = await request.get(
    `http://localhost:${port}/admin/api/merchants/${merchantCode}/withdrawals?pageSize=100`,
    { headers },
  );
  if (!response.ok()) throw new Error(`withdrawals: ${await response.text()}`);
  const body = (await response.json()) as {
    value: { list: { id: string; amount: string; status: string; username?: string }[] };
  };
  return body.value.list.filter((w) => w.username === username);
}

/** An operator decision on a withdrawal: approve (pay out), reject, or force it to received. */
export async function decideWithdrawal(
  request: APIRequestContext,
  port: number,
  merchantCode: string,
  id: string,
  decision: 'approve' | 'reject' | 'forceReceived',
) {
  const response = await request.post(
    `http://localhost:${port}/admin/api/merchants/${merchantCode}/withdrawals/${id}/${decision}`,
    { headers },
  );
  if (!response.ok()) throw new Error(`withdrawal ${decision}: ${await response.text()}`);
}
