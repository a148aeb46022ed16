import {
  FISHING_WS_CLOSE,
  FISHING_WS_PATH,
  parseMinor,
  type TFishingGameCode,
  type TFishingServerMessage,
} from '@croupier/contracts';
import { displayMinor } from '@croupier/game-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FishScene, type SceneTheme, SEAT_COLOURS } from '../game/scene.ts';
import { Sound } from '../game/sound.ts';
import { createApi, type TSession } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';
import { History } from './history.tsx';
import { BackIcon, BoltIcon, HistoryIcon, SoundOffIcon, SoundOnIcon, TargetIcon } from './icons.tsx';

const THEMES: Record<TFishingGameCode, { dark: SceneTheme; light: SceneTheme }> = {
  OCEAN_KING: {
    dark: { deep: '#021a33', light: '#0a5d8f', accent: '#ffd54a' },
    light: { deep: '#0a5d8f', light: '#3fc1e8', accent: '#ffd54a' },
  },
  DRAGON_FORTUNE: {
    dark: { deep: '#1a0620', light: '#6a1745', accent: '#ffcc33' },
    light: { deep: '#5a1a4a', light: '#d0557e', accent: '#ffcc33' },
  },
  MERMAID_TREASURE: {
    dark: { deep: '#02211f', light: '#0c7a73', accent: '#ffe8a3' },
    light: { deep: '#0c7a73', light: '#4fd6c6', accent: '#ffe8a3' },
  },
};

const NAMES: Record<TFishingGameCode, string> = {
  OCEAN_KING: 'Ocean King',
  DRAGON_FORTUNE: 'Dragon Fortune',
  MERMAID_TREASURE: 'Mermaid Treasure',
};

const clientSeedOf = (): string => {
  try {
    const saved = window.localStorage.getItem('fishing.clientSeed');
    if (saved) return saved;
    const seed = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    window.localStorage.setItem('fishing.clientSeed', seed);
    return seed;
  } catch {
    return 'player-seed';
  }
};

type Status = 'connecting' | 'open' | 'closed' | 'unauthorized';

/** Another cannon of the room: its player and what their catches won while I watched. */
interface OtherCannon {
  seat: number;
  name: string;
  won: bigint;
}

