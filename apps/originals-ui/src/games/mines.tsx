import { formatMinor, parseMinor, type TInhouseRound } from '@croupier/contracts';
import { payout } from '@croupier/games';
import { useState } from 'react';
import { BetSelector } from '../components/bet-selector.tsx';
import { useGame } from '../context.ts';
import { useI18n } from '../lib/i18n.ts';
import { displayMinor } from '../lib/money.ts';
import { range } from '../lib/range.ts';
import { play } from '../lib/sound.ts';
import { multiplierToHundredths } from '../lib/verify.ts';

type MinesOutcome = Extract<TInhouseRound['outcome'], { kind: 'mines' }>;

/** Mines: a 5×5 field; reveal gems to raise the multiplier, cash out before hitting a mine. */
export function MinesGame() {
  const {
    api,
    bet,
    isBusy,
    setBusy,
    reportError,
    onRoundSettled,
    balance,
    setBalance,
    session,
    setFairness,
  } = useGame();
  const { t } = useI18n();
  const rules = session.game.rules;
  const minMines = rules.kind === 'mines' ? rules.minMines : 1;
  const maxMines = rules.kind === 'mines' ? rules.maxMines : 24;
  const resumed = session.openRound && session.openRound.outcome.kind === 'mines' ? session.openRound : null;
  const [round, setRound] = useState<TInhouseRound | null>(resumed);
  const [mines, setMines] = useState(resumed && resumed.outcome.kind === 'mines' ? resumed.outcome.mines : 3);
  const [pending, setPending] = useState<number | null>(null);
  const [lastResult, setLastResult] = useState<{ isWin: boolean; text: string } | null>(null);
  const outcome: MinesOutcome | null = round && round.outcome.kind === 'mines' ? round.outcome : null;
  const isOpen = round?.status === 'open';
  const roundBet = round ? parseMinor(round.bet) : bet;

  const start = async () => {
    if (isBusy) return;
    setBusy(true);
    setLastResult(null);
    const before = balance;
    try {
      const res = await api.minesStart(formatMinor(bet), mines);
      setRound(res.value.round);
      setBalance(res.value.balance);
      setFairness(res.value.fairness);
      play('click');
    } catch (error) {
      setBalance(before);
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const settle = (r: TInhouseRound, newBalance: string, fairness: Parameters<typeof onRoundSettled>[2]) => {
    const o = r.outcome.kind === 'mines' ? r.outcome : null;
    const isWin = o ? !o.isBust : false;
    setLastResult({
      isWin,
      text: isWin
        ? t('minesWon', { multiplier: r.multiplier, amount: displayMinor(parseMinor(r.win)) })
        : t('minesBoom'),
    });
    play(isWin ? 'cashout' : 'bust');
    onRoundSettled(r, newBalance, fairness);
  };

  const reveal = async (tile: number) => {
    if (!round || !isOpen || isBusy) return;
    setBusy(true);
    setPending(tile);
    try {
      const res = await api.minesReveal(round.roundId, tile);
      setRound(res.value.round);
      if (res.value.round.status !== 'open') settle(res.value.round, res.value.balance, res.value.fairness);
      else {
        setBalance(res.value.balance);
        play('win');
      }
    } catch (error) {
      reportError(error);
    } finally {
      setPending(null);
      setBusy(false);
    }
  };

  const cashout = async () => {
    if (!round || !isOpen || isBusy) return;
    setBusy(true);
    try {
      const res = await api.minesCashout(round.roundId);
      setRound(res.value.round);
      settle(res.value.round, res.value.balance, res.value.fairness);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const revealed = new Set(outcome?.revealed ?? []);
  const mineTiles = new Set(outcome?.mineTiles ?? []);
  const lastRevealed = outcome?.revealed[outcome.revealed.length - 1];
  const current = outcome ? multiplierToHundredths(outcome.currentMultiplier) : null;
  const cashValue = current !== null ? payout(roundBet, { num: current, den: 100n }) : null;
  const canCash = isOpen && (outcome?.revealed.length ?? 0) > 0;

  return (
    <div className="mini">
      <div className="mini__panel controls controls--side">
        <BetSelector isDisabled={isOpen} />
        <div className="field">
          <label className="field-label" htmlFor="mines-count">
            {t('mines')}
          </label>
          <select
            id="mines-count"
            className="input"
            value={mines}
            disabled={isOpen || isBusy}
            onChange={(event) => setMines(Number(event.target.value))}
          >
            {Array.from({ length: maxMines - minMines + 1 }, (_, i) => minMines + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {outcome && isOpen && (
          <div className="stats">
            <div className="stat">
              <span className="stat__label">{t('current')}</span>
              <output className="stat__value" aria-label={t('currentMultiplier')}>
                {outcome.currentMultiplier}×
              </output>
            </div>
            <div className="stat">
              <span className="stat__label">{t('nextGem')}</span>
              <output className="stat__value" aria-label={t('nextMultiplier')}>
                {outcome.nextMultiplier ? `${outcome.nextMultiplier}×` : '—'}
              </output>
            </div>
          </div>
        )}
        {isOpen ? (
          <button
            type="button"
            className="play-btn play-btn--cash"
            onClick={() => void cashout()}
            disabled={!canCash || isBusy}
          >
            {canCash && cashValue !== null
              ? t('cashOutAmount', { amount: displayMinor(cashValue) })
              : t('cashOut')}
          </button>
        ) : (
          <button type="button" className="play-btn" onClick={() => void start()} disabled={isBusy}>
            {t('start')}
          </button>
        )}
      </div>
      <div className="mini__board mines-board">
        <p className="mines-status" aria-live="polite">
          {isOpen
            ? t('minesStatus', { gems: outcome?.revealed.length ?? 0, mines })
            : lastResult
              ? lastResult.text
              : t('minesIntro')}
        </p>
        <fieldset className={`mines-grid${isOpen ? ' is-live' : ''}`} dir="ltr" aria-label={t('minesField')}>
          {range(25).map((tile) => {
            const isGem = revealed.has(tile) && !mineTiles.has(tile);
            const isMine = mineTiles.has(tile);
            const isHit = isMine && tile === lastRevealed && outcome?.isBust;
            const state = t(isHit ? 'tileMineHit' : isMine ? 'tileMine' : isGem ? 'tileGem' : 'tileHidden');
            return (
              <button
                type="button"
                key={tile}
                className={`tile${isGem ? ' tile--gem' : ''}${isMine ? ' tile--mine' : ''}${isHit ? ' tile--hit' : ''}${pending === tile ? ' tile--pending' : ''}${!isOpen && !isGem && !isMine && outcome ? ' tile--faded' : ''}`}
                aria-label={t('tileLabel', { n: tile + 1, state })}
                disabled={!isOpen || revealed.has(tile) || isBusy}
                onClick={() => void reveal(tile)}
              >
                {isGem && (
                  <svg className="tile__icon" viewBox="0 0 40 40" aria-hidden="true">
                    <path d="M10 6h20l8 10-18 20L2 16z" fill="#34d399" stroke="#065f46" strokeWidth="1.5" />
                    <path
                      d="M2 16h36M10 6l4 10 6 20 6-20 4-10M14 16l6-10 6 10"
                      fill="none"
                      stroke="#a7f3d0"
                      strokeWidth="1.2"
                    />
                  </svg>
                )}
                {isMine && (
                  <svg className="tile__icon" viewBox="0 0 40 40" aria-hidden="true">
                    <circle cx="20" cy="22" r="11" fill="#1f2937" stroke="#ef4444" strokeWidth="2" />
                    <path
                      d="M20 5v6M20 33v3M5 22h4M31 22h4M9 11l4 4M31 11l-4 4"
                      stroke="#f87171"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                    />
                    <circle cx="16" cy="18" r="3" fill="#fca5a5" />
                  </svg>
                )}
              </button>
            );
          })}
        </fieldset>
      </div>
    </div>
  );
}
