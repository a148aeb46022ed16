import {
  POKER_WS_CLOSE,
  POKER_WS_PATH,
  type TPokerServerMessage,
  type TPokerTableCode,
} from '@croupier/contracts';
import { useEffect, useRef, useState } from 'react';

export type SocketStatus = 'connecting' | 'open' | 'closed' | 'unauthorized';

/**
 * The table's socket: joins with the session, hands every server message on, and reconnects
 * (0.5 s doubling to 8 s) after a drop; joining again answers the table as it is now.
 */
export function useTableSocket(
  sessionToken: string,
  tableCode: TPokerTableCode,
  onMessage: (message: TPokerServerMessage) => void,
): SocketStatus {
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    let socket: WebSocket | null = null;
    let failures = 0;
    let stopped = false;
    let retry: number | undefined;
    let pinger: number | undefined;
    const connect = () => {
      setStatus('connecting');
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${POKER_WS_PATH}`);
      socket = ws;
      ws.onopen = () => {
        ws.send(JSON.stringify({ type: 'join', sessionToken, tableCode }));
        pinger = window.setInterval(
          () => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}'),
          15_000,
        );
      };
      ws.onmessage = (event) => {
        let message: TPokerServerMessage;
        try {
          message = JSON.parse(String(event.data)) as TPokerServerMessage;
        } catch {
          return;
        }
        if (message.type === 'table') {
          failures = 0;
          setStatus('open');
        }
        handler.current(message);
      };
      ws.onclose = (event) => {
        window.clearInterval(pinger);
        if (stopped) return;
        if (event.code === POKER_WS_CLOSE.unauthorized) {
          setStatus('unauthorized');
          return;
        }
        setStatus('closed');
        retry = window.setTimeout(connect, Math.min(8_000, 500 * 2 ** failures++));
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      window.clearInterval(pinger);
      socket?.close();
    };
  }, [sessionToken, tableCode]);
  return status;
}
