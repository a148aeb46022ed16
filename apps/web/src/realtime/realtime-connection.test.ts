import { REALTIME_CLOSE } from '@croupier/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, RealtimeConnection, realtimeUrl, type SocketLike } from './realtime-connection.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number): void {
    this.closedWith = code;
  }
  // What the server side does:
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('RealtimeConnection', () => {
  let sockets: FakeSocket[];
  const createSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  beforeEach(() => {
    sockets = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const connect = (overrides: Partial<ConstructorParameters<typeof RealtimeConnection>[0]> = {}) => {
    const onBalance = vi.fn();
    const sut = new RealtimeConnection({
      token: 'tok-1',
      onBalance,
      createSocket,
      url: 'ws://casino.test/wps/ws',
      random: () => 0.5,
      ...overrides,
    });
    return { sut, onBalance };
  };

  it('authenticates with the token as first message and hands over balance pushes', () => {
    const { onBalance } = connect();
    sockets[0]?.open();
    expect(sockets[0]?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok-1' })]);
    sockets[0]?.receive({ type: 'ready', memberId: '7' });
    sockets[0]?.receive({ type: 'balance', balance: '12.5000', currency: 'USD' });
    expect(onBalance).toHaveBeenCalledWith({ type: 'balance', balance: '12.5000', currency: 'USD' });
  });

  it('ignores messages outside the contract', () => {
    const { onBalance } = connect();
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'balance', balance: 12 });
    sockets[0]?.onmessage?.({ data: 'not json' });
    expect(onBalance).not.toHaveBeenCalled();
  });

  it('reconnects after a drop with doubling delays, and resets them once authenticated', async () => {
    connect({ minDelayMs: 1000, maxDelayMs: 8000 });
    sockets[0]?.drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.open();
    sockets[2]?.receive({ type: 'ready', memberId: '7' });
    sockets[2]?.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(4);
  });

  it('stays closed when the server refuses the token, and says so', async () => {
    const onUnauthorized = vi.fn();
    connect({ onUnauthorized });
    sockets[0]?.open();
    sockets[0]?.drop(REALTIME_CLOSE.unauthorized);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('stays closed when the server ends the socket because its session ended (logout elsewhere)', async () => {
    const onUnauthorized = vi.fn();
    connect({ onUnauthorized });
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'ready', memberId: '7' });
    sockets[0]?.drop(REALTIME_CLOSE.sessionEnded);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('close() ends the socket and any pending reconnection', async () => {
    const { sut } = connect();
    sockets[0]?.drop();
    sut.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);

    const second = connect();
    sockets[1]?.open();
    second.sut.close();
    expect(sockets[1]?.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(2);
  });
});

describe('backoffDelay', () => {
  it('doubles from the minimum up to the cap, jittered by at most a quarter', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => backoffDelay(n, 1000, 30_000, mid))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(2, 1000, 30_000, () => 0)).toBe(3000);
    expect(backoffDelay(2, 1000, 30_000, () => 1)).toBe(5000);
  });
});

describe('realtimeUrl', () => {
  it('uses the page host, with wss on https', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'royal.example:8443' })).toBe(
      'wss://royal.example:8443/wps/ws',
    );
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/wps/ws');
  });
});
