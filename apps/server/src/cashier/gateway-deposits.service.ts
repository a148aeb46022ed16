import { randomBytes } from 'node:crypto';
import {
  formatMinor,
  isQrMethod,
  parseMinor,
  type TDeposit,
  type TGatewayCallbackResult,
  type TGatewayDepositRequest,
  type TGatewayDepositStart,
} from '@croupier/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerAudit, type LedgerService, withRetry } from '../ledger/ledger.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { DepositsTable } from './cashier.tables.ts';
import {
  assertAmountInRange,
  type DepositCreditedListener,
  type DepositGate,
  insertAuditedDeposit,
} from './deposits.service.ts';
import type { GatewayDepositRow, GatewayDepositsRepository } from './gateway-deposits.repository.ts';
import type { PaymentChannelsRepository } from './payment-channels.repository.ts';
import { connectionOf, payeeOf } from './payment-channels.service.ts';
import { GatewayUnavailableError, type PaymentGateways, type RawCallback } from './payment-gateway.ts';

type MerchantRef = Pick<Merchant, 'id' | 'code' | 'name' | 'currency'>;

function toDeposit(row: GatewayDepositRow, replayed?: boolean): TDeposit {
  return {
    id: row.id.toString(),
    channel: row.channel_code,
    amount: formatMinor(row.amount),
    reference: row.reference,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    rejectReason: row.reject_reason,
    ...(replayed === undefined ? {} : { replayed }),
    ...(row.status === 'pending' && row.qr_payload && isQrMethod(row.channel_method)
      ? { qr: { method: row.channel_method, payload: row.qr_payload } }
      : {}),
  };
}

/** The ledger key of a gateway payment: one credit per (channel, gateway payment id), ever. */
export function gatewayLedgerKey(channelCode: string, paymentId: string): string {
  return `gateway:${channelCode}:${paymentId}`;
}

/** A merchant order reference the player and the gateway see: `DP` and 12 random base-32 characters. */
function newOrderReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `DP${Array.from(randomBytes(12), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Where the platform can be reached for this deposit's callbacks and the player's return. */
export interface DepositUrls {
  /** Origin the gateway posts callbacks to (`http://host:port`). */
  callbackOrigin: string;
  /** Origin of the player's site (return page). */
  siteOrigin: string;
}

/**
 * Deposits through a payment gateway. Start: a pending deposit, then the gateway's payment and
 * hosted page. Settle: the gateway's signed callback, applied under the deposit's row lock:
 * PAID credits the wallet once (ledger key from the gateway payment id), FAILED declines a still
 * pending deposit, PENDING changes nothing; a paid deposit is never un-credited or credited twice,
 * whatever order or how many times callbacks arrive. An amount or currency that differs is refused.
 */
export class GatewayDepositsService {
  private readonly creditedListeners: DepositCreditedListener[] = [];

  /** Adds a listener told after a gateway deposit's credit committed (see DepositCreditedListener). */
  onCredited(listener: DepositCreditedListener): void {
    this.creditedListeners.push(listener);
  }

  /**
   * The origin gateways post callbacks to (PAYMENT_CALLBACK_ORIGIN); unset, the origin the player
   * reached the site at is used (right when the gateway can reach the site the same way).
   */
  callbackOrigin: string | undefined;
  private depositGate: DepositGate | null = null;

