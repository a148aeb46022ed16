import {
  formatMinor,
  parseMinor,
  type TBankDetails,
  type TDepositChannel,
  type TPaymentChannelAdmin,
  type TPaymentChannelCreate,
  type TPaymentChannelUpdate,
  type TQrPayee,
  ZBankDetails,
  ZQrPayee,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { LedgerAudit } from '../ledger/ledger.service.ts';
import type { ChannelRow, DepositsRepository } from './deposits.repository.ts';
import type {
  ChannelWrite,
  PaymentChannelRow,
  PaymentChannelsRepository,
} from './payment-channels.repository.ts';
import type { GatewayConnection, PaymentGateways } from './payment-gateway.ts';

function bankOf(row: PaymentChannelRow): TBankDetails | null {
  if (row.kind !== 'manual') return null;
  const parsed = ZBankDetails.safeParse(row.bank_details);
  return parsed.success ? parsed.data : null;
}

/** A QR channel's payee (null on other channels or when unreadable). */
export function payeeOf(row: PaymentChannelRow): TQrPayee | null {
  if (row.payee === null || row.payee === undefined) return null;
  const parsed = ZQrPayee.safeParse(typeof row.payee === 'string' ? JSON.parse(row.payee) : row.payee);
  return parsed.success ? parsed.data : null;
}

/**
 * A QR method needs a payee its scheme can pay: PromptPay a mobile number (10 digits from 0), a
 * national or tax id (13) or an e-wallet id (15); VietQR a NAPAS bank BIN beside the account.
 * Other methods carry none. Errors: VALIDATION_FAILED.
 */
function assertPayee(gateway: { method?: string | undefined; payee?: TQrPayee | undefined }): void {
  const { method = 'hosted', payee } = gateway;
  if (method === 'promptpay') {
    if (!payee || !/^(0[0-9]{9}|[0-9]{13}|[0-9]{15})$/.test(payee.account))
      throw new AppError('VALIDATION_FAILED', {
        detail: 'a PromptPay channel pays a mobile number, a 13-digit id or a 15-digit e-wallet id',
      });
    return;
  }
  if (method === 'vietqr') {
    if (!payee?.bank)
      throw new AppError('VALIDATION_FAILED', { detail: 'a VietQR channel needs the bank BIN' });
    return;
  }
  if (payee) throw new AppError('VALIDATION_FAILED', { detail: `a ${method} channel has no QR payee` });
}

function toAdmin(row: PaymentChannelRow): TPaymentChannelAdmin {
  return {
    code: row.code,
    kind: row.kind,
    name: row.name,
    minAmount: formatMinor(row.min_amount),
    maxAmount: formatMinor(row.max_amount),
    enabled: row.enabled,
    sortOrder: row.sort_order,
    bankDetails: bankOf(row),
    gateway:
      row.kind === 'gateway' && row.gateway_code && row.gateway_merchant_id && row.gateway_page_url
        ? {
            gatewayCode: row.gateway_code,
            merchantId: row.gateway_merchant_id,
            pageUrl: row.gateway_page_url,
            secretHint: `…${(row.gateway_secret ?? '').slice(-4)}`,
            method: row.gateway_method,
            payee: payeeOf(row),
          }
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The connection of a gateway channel, or undefined when the row is not a complete gateway channel. */
export function connectionOf(row: PaymentChannelRow): GatewayConnection | undefined {
  if (row.kind !== 'gateway' || !row.gateway_merchant_id || !row.gateway_secret || !row.gateway_page_url) {
    return undefined;
  }
  return { merchantId: row.gateway_merchant_id, secret: row.gateway_secret, pageUrl: row.gateway_page_url };
}

/**
 * A merchant's payment channels: the operator configures them (audited), the player sees the
 * enabled ones in display order. Min/max are validated together (min ≤ max) on every change.
 */
export class PaymentChannelsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: PaymentChannelsRepository,
    private readonly deposits: DepositsRepository,
    private readonly gateways: PaymentGateways,
    private readonly audit: AuditLog,
  ) {}

  /** The merchant's enabled channels for the deposit page (never a secret). */
  async listForPlayer(merchantId: bigint): Promise<TDepositChannel[]> {
    await this.deposits.ensureDefaultChannels(this.db, merchantId);
    const rows = await this.repository.list(this.db, merchantId, { enabledOnly: true });
    return rows.map((row) => ({
      code: row.code,
      kind: row.kind,
      name: row.name,
      minAmount: formatMinor(row.min_amount),
      maxAmount: formatMinor(row.max_amount),
      bank: bankOf(row),
      gatewayCode: row.kind === 'gateway' ? (row.gateway_code ?? null) : null,
      method: row.kind === 'gateway' ? row.gateway_method : null,
    }));
  }

  /** The merchant's channel `code` (limits, auto-receive delay), the defaults created on first use. */
  async channel(merchantId: bigint, code: string): Promise<ChannelRow | undefined> {
    await this.deposits.ensureDefaultChannels(this.db, merchantId);
    return this.deposits.findChannel(this.db, merchantId, code);
  }

  /** Every channel of the merchant, enabled or not, for the operator. */
  async listForOperator(merchantId: bigint): Promise<TPaymentChannelAdmin[]> {
    await this.deposits.ensureDefaultChannels(this.db, merchantId);
    return (await this.repository.list(this.db, merchantId)).map(toAdmin);
  }

  /** Errors: CONFLICT (code taken), VALIDATION_FAILED (min > max, unknown gateway). */
  async create(merchantId: bigint, input: TPaymentChannelCreate, audit: LedgerAudit) {
    const minAmount = parseMinor(input.minAmount);
    const maxAmount = parseMinor(input.maxAmount);
    assertRange(minAmount, maxAmount);
    if (input.kind === 'gateway') {
      this.assertGateway(input.gateway.gatewayCode);
      assertPayee(input.gateway);
    }
    await this.deposits.ensureDefaultChannels(this.db, merchantId);
    const inserted = await this.db.transaction().execute(async (tx) => {
      const done = await this.repository.insert(tx, merchantId, {
        code: input.code,
        kind: input.kind,
        name: input.name,
        minAmount,
        maxAmount,
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
        ...(input.kind === 'manual' ? { bankDetails: input.bankDetails } : { gateway: input.gateway }),
      });
      if (done) {
        await this.audit.record(tx, {
          merchantId,
          actor: audit.actor,
          action: 'payments.channel.create',
          detail: {
            code: input.code,
            kind: input.kind,
            minAmount: input.minAmount,
            maxAmount: input.maxAmount,
          },
          ip: audit.ip ?? null,
          requestId: audit.requestId ?? null,
        });
      }
      return done;
    });
    if (!inserted) throw new AppError('CONFLICT', { detail: `channel ${input.code} exists` });
    return this.get(merchantId, input.code);
  }

  /** Errors: NOT_FOUND, VALIDATION_FAILED (min > max, bank details on a gateway channel or the reverse). */
  async update(merchantId: bigint, code: string, input: TPaymentChannelUpdate, audit: LedgerAudit) {
    const current = await this.repository.find(this.db, merchantId, code);
    if (!current) throw new AppError('NOT_FOUND');
    const minAmount = input.minAmount === undefined ? current.min_amount : parseMinor(input.minAmount);
    const maxAmount = input.maxAmount === undefined ? current.max_amount : parseMinor(input.maxAmount);
    assertRange(minAmount, maxAmount);
    if (input.bankDetails && current.kind !== 'manual') {
      throw new AppError('VALIDATION_FAILED', { detail: 'bank details belong to manual channels' });
    }
    if (input.gateway && current.kind !== 'gateway') {
      throw new AppError('VALIDATION_FAILED', { detail: 'gateway settings belong to gateway channels' });
    }
    if (input.gateway) {
      this.assertGateway(input.gateway.gatewayCode);
      assertPayee(input.gateway);
    }
    const change: ChannelWrite = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.minAmount === undefined ? {} : { minAmount }),
      ...(input.maxAmount === undefined ? {} : { maxAmount }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
      ...(input.bankDetails === undefined ? {} : { bankDetails: input.bankDetails }),
      ...(input.gateway === undefined ? {} : { gateway: input.gateway }),
    };
    await this.db.transaction().execute(async (tx) => {
      await this.repository.update(tx, merchantId, code, change);
      const { gateway, ...shown } = input;
      await this.audit.record(tx, {
        merchantId,
        actor: audit.actor,
        action:
          input.enabled === false
            ? 'payments.channel.disable'
            : input.enabled === true
              ? 'payments.channel.enable'
              : 'payments.channel.update',
        detail: {
          code,
          ...shown,
          ...(gateway ? { gateway: { ...gateway, secret: gateway.secret ? 'changed' : 'kept' } } : {}),
        },
        ip: audit.ip ?? null,
        requestId: audit.requestId ?? null,
      });
    });
    return this.get(merchantId, code);
  }

  private async get(merchantId: bigint, code: string): Promise<TPaymentChannelAdmin> {
    const row = await this.repository.find(this.db, merchantId, code);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdmin(row);
  }

  private assertGateway(code: string): void {
    if (!this.gateways.get(code)) {
      throw new AppError('VALIDATION_FAILED', { detail: `no adapter for gateway ${code}` });
    }
  }
}

function assertRange(min: bigint, max: bigint): void {
  if (min > max) throw new AppError('VALIDATION_FAILED', { detail: 'minAmount is above maxAmount' });
}
