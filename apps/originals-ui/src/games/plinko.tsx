import { formatMinor, parseMinor } from '@croupier/contracts';
import { type PlinkoRisk, plinkoTable } from '@croupier/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BetSelector } from '../components/bet-selector.tsx';
import { useGame } from '../context.ts';
import { useI18n } from '../lib/i18n.ts';
import { positions } from '../lib/range.ts';
import { play } from '../lib/sound.ts';
import { plinkoPeg, plinkoWaypoints } from './mini-logic.ts';
import { type Recent, RecentResults } from './recent.tsx';

const STEP_MS = 110;

interface Ball {
  readonly points: { x: number; y: number }[];
  readonly start: number;
  readonly slot: number;
}

/** Slot colour by multiplier (hundredths): hot edges, cool centre. */
function slotColor(m: number): string {
  if (m >= 1000) return '#ff1f4b';
  if (m >= 300) return '#ff4d3d';
  if (m >= 150) return '#ff8a1f';
  if (m >= 100) return '#ffb020';
  if (m >= 60) return '#ffd43b';
  return '#c4e94d';
}

/** Plinko: a canvas board of pegs; the ball follows the server's path into its slot. */
export function PlinkoGame() {
  const { api, bet, isBusy, setBusy, reportError, onRoundSettled, balance, setBalance, session } = useGame();
  const { t } = useI18n();
  const rules = session.game.rules;
  const minRows = rules.kind === 'plinko' ? rules.minRows : 8;
  const maxRows = rules.kind === 'plinko' ? rules.maxRows : 16;
  const risks: PlinkoRisk[] = rules.kind === 'plinko' ? rules.risks : ['low', 'medium', 'high'];
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [recent, setRecent] = useState<Recent[]>([]);
  const [landed, setLanded] = useState<{ slot: number; key: number } | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const ball = useRef<Ball | null>(null);
  const raf = useRef(0);
  const table: readonly number[] =
    (rules.kind === 'plinko' ? rules.tables[risk]?.[String(rows)] : undefined) ?? plinkoTable(rows, risk);

  const draw = useCallback(
    (now: number) => {
      const el = canvas.current;
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
      const size = Math.min(w, h * 1.05);
      const ox = (w - size) / 2;
      const boardH = h * 0.97;
      const pegR = Math.max(2, size / (rows + 2) / 9);
      const pegColor = getComputedStyle(el).getPropertyValue('--peg').trim() || '#e2e8ff';
      for (let r = 0; r < rows; r++) {
        for (let p = 0; p < r + 3; p++) {
          const peg = plinkoPeg(rows, r, p);
          ctx.beginPath();
          ctx.arc(ox + peg.x * size, peg.y * boardH, pegR, 0, Math.PI * 2);
          ctx.fillStyle = pegColor;
          ctx.shadowColor = 'rgba(160, 180, 255, 0.6)';
          ctx.shadowBlur = 6;
          ctx.fill();
        }
      }
      ctx.shadowBlur = 0;
      const b = ball.current;
      if (b) {
        const t = Math.max(0, (now - b.start) / STEP_MS);
        const i = Math.min(Math.floor(t), b.points.length - 2);
        const f = Math.min(1, Math.max(0, t - i));
        const a = b.points[i] as { x: number; y: number };
        const c = b.points[i + 1] as { x: number; y: number };
        const dy = c.y - a.y;
        const x = a.x + (c.x - a.x) * f;
        const y = a.y + dy * f - dy * 0.55 * Math.sin(Math.PI * f);
        const radius = pegR * 2.2;
        const gx = ox + x * size;
        const gy = y * boardH - radius;
        const grad = ctx.createRadialGradient(gx - radius / 3, gy - radius / 3, radius / 5, gx, gy, radius);
        grad.addColorStop(0, '#fff7d6');
        grad.addColorStop(1, '#ff4fa3');
        ctx.beginPath();
        ctx.arc(gx, gy, radius, 0, Math.PI * 2);
        ctx.fillStyle = grad;
        ctx.shadowColor = '#ff4fa3';
        ctx.shadowBlur = 14;
        ctx.fill();
        ctx.shadowBlur = 0;
      }
    },
    [rows],
  );

  useEffect(() => {
    draw(performance.now());
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => draw(performance.now()));
    ro.observe(el);
    return () => ro.disconnect();
  }, [draw]);
  useEffect(() => () => cancelAnimationFrame(raf.current), []);

  const drop = async () => {
    if (isBusy) return;
    setBusy(true);
    setLanded(null);
    const before = balance;
    const after = parseMinor(before) - bet;
    if (after >= 0n) setBalance(formatMinor(after));
    play('click');
    try {
      const res = await api.plinko(formatMinor(bet), rows, risk);
      const o = res.value.round.outcome;
      if (o.kind !== 'plinko') throw new Error('not a plinko round');
      const points = plinkoWaypoints(o.path);
      ball.current = { points, start: performance.now(), slot: o.slot };
      let lastRow = -1;
      const step = (now: number) => {
        const b = ball.current;
        if (!b) return;
        const t = Math.max(0, (now - b.start) / STEP_MS);
        if (Math.floor(t) !== lastRow && t < b.points.length - 1) {
          lastRow = Math.floor(t);
          play('tick');
        }
        draw(now);
        if (t < b.points.length - 1) {
          raf.current = requestAnimationFrame(step);
          return;
        }
        ball.current = null;
        draw(now);
        const m = parseMinor(res.value.round.win) >= parseMinor(res.value.round.bet);
        setLanded({ slot: o.slot, key: now });
        play(m ? 'win' : 'lose');
        onRoundSettled(res.value.round, res.value.balance, res.value.fairness);
        setRecent((list) =>
          [{ id: res.value.round.roundId, label: `${res.value.round.multiplier}×`, isWin: m }, ...list].slice(
            0,
            12,
          ),
        );
        setBusy(false);
      };
      raf.current = requestAnimationFrame(step);
    } catch (error) {
      setBalance(before);
      setBusy(false);
      reportError(error);
    }
  };

  return (
    <div className="mini">
      <div className="mini__panel controls controls--side">
        <BetSelector />
        <div className="field-pair">
          <div className="field">
            <label className="field-label" htmlFor="plinko-risk">
              {t('risk')}
            </label>
            <select
              id="plinko-risk"
              className="input"
              value={risk}
              disabled={isBusy}
              onChange={(e) => setRisk(e.target.value as PlinkoRisk)}
            >
              {risks.map((r) => (
                <option key={r} value={r}>
                  {t(`risk_${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="plinko-rows">
              {t('rows')}
            </label>
            <select
              id="plinko-rows"
              className="input"
              value={rows}
              disabled={isBusy}
              onChange={(e) => setRows(Number(e.target.value))}
            >
              {Array.from({ length: maxRows - minRows + 1 }, (_, i) => minRows + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="button" className="play-btn" onClick={() => void drop()} disabled={isBusy}>
          {t('dropBall')}
        </button>
      </div>
      <div className="mini__board plinko-board">
        <RecentResults items={recent} />
        <div className="plinko-stack" dir="ltr">
          <div className="plinko-canvas" ref={box}>
            <canvas
              ref={canvas}
              role="img"
              aria-label={t('plinkoBoard', { rows, risk: t(`risk_${risk}`) })}
            />
          </div>
          <ol
            className="plinko-slots"
            aria-label={t('slotMultipliers')}
            style={{
              gridTemplateColumns: `repeat(${rows + 1}, 1fr)`,
              width: `${((rows + 1) / (rows + 2)) * 100}%`,
            }}
          >
            {positions(table).map(({ item: m, at: k }) => (
              <li
                key={k}
                className={`plinko-slot${landed?.slot === k ? ' is-hit' : ''}`}
                style={{ background: slotColor(m) }}
              >
                {m >= 10000 ? `${Math.round(m / 100)}` : (m / 100).toFixed(m >= 1000 ? 0 : 1)}×
              </li>
            ))}
          </ol>
        </div>
        <output className="sr-only" aria-live="polite" aria-label={t('plinkoResult')}>
          {landed
            ? t('plinkoLanded', {
                slot: landed.slot,
                multiplier: ((table[landed.slot] ?? 0) / 100).toFixed(2),
              })
            : ''}
        </output>
      </div>
    </div>
  );
}
