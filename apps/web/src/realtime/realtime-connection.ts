import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type TRealtimeBalance,
  type TRealtimeServerMessage,
  ZRealtimeServerMessage,
} from '@croupier/contracts';

/** The part of the browser's WebSocket used here (a test passes a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface RealtimeConnectionOptions {
  token: string;
  onBalance: (message: TRealtimeBalance) => void;
  /** Called when the member's inbox changed (a message arrived): re-read the unread count. */
  onMessages?: () => void;
  /** Called when the server refused the token (the socket then stays closed). */
  onUnauthorized?: () => void;
  /** Called on each (re)connection that authenticated: state may have changed while away. */
  onReady?: () => void;
  createSocket?: (url: string) => SocketLike;
  url?: string;
  /** Backoff of reconnections: first delay and cap, in ms (doubling, with jitter). */
  minDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

/** The socket URL of this page's origin (same host: the server picks the merchant by Host). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

/** The wait before reconnection attempt `attempt` (0-based): doubling from min to max, jittered ±25%. */
export function backoffDelay(attempt: number, minMs: number, maxMs: number, random: () => number): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.min(attempt, 16));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * The member's live socket: authenticates with the session token as its first message, hands
 * balance pushes to `onBalance`, and reconnects with backoff after a drop (not after the server
 * refused the token). `close()` ends it for good.
 */
export class RealtimeConnection {
  private socket: SocketLike | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(private readonly options: RealtimeConnectionOptions) {
    this.open();
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      socket.close(1000);
    }
  }

  private open(): void {
    if (this.closed) return;
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = create(this.options.url ?? realtimeUrl(window.location));
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token: this.options.token }));
    };
    socket.onmessage = (event) => this.handle(event.data);
    socket.onerror = () => {
      // A close event follows; reconnection is decided there.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (this.closed) return;
      if (event.code === REALTIME_CLOSE.unauthorized || event.code === REALTIME_CLOSE.sessionEnded) {
        this.closed = true;
        this.options.onUnauthorized?.();
        return;
      }
      this.scheduleReconnect();
    };
  }

  private handle(data: unknown): void {
    let message: TRealtimeServerMessage;
    try {
      const parsed = ZRealtimeServerMessage.safeParse(JSON.parse(String(data)));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    if (message.type === 'ready') {
      this.attempt = 0;
      this.options.onReady?.();
    } else if (message.type === 'balance') {
      this.options.onBalance(message);
    } else if (message.type === 'messages') {
      this.options.onMessages?.();
    }
  }

  private scheduleReconnect(): void {
    const delay = backoffDelay(
      this.attempt,
      this.options.minDelayMs ?? 1_000,
      this.options.maxDelayMs ?? 30_000,
      this.options.random ?? Math.random,
    );
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.open();
    }, delay);
  }
}
