import { API, VENDOR_WALLET_BATCH_API } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import type { FetchLike, OperatorLink } from './platform-client.ts';
import { WalletBatches } from './wallet-batches.ts';

const link: OperatorLink = {
  merchantCode: 'ROYAL',
  platformUrl: 'http://platform.test',
  vendorCode: 'CLIVE',
  keyId: 'vk_1',
  secret: 's'.repeat(40),
  currency: 'USD',
};

interface Sent {
  path: string;
  body: { requestId: string; items?: { call: string; requestId: string; transactionId: string }[] };
}

/**
 * A platform that answers each batch item by its transaction id: `no-*` refused INSUFFICIENT_FUNDS,
 * `busy-*` 503 SERVICE_UNAVAILABLE, others ok. `hold` keeps the answers until released.
 */
function platform(options: { batchStatus?: number } = {}) {
  const sent: Sent[] = [];
  const held: (() => void)[] = [];
  let isHolding = false;
  const answerOf = (item: { requestId: string; transactionId: string }) =>
    item.transactionId.startsWith('no-')
      ? { success: false, code: 'INSUFFICIENT_FUNDS', message: 'no', value: { balance: '1.0000' } }
      : item.transactionId.startsWith('busy-')
        ? { success: false, code: 'SERVICE_UNAVAILABLE', message: 'busy' }
        : {
            success: true,
            value: { requestId: item.requestId, transactionId: item.transactionId, balance: '9' },
          };
  const fetch: FetchLike = async (url, init) => {
    const path = url.replace(link.platformUrl, '');
    const body = JSON.parse(init.body) as Sent['body'];
    sent.push({ path, body });
    if (isHolding) await new Promise<void>((resolve) => held.push(resolve));
    if (path.endsWith('/batch')) {
      if (options.batchStatus === 404)
        return {
          status: 404,
          text: async () => JSON.stringify({ success: false, code: 'NOT_FOUND', message: '' }),
        };
      if (options.batchStatus) return { status: options.batchStatus, text: async () => 'down' };
      const items = (body.items ?? []).map(answerOf);
      return {
        status: 200,
        text: async () => JSON.stringify({ success: true, value: { requestId: body.requestId, items } }),
      };
    }
    const single = answerOf(body as unknown as { requestId: string; transactionId: string });
    return { status: single.success ? 200 : 402, text: async () => JSON.stringify(single) };
  };
  return {
    sent,
    fetch,
    hold: () => {
      isHolding = true;
    },
    release: () => {
      isHolding = false;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

const bet = (transactionId: string) => ({
  playerId: 'ROYAL:1',
  transactionId,
  roundId: `r-${transactionId}`,
  gameCode: 'g',
  amount: '1',
});

describe('WalletBatches', () => {
  it('sends the calls of one turn together, each with its own request id and answer', async () => {
    const p = platform();
    const batches = new WalletBatches({ fetch: p.fetch });
    const results = await Promise.all([
      batches.call(link, 'bet', bet('a')),
      batches.call(link, 'bet', bet('no-b')),
      batches.call(link, 'win', bet('c')),
    ]);
    expect(p.sent).toHaveLength(1);
    expect(p.sent[0]?.path).toBe(VENDOR_WALLET_BATCH_API.batch.replace(':vendorCode', 'CLIVE'));
    const items = p.sent[0]?.body.items ?? [];
    expect(items.map((i) => i.call)).toEqual(['bet', 'bet', 'win']);
    expect(new Set(items.map((i) => i.requestId)).size).toBe(3);
    expect(results.map((r) => r.kind)).toEqual(['ok', 'refused', 'ok']);
    expect(results[1]).toMatchObject({ kind: 'refused', code: 'INSUFFICIENT_FUNDS', status: 402 });
  });

  it('holds calls made while batches are under way and sends them together when one comes back', async () => {
    const p = platform();
    const batches = new WalletBatches({ fetch: p.fetch, maxInFlight: 1, maxBatch: 3 });
    p.hold();
    const first = batches.call(link, 'bet', bet('1'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(p.sent).toHaveLength(1);
    const later = [2, 3, 4, 5].map((n) => batches.call(link, 'bet', bet(String(n))));
    await new Promise((resolve) => setImmediate(resolve));
    expect(p.sent).toHaveLength(1);
    p.release();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    p.release();
    await Promise.all(later);
    // The four held calls: one batch of three (the bound), then one of one.
    expect(p.sent.map((s) => s.body.items?.length)).toEqual([1, 3, 1]);
  });

  it('classifies a 5xx item answer and a batch without a definitive answer as unknown', async () => {
    const p = platform();
    const batches = new WalletBatches({ fetch: p.fetch });
    expect(await batches.call(link, 'win', bet('busy-1'))).toMatchObject({ kind: 'unknown' });
    const down = new WalletBatches({ fetch: platform({ batchStatus: 502 }).fetch });
    const both = await Promise.all([down.call(link, 'bet', bet('x')), down.call(link, 'win', bet('y'))]);
    expect(both.map((r) => r.kind)).toEqual(['unknown', 'unknown']);
  });

  it('falls back to single calls on a platform without the batch call', async () => {
    const p = platform({ batchStatus: 404 });
    const batches = new WalletBatches({ fetch: p.fetch });
    expect(await batches.call(link, 'bet', bet('a'))).toMatchObject({ kind: 'ok' });
    expect(await batches.call(link, 'rollback', bet('b'))).toMatchObject({ kind: 'ok' });
    expect(p.sent.map((s) => s.path)).toEqual([
      VENDOR_WALLET_BATCH_API.batch.replace(':vendorCode', 'CLIVE'),
      API.vendorWallet.bet.replace(':vendorCode', 'CLIVE'),
      API.vendorWallet.rollback.replace(':vendorCode', 'CLIVE'),
    ]);
  });
});
