/** The cockfight pit: meron (red) and wala (blue) roosters; they spar while the fight runs. */

function Rooster({ side }: { side: 'meron' | 'wala' }) {
  const body = side === 'meron' ? '#c0262d' : '#1f5fbf';
  const wing = side === 'meron' ? '#7d1117' : '#12397a';
  return (
    <svg viewBox="0 0 120 120" className={`rooster rooster--${side}`} aria-hidden="true">
      <path d="M18 72 C6 52 14 28 30 22 C26 40 34 52 44 58 Z" fill={wing} />
      <path d="M20 64 C10 44 22 30 34 34 C30 46 38 54 46 58 Z" fill="#2b1a0a" opacity="0.55" />
      <ellipse cx="58" cy="68" rx="30" ry="24" fill={body} />
      <path d="M40 66 C52 52 70 56 74 70 C64 82 48 84 40 66 Z" fill={wing} />
      <path d="M74 56 C76 40 80 30 88 26 C96 30 96 42 90 52 C86 60 80 62 74 56 Z" fill={body} />
      <path d="M84 20 C86 14 90 14 90 20 C92 14 96 14 96 21 C99 17 102 20 98 26 L86 26 Z" fill="#e11d2e" />
      <path d="M96 32 L108 36 L96 40 Z" fill="#f5b301" />
      <path d="M92 42 C94 48 90 52 88 48 Z" fill="#e11d2e" />
      <circle cx="91" cy="32" r="2.6" fill="#111" />
      <circle cx="91.8" cy="31.2" r="0.8" fill="#fff" />
      <path
        d="M52 90 L48 108 M48 108 L40 110 M48 108 L54 111"
        stroke="#e0a526"
        strokeWidth="3.4"
        strokeLinecap="round"
      />
      <path
        d="M66 90 L68 108 M68 108 L60 111 M68 108 L76 110"
        stroke="#e0a526"
        strokeWidth="3.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function FightPit({
  state,
  result,
  meronLabel,
  walaLabel,
}: {
  state: 'waiting' | 'fighting' | 'done';
  result: 'MERON' | 'WALA' | 'DRAW' | 'CANCELLED' | null;
  meronLabel: string;
  walaLabel: string;
}) {
  const winner = state === 'done' ? result : null;
  return (
    <div className={`pit pit--${state}`} role="img" aria-label={`${meronLabel} vs ${walaLabel}`}>
      <div className="pit__floor" aria-hidden="true" />
      <div
        className={`pit__cock pit__cock--meron ${winner === 'MERON' ? 'is-winner' : ''} ${winner === 'WALA' ? 'is-loser' : ''}`}
      >
        <Rooster side="meron" />
        <span className="pit__tag pit__tag--meron">{meronLabel}</span>
      </div>
      <div className="pit__dust" aria-hidden="true" />
      <div
        className={`pit__cock pit__cock--wala ${winner === 'WALA' ? 'is-winner' : ''} ${winner === 'MERON' ? 'is-loser' : ''}`}
      >
        <Rooster side="wala" />
        <span className="pit__tag pit__tag--wala">{walaLabel}</span>
      </div>
    </div>
  );
}
