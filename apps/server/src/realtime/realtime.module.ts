import type { DatabaseHandle } from '../db/database.ts';
import type { CatalogueCache } from '../games/catalogue-cache.ts';
import { CoalescingBalanceNotifier } from './balance-notifier.ts';
import { createEventBus } from './event-bus.ts';
import { RealtimeHub, type RealtimeReads } from './realtime.hub.ts';

interface ErrorLogger {
  error(detail: object, message: string): void;
}

/**
 * Real time for one process: the NOTIFY event bus, the coalescing balance notifier the wallet
 * services call after commit, and the hub of this process's sockets. `start()` begins listening;
 * `stop()` flushes pending notices first.
 */
export function createRealtime(
  database: DatabaseHandle,
  reads: RealtimeReads,
  catalogueCache: CatalogueCache,
) {
  let logger: ErrorLogger | undefined;
  const reportError = (error: unknown) => logger?.error({ err: error }, 'realtime error');
  const bus = createEventBus(database, reportError);
  const balanceNotifier = new CoalescingBalanceNotifier(
    (merchantId, memberIds) =>
      bus.publish({ t: 'balance', m: merchantId.toString(), ids: memberIds.map((id) => id.toString()) }),
    { onError: reportError },
  );
  const hub = new RealtimeHub(reads, reportError);
  hub.follow(bus);

  // Catalogue invalidations reach every process (this one included, which drops again: harmless).
  catalogueCache.broadcastInvalidations((merchantId) => {
    bus.publish({ t: 'catalogue', m: merchantId === null ? null : merchantId.toString() }).catch(reportError);
  });
  bus.subscribe((event) => {
    if (event.t === 'catalogue') catalogueCache.dropLocal(event.m === null ? null : BigInt(event.m));
    // Invalidations may have been missed while this process was not listening.
    if (event.t === 'resync') catalogueCache.dropLocal(null);
  });

  return {
    bus,
    balanceNotifier,
    hub,
    useLogger(next: ErrorLogger): void {
      logger = next;
    },
    start: () => bus.start(),
    async stop(): Promise<void> {
      await balanceNotifier.close();
      await bus.stop();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
