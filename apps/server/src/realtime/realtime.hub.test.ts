import { describe, expect, it, vi } from 'vitest';
import type { PlatformEvent } from './event-bus.ts';
import { type PushSocket, RealtimeHub } from './realtime.hub.ts';

class FakeSocket implements PushSocket {
  readyState = 1;
  received: unknown[] = [];
  send(data: string): void {
    this.received.push(JSON.parse(data));
  }
}

function fixture() {
  let emit: (event: PlatformEvent) => void = () => {};
  const bus = {
    subscribe: (handler: (event: PlatformEvent) => void) => {
      emit = handler;
      return () => {
        emit = () => {};
      };
    },
  };
  const balanceOf = vi.fn(async (_merchantId: bigint, memberId: bigint) => memberId * 10_000n);
  const sut = new RealtimeHub({ balanceOf });
  sut.follow(bus);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { sut, balanceOf, emit: (event: PlatformEvent) => emit(event), settle };
}

describe('RealtimeHub', () => {
  it('reads each connected member once per event and pushes to every one of its sockets', async () => {
    const { sut, balanceOf, emit, settle } = fixture();
    const [tab1, tab2, other] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    sut.attach(1n, 7n, 'USD', tab1);
    sut.attach(1n, 7n, 'USD', tab2);
    sut.attach(1n, 8n, 'USD', other);
    emit({ t: 'balance', m: '1', ids: ['7', '99'] });
    await settle();
    expect(balanceOf).toHaveBeenCalledTimes(1);
    expect(balanceOf).toHaveBeenCalledWith(1n, 7n);
    expect(tab1.received).toEqual([{ type: 'balance', balance: '7.0000', currency: 'USD' }]);
    expect(tab2.received).toEqual(tab1.received);
    expect(other.received).toEqual([]);
  });

  it('keeps merchants apart: the same member id in another merchant is not pushed', async () => {
    const { sut, balanceOf, emit, settle } = fixture();
    const socket = new FakeSocket();
    sut.attach(2n, 7n, 'THB', socket);
    emit({ t: 'balance', m: '1', ids: ['7'] });
    await settle();
    expect(balanceOf).not.toHaveBeenCalled();
    expect(socket.received).toEqual([]);
  });

  it('forgets a socket once detached, and skips sockets that are not open', async () => {
    const { sut, balanceOf, emit, settle } = fixture();
    const gone = new FakeSocket();
    const closing = new FakeSocket();
    closing.readyState = 2;
    const detach = sut.attach(1n, 7n, 'USD', gone);
    sut.attach(1n, 7n, 'USD', closing);
    detach();
    expect(sut.socketCount).toBe(1);
    emit({ t: 'balance', m: '1', ids: ['7'] });
    await settle();
    expect(balanceOf).toHaveBeenCalledTimes(1);
    expect(gone.received).toEqual([]);
    expect(closing.received).toEqual([]);
  });

  it('ignores catalogue events', async () => {
    const { sut, balanceOf, emit, settle } = fixture();
    sut.attach(1n, 7n, 'USD', new FakeSocket());
    emit({ t: 'catalogue', m: '1' });
    await settle();
    expect(balanceOf).not.toHaveBeenCalled();
  });
});

describe('RealtimeHub after a lost LISTEN connection', () => {
  it('re-sends the balance of every connected member on resync, and has each re-read its messages', async () => {
    const { sut, balanceOf, emit, settle } = fixture();
    const [a, b] = [new FakeSocket(), new FakeSocket()];
    sut.attach(1n, 7n, 'USD', a);
    sut.attach(2n, 8n, 'THB', b);
    emit({ t: 'resync' });
    await settle();
    expect(balanceOf).toHaveBeenCalledTimes(2);
    expect(a.received).toEqual([
      { type: 'messages' },
      { type: 'balance', balance: '7.0000', currency: 'USD' },
    ]);
    expect(b.received).toEqual([
      { type: 'messages' },
      { type: 'balance', balance: '8.0000', currency: 'THB' },
    ]);
  });
});

describe('RealtimeHub inbox hints (issue 18)', () => {
  it("tells only the named members' sockets, or every member of the merchant for a broadcast", async () => {
    const { sut, emit, settle } = fixture();
    const [named, other, elsewhere] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    sut.attach(1n, 7n, 'USD', named);
    sut.attach(1n, 8n, 'USD', other);
    sut.attach(2n, 7n, 'USD', elsewhere);
    emit({ t: 'messages', m: '1', ids: ['7'] });
    await settle();
    expect([named.received, other.received, elsewhere.received]).toEqual([[{ type: 'messages' }], [], []]);
    emit({ t: 'messages', m: '1', ids: null });
    await settle();
    expect([named.received.length, other.received, elsewhere.received]).toEqual([
      2,
      [{ type: 'messages' }],
      [],
    ]);
  });
});
