import { formatMinor, parseMinor } from '@croupier/contracts';
import { payout } from '@croupier/games';
import { useEffect, useRef, useState } from 'react';
import { BetSelector } from '../components/bet-selector.tsx';
import { useGame } from '../context.ts';
import { useI18n } from '../lib/i18n.ts';
import { displayHundredths, displayMinor } from '../lib/money.ts';
import { play } from '../lib/sound.ts';
import { multiplierToHundredths } from '../lib/verify.ts';
import { hundredthsText, limboChance, limboFrame, parseTarget } from './mini-logic.ts';
import { type Recent, RecentResults } from './recent.tsx';

const RISE_MS = 900;

/** Limbo: name a target multiplier; the drawn number rises to its value; win when it reaches the target. */
export function LimboGame() {
  const { api, bet, isBusy, setBusy, reportError, onRoundSettled, balance, setBalance, session } = useGame();
  const { t } = useI18n();
  const rules = session.game.rules;
  const min = rules.kind === 'limbo' ? multiplierToHundredths(rules.minTarget) : 101n;
  const max = rules.kind === 'limbo' ? multiplierToHundredths(rules.maxTarget) : 100_000_000n;
  const [text, setText] = useState('2.00');
  const [shown, setShown] = useState<bigint>(100n);
  const [state, setState] = useState<'idle' | 'rising' | 'win' | 'loss'>('idle');
  const [recent, setRecent] = useState<Recent[]>([]);
  const frame = useRef(0);
  const target = parseTarget(text, min, max);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const go = async () => {
    if (isBusy || target === null) return;
    setBusy(true);
    const before = balance;
    const after = parseMinor(before) - bet;
    if (after >= 0n) setBalance(formatMinor(after));
    play('click');
    try {
      const res = await api.limbo(formatMinor(bet), hundredthsText(target));
      const o = res.value.round.outcome;
      if (o.kind !== 'limbo') throw new Error('not a limbo round');
      const result = multiplierToHundredths(o.result);
      setState('rising');
      const start = performance.now();
      let lastTick = 0;
      const step = (now: number) => {
        const p = Math.min(1, (now - start) / RISE_MS);
        setShown(limboFrame(result, p));
        if (now - lastTick > 70) {
          play('tick');
          lastTick = now;
        }
        if (p < 1) {
          frame.current = requestAnimationFrame(step);
          return;
        }
        setState(o.isWin ? 'win' : 'loss');
        play(o.isWin ? 'win' : 'lose');
        onRoundSettled(res.value.round, res.value.balance, res.value.fairness);
        setRecent((list) =>
          [{ id: res.value.round.roundId, label: `${o.result}×`, isWin: o.isWin }, ...list].slice(0, 12),
        );
        setBusy(false);
      };
      frame.current = requestAnimationFrame(step);
    } catch (error) {
      setBalance(before);
      setBusy(false);
      setState('idle');
      reportError(error);
    }
  };

  const profit = target !== null ? payout(bet, { num: target, den: 100n }) - bet : null;
  return (
    <div className="mini">
      <div className="mini__panel controls controls--side">
        <BetSelector />
        <div className="field">
          <label className="field-label" htmlFor="limbo-target">
            {t('targetMultiplier')}
          </label>
          <div className="input-affix">
            <input
              id="limbo-target"
              className="input"
              inputMode="decimal"
              value={text}
              disabled={isBusy}
              aria-invalid={target === null ? true : undefined}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => target !== null && setText(hundredthsText(target))}
            />
            <span className="input-affix__suffix">×</span>
          </div>
          {target === null && (
            <p className="field-error" role="alert">
              {t('multiplierRange', { min: hundredthsText(min), max: hundredthsText(max) })}
            </p>
          )}
        </div>
        <div className="stats">
          <div className="stat">
            <span className="stat__label">{t('winChance')}</span>
            <output className="stat__value" aria-label={t('winChance')}>
              {target !== null ? `${limboChance(target).toFixed(4)}%` : '—'}
            </output>
          </div>
          <div className="stat">
            <span className="stat__label">{t('profitOnWin')}</span>
            <output className="stat__value" aria-label={t('profitOnWin')}>
              {profit !== null ? displayMinor(profit, 4) : '—'}
            </output>
          </div>
        </div>
        <button
          type="button"
          className="play-btn"
          onClick={() => void go()}
          disabled={isBusy || target === null}
        >
          {t('play')}
        </button>
      </div>
      <div className="mini__board limbo-board">
        <RecentResults items={recent} />
        <output
          className={`limbo-number limbo-number--${state}`}
          aria-label={t('resultMultiplier')}
          aria-live="polite"
        >
          {displayHundredths(shown)}
        </output>
        <p className="limbo-target">
          {t('targetValue', { value: target !== null ? displayHundredths(target) : '—' })}
        </p>
      </div>
    </div>
  );
}
