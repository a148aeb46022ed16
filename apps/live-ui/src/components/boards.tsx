import type { TLiveGameKind } from '@croupier/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { SpotChips } from './chips.tsx';
import { Die } from './dice.tsx';
import { numberColour, WHEEL_ORDER } from './wheel.tsx';

/** What every bet board needs from the table page. */
export interface BoardProps {
  /** The spots this table takes (the vendor's list). */
  readonly spots: ReadonlySet<string>;
  readonly isOpen: boolean;
  readonly onBet: (spot: string) => void;
  readonly chipsOn: (spot: string) => { confirmed: bigint; pending: bigint };
  readonly chipValues: readonly bigint[];
  /** Spots that won in the outcome shown. */
  readonly winning: ReadonlySet<string>;
  readonly name: (spot: string) => string;
  readonly pays: (spot: string) => string | undefined;
  /** The whole table's stake per spot this round (display text), for the main spots. */
  readonly tableTotal: (spot: string) => string | null;
  /** The accessible name of the roulette table layout. */
  readonly layoutLabel: string;
}

/** One bet spot: a button named as players read the spot, its chips, its payout. */
function Spot({
  code,
  board,
  className = '',
  children,
  showPays = true,
  showTotal = false,
}: {
  code: string;
  board: BoardProps;
  className?: string;
  children?: ReactNode;
  showPays?: boolean;
  showTotal?: boolean;
}) {
  if (!board.spots.has(code)) return null;
  const chips = board.chipsOn(code);
  const pays = board.pays(code);
  const total = showTotal ? board.tableTotal(code) : null;
  return (
    <button
      type="button"
      className={`spot ${className}`}
      aria-label={board.name(code)}
      title={pays ? `${board.name(code)} · ${pays}` : board.name(code)}
      disabled={!board.isOpen}
      data-win={board.winning.has(code) || undefined}
      data-bet={chips.confirmed + chips.pending > 0n || undefined}
      onClick={() => board.onBet(code)}
    >
      {children ?? <span className="spot__name">{board.name(code)}</span>}
      {showPays && pays ? <span className="spot__pays">{pays}</span> : null}
      {total ? <span className="spot__total">{total}</span> : null}
      <SpotChips confirmed={chips.confirmed} pending={chips.pending} values={board.chipValues} />
    </button>
  );
}

function BaccaratBoard({ board }: { board: BoardProps }) {
  return (
    <div className="board board--baccarat">
      <div className="board__row board__row--side">
        <Spot code="PLAYER_PAIR" board={board} className="spot--player spot--small" />
        <Spot code="TIE" board={board} className="spot--tie" showTotal />
        <Spot code="BANKER_PAIR" board={board} className="spot--banker spot--small" />
      </div>
      <div className="board__row board__row--main">
        <Spot code="PLAYER" board={board} className="spot--player spot--main" showTotal />
        <Spot code="BANKER" board={board} className="spot--banker spot--main" showTotal />
      </div>
    </div>
  );
}

function DragonTigerBoard({ board }: { board: BoardProps }) {
  return (
    <div className="board board--dt">
      <div className="board__row board__row--main">
        <Spot code="DRAGON" board={board} className="spot--dragon spot--main" showTotal />
        <div className="board__stack">
          <Spot code="TIE" board={board} className="spot--tie" showTotal />
          <Spot code="SUITED_TIE" board={board} className="spot--tie spot--small" />
        </div>
        <Spot code="TIGER" board={board} className="spot--tiger spot--main" showTotal />
      </div>
      <div className="board__row board__row--sides">
        {['DRAGON_BIG', 'DRAGON_SMALL', 'DRAGON_ODD', 'DRAGON_EVEN'].map((code) => (
          <Spot key={code} code={code} board={board} className="spot--dragon spot--small" />
        ))}
        {['TIGER_BIG', 'TIGER_SMALL', 'TIGER_ODD', 'TIGER_EVEN'].map((code) => (
          <Spot key={code} code={code} board={board} className="spot--tiger spot--small" />
        ))}
      </div>
    </div>
  );
}

