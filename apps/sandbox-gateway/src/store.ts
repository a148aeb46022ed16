import { randomBytes } from 'node:crypto';
import type { TSandboxCreatePayment, TSandboxPaymentStatus, TSandboxScenario } from '@croupier/contracts';

export interface SandboxPayment extends TSandboxCreatePayment {
  paymentId: string;
  merchantId: string;
  status: TSandboxPaymentStatus;
  scenario: TSandboxScenario;
  createdAt: Date;
  decidedAt: Date | null;
  /** A QR method's EMVCo payload (the player's bank app scans it). */
  qrPayload?: string;
}

/** The sandbox's state: payments in memory (it is a sandbox; a restart forgets them). */
export class PaymentStore {
  private readonly byId = new Map<string, SandboxPayment>();
  private readonly byOrder = new Map<string, string>();

  /** Creates the payment, or returns the existing one of the same merchant order (undefined if it differs). */
  create(
    merchantId: string,
    input: TSandboxCreatePayment,
    defaultScenario: TSandboxScenario,
    qrPayload?: string,
  ): { payment: SandboxPayment; isNew: boolean } | undefined {
    const orderKey = `${merchantId}\u0000${input.orderId}`;
    const existingId = this.byOrder.get(orderKey);
    const existing = existingId ? this.byId.get(existingId) : undefined;
    if (existing) {
      const same = existing.amount === input.amount && existing.currency === input.currency;
      return same ? { payment: existing, isNew: false } : undefined;
    }
    const payment: SandboxPayment = {
      ...input,
      merchantId,
      paymentId: `sbx_${randomBytes(10).toString('hex')}`,
      status: 'PENDING',
      scenario: input.scenario ?? defaultScenario,
      createdAt: new Date(),
      decidedAt: null,
      ...(qrPayload ? { qrPayload } : {}),
    };
    this.byId.set(payment.paymentId, payment);
    this.byOrder.set(orderKey, payment.paymentId);
    return { payment, isNew: true };
  }

  get(paymentId: string): SandboxPayment | undefined {
    return this.byId.get(paymentId);
  }

  /** PENDING → PAID or FAILED, once; returns whether this call decided it. */
  decide(paymentId: string, status: 'PAID' | 'FAILED'): boolean {
    const payment = this.byId.get(paymentId);
    if (payment?.status !== 'PENDING') return false;
    payment.status = status;
    payment.decidedAt = new Date();
    return true;
  }

  /** The pending payment a scanned QR payload belongs to. */
  byQrPayload(payload: string): SandboxPayment | undefined {
    return [...this.byId.values()].find((payment) => payment.qrPayload === payload);
  }

  list(): SandboxPayment[] {
    return [...this.byId.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }
}
