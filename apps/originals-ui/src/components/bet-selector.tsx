import { parseMinor } from '@croupier/contracts';
import { useMemo } from 'react';
import { useGame } from '../context.ts';
import { useI18n } from '../lib/i18n.ts';
import { betSteps, displayBet, nearestStep } from '../lib/money.ts';
import { play } from '../lib/sound.ts';
import { Icon } from './icons.tsx';

/** The bet size: −/+ through the 1-2-5 ladder within the game's limits, or pick from the list. */
export function BetSelector({ isDisabled = false }: { isDisabled?: boolean }) {
  const { session, bet, setBet, isBusy } = useGame();
  const { t } = useI18n();
  const steps = useMemo(
    () => betSteps(parseMinor(session.game.minBet), parseMinor(session.game.maxBet)),
    [session.game.minBet, session.game.maxBet],
  );
  const index = nearestStep(steps, bet);
  const locked = isDisabled || isBusy;
  const choose = (i: number) => {
    const next = steps[Math.max(0, Math.min(steps.length - 1, i))];
    if (next !== undefined) {
      play('click');
      setBet(next);
    }
  };
  return (
    <div className="bet-selector">
      <label className="field-label" htmlFor="bet-amount">
        {t('bet')} <span className="field-label__hint">{session.currency}</span>
      </label>
      <div className="bet-selector__row">
        <button
          type="button"
          className="icon-btn icon-btn--square"
          aria-label={t('decreaseBet')}
          disabled={locked || index === 0}
          onClick={() => choose(index - 1)}
        >
          <Icon name="minus" />
        </button>
        <select
          id="bet-amount"
          className="bet-selector__select"
          aria-label={t('betAmount')}
          value={steps[index]?.toString()}
          disabled={locked}
          onChange={(event) => choose(steps.findIndex((s) => s.toString() === event.target.value))}
        >
          {steps.map((step) => (
            <option key={step.toString()} value={step.toString()}>
              {displayBet(step)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="icon-btn icon-btn--square"
          aria-label={t('increaseBet')}
          disabled={locked || index === steps.length - 1}
          onClick={() => choose(index + 1)}
        >
          <Icon name="plus" />
        </button>
      </div>
      <p className="bet-selector__limits">
        {t('limits', { min: displayBet(steps[0] ?? 0n), max: displayBet(steps[steps.length - 1] ?? 0n) })}
      </p>
    </div>
  );
}
