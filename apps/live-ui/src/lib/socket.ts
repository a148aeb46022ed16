import {
  LIVE_WS_CLOSE,
  LIVE_WS_PATH,
  type TLiveServerMessage,
  type TLiveTableCode,
  ZLiveServerMessage,
} from '@croupier/contracts';
import { useEffect, useRef, useState } from 'react';
import { type ClockSample, clockSample } from './clock.ts';

export type SocketStatus = 'connecting' | 'open' | 'closed' | 'unauthorized';

/** How long to wait before reconnecting after the n-th failure (ms): 0.5 s doubling up to 8 s. */
export function reconnectDelay(failures: number): number {
  return Math.min(8_000, 500 * 2 ** Math.max(0, failures));
}

/**
 * The table's socket: joins `tableCode` with the session, hands every valid server message to
 * `onMessage`, measures the clock with ping/pong every 10 s, and reconnects (joining again, which
 * answers a fresh snapshot with my bets) after a drop. A 4401 close means the session is over.
 */
export function useTableSocket(
  sessionToken: string,
  tableCode: TLiveTableCode,
  onMessage: (message: TLiveServerMessage) => void,
  onClock: (sample: ClockSample) => void,
): SocketStatus {
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const handlers = useRef({ onMessage, onClock });
  handlers.current = { onMessage, onClock };

  useEffect(() => {
    let socket: WebSocket | null = null;
    let failures = 0;
    let isStopped = false;
    let retry: number | undefined;
    let pinger: number | undefined;
    let pingSentAt = 0;

    const connect = () => {
      setStatus('connecting');
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${LIVE_WS_PATH}`);
      socket = ws;
      const ping = () => {
        if (ws.readyState !== WebSocket.OPEN) return;
        pingSentAt = Date.now();
        ws.send(JSON.stringify({ type: 'ping' }));
      };
      ws.onopen = () => {
        ws.send(JSON.stringify({ type: 'join', sessionToken, tableCode }));
        ping();
        pinger = window.setInterval(ping, 10_000);
      };
      ws.onmessage = (event) => {
        let parsed: ReturnType<typeof ZLiveServerMessage.safeParse>;
        try {
          parsed = ZLiveServerMessage.safeParse(JSON.parse(String(event.data)));
        } catch {
          return;
        }
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'snapshot') {
          failures = 0;
          setStatus('open');
        }
        if (message.type === 'pong') {
          const sample = clockSample(message.serverTime, pingSentAt, Date.now());
          if (sample) handlers.current.onClock(sample);
          return;
        }
        handlers.current.onMessage(message);
      };
      ws.onclose = (event) => {
        window.clearInterval(pinger);
        if (isStopped) return;
        if (event.code === LIVE_WS_CLOSE.unauthorized) {
          setStatus('unauthorized');
          return;
        }
        setStatus('closed');
        retry = window.setTimeout(connect, reconnectDelay(failures++));
      };
    };
    connect();
    return () => {
      isStopped = true;
      window.clearTimeout(retry);
      window.clearInterval(pinger);
      socket?.close();
    };
  }, [sessionToken, tableCode]);

  return status;
}
