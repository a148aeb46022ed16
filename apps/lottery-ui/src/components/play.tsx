import {
  LOTTERY_MAX_LINES,
  parseMinor,
  type TLotteryBetType,
  type TLotteryGameInfo,
} from '@croupier/contracts';
import { displayMinor, displayStake, parseStake, stakeSteps } from '@croupier/game-client';
import { type CSSProperties, useId, useMemo, useState } from 'react';
import { useI18n } from '../lib/i18n.ts';
import {
  gridValues,
  isGridPick,
  linesFromPicks,
  priceSlip,
  quickPick,
  quickPicksOf,
  roomOnSlip,
  type SlipLine,
  typedSelection,
} from '../lib/slip.ts';
import { vendorOptionLabel } from '../lib/vendor-texts.ts';
import { Icon } from './ui.tsx';

let nextLineId = 1;

/**
 * The betting side of a game: bet types, the number picker with quick picks, the stake, and the
 * slip with every line's cost and the total before buying.
 */
export function PlayPanel({
  game,
  lines,
  onLinesChange,
  isSalesOpen,
  isBuying,
  balance,
  onBuy,
}: {
  game: TLotteryGameInfo;
  lines: readonly SlipLine[];
  onLinesChange: (lines: SlipLine[]) => void;
  isSalesOpen: boolean;
  isBuying: boolean;
  balance: bigint;
  onBuy: () => void;
}) {
  const { t, betTypeName, betTypeHelp } = useI18n();
  const [typeCode, setTypeCode] = useState(game.betTypes[0]?.code ?? '');
  const betType = game.betTypes.find((b) => b.code === typeCode) ?? game.betTypes[0];
  const [picked, setPicked] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  if (!betType) return null;

  const add = (stake: bigint) => {
    const made = linesFromPicks(betType, picked);
    if (!made.ok) {
      setProblem(made.reason === 'count' ? t('needCount', { count: betType.pick.count }) : t('pickNumbers'));
      return;
    }
    if (made.lines.length > roomOnSlip(lines)) {
      setProblem(t('slipFull', { max: LOTTERY_MAX_LINES }));
      return;
    }
    const added = made.lines.map((selections) => ({
      id: `l${nextLineId++}`,
      betType: betType.code,
      selections,
      stake,
    }));
    onLinesChange([...lines, ...added]);
    setPicked([]);
    setProblem(null);
  };

  return (
    <div className="play">
      <section className="panel play__pick" aria-labelledby="pick-title">
        <h2 id="pick-title" className="panel__title">
          {t('betTypes')}
        </h2>
        <fieldset className="bet-types">
          <legend className="sr-only">{t('betTypes')}</legend>
          {game.betTypes.map((b) => (
            <button
              key={b.code}
              type="button"
              className="bet-type"
              aria-pressed={b.code === betType.code}
              onClick={() => {
                setTypeCode(b.code);
                setPicked([]);
                setProblem(null);
              }}
            >
              <span className="bet-type__name">{betTypeName(b.code, b.name)}</span>
              <span className="bet-type__odds">{b.odds}×</span>
            </button>
          ))}
        </fieldset>
        <p className="bet-info">
          <span>{betTypeHelp(betType)}</span>
          <span className="bet-info__figures">
            <span>{t('odds', { odds: betType.odds })}</span>
            <span>{t('houseEdge', { edge: betType.houseEdge })}</span>
          </span>
        </p>
        <NumberPicker betType={betType} picked={picked} onPickedChange={setPicked} onProblem={setProblem} />
        <StakeAndAdd
          key={betType.code}
          betType={betType}
          pickedCount={picked.length}
          onAdd={add}
          onProblem={setProblem}
        />
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
      </section>
      <Slip
        game={game}
        lines={lines}
        onLinesChange={onLinesChange}
        isSalesOpen={isSalesOpen}
        isBuying={isBuying}
        balance={balance}
        onBuy={onBuy}
      />
    </div>
  );
}

