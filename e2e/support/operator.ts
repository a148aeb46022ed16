import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** The demo operator key the server seeds with SEED_DEMO (see apps/server/src/seed/demo-seed.ts). */
const OPERATOR_KEY = 'croupier-demo-operator-key';
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
    defaultLanguage?: 'EN' | 'CN' | 'VI' | 'TH';
    brand?: Record<string, unknown>;
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
      languages: ['EN', 'CN', 'VI', 'TH'],
      domains: [host],
      brand: { logoText: name, ...overrides.brand },
    },
  });
  if (response.status() !== 201) throw new Error(`could not open merchant: ${await response.text()}`);
  return { code, name, origin: `http://${host}:${port}` };
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