  /** Set once at composition: the check new deposits pass (a replayed key skips it). */
  useDepositGate(gate: DepositGate): void {
    this.depositGate = gate;
  }

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: GatewayDepositsRepository,
    private readonly channels: PaymentChannelsRepository,
    private readonly gateways: PaymentGateways,
    private readonly ledger: LedgerService,
    private readonly audit: AuditLog,
    options: { callbackOrigin?: string | undefined } = {},
  ) {
    this.callbackOrigin = options.callbackOrigin;
  }

  /**
   * Starts a deposit on a gateway channel; once per idempotency key (a repeat answers the same
   * payment page). Errors: CHANNEL_UNAVAILABLE, AMOUNT_OUT_OF_RANGE ({ minAmount, maxAmount }),
   * IDEMPOTENCY_CONFLICT, GATEWAY_UNAVAILABLE (the deposit is then declined: nothing was paid).
   */
  async start(
    merchant: MerchantRef,
    memberId: bigint,
    input: TGatewayDepositRequest,
    urls: DepositUrls,
    audit: LedgerAudit,
  ): Promise<TGatewayDepositStart> {
    const channel = await this.channels.find(this.db, merchant.id, input.channel);
    const connection = channel && connectionOf(channel);
    const gateway = this.gateways.get(channel?.gateway_code);
    if (!channel?.enabled || !connection || !gateway) throw new AppError('CHANNEL_UNAVAILABLE');
    const amount = parseMinor(input.amount);
    assertAmountInRange(channel, amount);
    if (
      this.depositGate &&
      !(await this.repository.findByKey(this.db, merchant.id, memberId, input.idempotencyKey))
    ) {
      await this.depositGate(merchant.id, memberId, amount);
    }
    const insertedId = await insertAuditedDeposit(
      this.db,
      this.audit,
      {
        merchantId: merchant.id,
        memberId,
        channelId: channel.id,
        amount,
        reference: newOrderReference(),
        idempotencyKey: input.idempotencyKey,
      },
      channel.code,
      audit,
      'payments.deposit.start',
    );
    const row =
      insertedId !== undefined
        ? await this.repository.findById(this.db, merchant.id, insertedId)
        : await this.repository.findByKey(this.db, merchant.id, memberId, input.idempotencyKey);
    if (!row) throw new Error('deposit vanished');
    const replayed = insertedId === undefined;
    if (replayed && (row.channel_id !== channel.id || row.amount !== amount)) {
      throw new AppError('IDEMPOTENCY_CONFLICT', { detail: 'deposit key used with other input' });
    }
    if (row.redirect_url)
      return { deposit: toDeposit(row, replayed), redirectUrl: row.redirect_url, qrPayload: row.qr_payload };
    if (row.status !== 'pending')
      throw new AppError('REQUEST_ALREADY_DECIDED', { value: { status: row.status } });

    try {
      const payment = await gateway.createPayment(connection, {
        orderId: row.reference,
        amount,
        currency: merchant.currency,
        merchantName: merchant.name,
        description: `Deposit ${row.reference}`,
        callbackUrl: `${this.callbackOrigin ?? urls.callbackOrigin}/payment-api/v1/${merchant.code}/${channel.code}/callback`,
        returnUrl: `${urls.siteOrigin}/member?tab=depositv2&deposit=${row.id}`,
        method: channel.gateway_method,
        payee: payeeOf(channel),
      });
      const qrPayload = isQrMethod(channel.gateway_method) ? (payment.qrPayload ?? null) : null;
      if (isQrMethod(channel.gateway_method) && !qrPayload)
        throw new GatewayUnavailableError('the gateway answered a QR payment without its code');
      if (
        !(await this.repository.setPayment(
          this.db,
          row.id,
          payment.paymentId,
          payment.redirectUrl,
          qrPayload,
        ))
      ) {
        throw new GatewayUnavailableError('the gateway answered another payment for this order');
      }
      const after = await this.repository.findById(this.db, merchant.id, row.id);
      if (!after) throw new Error('deposit vanished');
      return { deposit: toDeposit(after, replayed), redirectUrl: payment.redirectUrl, qrPayload };
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      await this.db.transaction().execute(async (tx) => {
        if (await this.repository.markFailed(tx, row.id, `gateway:${channel.code}`, 'gateway unavailable')) {
          await this.audit.record(tx, {
            merchantId: merchant.id,
            actor: `gateway:${channel.code}`,
            action: 'payments.deposit.gateway_unavailable',
            detail: { depositId: row.id.toString(), error: error.message },
            ip: audit.ip ?? null,
            requestId: audit.requestId ?? null,
          });
        }
      });
      throw new AppError('GATEWAY_UNAVAILABLE', { detail: error.message, cause: error });
    }
  }

  /** One of the member's own deposits (any channel). Errors: NOT_FOUND. */
  async findOwn(merchantId: bigint, memberId: bigint, id: bigint): Promise<TDeposit> {
    const row = await this.repository.findById(this.db, merchantId, id, memberId);
    if (!row) throw new AppError('NOT_FOUND');
    return toDeposit(row);
  }

  /**
   * Applies a gateway callback for the merchant's channel. Every outcome is audited with the
   * request id and IP. Errors: NOT_FOUND (merchant, channel, payment), GATEWAY_SIGNATURE_INVALID
   * (signature, timestamp window, other gateway merchant), VALIDATION_FAILED (malformed body),
   * GATEWAY_AMOUNT_MISMATCH (amount or currency differs from the deposit: nothing is credited).
   */
  async handleCallback(
    merchant: MerchantRef,
    channelCode: string,
    callback: RawCallback,
    audit: { ip: string; requestId: string },
  ): Promise<TGatewayCallbackResult> {
    const channel = await this.channels.find(this.db, merchant.id, channelCode);
    const connection = channel && connectionOf(channel);
    const gateway = this.gateways.get(channel?.gateway_code);
    if (!channel || !connection || !gateway) throw new AppError('NOT_FOUND');
    const actor = `gateway:${channel.code}`;
    const record = (action: string, detail: Record<string, unknown>) =>
      this.audit.record(this.db, {
        merchantId: merchant.id,
        actor,
        action,
        detail,
        ip: audit.ip,
        requestId: audit.requestId,
      });

    if (!gateway.verifyCallback(connection, callback)) {
      await record('payments.callback.bad_signature', { channel: channel.code });
      throw new AppError('GATEWAY_SIGNATURE_INVALID');
    }
    const event = gateway.parseCallback(callback.rawBody);
    if (!event || event.merchantId !== connection.merchantId) {
      await record('payments.callback.malformed', { channel: channel.code });
      throw new AppError('VALIDATION_FAILED', { detail: 'not a callback of this gateway merchant' });
    }
    const detail = {
      channel: channel.code,
      paymentId: event.paymentId,
      eventId: event.eventId,
      status: event.status,
      amount: formatMinor(event.amount),
      currency: event.currency,
    };
    // Ledger accounts are created outside the transaction (PGlite has one connection).
    const known = await this.repository.findByPayment(this.db, merchant.id, channel.id, event.paymentId);
    if (!known || known.reference !== event.orderId) {
      await record('payments.callback.unknown_payment', detail);
      throw new AppError('NOT_FOUND', { detail: 'unknown gateway payment' });
    }
    const accounts = {
      channel: await this.ledger.accountFor(merchant.id, 'payment_channel', channel.code, merchant.currency),
      wallet: await this.ledger.accountFor(
        merchant.id,
        'member_wallet',
        known.member_id.toString(),
        merchant.currency,
      ),
    };

    const outcome = await withRetry(() =>
      this.db.transaction().execute(async (tx) => {
        const deposit = await this.repository.lockByPayment(tx, merchant.id, channel.id, event.paymentId);
        const note = (action: string, extra: Record<string, unknown> = {}) =>
          this.audit.record(tx, {
            merchantId: merchant.id,
            actor,
            action,
            detail: { ...detail, ...(deposit ? { depositId: deposit.id.toString() } : {}), ...extra },
            ip: audit.ip,
            requestId: audit.requestId,
          });
        if (!deposit || deposit.reference !== event.orderId) {
          await note('payments.callback.unknown_payment');
          return { kind: 'unknown' as const };
        }
        if (event.amount !== deposit.amount || event.currency !== merchant.currency) {
          await note('payments.callback.amount_mismatch', { expected: formatMinor(deposit.amount) });
          return { kind: 'mismatch' as const };
        }
        if (event.status === 'PAID') {
          const ledgerAudit = { actor, ip: audit.ip, requestId: audit.requestId };
          return this.applyPaid(tx, merchant, channel.code, deposit, accounts, ledgerAudit, note);
        }
        if (event.status === 'FAILED' && deposit.status === 'pending') {
          await this.repository.markFailed(tx, deposit.id, actor, 'declined at the gateway');
          await note('payments.callback.declined');
          return { kind: 'done' as const, id: deposit.id, credited: false };
        }
        await note('payments.callback.ignored', { depositStatus: deposit.status });
        return { kind: 'done' as const, id: deposit.id, credited: false };
      }),
    );
    if (outcome.kind === 'unknown') throw new AppError('NOT_FOUND', { detail: 'unknown gateway payment' });
    if (outcome.kind === 'mismatch') throw new AppError('GATEWAY_AMOUNT_MISMATCH');
    const after = await this.repository.findById(this.db, merchant.id, outcome.id);
    if (!after) throw new Error('deposit vanished');
    if (outcome.credited) {
      const credited = {
        merchantId: merchant.id,
        memberId: after.member_id,
        depositId: after.id,
        amount: after.amount,
      };
      for (const listener of this.creditedListeners) await listener(credited);
    }
    return { depositId: after.id.toString(), status: after.status, credited: outcome.credited };
  }

  /** PAID under the row lock: credits once (a deposit with a ledger transaction is only acknowledged). */
  private async applyPaid(
    tx: Transaction<Database>,
    merchant: MerchantRef,
    channelCode: string,
    deposit: Selectable<DepositsTable>,
    accounts: { channel: bigint; wallet: bigint },
    audit: LedgerAudit,
    note: (action: string, extra?: Record<string, unknown>) => Promise<void>,
  ) {
    if (deposit.ledger_transaction_id !== null) {
      await note('payments.callback.duplicate');
      return { kind: 'done' as const, id: deposit.id, credited: false };
    }
    const paymentId = deposit.gateway_payment_id ?? '';
    const posted = await this.ledger.postIn(tx, {
      merchantId: merchant.id,
      kind: 'deposit',
      idempotencyKey: gatewayLedgerKey(channelCode, paymentId),
      postings: [
        { account: accounts.channel, amount: -deposit.amount },
        { account: accounts.wallet, amount: deposit.amount },
      ],
      reference: {
        depositId: deposit.id.toString(),
        memberId: deposit.member_id.toString(),
        channel: channelCode,
        reference: deposit.reference,
        gatewayPaymentId: paymentId,
      },
      audit,
    });
    const won = await this.repository.markPaid(tx, deposit.id, audit.actor, posted.transactionId);
    await note(deposit.status === 'rejected' ? 'payments.callback.late_paid' : 'payments.callback.credited', {
      transactionId: posted.transactionId.toString(),
      replayed: posted.replayed,
    });
    return { kind: 'done' as const, id: deposit.id, credited: won && !posted.replayed };
  }
}
