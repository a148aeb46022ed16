import { AGENT_REPORT_MAX_DAYS } from '@croupier/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import {
  clampRange,
  isCalendarDay,
  matchingPreset,
  nextRange,
  normaliseRange,
  presetRange,
  previousRange,
  RANGE_PRESETS,
  type TDateRange,
} from '../lib/date-range.ts';

/**
 * The report period picker: the spec's presets (today, yesterday, the last 7 or 30 days), two day
 * inputs, and previous / next buttons that move the window by its own length (next stops at today).
 */
export function DateRangeFilter({
  value,
  onChange,
  today,
}: {
  value: TDateRange;
  onChange: (range: TDateRange) => void;
  today: string;
}) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const pressed = matchingPreset(value, today);
  const next = nextRange(value, today);

  const setDay = (end: 'from' | 'to', day: string) => {
    if (!isCalendarDay(day)) return;
    const capped = day > today ? today : day;
    const ordered = normaliseRange({ ...value, [end]: capped });
    onChange(
      clampRange(
        ordered,
        AGENT_REPORT_MAX_DAYS,
        ordered[end] === capped ? end : end === 'from' ? 'to' : 'from',
      ),
    );
  };

  return (
    <fieldset className="range-filter">
      <legend className="visually-hidden">{t('agentCenter.range.legend')}</legend>
      <div className="range-filter__presets">
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="chip"
            aria-pressed={pressed === preset}
            onClick={() => onChange(presetRange(preset, today))}
          >
            {t(`agentCenter.range.${preset}`)}
          </button>
        ))}
      </div>
      <div className="range-filter__days">
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={t('agentCenter.range.previous')}
          onClick={() => onChange(previousRange(value))}
        >
          <Icon name="chevronLeft" size={18} />
        </button>
        <label className="range-filter__day" htmlFor={fromId}>
          <span>{t('agentCenter.range.from')}</span>
          <input
            id={fromId}
            className="input input--compact"
            type="date"
            value={value.from}
            max={today}
            onChange={(event) => setDay('from', event.target.value)}
          />
        </label>
        <span className="range-filter__dash" aria-hidden="true">
          –
        </span>
        <label className="range-filter__day" htmlFor={toId}>
          <span>{t('agentCenter.range.to')}</span>
          <input
            id={toId}
            className="input input--compact"
            type="date"
            value={value.to}
            max={today}
            onChange={(event) => setDay('to', event.target.value)}
          />
        </label>
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={t('agentCenter.range.next')}
          disabled={next === null}
          onClick={() => {
            if (next) onChange(next);
          }}
        >
          <Icon name="chevronRight" size={18} />
        </button>
      </div>
    </fieldset>
  );
}
