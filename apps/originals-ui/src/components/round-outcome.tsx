import type { TInhouseOutcome, TSlotSpinOutcome } from '@croupier/contracts';
import type { CSSProperties } from 'react';
import { winningCells } from '../games/slots/slot-logic.ts';
import { SymbolArt } from '../games/slots/symbols.tsx';
import { positions, range } from '../lib/range.ts';
import { findTitle } from '../lib/verify.ts';

/** A small, static reel window of one spin with its paying positions marked (game recall). */
export function MiniWindow({
  titleId,
  spin,
  label,
}: {
  titleId: string;
  spin: TSlotSpinOutcome;
  label: string;
}) {
  const title = findTitle(titleId);
  const { cells } = winningCells(title, spin);
  const name = (id: string) => title.symbols.find((s) => s.id === id)?.name ?? id;
  return (
    <figure className="mini-window">
      <figcaption className="mini-window__caption">{label}</figcaption>
      <div
        className="mini-window__grid"
        style={{ '--reels': spin.window.length, '--rows': title.rows } as CSSProperties}
        role="img"
        aria-label={`${label}: ${spin.window.map((reel) => reel.map(name).join(', ')).join(' | ')}`}
      >
        {positions(spin.window).map(({ item: reel, at: r }) =>
          positions(reel).map(({ item: symbol, at: row }) => (
            <div
              key={`${r}-${row}`}
              className={`mini-window__cell${cells.has(r * title.rows + row) ? ' is-win' : ''}`}
              style={{ gridColumn: r + 1, gridRow: row + 1 }}
            >
              <SymbolArt titleId={titleId} symbol={symbol} />
            </div>
          )),
        )}
      </div>
      <ul className="mini-window__wins">
        {spin.lineWins.map((w) => (
          <li key={`l${w.line}`}>
            Line {w.line + 1}: {w.count} × {name(w.symbol)} = {w.coins} coins
          </li>
        ))}
        {spin.waysWins.map((w) => (
          <li key={`w${w.symbol}`}>
            {w.count} × {name(w.symbol)}, {w.ways} ways = {w.coins} coins
          </li>
        ))}
        {spin.scatter.count >= 3 && (
          <li>
            {spin.scatter.count} scatters = {spin.scatter.coins} coins
            {spin.freeSpinsAwarded > 0 ? `, ${spin.freeSpinsAwarded} free spins` : ''}
          </li>
        )}
        {spin.totalCoins === 0 && <li className="muted">No win</li>}
      </ul>
    </figure>
  );
}

const hundredths = (n: number): string => (n / 100).toFixed(2);

/** The outcome of a round, step by step, for the history's game recall. */
export function RoundOutcome({ outcome }: { outcome: TInhouseOutcome }) {
  switch (outcome.kind) {
    case 'slot':
      return (
        <div className="recall-outcome">
          <MiniWindow titleId={outcome.titleId} spin={outcome.base} label="Base spin" />
          {positions(outcome.freeSpins).map(({ item: fs, at: i }) => (
            <MiniWindow
              key={i}
              titleId={outcome.titleId}
              spin={fs}
              label={`Free spin ${i + 1} of ${outcome.freeSpins.length} (×${fs.multiplier})`}
            />
          ))}
          <p className="recall-total">
            Total {outcome.totalCoins} coins for a {outcome.betCoins}-coin stake
            {outcome.jackpot.isWon ? ' · jackpot won' : ''}
          </p>
        </div>
      );
    case 'dice':
      return (
        <div className="recall-outcome">
          <p className="recall-big">
            Roll <strong>{hundredths(outcome.roll)}</strong>
          </p>
          <p>
            Bet: roll {outcome.direction} {hundredths(outcome.target)} — {outcome.isWin ? 'win' : 'loss'}
          </p>
        </div>
      );
    case 'limbo':
      return (
        <div className="recall-outcome">
          <p className="recall-big">
            Result <strong>{outcome.result}×</strong>
          </p>
          <p>
            Target {outcome.target}× — {outcome.isWin ? 'win' : 'loss'}
          </p>
        </div>
      );
    case 'plinko':
      return (
        <div className="recall-outcome">
          <p>
            {outcome.rows} rows, {outcome.risk} risk
          </p>
          <p className="mono">Path: {outcome.path.map((r) => (r ? 'R' : 'L')).join(' ')}</p>
          <p className="recall-big">
            Landed in slot <strong>{outcome.slot}</strong>
          </p>
        </div>
      );
    case 'mines': {
      const order = new Map(outcome.revealed.map((tile, i) => [tile, i + 1]));
      const mines = new Set(outcome.mineTiles ?? []);
      return (
        <div className="recall-outcome">
          <p>
            {outcome.mines} mines · {outcome.revealed.length} tiles revealed ·{' '}
            {outcome.isBust ? 'hit a mine' : `cash-out ${outcome.currentMultiplier}×`}
          </p>
          <div
            className="mini-mines"
            role="img"
            aria-label={`Reveal order: ${outcome.revealed.map((t) => t + 1).join(', ') || 'none'}`}
          >
            {range(25).map((tile) => {
              const step = order.get(tile);
              const isMineTile = mines.has(tile);
              return (
                <span
                  key={tile}
                  className={`mini-mines__tile${step ? ' is-open' : ''}${isMineTile ? ' is-mine' : ''}`}
                >
                  {isMineTile ? '✹' : step ? step : ''}
                </span>
              );
            })}
          </div>
        </div>
      );
    }
    case 'crash':
      return (
        <div className="recall-outcome">
          <p className="recall-big">
            Bust <strong>{outcome.bust ? `${outcome.bust}×` : 'running'}</strong>
          </p>
          <p>{outcome.cashOut ? `Cashed out at ${outcome.cashOut}×` : 'Did not cash out'}</p>
          {outcome.roundHash && <p className="mono break">Round hash {outcome.roundHash}</p>}
        </div>
      );
  }
}
