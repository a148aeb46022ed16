import {
  formatMinor,
  isMoney,
  parseMinor,
  SANDBOX_HEADERS,
  ZSandboxCallback,
  ZSandboxPayment,
} from '@croupier/contracts';
import { checkGatewaySignature, signGatewayPayload } from './gateway-signature.ts';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  type GatewayCallback,
  type GatewayConnection,
  GatewayUnavailableError,
  type PaymentGateway,
  type RawCallback,
} from './payment-gateway.ts';

function headerOf(headers: RawCallback['headers'], name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The adapter of the sandbox gateway (apps/sandbox-gateway): signed JSON over HTTP both ways,
 * HMAC-SHA256 of `${timestamp}.${body}` in `x-sandbox-*` headers.
 */
export class SandboxGatewayAdapter implements PaymentGateway {
  readonly code = 'SANDBOX';

  constructor(private readonly options: { timeoutMs?: number } = {}) {}

  async createPayment(connection: GatewayConnection, input: CreatePaymentInput): Promise<CreatedPayment> {
    const body = JSON.stringify({
      orderId: input.orderId,
      amount: formatMinor(input.amount),
      currency: input.currency,
      merchantName: input.merchantName,
      description: input.description,
      callbackUrl: input.callbackUrl,
      returnUrl: input.returnUrl,
      ...(input.method === 'hosted' ? {} : { method: input.method }),
      ...(input.payee ? { payee: input.payee } : {}),
    });
    const timestamp = Math.floor(Date.now() / 1000).toString();
    let response: Response;
    try {
      response = await fetch(new URL('api/v1/payments', withSlash(connection.pageUrl)), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_HEADERS.merchant]: connection.merchantId,
          [SANDBOX_HEADERS.timestamp]: timestamp,
          [SANDBOX_HEADERS.signature]: signGatewayPayload(connection.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`sandbox gateway unreachable: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = ZSandboxPayment.safeParse(json);
    if (!response.ok || !parsed.success) {
      throw new GatewayUnavailableError(`sandbox gateway answered ${response.status}`);
    }
    return {
      paymentId: parsed.data.paymentId,
      redirectUrl: parsed.data.payUrl,
      qrPayload: parsed.data.qrPayload,
    };
  }

  verifyCallback(connection: GatewayConnection, callback: RawCallback, now?: Date): boolean {
    if (headerOf(callback.headers, SANDBOX_HEADERS.merchant) !== connection.merchantId) return false;
    return (
      checkGatewaySignature({
        secret: connection.secret,
        timestamp: headerOf(callback.headers, SANDBOX_HEADERS.timestamp),
        signature: headerOf(callback.headers, SANDBOX_HEADERS.signature),
        rawBody: callback.rawBody,
        ...(now ? { now } : {}),
      }) === 'ok'
    );
  }

  parseCallback(rawBody: string): GatewayCallback | undefined {
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return undefined;
    }
    const parsed = ZSandboxCallback.safeParse(json);
    if (!parsed.success || !isMoney(parsed.data.amount)) return undefined;
    const { eventId, paymentId, orderId, merchantId, status, amount, currency } = parsed.data;
    return { eventId, paymentId, orderId, merchantId, status, amount: parseMinor(amount), currency };
  }
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
