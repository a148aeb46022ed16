import type { TGatewayMethod, TQrPayee } from '@croupier/contracts';

/**
 * The port every payment gateway plugs into. The platform never speaks a gateway's wire format
 * itself: an adapter turns "create a payment" into the gateway's API call, checks the signature of
 * its callbacks and reads them into one shape. A real gateway adds an adapter under its code.
 */

/** A gateway channel's connection, as configured by the operator. */
export interface GatewayConnection {
  /** Our merchant id at the gateway. */
  merchantId: string;
  /** The shared secret both sides sign with. */
  secret: string;
  /** The gateway's base URL (its API and hosted page). */
  pageUrl: string;
}

export interface CreatePaymentInput {
  /** Our order reference: unique per merchant; the gateway answers the same payment for it again. */
  orderId: string;
  /** Minor units (1/10000). */
  amount: bigint;
  currency: string;
  /** Shown on the hosted page. */
  merchantName: string;
  description: string;
  /** Where the gateway posts its signed callbacks. */
  callbackUrl: string;
  /** Where the gateway sends the player back after paying or declining. */
  returnUrl: string;
  /** How the player pays: the hosted page, a QR of a national scheme, or an e-wallet. */
  method: TGatewayMethod;
  /** Who a QR pays (QR methods only). */
  payee: TQrPayee | null;
}

export interface CreatedPayment {
  paymentId: string;
  redirectUrl: string;
  /** A QR method's EMVCo payload, for the site to show. */
  qrPayload?: string | undefined;
}

/** A gateway's callback as the platform understands it, whatever the gateway's own format. */
export interface GatewayCallback {
  eventId: string;
  paymentId: string;
  orderId: string;
  /** The gateway's merchant id the callback is for (must be ours). */
  merchantId: string;
  status: 'PENDING' | 'PAID' | 'FAILED';
  /** Minor units. */
  amount: bigint;
  currency: string;
}

/** The raw callback: the exact body bytes (as text) and the headers, as received. */
export interface RawCallback {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Thrown by an adapter when the gateway cannot be reached or answers something unusable. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export interface PaymentGateway {
  /** The gateway code channels name (`SANDBOX`). */
  readonly code: string;
  /** Creates (or finds again, for the same orderId) a payment; errors: GatewayUnavailableError. */
  createPayment(connection: GatewayConnection, input: CreatePaymentInput): Promise<CreatedPayment>;
  /** True when the callback is signed with the connection's secret within the timestamp window. */
  verifyCallback(connection: GatewayConnection, callback: RawCallback, now?: Date): boolean;
  /** Reads a verified callback body; undefined when it is not a well-formed callback. */
  parseCallback(rawBody: string): GatewayCallback | undefined;
}

/** The adapters the platform knows, by gateway code. */
export class PaymentGateways {
  private readonly byCode = new Map<string, PaymentGateway>();

  constructor(gateways: PaymentGateway[]) {
    for (const gateway of gateways) this.byCode.set(gateway.code, gateway);
  }

  get(code: string | null | undefined): PaymentGateway | undefined {
    return code ? this.byCode.get(code) : undefined;
  }
}
