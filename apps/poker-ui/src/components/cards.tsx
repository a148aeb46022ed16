const SUITS: Record<string, { glyph: string; red: boolean; name: string }> = {
  S: { glyph: '♠', red: false, name: 'spades' },
  H: { glyph: '♥', red: true, name: 'hearts' },
  D: { glyph: '♦', red: true, name: 'diamonds' },
  C: { glyph: '♣', red: false, name: 'clubs' },
};
const RANKS: Record<string, string> = {
  T: '10',
  J: 'J',
  Q: 'Q',
  K: 'K',
  A: 'A',
};
const RANK_NAMES: Record<string, string> = { T: '10', J: 'jack', Q: 'queen', K: 'king', A: 'ace' };

/** A playing card face ('AS', 'TH'); `size` scales it. */
export function Card({
  card,
  size = 'md',
  highlight = false,
}: {
  card: string;
  size?: 'sm' | 'md' | 'lg';
  highlight?: boolean;
}) {
  const rank = card[0] as string;
  const suit = SUITS[card[1] as string] ?? { glyph: '?', red: false, name: '' };
  return (
    <span
      className={`card card--${size}${suit.red ? ' card--red' : ''}${highlight ? ' card--hi' : ''}`}
      role="img"
      aria-label={`${RANK_NAMES[rank] ?? rank} of ${suit.name}`}
      data-card={card}
    >
      <span className="card__rank">{RANKS[rank] ?? rank}</span>
      <span className="card__suit">{suit.glyph}</span>
    </span>
  );
}

/** A face-down card. */
export function CardBack({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`card card--back card--${size}`} aria-hidden="true" />;
}

/** A player's avatar: initials on a colour drawn from the name. */
export function Avatar({ name, size = 48 }: { name: string; size?: number }) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const hue = hash % 360;
  const initials = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => [...w][0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{
        ['--size' as string]: `${size}px`,
        background: `linear-gradient(135deg, hsl(${hue} 70% 58%), hsl(${(hue + 40) % 360} 65% 38%))`,
      }}
    >
      {initials || '?'}
    </span>
  );
}
