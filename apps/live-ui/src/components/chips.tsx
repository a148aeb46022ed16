import { displayStake } from '@croupier/game-client';

/** Chip colours by their place in the table's ladder (smallest first). */
const TONES = ['white', 'red', 'green', 'blue', 'black', 'purple', 'gold', 'orange'] as const;

/** A casino chip in CSS: edge stripes, inlay and the value. */
export function ChipFace({
  value,
  tone,
  size = 'md',
}: {
  value: bigint;
  tone: number;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <span className={`chipface chipface--${size}`} data-tone={TONES[tone % TONES.length]} aria-hidden="true">
      <span className="chipface__inlay">{displayStake(value)}</span>
    </span>
  );
}

/** The chip tray: one chip is selected and goes on the spot a player taps. */
export function ChipTray({
  values,
  selected,
  onSelect,
  label,
  chipLabel,
}: {
  values: readonly bigint[];
  selected: bigint | null;
  onSelect: (value: bigint) => void;
  label: string;
  chipLabel: (value: string) => string;
}) {
  return (
    <fieldset className="tray" aria-label={label}>
      {values.map((value, i) => (
        <button
          key={value.toString()}
          type="button"
          className="tray__chip"
          aria-pressed={selected === value}
          aria-label={chipLabel(displayStake(value))}
          onClick={() => onSelect(value)}
        >
          <ChipFace value={value} tone={i} />
        </button>
      ))}
    </fieldset>
  );
}

/** The tone index of an amount: the largest chip value it reaches. */
export function toneOf(amount: bigint, values: readonly bigint[]): number {
  let tone = 0;
  values.forEach((value, i) => {
    if (amount >= value) tone = i;
  });
  return tone;
}

/** The chips sitting on a spot: the accepted total and the unsent one. */
export function SpotChips({
  confirmed,
  pending,
  values,
}: {
  confirmed: bigint;
  pending: bigint;
  values: readonly bigint[];
}) {
  const total = confirmed + pending;
  if (total === 0n) return null;
  return (
    <span className={`spotchips ${pending > 0n ? 'spotchips--pending' : ''}`} aria-hidden="true">
      <ChipFace value={total} tone={toneOf(total, values)} size="sm" />
    </span>
  );
}
