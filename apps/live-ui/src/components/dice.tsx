/** Sic bo dice drawn in CSS; a die not yet known tumbles in the shaker. */

const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function Die({ value, size = 'md' }: { value: number | null; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span
      className={`die die--${size} ${value === null ? 'die--rolling' : ''} ${value === 1 || value === 4 ? 'die--red' : ''}`}
      role="img"
      aria-label={value === null ? 'rolling die' : `die ${value}`}
    >
      {Array.from({ length: 9 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the nine pip places of a face
        <i key={i} className={(PIPS[value ?? 5] ?? []).includes(i) ? 'die__pip' : 'die__pip die__pip--off'} />
      ))}
    </span>
  );
}

export function Dice({ dice, size = 'md' }: { dice: readonly (number | null)[]; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className="dice">
      {dice.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the die's position is its identity
        <Die key={i} value={d} size={size} />
      ))}
    </span>
  );
}
