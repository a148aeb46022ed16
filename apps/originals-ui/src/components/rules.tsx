import { useGame } from '../context.ts';
import { coinsToMinor } from '../games/slots/slot-logic.ts';
import { SymbolArt } from '../games/slots/symbols.tsx';
import { useI18n } from '../lib/i18n.ts';
import { displayMinor } from '../lib/money.ts';

const edge = (rtp: string): string => (100 - Number(rtp)).toFixed(2);

/** Paytable and rules of the current game, with pays in money at the chosen bet. */
export function RulesPanel() {
  const { session, bet } = useGame();
  const { t } = useI18n();
  const { game } = session;
  const rules = game.rules;
  const limits = (
    <p>
      {t('rulesLimits', {
        min: game.minBet,
        max: game.maxBet,
        currency: session.currency,
        rtp: game.rtp,
        edge: edge(game.rtp),
      })}
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
          <p className="muted">{t('paysAtBet', { bet: displayMinor(bet), currency: session.currency })}</p>
          <div className="paytable">
            {rules.symbols.map((s) => (
              <div key={s.id} className={`paytable__item paytable__item--${s.kind}`}>
                <div className="paytable__art">
                  <SymbolArt titleId={rules.titleId} symbol={s.id} label={s.name} />
                </div>
                <div className="paytable__pays">
                  <strong className="paytable__name">{s.name}</strong>
                  {s.kind === 'wild' && <span className="paytable__note">{t('wildNote')}</span>}
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
                          <b>{k}×</b> {t('freeSpinsCount', { n: f })}
                        </span>
                      ) : null,
                    )}
                </div>
              </div>
            ))}
          </div>
          <h3 className="rules__title">{t('howItPays')}</h3>
          {rules.mode === 'lines' ? (
            <>
              <p>{t('linesRule', { n: rules.lines.length })}</p>
              <figure className="line-grid" dir="ltr" aria-label={t('paylines')}>
                {rules.lines.map((line, i) => (
                  <svg
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by position
                    key={i}
                    className="line-grid__item"
                    viewBox={`0 0 ${reels * 10} ${rules.rows * 10}`}
                    role="img"
                    aria-label={t('lineN', { n: i + 1 })}
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
            <p>{t('waysRule')}</p>
          )}
          <p>{t('scatterRule', { multiplier: rules.freeSpinMultiplier })}</p>
          <p>
            {t('jackpotRule', {
              percent: (rules.jackpotContributionBps / 100).toFixed(2),
              stake: rules.jackpotOddsStake,
              currency: session.currency,
            })}
          </p>
          {limits}
        </div>
      );
    }
    case 'dice':
      return (
        <div className="rules">
          <p>{t('diceRule', { min: rules.minChance, max: rules.maxChance })}</p>
          {limits}
        </div>
      );
    case 'limbo':
      return (
        <div className="rules">
          <p>{t('limboRule', { min: rules.minTarget, max: rules.maxTarget })}</p>
          {limits}
        </div>
      );
    case 'plinko':
      return (
        <div className="rules">
          <p>{t('plinkoRule', { min: rules.minRows, max: rules.maxRows })}</p>
          {limits}
        </div>
      );
    case 'mines':
      return (
        <div className="rules">
          <p>{t('minesRule', { tiles: rules.tiles, min: rules.minMines, max: rules.maxMines })}</p>
          {limits}
        </div>
      );
    case 'crash':
      return (
        <div className="rules">
          <p>{t('crashRule', { seconds: Math.round(rules.bettingMs / 1000) })}</p>
          <p className="mono break">{t('chainCommitment', { value: rules.chainCommitment })}</p>
          <p className="mono break">{t('salt', { value: rules.salt })}</p>
          {limits}
        </div>
      );
  }
}