function NumberPicker({
  betType,
  picked,
  onPickedChange,
  onProblem,
}: {
  betType: TLotteryBetType;
  picked: string[];
  onPickedChange: (picked: string[]) => void;
  onProblem: (problem: string | null) => void;
}) {
  const { t, language } = useI18n();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const { pick } = betType;
  const isSingle = pick.count <= 1;
  const values = useMemo(
    () => (pick.digits === null ? [...(betType.options ?? [])] : gridValues(pick)),
    [betType, pick],
  );
  const toggle = (value: string) => {
    if (picked.includes(value)) onPickedChange(picked.filter((v) => v !== value));
    else if (isSingle || picked.length < pick.count) onPickedChange([...picked, value]);
    else onProblem(t('needCount', { count: pick.count }));
  };
  const optionLabel = (value: string) => {
    const key = `qp_${value.toLowerCase()}` as const;
    return key === 'qp_big' || key === 'qp_small' || key === 'qp_odd' || key === 'qp_even'
      ? t(key)
      : (vendorOptionLabel(language, value) ?? value);
  };

  return (
    <div className="picker">
      <div className="picker__head">
        <span className="picker__title">
          {isSingle ? t('pickOne') : t('pickCount', { count: pick.count })}
        </span>
        <span className="picker__count" aria-live="polite">
          {t('picked', { count: picked.length })}
        </span>
      </div>
      {pick.digits === null || isGridPick(pick) ? (
        <fieldset
          className={`grid grid--${pick.digits === null ? 'options' : values.length > 12 ? 'wide' : 'small'}`}
          style={{ '--cols': values.length } as CSSProperties}
        >
          <legend className="sr-only">{t('pickNumbers')}</legend>
          {values.map((value) => (
            <button
              key={value}
              type="button"
              className="num"
              aria-pressed={picked.includes(value)}
              onClick={() => toggle(value)}
            >
              {pick.digits === null ? optionLabel(value) : value}
            </button>
          ))}
        </fieldset>
      ) : (
        <form
          className="typed"
          onSubmit={(event) => {
            event.preventDefault();
            const value = typedSelection(typed, pick);
            if (!value) {
              onProblem(
                t('badNumber', {
                  min: String(pick.min).padStart(pick.digits ?? 0, '0'),
                  max: String(pick.max).padStart(pick.digits ?? 0, '0'),
                }),
              );
              return;
            }
            if (!picked.includes(value)) toggle(value);
            setTyped('');
            onProblem(null);
          }}
        >
          <label htmlFor={inputId} className="field-label">
            {t('typeNumber', { digits: pick.digits ?? 0 })}
          </label>
          <div className="typed__row">
            <input
              id={inputId}
              className="input input--mono"
              inputMode="numeric"
              autoComplete="off"
              maxLength={pick.digits ?? 6}
              value={typed}
              onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
            />
            <button type="submit" className="btn">
              {t('add')}
            </button>
          </div>
          {picked.length > 0 && (
            <ul className="typed__chips">
              {picked.map((value) => (
                <li key={value}>
                  <button
                    type="button"
                    className="pick-chip"
                    aria-label={t('remove', { name: value })}
                    onClick={() => toggle(value)}
                  >
                    {value} <Icon name="close" size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </form>
      )}
      <fieldset className="quick">
        <legend className="quick__label">{t('quickPick')}</legend>
        {quickPicksOf(betType).map((mode) => (
          <button
            key={mode}
            type="button"
            className="btn btn--small btn--soft"
            onClick={() => {
              onPickedChange(quickPick(betType, mode));
              onProblem(null);
            }}
          >
            {mode === 'random' && <Icon name="dice" size={16} />}
            {t(`qp_${mode}`)}
          </button>
        ))}
        <button
          type="button"
          className="btn btn--small btn--ghost"
          disabled={picked.length === 0}
          onClick={() => onPickedChange([])}
        >
          {t('clear')}
        </button>
      </fieldset>
    </div>
  );
}

function StakeAndAdd({
  betType,
  pickedCount,
  onAdd,
  onProblem,
}: {
  betType: TLotteryBetType;
  pickedCount: number;
  onAdd: (stake: bigint) => void;
  onProblem: (problem: string | null) => void;
}) {
  const { t } = useI18n();
  const inputId = useId();
  const min = parseMinor(betType.minStake);
  const max = parseMinor(betType.maxStake);
  const steps = useMemo(() => stakeSteps(min, max).slice(0, 6), [min, max]);
  const [text, setText] = useState(displayStake(steps[1] ?? min));
  const stake = parseStake(text);
  const isStakeOk = stake !== null && stake >= min && stake <= max;
  return (
    <div className="stake">
      <label htmlFor={inputId} className="field-label">
        {t('stake')}{' '}
        <span className="muted small">
          {t('stakeLimits', { min: displayStake(min), max: displayStake(max) })}
        </span>
      </label>
      <div className="stake__row">
        <input
          id={inputId}
          className="input stake__input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={!isStakeOk}
          onChange={(event) => setText(event.target.value)}
        />
        <fieldset className="stake__chips">
          <legend className="sr-only">{t('stake')}</legend>
          {steps.map((step) => (
            <button
              key={step.toString()}
              type="button"
              className="stake-chip"
              aria-pressed={stake === step}
              onClick={() => setText(displayStake(step))}
            >
              {displayStake(step)}
            </button>
          ))}
        </fieldset>
      </div>
      <button
        type="button"
        className="btn btn--accent btn--block"
        disabled={pickedCount === 0}
        onClick={() => {
          if (!isStakeOk || stake === null) {
            onProblem(t('badStake', { min: displayStake(min), max: displayStake(max) }));
            return;
          }
          onAdd(stake);
        }}
      >
        {t('addToSlip')}
      </button>
    </div>
  );
}

function Slip({
  game,
  lines,
  onLinesChange,
  isSalesOpen,
  isBuying,
  balance,
  onBuy,
}: {
  game: TLotteryGameInfo;
  lines: readonly SlipLine[];
  onLinesChange: (lines: SlipLine[]) => void;
  isSalesOpen: boolean;
  isBuying: boolean;
  balance: bigint;
  onBuy: () => void;
}) {
  const { t, betTypeName } = useI18n();
  const price = useMemo(() => priceSlip(game.kind, lines), [game.kind, lines]);
  const costOf = (id: string) => (price.ok ? price.lines.find((l) => l.id === id) : undefined);
  const total = price.ok ? price.total : null;
  const isShort = total !== null && total > balance;
  return (
    <aside className="panel slip" aria-labelledby="slip-title">
      <div className="slip__head">
        <h2 id="slip-title" className="panel__title">
          <Icon name="ticket" /> {t('slip')}
        </h2>
        {lines.length > 0 && (
          <button type="button" className="btn btn--small btn--ghost" onClick={() => onLinesChange([])}>
            {t('clearSlip')}
          </button>
        )}
      </div>
      {lines.length === 0 ? (
        <p className="slip__empty">{t('slipEmpty')}</p>
      ) : (
        <ul className="slip__lines" aria-label={t('slip')}>
          {lines.map((line) => {
            const type = game.betTypes.find((b) => b.code === line.betType);
            const name = `${type ? betTypeName(type.code, type.name) : line.betType} ${line.selections.join(' · ')}`;
            const priced = costOf(line.id);
            return (
              <li key={line.id} className="slip-line">
                <div className="slip-line__main">
                  <span className="slip-line__type">
                    {type ? betTypeName(type.code, type.name) : line.betType}
                  </span>
                  <span className="slip-line__sel">{line.selections.join(' · ')}</span>
                </div>
                <div className="slip-line__money">
                  <span className="muted small">
                    {displayStake(line.stake)}
                    {priced && priced.combinations > 1 ? ` × ${priced.combinations}` : ''}
                  </span>
                  <span className="slip-line__cost">{priced ? displayMinor(priced.cost) : '—'}</span>
                </div>
                <button
                  type="button"
                  className="icon-btn icon-btn--small"
                  aria-label={t('remove', { name })}
                  onClick={() => onLinesChange(lines.filter((l) => l.id !== line.id))}
                >
                  <Icon name="trash" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!price.ok && (
        <p className="field-error" role="alert">
          {price.message}
        </p>
      )}
      <div className="slip__total">
        <span>
          {t('totalCost')} <span className="muted small">{t('lines', { count: lines.length })}</span>
        </span>
        <output className="slip__total-amount" aria-label={t('totalCost')}>
          {total === null ? '—' : displayMinor(total)}
        </output>
      </div>
      {isShort && <p className="field-error">{t('notEnough')}</p>}
      <button
        type="button"
        className="btn btn--primary btn--block btn--large"
        disabled={lines.length === 0 || !price.ok || !isSalesOpen || isBuying || isShort}
        onClick={onBuy}
      >
        {isBuying ? t('buying') : isSalesOpen ? t('buy') : t('salesClosed')}
      </button>
    </aside>
  );
}
