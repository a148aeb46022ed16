import type { TInhouseOutcome, TSlotSpinOutcome } from '@croupier/contracts';
import type { CSSProperties } from 'react';
import { winningCells } from '../games/slots/slot-logic.ts';
import { SymbolArt } from '../games/slots/symbols.tsx';
import { useI18n } from '../lib/i18n.ts';
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
  const { t } = useI18n();
  return (
    <figure className="mini-window">
      <figcaption className="mini-window__caption">{label}</figcaption>
      <div
        className="mini-window__grid"
        dir="ltr"
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
            {t('lineWin', { line: w.line + 1, count: w.count, symbol: name(w.symbol), coins: w.coins })}
          </li>
        ))}
        {spin.waysWins.map((w) => (
          <li key={`w${w.symbol}`}>
            {t('waysWin', { count: w.count, symbol: name(w.symbol), ways: w.ways, coins: w.coins })}
          </li>
        ))}
        {spin.scatter.count >= 3 && (
          <li>
            {spin.freeSpinsAwarded > 0
              ? t('scatterWinFree', {
                  count: spin.scatter.count,
                  coins: spin.scatter.coins,
                  spins: spin.freeSpinsAwarded,
                })
              : t('scatterWin', { count: spin.scatter.count, coins: spin.scatter.coins })}
          </li>
        )}
        {spin.totalCoins === 0 && <li className="muted">{t('noWin')}</li>}
      </ul>
    </figure>
  );
}

const hundredths = (n: number): string => (n / 100).toFixed(2);

/** The outcome of a round, step by step, for the history's game recall. */
export function RoundOutcome({ outcome }: { outcome: TInhouseOutcome }) {
  const { t } = useI18n();
  switch (outcome.kind) {
    case 'slot':
      return (
        <div className="recall-outcome">
          <MiniWindow titleId={outcome.titleId} spin={outcome.base} label={t('baseSpin')} />
          {positions(outcome.freeSpins).map(({ item: fs, at: i }) => (
            <MiniWindow
              key={i}
              titleId={outcome.titleId}
              spin={fs}
              label={t('freeSpinRecall', {
                index: i + 1,
                total: outcome.freeSpins.length,
                multiplier: fs.multiplier,
              })}
            />
          ))}
          <p className="recall-total">
            {t(outcome.jackpot.isWon ? 'slotTotalJackpot' : 'slotTotal', {
              coins: outcome.totalCoins,
              stake: outcome.betCoins,
            })}
          </p>
        </div>
      );
    case 'dice':
      return (
        <div className="recall-outcome">
          <p className="recall-big">{t('rollValue', { value: hundredths(outcome.roll) })}</p>
          <p>
            {t('diceRecall', {
              direction: t(outcome.direction === 'under' ? 'rollUnder' : 'rollOver'),
              target: hundredths(outcome.target),
              result: t(outcome.isWin ? 'resultWin' : 'resultLoss'),
            })}
          </p>
        </div>
      );
    case 'limbo':
      return (
        <div className="recall-outcome">
          <p className="recall-big">{t('resultValue', { value: `${outcome.result}×` })}</p>
          <p>
            {t('limboRecall', {
              target: `${outcome.target}×`,
              result: t(outcome.isWin ? 'resultWin' : 'resultLoss'),
            })}
          </p>
        </div>
      );
    case 'plinko':
      return (
        <div className="recall-outcome">
          <p>{t('plinkoRecall', { rows: outcome.rows, risk: t(`risk_${outcome.risk}`) })}</p>
          <p className="mono" dir="ltr">
            {t('path', { path: outcome.path.map((r) => (r ? 'R' : 'L')).join(' ') })}
          </p>
          <p className="recall-big">{t('landedInSlot', { slot: outcome.slot })}</p>
        </div>
      );
    case 'mines': {
      const order = new Map(outcome.revealed.map((tile, i) => [tile, i + 1]));
      const mines = new Set(outcome.mineTiles ?? []);
      return (
        <div className="recall-outcome">
          <p>
            {t('minesRecall', {
              mines: outcome.mines,
              revealed: outcome.revealed.length,
              end: outcome.isBust ? t('hitMine') : t('cashOutAt', { multiplier: outcome.currentMultiplier }),
            })}
          </p>
          <div
            className="mini-mines"
            role="img"
            aria-label={t('revealOrder', {
              order: outcome.revealed.map((tile) => tile + 1).join(', ') || t('none'),
            })}
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
            {t('bustValue', { value: outcome.bust ? `${outcome.bust}×` : t('running') })}
          </p>
          <p>{outcome.cashOut ? t('cashedOutAt', { multiplier: outcome.cashOut }) : t('didNotCashOut')}</p>
          {outcome.roundHash && <p className="mono break">{t('roundHash', { value: outcome.roundHash })}</p>}
        </div>
      );
  }
}
