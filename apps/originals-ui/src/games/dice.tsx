import { formatMinor, parseMinor } from '@croupier/contracts';
import { diceMultiplier, formatMultiplier, payout } from '@croupier/games';
import { type CSSProperties, useState } from 'react';
import { BetSelector } from '../components/bet-selector.tsx';
import { useGame } from '../context.ts';
import { useI18n } from '../lib/i18n.ts';
import { displayMinor } from '../lib/money.ts';
import { play } from '../lib/sound.ts';
import { clampDiceTarget, type DiceDirection } from './mini-logic.ts';
import { type Recent, RecentResults } from './recent.tsx';

/** Dice: slider target, roll over/under, multiplier and chance from the exact maths. */
export function DiceGame() {
  const { api, bet, isBusy, setBusy, reportError, onRoundSettled, balance, setBalance, session } = useGame();
  const { t: tr } = useI18n();
  const [direction, setDirection] = useState<DiceDirection>('over');
  const [target, setTarget] = useState(5050);
  const [roll, setRoll] = useState<{ value: number; isWin: boolean; key: number } | null>(null);
  const [recent, setRecent] = useState<Recent[]>([]);
  const rules = session.game.rules;
  const minChance = rules.kind === 'dice' ? rules.minChance : 1;
  const maxChance = rules.kind === 'dice' ? rules.maxChance : 98;

  const t = clampDiceTarget(target, direction, minChance, maxChance);
  const winning = direction === 'under' ? t : 10000 - t;
  const multiplier = diceMultiplier({ target: t, direction });
  const profit = payout(bet, multiplier) - bet;

  const flip = () => {
    play('click');
    setDirection((d) => (d === 'over' ? 'under' : 'over'));
    setTarget(10000 - t);
  };

  const rollDice = async () => {
    if (isBusy) return;
    setBusy(true);
    const before = balance;
    const shown = parseMinor(before) - bet;
    if (shown >= 0n) setBalance(formatMinor(shown));
    play('click');
    try {
      const res = await api.dice(formatMinor(bet), t, direction);
      const o = res.value.round.outcome;
      if (o.kind !== 'dice') throw new Error('not a dice round');
      setRoll({ value: o.roll, isWin: o.isWin, key: Date.now() });
      window.setTimeout(() => {
        play(o.isWin ? 'win' : 'lose');
        onRoundSettled(res.value.round, res.value.balance, res.value.fairness);
        setRecent((list) =>
          [{ id: res.value.round.roundId, label: (o.roll / 100).toFixed(2), isWin: o.isWin }, ...list].slice(
            0,
            12,
          ),
        );
        setBusy(false);
      }, 450);
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
        <fieldset className="field segmented-field">
          <legend className="field-label">{tr('direction')}</legend>
          <div className="segmented">
            {(['under', 'over'] as const).map((d) => (
              <label key={d} className={direction === d ? 'is-on' : ''}>
                <input
                  type="radio"
                  name="dice-direction"
                  value={d}
                  checked={direction === d}
                  disabled={isBusy}
                  onChange={() => d !== direction && flip()}
                />
                {tr(d === 'under' ? 'rollUnder' : 'rollOver')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="stats">
          <div className="stat">
            <span className="stat__label">{tr('multiplier')}</span>
            <output className="stat__value" aria-label={tr('multiplier')}>
              {formatMultiplier(multiplier, 4)}×
            </output>
          </div>
          <div className="stat">
            <span className="stat__label">{tr('winChance')}</span>
            <output className="stat__value" aria-label={tr('winChance')}>
              {(winning / 100).toFixed(2)}%
            </output>
          </div>
          <div className="stat stat--wide">
            <span className="stat__label">{tr('profitOnWin')}</span>
            <output className="stat__value" aria-label={tr('profitOnWin')}>
              {displayMinor(profit, 4)}
            </output>
          </div>
        </div>
        <button type="button" className="play-btn" onClick={() => void rollDice()} disabled={isBusy}>
          {tr('roll')}
        </button>
      </div>
      <div className="mini__board dice-board">
        <RecentResults items={recent} />
        <output
          className={`dice-result${roll ? (roll.isWin ? ' is-win' : ' is-loss') : ''}`}
          aria-label={tr('rollResult')}
          aria-live="polite"
        >
          {roll ? (roll.value / 100).toFixed(2) : '—'}
        </output>
        <div className="dice-track" dir="ltr" style={{ '--target': `${t / 100}%` } as CSSProperties}>
          <div className={`dice-track__bar dice-track__bar--${direction}`} />
          {roll && (
            <div
              key={roll.key}
              className={`dice-track__marker${roll.isWin ? ' is-win' : ' is-loss'}`}
              style={{ '--pos': `${roll.value / 100}%` } as CSSProperties}
            >
              <span>{(roll.value / 100).toFixed(2)}</span>
            </div>
          )}
          <input
            type="range"
            className="dice-track__range"
            min={0}
            max={10000}
            step={1}
            value={t}
            aria-label={tr('target')}
            aria-valuetext={tr(direction === 'under' ? 'rollUnderValue' : 'rollOverValue', {
              value: (t / 100).toFixed(2),
            })}
            disabled={isBusy}
            onChange={(event) =>
              setTarget(clampDiceTarget(Number(event.target.value), direction, minChance, maxChance))
            }
          />
          <div className="dice-track__scale" aria-hidden="true">
            {[0, 25, 50, 75, 100].map((n) => (
              <span key={n}>{n}</span>
            ))}
          </div>
        </div>
        <p className="dice-target">
          {tr(direction === 'under' ? 'rollUnder' : 'rollOver')} <strong>{(t / 100).toFixed(2)}</strong>
        </p>
      </div>
    </div>
  );
}
