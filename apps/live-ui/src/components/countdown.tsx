/** The countdown ring: the share of the phase left as an arc, the seconds inside. */
export function CountdownRing({
  share,
  seconds,
  label,
  tone,
}: {
  share: number;
  seconds: number | null;
  label: string;
  tone: 'open' | 'last' | 'closed';
}) {
  const r = 42;
  const length = 2 * Math.PI * r;
  return (
    <div
      className={`ring ring--${tone} ${seconds === null ? 'ring--idle' : ''}`}
      role="timer"
      aria-label={label}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle className="ring__track" cx="50" cy="50" r={r} />
        <circle
          className="ring__arc"
          cx="50"
          cy="50"
          r={r}
          strokeDasharray={length}
          strokeDashoffset={length * (1 - share)}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className="ring__text">
        {seconds !== null ? <b>{seconds}</b> : null}
        <small>{label}</small>
      </span>
    </div>
  );
}