/** The ocean: the canvas scene, its socket, and the controls around my cannon. */
export function GamePage({ session, gameCode }: { session: TSession; gameCode: TFishingGameCode }) {
  const { t } = useI18n();
  const api = useMemo(() => createApi(session.sessionToken), [session.sessionToken]);
  const bets = useMemo(() => session.bets.map((b) => parseMinor(b)), [session.bets]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<FishScene | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const balanceRef = useRef(parseMinor(session.balance));
  const [balance, setBalanceState] = useState(balanceRef.current);
  const [betLevel, setBetLevel] = useState(0);
  const [autoFire, setAutoFire] = useState(false);
  const [lockMode, setLockMode] = useState(false);
  const [soundOn, setSoundOn] = useState(() => window.localStorage.getItem('fishing.sound') === 'on');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [status, setStatus] = useState<Status>('connecting');
  const [toast, setToast] = useState<string | null>(null);
  const [seedHash, setSeedHash] = useState('');
  const [others, setOthers] = useState<OtherCannon[]>([]);
  const [sound] = useState(() => new Sound(window.localStorage.getItem('fishing.sound') === 'on'));
  const theme = document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';

  const setBalance = useCallback((value: bigint) => {
    balanceRef.current = value;
    setBalanceState(value);
  }, []);
  const say = useCallback((text: string) => {
    setToast(text);
    window.setTimeout(() => setToast((now) => (now === text ? null : now)), 2400);
  }, []);

  useEffect(() => {
    sound.enabled = soundOn;
    window.localStorage.setItem('fishing.sound', soundOn ? 'on' : 'off');
  }, [soundOn, sound]);

  // The scene lives as long as the page.
  useEffect(() => {
    if (!canvas.current) return;
    const s = new FishScene(canvas.current, THEMES[gameCode][theme], sound, {
      onShot: (fishId, angle, level) => {
        const ws = socket.current;
        if (ws?.readyState === WebSocket.OPEN)
          ws.send(JSON.stringify({ type: 'shot', fishId, angle, betLevel: level }));
      },
      onMyResult: (m) => setBalance(balanceRef.current - parseMinor(m.bet) + parseMinor(m.win)),
      onBroke: () => say(t('insufficient')),
      canAfford: (level) => balanceRef.current >= (bets[level] ?? 0n),
    });
    s.onAim = (angle, level) => {
      const ws = socket.current;
      if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'aim', angle, betLevel: level }));
    };
    s.labels = { boss: t('bossWave'), big: t('bigWin'), mega: t('megaWin') };
    scene.current = s;
    return () => {
      s.destroy();
      scene.current = null;
    };
  }, [gameCode, theme, sound, bets, setBalance, say, t]);

  useEffect(() => {
    const s = scene.current;
    if (!s) return;
    s.betLevel = betLevel;
    s.autoFire = autoFire;
    s.lockMode = lockMode;
    if (!lockMode) s.lockedFishId = null;
  }, [betLevel, autoFire, lockMode]);

  // The room's socket: joins, hands each message to the scene, reconnects after a drop.
  useEffect(() => {
    let stopped = false;
    let failures = 0;
    let retry: number | undefined;
    let pinger: number | undefined;
    const onMessage = (m: TFishingServerMessage) => {
      const s = scene.current;
      switch (m.type) {
        case 'room':
          failures = 0;
          setStatus('open');
          setSeedHash(m.room.seedHash);
          s?.setRoom(m.room);
          setOthers(
            m.room.players
              .filter((p) => !p.isMe)
              .map((p) => ({ seat: p.seat, name: p.displayName, won: 0n }))
              .sort((a, b) => a.seat - b.seat),
          );
          return;
        case 'spawn':
          s?.spawn(m.fish);
          return;
        case 'gone':
          s?.gone(m.fishIds);
          return;
        case 'player': {
          s?.setPlayer(m.seat, m.player);
          const joined = m.player;
          setOthers((now) => {
            const rest = now.filter((o) => o.seat !== m.seat);
            if (!joined || joined.isMe) return rest;
            return [...rest, { seat: m.seat, name: joined.displayName, won: 0n }].sort(
              (a, b) => a.seat - b.seat,
            );
          });
          return;
        }
        case 'aim':
          s?.aimOf(m.seat, m.angle, m.betLevel);
          return;
        case 'shot':
          s?.shot(m);
          // Only others' shots come without a nonce (mine carry my round's).
          if (m.nonce === null && m.captured)
            setOthers((now) =>
              now.map((o) => (o.seat === m.seat ? { ...o, won: o.won + parseMinor(m.win) } : o)),
            );
          return;
        case 'refused':
          if (m.code === 'INSUFFICIENT_FUNDS') say(t('insufficient'));
          return;
        case 'wave':
          s?.wave();
          return;
        case 'round':
          setSeedHash(m.nextSeedHash);
          return;
        case 'balance':
          setBalance(parseMinor(m.balance));
          return;
        case 'error':
          say(m.message);
          return;
        default:
          return;
      }
    };
    const connect = () => {
      setStatus('connecting');
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${FISHING_WS_PATH}`);
      socket.current = ws;
      ws.onopen = () => {
        ws.send(
          JSON.stringify({
            type: 'join',
            sessionToken: session.sessionToken,
            gameCode,
            clientSeed: clientSeedOf(),
          }),
        );
        pinger = window.setInterval(
          () => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}'),
          15_000,
        );
      };
      ws.onmessage = (event) => {
        try {
          onMessage(JSON.parse(String(event.data)) as TFishingServerMessage);
        } catch {
          // A message this page cannot read is skipped.
        }
      };
      ws.onclose = (event) => {
        window.clearInterval(pinger);
        if (stopped) return;
        if (event.code === FISHING_WS_CLOSE.unauthorized) {
          setStatus('unauthorized');
          return;
        }
        setStatus('closed');
        retry = window.setTimeout(connect, Math.min(8_000, 500 * 2 ** failures++));
      };
    };
    connect();
    const leave = () =>
      socket.current?.readyState === WebSocket.OPEN && socket.current.send('{"type":"leave"}');
    window.addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      window.removeEventListener('pagehide', leave);
      window.clearTimeout(retry);
      window.clearInterval(pinger);
      socket.current?.close();
    };
  }, [session.sessionToken, gameCode, setBalance, say, t]);

  const bet = bets[betLevel] ?? 0n;
  return (
    <div className="game" data-game={gameCode}>
      {/* The ocean keeps its own left and right (cannon seats, fish paths) in every language. */}
      <canvas ref={canvas} className="ocean" dir="ltr" role="img" aria-label={NAMES[gameCode]} />

      <header className="hud hud--top">
        {session.lobbyUrl ? (
          <a className="pill pill--button" href={session.lobbyUrl} target="_top" rel="noopener">
            <BackIcon /> {t('lobby')}
          </a>
        ) : (
          <span />
        )}
        <h1 className="title">{NAMES[gameCode]}</h1>
        <div className="hud__group">
          <button
            type="button"
            className="icon-button"
            aria-pressed={soundOn}
            aria-label={soundOn ? t('soundOn') : t('soundOff')}
            onClick={() => setSoundOn((v) => !v)}
          >
            {soundOn ? <SoundOnIcon /> : <SoundOffIcon />}
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('history')}
            onClick={() => setHistoryOpen(true)}
          >
            <HistoryIcon />
          </button>
        </div>
      </header>

      {others.length > 0 ? (
        <ul className="others" aria-label={t('others')}>
          {others.map((o) => (
            <li key={o.seat} className="others__cannon">
              <span className="others__dot" style={{ background: SEAT_COLOURS[o.seat] }} aria-hidden="true" />
              <span className="others__name">{o.name}</span>
              <output className="others__won" aria-label={t('wonBy', { name: o.name })}>
                {displayMinor(o.won)}
              </output>
            </li>
          ))}
        </ul>
      ) : null}

      <footer className="hud hud--bottom">
        <div className="panel wallet">
          <span className="panel__label">
            {t('balance')} · {session.currency}
          </span>
          <output className="panel__value" aria-label={t('balance')}>
            {displayMinor(balance)}
          </output>
        </div>
        <fieldset className="panel bet" aria-label={t('bet')}>
          <button
            type="button"
            className="round-button"
            aria-label={t('betDown')}
            disabled={betLevel === 0}
            onClick={() => setBetLevel((v) => Math.max(0, v - 1))}
          >
            −
          </button>
          <div className="bet__value">
            <span className="panel__label">{t('bet')}</span>
            <output aria-live="polite">{displayMinor(bet)}</output>
          </div>
          <button
            type="button"
            className="round-button"
            aria-label={t('betUp')}
            disabled={betLevel >= bets.length - 1}
            onClick={() => setBetLevel((v) => Math.min(bets.length - 1, v + 1))}
          >
            +
          </button>
        </fieldset>
        <div className="hud__group hud__group--actions">
          <button
            type="button"
            className="toggle"
            aria-pressed={lockMode}
            onClick={() => setLockMode((v) => !v)}
          >
            <TargetIcon /> {t('lockTarget')}
          </button>
          <button
            type="button"
            className="toggle toggle--fire"
            aria-pressed={autoFire}
            onClick={() => setAutoFire((v) => !v)}
          >
            <BoltIcon /> {t('autoFire')}
          </button>
        </div>
      </footer>

      {lockMode ? <p className="hint">{t('lockHint')}</p> : null}
      {toast ? (
        <p className="toast" role="alert">
          {toast}
        </p>
      ) : null}
      {status === 'connecting' || status === 'closed' ? (
        <p className="status" role="status">
          {t('reconnecting')}
        </p>
      ) : null}
      {status === 'unauthorized' ? (
        <div className="splash splash--over" role="alert">
          <h1>{t('sessionOver')}</h1>
          <p>{t('sessionOverText')}</p>
        </div>
      ) : null}
      <div className="rotate" aria-hidden="true">
        <span>⟳</span>
        <p>{t('rotate')}</p>
      </div>
      {historyOpen ? <History api={api} seedHash={seedHash} onClose={() => setHistoryOpen(false)} /> : null}
    </div>
  );
}
