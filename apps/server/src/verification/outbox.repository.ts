import type { TVerificationChannel } from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface OutboxMessageRow {
  id: bigint;
  channel: TVerificationChannel;
  destination: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

/** `outbox_messages`: what the development SMS provider and mail transport delivered. */
export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    merchantId: bigint;
    channel: TVerificationChannel;
    destination: string;
    subject: string | null;
    body: string;
  }): Promise<void> {
    await this.db
      .insertInto('outbox_messages')
      .values({
        merchant_id: row.merchantId,
        channel: row.channel,
        destination: row.destination,
        subject: row.subject,
        body: row.body,
      })
      .execute();
  }

  /** The merchant's messages, newest first, optionally of one channel and one destination. */
  async list(filter: {
    merchantId: bigint;
    channel?: TVerificationChannel | undefined;
    destination?: string | undefined;
    limit: number;
  }): Promise<OutboxMessageRow[]> {
    let query = this.db
      .selectFrom('outbox_messages')
      .select(['id', 'channel', 'destination', 'subject', 'body', 'created_at as createdAt'])
      .where('merchant_id', '=', filter.merchantId);
    if (filter.channel) query = query.where('channel', '=', filter.channel);
    if (filter.destination) query = query.where('destination', '=', filter.destination);
    return query.orderBy('id', 'desc').limit(filter.limit).execute();
  }
}
