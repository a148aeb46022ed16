import { randomBytes } from 'node:crypto';
import {
  SANDBOX_HEADERS,
  type TSandboxCallback,
  type TSandboxPaymentStatus,
  type TSandboxScenario,
} from '@croupier/contracts';
import { sign } from './signature.ts';
import type { SandboxPayment } from './store.ts';

export interface RetryPolicy {
  /** Tries per callback before giving up (default 8). */
  attempts: number;
  /** Pause before the first retry; doubles each time (default 500 ms). */
  initialDelayMs: number;
  /** Longest pause between tries (default 30 s). */
  maxDelayMs: number;
}

/** One HTTP attempt to deliver a callback: what was sent and what came back. */
export interface DeliveryAttempt {
  paymentId: string;
  eventId: string;
  status: TSandboxPaymentStatus;
  attempt: number;
  httpStatus: number | null;
  error: string | null;
  at: Date;
}

/**
 * The events the sandbox sends for a decided payment, in order; events with the same `eventId`
 * are copies of one event. Lists of lists run one after the other; the copies inside one inner
 * list go out at the same time.
 */
export function plannedEvents(
  final: 'PAID' | 'FAILED',
  scenario: TSandboxScenario,
): { status: TSandboxPaymentStatus; copy: number; stale: boolean }[][] {
  const opposite = final === 'PAID' ? 'FAILED' : 'PAID';
  switch (scenario) {
    case 'normal':
      return [[{ status: final, copy: 0, stale: false }]];
    case 'duplicate':
      return [
        [
          { status: final, copy: 0, stale: false },
          { status: final, copy: 1, stale: false },
        ],
        [{ status: final, copy: 2, stale: false }],
      ];
    case 'out_of_order':
      return [
        [{ status: final, copy: 0, stale: false }],
        [{ status: 'PENDING', copy: 0, stale: true }],
        [{ status: final, copy: 1, stale: false }],
      ];
    case 'contradictory':
      return [
        [{ status: final, copy: 0, stale: false }],
        [{ status: opposite, copy: 0, stale: false }],
        [{ status: 'PENDING', copy: 0, stale: true }],
      ];
  }
}

/**
 * Delivers a payment's callbacks to the merchant's callback URL, signed with the merchant's secret
 * (a fresh timestamp per try), retrying with exponential backoff until a 2xx or the attempts run out.
 */
export class CallbackSender {
  readonly attempts: DeliveryAttempt[] = [];
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly policy: RetryPolicy,
    private readonly secretOf: (merchantId: string) => string,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Starts delivering in the background. */
  send(payment: SandboxPayment): void {
    const final = payment.status;
    if (final === 'PENDING') return;
    const eventIds = new Map<string, string>();
    const idOf = (status: string, stale: boolean) => {
      const key = `${status}:${stale}`;
      let id = eventIds.get(key);
      if (!id) {
        id = `evt_${randomBytes(8).toString('hex')}`;
        eventIds.set(key, id);
      }
      return id;
    };
    const run = (async () => {
      for (const group of plannedEvents(final, payment.scenario)) {
        await Promise.all(
          group.map((event) =>
            this.deliver(payment, {
              eventId: idOf(event.status, event.stale),
              paymentId: payment.paymentId,
              merchantId: payment.merchantId,
              orderId: payment.orderId,
              amount: payment.amount,
              currency: payment.currency,
              status: event.status,
              occurredAt: (event.stale ? payment.createdAt : (payment.decidedAt ?? new Date())).toISOString(),
            }),
          ),
        );
      }
    })();
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Resolves when every delivery started so far has finished (delivered or given up). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops retrying (deliveries in flight finish their current try). */
  close(): void {
    this.closed = true;
  }

  private async deliver(payment: SandboxPayment, event: TSandboxCallback): Promise<boolean> {
    const body = JSON.stringify(event);
    for (let attempt = 1; attempt <= this.policy.attempts && !this.closed; attempt++) {
      const timestamp = Math.floor(Date.now() / 1000).toString();
      let httpStatus: number | null = null;
      let error: string | null = null;
      try {
        const response = await fetch(payment.callbackUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_HEADERS.merchant]: payment.merchantId,
            [SANDBOX_HEADERS.timestamp]: timestamp,
            [SANDBOX_HEADERS.signature]: sign(this.secretOf(payment.merchantId), timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        httpStatus = response.status;
        await response.arrayBuffer().catch(() => undefined);
      } catch (caught) {
        error = (caught as Error).message;
      }
      this.attempts.push({
        paymentId: payment.paymentId,
        eventId: event.eventId,
        status: event.status,
        attempt,
        httpStatus,
        error,
        at: new Date(),
      });
      if (httpStatus !== null && httpStatus >= 200 && httpStatus < 300) return true;
      this.log(`callback ${event.eventId} ${event.status} try ${attempt}: ${httpStatus ?? error}`);
      if (attempt < this.policy.attempts) {
        const delay = Math.min(this.policy.maxDelayMs, this.policy.initialDelayMs * 2 ** (attempt - 1));
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
    return false;
  }
}
