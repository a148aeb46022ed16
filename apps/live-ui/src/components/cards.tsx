/** Playing cards drawn in CSS/SVG: 'TH' = ten of hearts; a card not yet turned shows its back. */

const SUITS: Record<string, { glyph: string; name: string; isRed: boolean }> = {
  S: { glyph: '♠', name: 'spades', isRed: false },
  H: { glyph: '♥', name: 'hearts', isRed: true },
  D: { glyph: '♦', name: 'diamonds', isRed: true },
  C: { glyph: '♣', name: 'clubs', isRed: false },
};
const RANKS: Record<string, { text: string; name: string }> = {
  A: { text: 'A', name: 'ace' },
  T: { text: '10', name: 'ten' },
  J: { text: 'J', name: 'jack' },
  Q: { text: 'Q', name: 'queen' },
  K: { text: 'K', name: 'king' },
};

/** The English name of a card code ('TH' → 'ten of hearts'), used as its accessible label. */
export function cardName(card: string): string {
  const rank = RANKS[card[0] ?? ''];
  const suit = SUITS[card[1] ?? ''];
  return `${rank?.name ?? card[0]} of ${suit?.name ?? card[1]}`;
}

/**
 * One card. `card` null = still face down (dealt, not turned); `isSideways` lays the third card
 * across as dealers do in baccarat.
 */
export function PlayingCard({
  card,
  isSideways = false,
  size = 'md',
}: {
  card: string | null;
  isSideways?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const rank = card ? (RANKS[card[0] ?? '']?.text ?? card[0]) : '';
  const suit = card ? SUITS[card[1] ?? ''] : undefined;
  const isFace = card ? 'JQK'.includes(card[0] ?? '') : false;
  return (
    <div
      className={`card card--${size} ${card ? 'card--up' : ''} ${isSideways ? 'card--side' : ''}`}
      role="img"
      aria-label={card ? cardName(card) : 'face-down card'}
    >
      <div className="card__inner">
        <div className="card__back" aria-hidden="true" />
        <div className={`card__face ${suit?.isRed ? 'card__face--red' : ''}`} aria-hidden="true">
          <span className="card__corner">
            <b>{rank}</b>
            <i>{suit?.glyph}</i>
          </span>
          <span className={`card__pip ${isFace ? 'card__pip--face' : ''}`}>
            {isFace ? <em>{rank}</em> : null}
            {suit?.glyph}
          </span>
          <span className="card__corner card__corner--flip">
            <b>{rank}</b>
            <i>{suit?.glyph}</i>
          </span>
        </div>
      </div>
    </div>
  );
}