function CockfightBoard({ board }: { board: BoardProps }) {
  return (
    <div className="board board--cockfight">
      <div className="board__row board__row--main">
        <Spot code="MERON" board={board} className="spot--meron spot--main" showTotal />
        <Spot code="DRAW" board={board} className="spot--draw" showTotal />
        <Spot code="WALA" board={board} className="spot--wala spot--main" showTotal />
      </div>
    </div>
  );
}

const SIC_BO_DOUBLES = [1, 2, 3, 4, 5, 6];
const COMBOS: [number, number][] = [];
for (let a = 1; a <= 6; a++) for (let b = a + 1; b <= 6; b++) COMBOS.push([a, b]);

function SicBoBoard({ board }: { board: BoardProps }) {
  return (
    <div className="board board--sicbo">
      <div className="sicbo__top">
        <Spot code="SMALL" board={board} className="spot--main spot--small-bet" showTotal>
          <span className="spot__name">{board.name('SMALL')}</span>
          <span className="spot__hint">4–10</span>
        </Spot>
        <div className="sicbo__grid sicbo__grid--doubles">
          {SIC_BO_DOUBLES.map((d) => (
            <Spot key={d} code={`DOUBLE_${d}`} board={board} className="spot--dice">
              <span className="spot__dice">
                <Die value={d} size="sm" />
                <Die value={d} size="sm" />
              </span>
            </Spot>
          ))}
        </div>
        <div className="sicbo__grid sicbo__grid--triples">
          {[1, 2, 3].map((d) => (
            <Spot key={d} code={`TRIPLE_${d}`} board={board} className="spot--dice">
              <span className="spot__dice">
                <Die value={d} size="sm" />
                <Die value={d} size="sm" />
                <Die value={d} size="sm" />
              </span>
            </Spot>
          ))}
          <Spot code="ANY_TRIPLE" board={board} className="spot--any-triple" />
          {[4, 5, 6].map((d) => (
            <Spot key={d} code={`TRIPLE_${d}`} board={board} className="spot--dice">
              <span className="spot__dice">
                <Die value={d} size="sm" />
                <Die value={d} size="sm" />
                <Die value={d} size="sm" />
              </span>
            </Spot>
          ))}
        </div>
        <Spot code="BIG" board={board} className="spot--main spot--big-bet" showTotal>
          <span className="spot__name">{board.name('BIG')}</span>
          <span className="spot__hint">11–17</span>
        </Spot>
      </div>
      <div className="sicbo__row sicbo__row--eo">
        <Spot code="ODD" board={board} />
        <Spot code="EVEN" board={board} />
      </div>
      <div className="sicbo__row sicbo__row--totals">
        {Array.from({ length: 14 }, (_, i) => i + 4).map((total) => (
          <Spot key={total} code={`TOTAL_${total}`} board={board} className="spot--total">
            <span className="spot__big">{total}</span>
          </Spot>
        ))}
      </div>
      <div className="sicbo__row sicbo__row--combos">
        {COMBOS.map(([a, b]) => (
          <Spot key={`${a}${b}`} code={`COMBO_${a}_${b}`} board={board} className="spot--dice">
            <span className="spot__dice spot__dice--col">
              <Die value={a} size="sm" />
              <Die value={b} size="sm" />
            </span>
          </Spot>
        ))}
      </div>
      <div className="sicbo__row sicbo__row--singles">
        {SIC_BO_DOUBLES.map((d) => (
          <Spot key={d} code={`SINGLE_${d}`} board={board} className="spot--dice">
            <span className="spot__dice">
              <Die value={d} size="sm" />
            </span>
          </Spot>
        ))}
      </div>
    </div>
  );
}

/** A small bet hotspot on a line or corner between roulette numbers. */
function Hotspot({ code, board, at }: { code: string; board: BoardProps; at: string }) {
  if (!board.spots.has(code)) return null;
  const chips = board.chipsOn(code);
  return (
    <button
      type="button"
      className={`hot hot--${at}`}
      aria-label={board.name(code)}
      title={board.name(code)}
      disabled={!board.isOpen}
      data-win={board.winning.has(code) || undefined}
      onClick={(event) => {
        event.stopPropagation();
        board.onBet(code);
      }}
    >
      <SpotChips confirmed={chips.confirmed} pending={chips.pending} values={board.chipValues} />
    </button>
  );
}

