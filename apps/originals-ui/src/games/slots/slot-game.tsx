import {
  formatMinor,
  parseMinor,
  type TInhouseRoundResponse,
  type TSlotSpinOutcome,
} from '@croupier/contracts';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BetSelector } from '../../components/bet-selector.tsx';
import { useGame } from '../../context.ts';
import { useI18n } from '../../lib/i18n.ts';
import { displayMinor, displayMoney } from '../../lib/money.ts';
import { range } from '../../lib/range.ts';
import { play } from '../../lib/sound.ts';
import { findTitle } from '../../lib/verify.ts';
import { Reels, type ReelsState } from './reels.tsx';
import { coinsToMinor, countUp, type WinTier, winTier } from './slot-logic.ts';
import { themeFor } from './themes.ts';

const PAUSE_BETWEEN_FREE_SPINS_MS = 700;
const FREE_SPINS_INTRO_MS = 1600;

interface Playback {
  readonly response: TInhouseRoundResponse['value'];
  readonly spins: TSlotSpinOutcome[];
}

/** A slot title: cabinet with the reels, jackpot pool, spin button, win and free-spin displays. */
export function SlotGame({ titleId }: { titleId: string }) {
  const game = useGame();
  const { t } = useI18n();
  const { api, bet, balance, setBalance, setBusy, isBusy, reportError, onRoundSettled, session } = game;
  const title = useMemo(() => findTitle(titleId), [titleId]);
  const theme = themeFor(titleId);
  const initialWindow = useMemo(
    () =>
      title.reels.map((strip, r) =>
        Array.from({ length: title.rows }, (_, row) => strip[(r * 3 + row) % strip.length] ?? ''),
      ),
    [title],
  );
  const [reels, setReels] = useState<ReelsState>({ kind: 'idle', window: initialWindow });
  const [win, setWin] = useState<bigint | null>(null);
  const [tier, setTier] = useState<WinTier>('none');
  const [celebrate, setCelebrate] = useState<bigint>(0n);
  const [freeSpin, setFreeSpin] = useState<{ index: number; total: number } | null>(null);
  const [intro, setIntro] = useState<number | null>(null);
  const [jackpot, setJackpot] = useState<string | null>(null);
  const [jackpotWon, setJackpotWon] = useState<string | null>(null);
  const playback = useRef<Playback | null>(null);
  const step = useRef(0);
  const landingId = useRef(0);
  const currentWindow = useRef<string[][]>(initialWindow);
  const runningWin = useRef(0n);
  const betAtSpin = useRef(bet);

  // Play money cannot win the progressive pool: a demo session shows no jackpot.
  const isDemo = Boolean(session.demo);
  const refreshJackpot = useCallback(() => {
    if (isDemo) return;
    api
      .jackpot()
      .then((res) => setJackpot(res.value.amount))
      .catch(() => setJackpot(null));
  }, [api, isDemo]);
  useEffect(refreshJackpot, [refreshJackpot]);

  /** The landing whose end was handled: the reels' animationend and the fallback timer race once. */
  const handledLanding = useRef(0);
  const onLandedRef = useRef<() => void>(() => undefined);

  const land = useCallback(
    (spin: TSlotSpinOutcome) => {
      landingId.current += 1;
      const id = landingId.current;
      setReels({ kind: 'landing', id, from: currentWindow.current, spin });
      // A hidden tab may never fire animationend: the round goes on after the longest reel anyway.
      window.setTimeout(
        () => {
          if (landingId.current === id && handledLanding.current !== id) onLandedRef.current();
        },
        700 + title.reels.length * 220 + 900,
      );
    },
    [title.reels.length],
  );

  const finish = useCallback(() => {
    const pb = playback.current;
    if (!pb) return;
    const { round } = pb.response;
    const total = parseMinor(round.win);
    setWin(total);
    setFreeSpin(null);
    const t = winTier(betAtSpin.current, total);
    setTier(t);
    if (t === 'big' || t === 'mega') play('bigWin');
    else if (t !== 'none') play('win');
    if (parseMinor(round.jackpotWin) > 0n) setJackpotWon(round.jackpotWin);
    onRoundSettled(round, pb.response.balance, pb.response.fairness);
    refreshJackpot();
    playback.current = null;
    setBusy(false);
  }, [onRoundSettled, refreshJackpot, setBusy]);

  const handleLanded = useCallback(() => {
    const pb = playback.current;
    if (!pb) return;
    const spin = pb.spins[step.current];
    if (!spin) return;
    currentWindow.current = spin.window;
    setReels({ kind: 'landed', spin });
    runningWin.current += coinsToMinor(
      betAtSpin.current,
      spin.totalCoins,
      pb.response.round.outcome.kind === 'slot' ? pb.response.round.outcome.betCoins : title.betCoins,
    );
    if (spin.totalCoins > 0) {
      setWin(runningWin.current);
      if (step.current > 0) play('win');
    }
    const next = step.current + 1;
    if (next >= pb.spins.length) {
      finish();
      return;
    }
    const delay = step.current === 0 ? FREE_SPINS_INTRO_MS : PAUSE_BETWEEN_FREE_SPINS_MS;
    if (step.current === 0) {
      setIntro(pb.spins.length - 1);
      play('bigWin');
    }
    window.setTimeout(() => {
      setIntro(null);
      step.current = next;
      setFreeSpin({ index: next, total: pb.spins.length - 1 });
      play('spin');
      land(pb.spins[next] as TSlotSpinOutcome);
    }, delay);
  }, [finish, land, title.betCoins]);

  const onReelsLanded = useCallback(() => {
    if (handledLanding.current === landingId.current) return;
    handledLanding.current = landingId.current;
    handleLanded();
  }, [handleLanded]);
  onLandedRef.current = onReelsLanded;

  const spin = useCallback(async () => {
    if (isBusy) return;
    const before = balance;
    const stake = bet;
    setBusy(true);
    setWin(null);
    setTier('none');
    setJackpotWon(null);
    betAtSpin.current = stake;
    runningWin.current = 0n;
    const shown = parseMinor(before) - stake;
    if (shown >= 0n) setBalance(formatMinor(shown));
    setReels({ kind: 'waiting', window: currentWindow.current });
    play('spin');
    try {
      const res = await api.spin(formatMinor(stake));
      const outcome = res.value.round.outcome;
      if (outcome.kind !== 'slot') throw new Error('not a slot round');
      playback.current = { response: res.value, spins: [outcome.base, ...outcome.freeSpins] };
      step.current = 0;
      land(outcome.base);
    } catch (error) {
      setBalance(before);
      setReels({ kind: 'idle', window: currentWindow.current });
      setBusy(false);
      reportError(error);
    }
  }, [api, balance, bet, isBusy, land, reportError, setBalance, setBusy]);

  // Space spins, like a cabinet button (not while typing or in a dialog).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, button, dialog')) return;
      event.preventDefault();
      void spin();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spin]);

  // Win celebration count-up.
  useEffect(() => {
    if ((tier !== 'big' && tier !== 'mega') || win === null) return;
    let k = 0;
    const steps = 40;
    const timer = window.setInterval(() => {
      k += 1;
      setCelebrate(countUp(win, k, steps));
      if (k >= steps) window.clearInterval(timer);
    }, 40);
    const hide = window.setTimeout(() => setTier('win'), 4200);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(hide);
    };
  }, [tier, win]);

  const modeText =
    title.mode.kind === 'lines' ? t('linesCount', { n: title.mode.lines.length }) : t('ways243');
  return (
    <div
      className="slot"
      style={
        {
          '--slot-bg': theme.background,
          '--slot-win': theme.win,
          '--slot-frame-a': theme.frame[0],
          '--slot-frame-b': theme.frame[1],
          '--slot-reel': theme.reel,
          '--slot-title-a': theme.title[0],
          '--slot-title-b': theme.title[1],
        } as CSSProperties
      }
    >
      <div className="slot__stage">
        <div className="slot__marquee">
          <p className="slot__title" aria-hidden="true">
            {title.name}
          </p>
          {isDemo ? null : (
            <div className="slot__jackpot">
              <span className="slot__jackpot-label">{t('jackpot')}</span>
              <output className="slot__jackpot-amount" aria-label={t('progressiveJackpot')}>
                {jackpot ? `${session.currency} ${displayMoney(jackpot)}` : '—'}
              </output>
            </div>
          )}
        </div>
        <div className="slot__cabinet">
          <Reels title={title} state={reels} onLanded={onReelsLanded} />
          {intro !== null && (
            <div className="slot__overlay slot__overlay--free" role="status">
              <span className="slot__overlay-kicker">{t('freeSpinsWon')}</span>
              <span className="slot__overlay-big">{intro}</span>
              <span className="slot__overlay-kicker">
                {t('everyWin', { multiplier: title.freeSpinMultiplier })}
              </span>
            </div>
          )}
          {(tier === 'big' || tier === 'mega') && (
            <div className={`slot__overlay slot__overlay--${tier}`} role="status">
              <span className="slot__overlay-kicker">{t(tier === 'mega' ? 'megaWin' : 'bigWin')}</span>
              <span className="slot__overlay-big">{displayMinor(celebrate)}</span>
              <div className="coins" aria-hidden="true">
                {range(18).map((i) => (
                  <i key={i} style={{ '--i': i } as CSSProperties} />
                ))}
              </div>
            </div>
          )}
          {jackpotWon && (
            <div className="slot__overlay slot__overlay--mega" role="status">
              <span className="slot__overlay-kicker">{t('jackpotWon')}</span>
              <span className="slot__overlay-big">{displayMoney(jackpotWon)}</span>
            </div>
          )}
        </div>
        <div className="slot__status">
          <span className="slot__mode">{modeText}</span>
          <span className="slot__free" aria-live="polite">
            {freeSpin ? t('freeSpinOf', { index: freeSpin.index, total: freeSpin.total }) : ''}
          </span>
          <output
            className={`slot__win${tier !== 'none' ? ' slot__win--hot' : ''}`}
            aria-label={t('win')}
            aria-live="polite"
          >
            {win === null ? '' : win > 0n ? t('winAmount', { amount: displayMinor(win) }) : t('noWin')}
          </output>
        </div>
      </div>
      <div className="controls">
        <BetSelector />
        <button
          type="button"
          className={`spin-btn${isBusy ? ' is-busy' : ''}`}
          aria-label={t('spin')}
          onClick={() => void spin()}
          disabled={isBusy}
        >
          <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
            <path
              d="M20 11a8 8 0 0 0-14.6-4.5 M4 4v4h4 M4 13a8 8 0 0 0 14.6 4.5 M20 20v-4h-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="spin-btn__text">{t('spin')}</span>
        </button>
      </div>
    </div>
  );
}
