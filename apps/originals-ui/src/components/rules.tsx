import { useGame } from '../context.ts';
import { coinsToMinor } from '../games/slots/slot-logic.ts';
import { SymbolArt } from '../games/slots/symbols.tsx';
import { displayMinor } from '../lib/money.ts';

const edge = (rtp: string): string => (100 - Number(rtp)).toFixed(2);

/** Paytable and rules of the current game, with pays in money at the chosen bet. */
export function RulesPanel() {
  const { session, bet } = useGame();
  const { game } = session;
  const rules = game.rules;
  const limits = (
    <p>
      Bets from {game.minBet} to {game.maxBet} {session.currency}. Return to player {game.rtp}% (house edge{' '}
      {edge(game.rtp)}%). Malfunction voids all pays and plays.
    </p>
  );
  switch (rules.kind) {
    case 'slot': {
      const reels = rules.reels;
      const counts = Array.from({ length: reels }, (_, k) => reels - k).filter((k) =>
        rules.symbols.some((s) => (s.pays[k] ?? 0) > 0),
      );
      return (
        <div className="rules">
          <p className="muted">
            Pays at your bet of {displayMinor(bet)} {session.currency}.
          </p>
          <div className="paytable">
            {rules.symbols.map((s) => (
              <div key={s.id} className={`paytable__item paytable__item--${s.kind}`}>
                <div className="paytable__art">
                  <SymbolArt titleId={rules.titleId} symbol={s.id} label={s.name} />
                </div>
                <div className="paytable__pays">
                  <strong className="paytable__name">{s.name}</strong>
                  {s.kind === 'wild' && (
                    <span className="paytable__note">Substitutes for every symbol except the scatter</span>
                  )}
                  {counts.map((k) =>
                    (s.pays[k] ?? 0) > 0 ? (
                      <span key={k} className="paytable__pay">
                        <b>{k}×</b> {displayMinor(coinsToMinor(bet, s.pays[k] ?? 0, rules.betCoins))}
                      </span>
                    ) : null,
                  )}
                  {s.kind === 'scatter' &&
                    rules.freeSpins.map((f, k) =>
                      f > 0 ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: index is the scatter count
                        <span key={`f${k}`} className="paytable__pay">
                          <b>{k}×</b> {f} free spins
                        </span>
                      ) : null,
                    )}
                </div>
              </div>
            ))}
          </div>
          <h3 className="rules__title">How it pays</h3>
          {rules.mode === 'lines' ? (
            <>
              <p>
                {rules.lines.length} fixed lines. A line pays its longest run from the leftmost reel; wilds
                substitute. Only the highest win per line is paid; wins on different lines add up.
              </p>
              <figure className="line-grid" aria-label="Paylines">
                {rules.lines.map((line, i) => (
                  <svg
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by position
                    key={i}
                    className="line-grid__item"
                    viewBox={`0 0 ${reels * 10} ${rules.rows * 10}`}
                    role="img"
                    aria-label={`Line ${i + 1}`}
                  >
                    {line.map((row, reel) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions
                      <rect key={reel} x={reel * 10 + 1} y={row * 10 + 1} width="8" height="8" rx="2" />
                    ))}
                    <text x="1" y={rules.rows * 10 - 1}>
                      {i + 1}
                    </text>
                  </svg>
                ))}
              </figure>
            </>
          ) : (
            <p>
              243 ways: a symbol pays when it appears on adjacent reels from the leftmost, anywhere in the
              window; the pay is multiplied by the number of ways (matching positions per reel, multiplied
              together). Wilds substitute.
            </p>
          )}
          <p>
            Scatters pay anywhere. 3 or more award free spins in which every win is multiplied by{' '}
            {rules.freeSpinMultiplier}; free spins can be retriggered.
          </p>
          <p>
            Progressive jackpot: {(rules.jackpotContributionBps / 100).toFixed(2)}% of every bet feeds the
            pool; each spin wins it with a chance of bet / {rules.jackpotOddsStake} {session.currency}.
          </p>
          {limits}
        </div>
      );
    }
    case 'dice':
      return (
        <div className="rules">
          <p>
            Pick a target and roll over or under it. The roll is 0.00–99.99. The payout is 99 ÷ win chance
            (%), so every bet returns 99% on average. Win chance from {rules.minChance}% to {rules.maxChance}
            %.
          </p>
          {limits}
        </div>
      );
    case 'limbo':
      return (
        <div className="rules">
          <p>
            Pick a target multiplier from {rules.minTarget}× to {rules.maxTarget}×. The game draws a result;
            if it reaches your target you win bet × target. Win chance = 99 ÷ target (%).
          </p>
          {limits}
        </div>
      );
    case 'plinko':
      return (
        <div className="rules">
          <p>
            Drop a ball through {rules.minRows}–{rules.maxRows} rows of pegs; at each row it goes left or
            right with equal chance. The slot it lands in pays its multiplier. Higher risk: bigger edges,
            smaller centre.
          </p>
          {limits}
        </div>
      );
    case 'mines':
      return (
        <div className="rules">
          <p>
            {rules.tiles} tiles hide {rules.minMines}–{rules.maxMines} mines (your choice). Reveal tiles one
            by one: every gem raises the multiplier; cash out whenever you like. A mine ends the round and
            loses the bet.
          </p>
          {limits}
        </div>
      );
    case 'crash':
      return (
        <div className="rules">
          <p>
            Every round everyone bets during the {Math.round(rules.bettingMs / 1000)} s betting phase. Then
            the multiplier rises from 1.00× until it busts. Cash out before the bust to win bet × multiplier;
            the server's clock decides — a cash-out that reaches the server after the bust loses.
          </p>
          <p className="mono break">Chain commitment {rules.chainCommitment}</p>
          <p className="mono break">Salt {rules.salt}</p>
          {limits}
        </div>
      );
  }
}
