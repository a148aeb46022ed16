import { SPORTS_WS_CLOSE, SPORTS_WS_PATH, type TSportsServerMessage } from '@croupier/contracts';
import { useEffect, useRef, useState } from 'react';

export type SocketStatus = 'connecting' | 'open' | 'closed' | 'unauthorized';

/** The book's socket: joins with the session, hands every message on, reconnects after a drop (0.5 s doubling to 8 s). */
export function useSportsSocket(
  sessionToken: string,
  onMessage: (message: TSportsServerMessage) => void,
): SocketStatus {
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    let socket: WebSocket | null = null;
    let failures = 0;
    let isStopped = false;
    let retry: number | undefined;
    const connect = () => {
      setStatus('connecting');
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${SPORTS_WS_PATH}`);
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'join', sessionToken }));
      ws.onmessage = (event) => {
        let message: TSportsServerMessage;
        try {
          message = JSON.parse(String(event.data)) as TSportsServerMessage;
        } catch {
          return;
        }
        if (message.type === 'matches') {
          failures = 0;
          setStatus('open');
        }
        handler.current(message);
      };
      ws.onclose = (event) => {
        if (isStopped) return;
        if (event.code === SPORTS_WS_CLOSE.unauthorized) {
          setStatus('unauthorized');
          return;
        }
        setStatus('closed');
        retry = window.setTimeout(connect, Math.min(8_000, 500 * 2 ** failures++));
      };
    };
    connect();
    return () => {
      isStopped = true;
      window.clearTimeout(retry);
      socket?.close();
    };
  }, [sessionToken]);
  return status;
}
