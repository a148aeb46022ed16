import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import type { PaymentChannelsTable } from './cashier.tables.ts';

export type PaymentChannelRow = Selectable<PaymentChannelsTable>;

export interface ChannelWrite {
  name?: string;
  minAmount?: bigint;
  maxAmount?: bigint;
  enabled?: boolean;
  sortOrder?: number;
  bankDetails?: Record<string, unknown>;
  gateway?: {
    gatewayCode: string;
    merchantId: string;
    secret?: string;
    pageUrl: string;
    method?: 'hosted' | 'promptpay' | 'vietqr' | 'ewallet';
    payee?: Record<string, unknown>;
  };
}

/** SQL of payment channels (migrations 008, 010 and 036). Every query is merchant-scoped. */
export class PaymentChannelsRepository {
  async list(db: Db, merchantId: bigint, options: { enabledOnly?: boolean } = {}) {
    let query = db.selectFrom('payment_channels').selectAll().where('merchant_id', '=', merchantId);
    if (options.enabledOnly) query = query.where('enabled', '=', true);
    return query.orderBy('sort_order').orderBy('id').execute();
  }

  async find(db: Db, merchantId: bigint, code: string): Promise<PaymentChannelRow | undefined> {
    return db
      .selectFrom('payment_channels')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** Inserts the channel unless the code is taken; returns whether it was inserted. */
  async insert(
    db: Db,
    merchantId: bigint,
    row: ChannelWrite & {
      code: string;
      kind: 'manual' | 'gateway';
      name: string;
      minAmount: bigint;
      maxAmount: bigint;
    },
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('payment_channels')
      .values({
        merchant_id: merchantId,
        code: row.code,
        kind: row.kind,
        name: row.name,
        min_amount: row.minAmount,
        max_amount: row.maxAmount,
        enabled: row.enabled ?? true,
        sort_order: row.sortOrder ?? 0,
        bank_details: JSON.stringify(row.bankDetails ?? {}),
        gateway_code: row.gateway?.gatewayCode ?? null,
        gateway_merchant_id: row.gateway?.merchantId ?? null,
        gateway_secret: row.gateway?.secret ?? null,
        gateway_page_url: row.gateway?.pageUrl ?? null,
        gateway_method: row.gateway?.method ?? 'hosted',
        payee: row.gateway?.payee ? JSON.stringify(row.gateway.payee) : null,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Applies the given fields; returns whether the channel exists. */
  async update(db: Db, merchantId: bigint, code: string, change: ChannelWrite): Promise<boolean> {
    const updated = await db
      .updateTable('payment_channels')
      .set({
        updated_at: sql<Date>`now()`,
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.minAmount === undefined ? {} : { min_amount: change.minAmount }),
        ...(change.maxAmount === undefined ? {} : { max_amount: change.maxAmount }),
        ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
        ...(change.sortOrder === undefined ? {} : { sort_order: change.sortOrder }),
        ...(change.bankDetails === undefined ? {} : { bank_details: JSON.stringify(change.bankDetails) }),
        ...(change.gateway === undefined
          ? {}
          : {
              gateway_code: change.gateway.gatewayCode,
              gateway_merchant_id: change.gateway.merchantId,
              gateway_page_url: change.gateway.pageUrl,
              gateway_method: change.gateway.method ?? 'hosted',
              payee: change.gateway.payee ? JSON.stringify(change.gateway.payee) : null,
              ...(change.gateway.secret === undefined ? {} : { gateway_secret: change.gateway.secret }),
            }),
      })
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }
}
