import { randomBytes } from 'node:crypto';
import { signPayload, unixTimestamp } from '@croupier/signing';
import type { APIRequestContext } from '@playwright/test';
import { OPERATOR_KEY } from '../playwright.config.ts';

/** The operator key the journeys hand the server's demo seed (DEMO_ADMIN_KEY). */
const headers = { 'x-admin-key': OPERATOR_KEY };

export interface JourneyVendor {
  vendorCode: string;
  keyId: string;
  secret: string;
}

/** Registers a game vendor of its own for the merchant's wallet, as an operator would. */
export async function registerJourneyVendor(
  request: APIRequestContext,
  port: number,
  merchantCode: string,
): Promise<JourneyVendor> {
  const vendorCode = `E2EV${randomBytes(3).toString('hex').toUpperCase()}`;
  const response = await request.post(
    `http://localhost:${port}/admin/api/merchants/${merchantCode}/wallet/vendors`,
    { headers, data: { vendorCode } },
  );
  if (response.status() !== 201) throw new Error(`could not register a vendor: ${await response.text()}`);
  return ((await response.json()) as { value: JourneyVendor }).value;
}

/** Credits a member's wallet by an operator adjustment. */
export async function fundMember(
  request: APIRequestContext,
  port: number,
  merchantCode: string,
  memberId: string,
  amount: string,
): Promise<void> {
  const response = await request.post(
    `http://localhost:${port}/admin/api/merchants/${merchantCode}/wallet/adjustments`,
    {
      headers,
      data: {
        memberId,
        amount,
        idempotencyKey: `e2e-fund-${randomBytes(8).toString('hex')}`,
        reason: 'journey',
      },
    },
  );
  if (!response.ok()) throw new Error(`could not fund the member: ${await response.text()}`);
}

/**
 * One signed seamless-wallet call (`bet` or `win`), exactly as a vendor sends it: HMAC-SHA256 of
 * `${timestamp}.${rawBody}` under the vendor's secret. Fails the journey on any refusal.
 */
export async function vendorCall(
  request: APIRequestContext,
  port: number,
  vendor: JourneyVendor,
  operation: 'bet' | 'win',
  body: { playerId: string; roundId: string; gameCode: string; amount: string },
): Promise<{ balance: string }> {
  const rawBody = JSON.stringify({
    requestId: `req-${randomBytes(6).toString('hex')}`,
    transactionId: `tx-${randomBytes(6).toString('hex')}`,
    ...body,
  });
  const timestamp = unixTimestamp();
  const signature = signPayload(vendor.secret, timestamp, rawBody);
  const response = await request.post(
    `http://localhost:${port}/vendor-api/v1/${vendor.vendorCode}/${operation}`,
    {
      headers: {
        'content-type': 'application/json',
        'x-vendor-key': vendor.keyId,
        'x-vendor-timestamp': timestamp,
        'x-vendor-signature': signature,
      },
      data: rawBody,
    },
  );
  const json = (await response.json()) as { success?: boolean; value?: { balance: string } };
  if (!response.ok() || json.success === false || !json.value) {
    throw new Error(`vendor ${operation} refused: ${JSON.stringify(json)}`);
  }
  return json.value;
}
