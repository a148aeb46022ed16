import type { TOutboxMessage, TOutboxQuery } from '@croupier/contracts';
import type { Merchant } from '../merchants/merchant.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** Reading the development outbox (operators, tests): the codes that would have gone out. */
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  /** The merchant's outbox messages, newest first. */
  async list(merchant: Merchant, query: TOutboxQuery): Promise<TOutboxMessage[]> {
    const rows = await this.outbox.list({
      merchantId: merchant.id,
      channel: query.channel,
      destination: query.destination,
      limit: query.limit,
    });
    return rows.map((row) => ({
      id: row.id.toString(),
      channel: row.channel,
      destination: row.destination,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
