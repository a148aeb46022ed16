import { formatMinor, type TRealtimeServerMessage } from '@croupier/contracts';
import type { EventBus, PlatformEvent } from './event-bus.ts';

/** The part of a WebSocket the hub uses (ws's WebSocket satisfies it). */
export interface PushSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

interface MemberSockets {
  currency: string;
  /** Each socket with the check of its own session (run when the member's sessions may have ended). */
  sockets: Map<PushSocket, () => void>;
}

/** Reads what a push carries; the wallet feature answers. */
export interface RealtimeReads {
  balanceOf(merchantId: bigint, memberId: bigint): Promise<bigint>;
}

/**
 * This process's authenticated sockets, by merchant and member. On a `balance` event from any
 * process it re-reads the balances of the members connected HERE (one read per member however
 * many tabs) and pushes `{type:'balance'}` to each of their sockets; on a `messages` event it tells
 * the named members' sockets (every member's of the merchant for a broadcast) `{type:'messages'}`.
 */
export class RealtimeHub {
  private readonly members = new Map<string, MemberSockets>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly reads: RealtimeReads,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Starts following the bus (the bus itself is started by the app's lifecycle). */
  follow(bus: Pick<EventBus, 'subscribe'>): void {
    this.unsubscribe?.();
    this.unsubscribe = bus.subscribe((event) => {
      this.handle(event).catch((error: unknown) => this.onError(error));
    });
  }

  unfollow(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /**
   * Registers an authenticated socket and the check of its session (`recheck`, called when a
   * `sessions` event names its member, or after a resync); answers the function that forgets it.
   */
  attach(
    merchantId: bigint,
    memberId: bigint,
    currency: string,
    socket: PushSocket,
    recheck: () => void = () => {},
  ): () => void {
    const key = keyOf(merchantId, memberId);
    let entry = this.members.get(key);
    if (!entry) {
      entry = { currency, sockets: new Map() };
      this.members.set(key, entry);
    }
    entry.sockets.set(socket, recheck);
    return () => {
      const current = this.members.get(key);
      if (!current) return;
      current.sockets.delete(socket);
      if (current.sockets.size === 0) this.members.delete(key);
    };
  }

  /** How many sockets are attached (all members). */
  get socketCount(): number {
    let count = 0;
    for (const entry of this.members.values()) count += entry.sockets.size;
    return count;
  }

  /** Reads and pushes the member's current balance to its sockets here. */
  async pushBalance(merchantId: bigint, memberId: bigint): Promise<void> {
    const entry = this.members.get(keyOf(merchantId, memberId));
    if (!entry) return;
    const balance = await this.reads.balanceOf(merchantId, memberId);
    send(entry.sockets.keys(), { type: 'balance', balance: formatMinor(balance), currency: entry.currency });
  }

  private async handle(event: PlatformEvent): Promise<void> {
    if (event.t === 'sessions' || event.t === 'resync') {
      // Logouts may have been missed too: every socket named (or, after a resync, all) re-checks.
      for (const [key, entry] of this.members) {
        if (
          event.t === 'resync' ||
          (key.startsWith(`${event.m}:`) && event.ids.includes(key.slice(event.m.length + 1)))
        )
          for (const recheck of entry.sockets.values()) recheck();
      }
      if (event.t === 'sessions') return;
    }
    if (event.t === 'resync') {
      // Pushes may have been missed while this process was not listening: send every balance, and
      // have every site re-read its unread messages.
      for (const entry of this.members.values()) send(entry.sockets.keys(), { type: 'messages' });
      const members = [...this.members.keys()].map((key) => key.split(':').map(BigInt) as [bigint, bigint]);
      await Promise.all(members.map(([merchantId, memberId]) => this.pushBalance(merchantId, memberId)));
      return;
    }
    if (event.t === 'messages') {
      // A hint: the site re-reads its unread count. A broadcast names no one: every member here of that merchant.
      for (const [key, entry] of this.members) {
        if (!key.startsWith(`${event.m}:`)) continue;
        if (event.ids === null || event.ids.includes(key.slice(event.m.length + 1)))
          send(entry.sockets.keys(), { type: 'messages' });
      }
      return;
    }
    if (event.t !== 'balance') return;
    const merchantId = BigInt(event.m);
    const connected = event.ids.filter((id) => this.members.has(`${event.m}:${id}`));
    await Promise.all(connected.map((id) => this.pushBalance(merchantId, BigInt(id))));
  }
}

function keyOf(merchantId: bigint, memberId: bigint): string {
  return `${merchantId}:${memberId}`;
}

function send(sockets: Iterable<PushSocket>, message: TRealtimeServerMessage): void {
  const text = JSON.stringify(message);
  for (const socket of sockets) if (socket.readyState === OPEN) socket.send(text);
}