/**
 * A layout cell's place: across on a wide screen (zero left, numbers in three rows), down on a
 * portrait phone (zero on top, numbers in three columns); the stylesheet picks one by width.
 */
function at(
  column: number | string,
  row: number | string,
  phoneColumn: number | string,
  phoneRow: number | string,
) {
  return { '--dc': column, '--dr': row, '--pc': phoneColumn, '--pr': phoneRow } as CSSProperties;
}

/** The roulette table layout: zero, 3 × 12 numbers with every split, street, corner and line, then the outside bets. */
export function RouletteLayout({ board, label }: { board: BoardProps; label: string }) {
  const cells: ReactNode[] = [];
  for (let col = 0; col < 12; col++) {
    for (let row = 0; row < 3; row++) {
      const n = col * 3 + (3 - row);
      cells.push(
        <div
          key={n}
          className="rl__cell"
          style={at(col + 2, row + 1, 3 + ((n - 1) % 3), 2 + Math.floor((n - 1) / 3))}
        >
          <Spot
            code={`STRAIGHT_${n}`}
            board={board}
            className={`spot--num spot--${numberColour(n)}`}
            showPays={false}
          >
            <span className="spot__num">{n}</span>
          </Spot>
          {n % 3 !== 0 ? <Hotspot code={`SPLIT_${n}_${n + 1}`} board={board} at="top" /> : null}
          {n <= 33 ? <Hotspot code={`SPLIT_${n}_${n + 3}`} board={board} at="right" /> : null}
          {n % 3 !== 0 && n <= 32 ? (
            <Hotspot code={`CORNER_${n}_${n + 1}_${n + 3}_${n + 4}`} board={board} at="top-right" />
          ) : null}
          {n % 3 === 1 ? <Hotspot code={`STREET_${n}`} board={board} at="bottom" /> : null}
          {n % 3 === 1 && n <= 31 ? <Hotspot code={`LINE_${n}`} board={board} at="bottom-right" /> : null}
          {n <= 3 ? <Hotspot code={`SPLIT_0_${n}`} board={board} at="left" /> : null}
          {n === 1 ? <Hotspot code="TRIO_0_1_2" board={board} at="top-left" /> : null}
          {n === 2 ? <Hotspot code="TRIO_0_2_3" board={board} at="top-left" /> : null}
          {n === 1 ? <Hotspot code="BASKET" board={board} at="bottom-left" /> : null}
        </div>,
      );
    }
  }
  return (
    <fieldset className="rl" dir="ltr" aria-label={label}>
      <div className="rl__grid">
        <div className="rl__zero" style={at(1, '1 / 4', '3 / span 3', 1)}>
          <Spot code="STRAIGHT_0" board={board} className="spot--num spot--green" showPays={false}>
            <span className="spot__num">0</span>
          </Spot>
        </div>
        {cells}
        {[3, 2, 1].map((c, row) => (
          <div key={c} className="rl__colbet" style={at(14, row + 1, 2 + c, 14)}>
            <Spot code={`COLUMN_${c}`} board={board} showPays={false}>
              <span className="spot__name">2:1</span>
            </Spot>
          </div>
        ))}
        {[1, 2, 3].map((d) => (
          <div
            key={d}
            className="rl__outside"
            style={at(`${2 + (d - 1) * 4} / span 4`, 4, 2, `${2 + (d - 1) * 4} / span 4`)}
          >
            <Spot code={`DOZEN_${d}`} board={board} showPays={false} />
          </div>
        ))}
        {['LOW', 'EVEN', 'RED', 'BLACK', 'ODD', 'HIGH'].map((code, i) => (
          <div
            key={code}
            className="rl__outside"
            style={at(`${2 + i * 2} / span 2`, 5, 1, `${2 + i * 2} / span 2`)}
          >
            <Spot code={code} board={board} showPays={false} className={`spot--${code.toLowerCase()}`}>
              {code === 'RED' || code === 'BLACK' ? (
                <span className={`spot__diamond spot__diamond--${code.toLowerCase()}`} aria-hidden="true" />
              ) : (
                <span className="spot__name">{board.name(code)}</span>
              )}
            </Spot>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Positions of the 37 racetrack cells on a stadium, clockwise from the top left, zero at the right end. */
function racetrackPositions(): { n: number; x: number; y: number }[] {
  const W = 100;
  const H = 34;
  const R = H / 2;
  const L = W - 2 * R;
  const P = 2 * L + 2 * Math.PI * R;
  const start = (WHEEL_ORDER.indexOf(0) - 14 + 37) % 37;
  return Array.from({ length: 37 }, (_, i) => {
    const s = ((i + 0.5) * P) / 37;
    let x: number;
    let y: number;
    if (s < L) {
      x = R + s;
      y = 0;
    } else if (s < L + Math.PI * R) {
      const a = (s - L) / R;
      x = R + L + R * Math.sin(a);
      y = R - R * Math.cos(a);
    } else if (s < 2 * L + Math.PI * R) {
      x = R + L - (s - L - Math.PI * R);
      y = H;
    } else {
      const a = (s - 2 * L - Math.PI * R) / R;
      x = R - R * Math.sin(a);
      y = R + R * Math.cos(a);
    }
    return { n: WHEEL_ORDER[(start + i) % 37] ?? 0, x: (x / W) * 100, y: (y / H) * 100 };
  });
}
const TRACK = racetrackPositions();

/** The racetrack: a number with its neighbours, or the French announced bets. */
export function Racetrack({
  isOpen,
  neighbours,
  onNeighbours,
  onNumber,
  onAnnounced,
  labels,
}: {
  isOpen: boolean;
  neighbours: number;
  onNeighbours: (count: number) => void;
  onNumber: (n: number) => void;
  onAnnounced: (bet: 'VOISINS' | 'TIERS' | 'ORPHELINS' | 'ZERO') => void;
  labels: {
    racetrack: string;
    neighbours: string;
    numberBet: (n: number) => string;
    announced: Record<'VOISINS' | 'TIERS' | 'ORPHELINS' | 'ZERO', string>;
  };
}) {
  return (
    <fieldset className="track" dir="ltr" aria-label={labels.racetrack}>
      <div className="track__oval">
        {TRACK.map(({ n, x, y }) => (
          <button
            key={n}
            type="button"
            className={`track__num track__num--${numberColour(n)}`}
            style={{ left: `${x}%`, top: `${y}%` }}
            aria-label={labels.numberBet(n)}
            disabled={!isOpen}
            onClick={() => onNumber(n)}
          >
            {n}
          </button>
        ))}
        <div className="track__inner">
          {(['TIERS', 'ORPHELINS', 'VOISINS', 'ZERO'] as const).map((bet) => (
            <button
              key={bet}
              type="button"
              className={`track__sector track__sector--${bet.toLowerCase()}`}
              disabled={!isOpen}
              onClick={() => onAnnounced(bet)}
            >
              {labels.announced[bet]}
            </button>
          ))}
        </div>
      </div>
      <div className="track__neighbours">
        <span>{labels.neighbours}</span>
        <button
          type="button"
          className="track__step"
          aria-label="−"
          onClick={() => onNeighbours(Math.max(0, neighbours - 1))}
        >
          −
        </button>
        <output className="track__count">{neighbours}</output>
        <button
          type="button"
          className="track__step"
          aria-label="+"
          onClick={() => onNeighbours(Math.min(9, neighbours + 1))}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}

/** The bet board of a game (roulette's layout; its racetrack is drawn beside it by the table). */
export function BetBoard({ game, board }: { game: TLiveGameKind; board: BoardProps }) {
  switch (game) {
    case 'BACCARAT':
      return <BaccaratBoard board={board} />;
    case 'DRAGON_TIGER':
      return <DragonTigerBoard board={board} />;
    case 'ROULETTE':
      return <RouletteLayout board={board} label={board.layoutLabel} />;
    case 'SIC_BO':
      return <SicBoBoard board={board} />;
    case 'COCKFIGHT':
      return <CockfightBoard board={board} />;
  }
}
