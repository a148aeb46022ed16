import {
  CRASH_GROWTH_PER_MS,
  formatMinor,
  parseMinor,
  type TCrashPlayer,
  type TCrashRoundState,
  type TCrashServerMessage,
  ZCrashServerMessage,
} from '@croupier/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BetSelector } from '../components/bet-selector.tsx';
import { useGame } from '../context.ts';
import { ApiError } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';
import { displayHundredths, displayMoney } from '../lib/money.ts';
import { positions } from '../lib/range.ts';
import { play } from '../lib/sound.ts';
import { multiplierToHundredths } from '../lib/verify.ts';
import { parseTarget } from './mini-logic.ts';

type Conn = 'connecting' | 'open' | 'closed';

interface MyBet {
  readonly crashRoundId: string;
  readonly roundId: string;
  readonly bet: string;
  cashOut: string | null;
  win: string | null;
  isSettled: boolean;
}

const newRequestId = (): string => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Crash: the shared round over WebSocket — bets close, the multiplier rises, cash out before the bust. */
export function CrashGame() {
  const { api, bet, setBalance, reportError, session, onRoundSettled, fairness } = useGame();
  const { t } = useI18n();
  const [conn, setConn] = useState<Conn>('connecting');
  const [round, setRound] = useState<TCrashRoundState | null>(null);
  const [players, setPlayers] = useState<TCrashPlayer[]>([]);
  const [history, setHistory] = useState<{ crashRoundId: string; bust: string }[]>([]);
  const [myBet, setMyBet] = useState<MyBet | null>(null);
  const [autoText, setAutoText] = useState('');
  const [pending, setPending] = useState<'bet' | 'cashout' | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const socket = useRef<WebSocket | null>(null);
  const offset = useRef(0);
  const lastTick = useRef<{ multiplier: number; at: number } | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const fairnessRef = useRef(fairness);
  fairnessRef.current = fairness;
  const roundRef = useRef<TCrashRoundState | null>(null);
  roundRef.current = round;

  const handle = useCallback(
    (msg: TCrashServerMessage) => {
      switch (msg.type) {
        case 'state': {
          offset.current = msg.serverTime - Date.now();
          const previous = roundRef.current;
          if (previous?.phase === 'running' && msg.round.phase === 'busted') play('bust');
          setRound(msg.round);
          setPlayers(msg.players);
          setHistory(msg.history);
          setBalance(msg.balance);
          lastTick.current = null;
          setMyBet((mine) => {
            const me = msg.players.find((p) => p.isMe);
            if (mine && mine.crashRoundId === msg.round.crashRoundId) return mine;
            if (me && msg.round.phase !== 'busted')
              return {
                crashRoundId: msg.round.crashRoundId,
                roundId: '',
                bet: me.bet,
                cashOut: me.cashOut,
                win: me.win,
                isSettled: me.cashOut !== null,
              };
            return mine && mine.crashRoundId === msg.round.crashRoundId ? mine : null;
          });
          break;
        }
        case 'tick':
          lastTick.current = { multiplier: multiplierToHundredthsNumber(msg.multiplier), at: Date.now() };
          break;
        case 'players':
          setPlayers(msg.players);
          break;
        case 'ack':
          setPending(null);
          setBalance(msg.balance);
          if (msg.action === 'bet') {
            play('click');
            setMyBet({
              crashRoundId: msg.crashRoundId,
              roundId: msg.roundId,
              bet: msg.bet,
              cashOut: null,
              win: null,
              isSettled: false,
            });
          } else {
            play('cashout');
            setMyBet((m) => (m ? { ...m, cashOut: msg.cashOut, win: msg.win, isSettled: true } : m));
          }
          break;
        case 'settled':
          setBalance(msg.balance);
          setMyBet((m) =>
            m && m.crashRoundId === msg.crashRoundId
              ? { ...m, roundId: msg.roundId, cashOut: msg.cashOut, win: msg.win, isSettled: true }
              : m,
          );
          api
            .round(msg.roundId)
            .then((res) => onRoundSettled(res.value.round, msg.balance, fairnessRef.current))
            .catch(() => undefined);
          break;
        case 'error':
          setPending(null);
          reportError(new ApiError(msg.code, msg.message, 0));
          break;
        case 'pong':
          offset.current = msg.serverTime - Date.now();
          break;
      }
    },
    [api, onRoundSettled, reportError, setBalance],
  );

  useEffect(() => {
    let isClosed = false;
    let retry = 0;
    let timer = 0;
    let ping = 0;
    const retryLater = () => {
      retry += 1;
      timer = window.setTimeout(connect, Math.min(8000, 500 * 2 ** retry));
    };
    const connect = async () => {
      setConn('connecting');
      let url: string;
      try {
        url = await api.crashSocketUrl();
      } catch (error) {
        if (isClosed) return;
        if (error instanceof ApiError && error.status === 401) {
          reportError(error);
          return;
        }
        setConn('closed');
        retryLater();
        return;
      }
      if (isClosed) return;
      const ws = new WebSocket(url);
      socket.current = ws;
      ws.onopen = () => {
        retry = 0;
        setConn('open');
        ping = window.setInterval(
          () => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping' })),
          15_000,
        );
      };
      ws.onmessage = (event) => {
        let data: unknown;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const parsed = ZCrashServerMessage.safeParse(data);
        if (parsed.success) handle(parsed.data);
      };
      ws.onclose = (event) => {
        window.clearInterval(ping);
        setConn('closed');
        setPending(null);
        if (isClosed) return;
        if (event.code === 4401 || event.code === 1008) {
          reportError(new ApiError('SESSION_EXPIRED', t('sessionEnded'), 401));
          return;
        }
        retryLater();
      };
    };
    void connect();
    return () => {
      isClosed = true;
      window.clearTimeout(timer);
      window.clearInterval(ping);
      socket.current?.close();
    };
  }, [api, handle, reportError, t]);

  // Animation clock.
  useEffect(() => {
    let raf = 0;
    const loop = () => {
      setNow(Date.now());
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(raf);
  }, []);

  const growth = session.game.rules.kind === 'crash' ? session.game.rules.growthPerMs : CRASH_GROWTH_PER_MS;
  const serverNow = now + offset.current;
  const phase = round?.phase ?? 'betting';
  const elapsed = round?.startedAt ? Math.max(0, serverNow - round.startedAt) : 0;
  const live =
    phase === 'running'
      ? Math.max(multiplierAt(elapsed, growth), lastTick.current?.multiplier ?? 100)
      : phase === 'busted' && round?.bust
        ? multiplierToHundredthsNumber(round.bust)
        : 100;
  const countdown =
    phase === 'betting' && round?.bettingEndsAt ? Math.max(0, (round.bettingEndsAt - serverNow) / 1000) : 0;

  useEffect(() => {
    drawCurve(canvas.current, phase, elapsed, live, growth);
  }, [phase, elapsed, live, growth]);

  const send = (payload: object) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      reportError(new ApiError('NETWORK', t('crashOffline'), 0));
      return false;
    }
    ws.send(JSON.stringify(payload));
    return true;
  };
  const auto = autoText.trim() === '' ? null : parseTarget(autoText);
  const placeBet = () => {
    if (autoText.trim() !== '' && auto === null) return;
    if (
      send({
        type: 'bet',
        requestId: newRequestId(),
        bet: formatMinor(bet),
        autoCashOut: auto === null ? null : Number(auto),
      })
    )
      setPending('bet');
  };
  const cashOut = () => {
    if (send({ type: 'cashout', requestId: newRequestId() })) setPending('cashout');
  };

  const isMine = myBet && round && myBet.crashRoundId === round.crashRoundId;
  const canBet = phase === 'betting' && !isMine && conn === 'open';
  const canCash = phase === 'running' && isMine && !myBet?.isSettled && conn === 'open';
  const potential =
    isMine && myBet && !myBet.isSettled ? (parseMinor(myBet.bet) * BigInt(live)) / 100n : null;

  return (
    <div className="mini crash">
      <div className="mini__panel controls controls--side">
        <BetSelector isDisabled={!canBet} />
        <div className="field">
          <label className="field-label" htmlFor="crash-auto">
            {t('autoCashOut')}
          </label>
          <div className="input-affix">
            <input
              id="crash-auto"
              className="input"
              inputMode="decimal"
              placeholder={t('off')}
              value={autoText}
              onChange={(e) => setAutoText(e.target.value)}
              aria-invalid={autoText.trim() !== '' && auto === null ? true : undefined}
            />
            <span className="input-affix__suffix">×</span>
          </div>
        </div>
        {canCash ? (
          <button
            type="button"
            className="play-btn play-btn--cash"
            onClick={cashOut}
            disabled={pending !== null}
          >
            {potential !== null
              ? t('cashOutAmount', { amount: displayMoney(formatMinor(potential)) })
              : t('cashOut')}
          </button>
        ) : (
          <button
            type="button"
            className="play-btn"
            onClick={placeBet}
            disabled={!canBet || pending !== null}
          >
            {isMine
              ? myBet?.isSettled
                ? t('cashedOut')
                : phase === 'betting'
                  ? t('betPlaced')
                  : t('inPlay')
              : phase === 'betting'
                ? t('placeBet')
                : t('waitNextRound')}
          </button>
        )}
        <p className="muted small" aria-live="polite">
          {conn === 'open' ? t('connected') : conn === 'connecting' ? t('connecting') : t('reconnecting')}
        </p>
      </div>
      <div className="mini__board crash-board">
        <ul className="recent" aria-label={t('lastBusts')}>
          {history.slice(0, 12).map((h) => (
            <li
              key={h.crashRoundId}
              className={`recent__chip${multiplierToHundredthsNumber(h.bust) >= 200 ? ' is-win' : ''}`}
            >
              {h.bust}×
            </li>
          ))}
        </ul>
        <div className="crash-chart" dir="ltr">
          <canvas ref={canvas} role="img" aria-label={t('multiplierChart')} />
          <div className={`crash-chart__center crash-chart__center--${phase}`}>
            {phase === 'betting' ? (
              <>
                <span className="crash-chart__kicker">{t('betsCloseIn')}</span>
                <output className="crash-chart__big" aria-label={t('countdown')}>
                  {t('seconds', { s: countdown.toFixed(1) })}
                </output>
              </>
            ) : (
              <>
                {phase === 'busted' && <span className="crash-chart__kicker">{t('busted')}</span>}
                <output className="crash-chart__big" aria-label={t('crashMultiplier')}>
                  {displayHundredths(live)}
                </output>
                {isMine && myBet?.cashOut && (
                  <span className="crash-chart__kicker crash-chart__kicker--win">
                    {t('youCashedOutAt', { multiplier: myBet.cashOut })}
                  </span>
                )}
              </>
            )}
          </div>
        </div>
        <section className="crash-players" aria-label={t('players')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('player')}</th>
                <th scope="col">{t('bet')}</th>
                <th scope="col">{t('cashOut')}</th>
                <th scope="col">{t('win')}</th>
              </tr>
            </thead>
            <tbody>
              {players.length === 0 && (
                <tr>
                  <td colSpan={4} className="muted">
                    {t('noBetsRound')}
                  </td>
                </tr>
              )}
              {positions(players).map(({ item: p, at: i }) => (
                <tr
                  key={`${p.name}-${i}`}
                  className={`${p.isMe ? 'is-me' : ''}${p.cashOut ? ' is-out' : phase === 'busted' ? ' is-lost' : ''}`}
                >
                  <td>{p.isMe ? `${p.name} (you)` : p.name}</td>
                  <td>{displayMoney(p.bet)}</td>
                  <td>{p.cashOut ? `${p.cashOut}×` : phase === 'busted' ? t('bust') : '—'}</td>
                  <td>{p.win ? displayMoney(p.win) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className="muted small crash-note">
          Bets in {session.currency} · 2.00× after {(Math.log(2) / growth / 1000).toFixed(1)} s · cash-outs
          are timed by the server
        </p>
      </div>
    </div>
  );
}

/** The multiplier in hundredths t ms after the start for a growth rate (the contract's formula). */
function multiplierAt(elapsedMs: number, growth: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(growth * elapsedMs)));
}

function multiplierToHundredthsNumber(text: string): number {
  return Number(multiplierToHundredths(text));
}

/** Draws the rising curve: time on x, multiplier on y, both axes growing with the round. */
function drawCurve(
  el: HTMLCanvasElement | null,
  phase: string,
  elapsed: number,
  live: number,
  growth: number,
): void {
  const ctx = el?.getContext('2d');
  if (!el || !ctx) return;
  const dpr = window.devicePixelRatio || 1;
  const w = el.clientWidth;
  const h = el.clientHeight;
  if (el.width !== Math.round(w * dpr) || el.height !== Math.round(h * dpr)) {
    el.width = Math.round(w * dpr);
    el.height = Math.round(h * dpr);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  const pad = { l: 44, r: 16, t: 16, b: 28 };
  const maxT = Math.max(Math.log(2) / growth / 1.5, elapsed * 1.15);
  const maxM = Math.max(2, (live / 100) * 1.2);
  const X = (t: number) => pad.l + (t / maxT) * (w - pad.l - pad.r);
  const Y = (m: number) => h - pad.b - ((m - 1) / (maxM - 1)) * (h - pad.t - pad.b);
  ctx.strokeStyle = 'rgba(148, 163, 230, 0.12)';
  ctx.fillStyle = 'rgba(154, 166, 204, 0.8)';
  ctx.font = '11px system-ui, sans-serif';
  ctx.lineWidth = 1;
  const stepM = maxM <= 3 ? 0.5 : maxM <= 6 ? 1 : maxM <= 20 ? 5 : 10 ** Math.floor(Math.log10(maxM));
  for (let m = 1; m <= maxM; m += stepM) {
    ctx.beginPath();
    ctx.moveTo(pad.l, Y(m));
    ctx.lineTo(w - pad.r, Y(m));
    ctx.stroke();
    ctx.fillText(`${m.toFixed(m < 10 ? 1 : 0)}×`, 6, Y(m) + 4);
  }
  const stepT = maxT <= 20000 ? 2000 : maxT <= 60000 ? 10000 : 30000;
  for (let t = 0; t <= maxT; t += stepT) ctx.fillText(`${Math.round(t / 1000)}s`, X(t) - 6, h - 8);
  if (phase === 'betting' || elapsed <= 0) return;
  const end = phase === 'busted' ? Math.log(live / 100) / growth : elapsed;
  const color = phase === 'busted' ? '#ff4d6d' : '#35d39a';
  ctx.beginPath();
  ctx.moveTo(X(0), Y(1));
  const n = 60;
  for (let i = 1; i <= n; i++) {
    const t = (end * i) / n;
    ctx.lineTo(X(t), Y(Math.exp(growth * t)));
  }
  const grad = ctx.createLinearGradient(0, Y(maxM), 0, Y(1));
  grad.addColorStop(0, phase === 'busted' ? 'rgba(255, 77, 109, 0.35)' : 'rgba(53, 211, 154, 0.35)');
  grad.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.lineWidth = 4;
  ctx.strokeStyle = color;
  ctx.shadowColor = color;
  ctx.shadowBlur = 12;
  ctx.stroke();
  ctx.shadowBlur = 0;
  ctx.lineTo(X(end), Y(1));
  ctx.closePath();
  ctx.fillStyle = grad;
  ctx.fill();
  const tipX = X(end);
  const tipY = Y(Math.exp(growth * end));
  ctx.beginPath();
  ctx.arc(tipX, tipY, 6, 0, Math.PI * 2);
  ctx.fillStyle = '#fff';
  ctx.fill();
}
