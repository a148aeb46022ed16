import {
  inhouseSlotTitleId,
  matchLanguage,
  parseMinor,
  type TFairnessState,
  type TInhouseRound,
  type TLanguage,
} from '@croupier/contracts';
import { applyDocumentLanguage } from '@croupier/game-client';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { FairnessPanel } from './components/fairness-panel.tsx';
import { HistoryDrawer } from './components/history.tsx';
import { Icon, type IconName } from './components/icons.tsx';
import { Modal } from './components/modal.tsx';
import { RulesPanel } from './components/rules.tsx';
import { GameContext, type GameContextValue } from './context.ts';
import { CrashGame } from './games/crash.tsx';
import { DiceGame } from './games/dice.tsx';
import { LimboGame } from './games/limbo.tsx';
import { MinesGame } from './games/mines.tsx';
import { PlinkoGame } from './games/plinko.tsx';
import { SlotGame } from './games/slots/slot-game.tsx';
import { ApiError, createApi, forgetSession, isSessionError, openSession, type TSession } from './lib/api.ts';
import { I18nContext, type TMessageKey, translator, useI18n } from './lib/i18n.ts';
import { betSteps, displayMoney, nearestStep } from './lib/money.ts';
import { registerUrlOf } from './lib/register-link.ts';
import { isSoundOn, onSoundChange, setSoundOn } from './lib/sound.ts';

type PanelName = 'rules' | 'history' | 'fair';

/** The header buttons that open a side panel: panel, accessible name (also the tooltip), icon. */
const PANEL_BUTTONS: readonly (readonly [PanelName, TMessageKey, IconName])[] = [
  ['rules', 'rulesTitle', 'info'],
  ['history', 'history', 'history'],
  ['fair', 'provablyFair', 'shield'],
];

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; code: string; message: string }
  | { kind: 'ready'; session: TSession };

interface Notice {
  readonly id: number;
  readonly tone: 'error' | 'warning';
  readonly title: string;
  readonly message: string;
}

const BET_KEY = 'inhouse.bet.';

/** Tells the lobby around the frame that the balance changed (it may refresh its header). */
function tellLobby(balance: string): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'croupier:balance', balance }, '*');
}

/** A game page: opens the session from the launch token, then the shell around the game. */
export function GameApp({
  gameCode,
  launchToken,
  language,
}: {
  gameCode: string;
  launchToken: string | null;
  language: TLanguage | null;
}) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  // The lobby's language (in the address) first, else the session's.
  const shownLanguage =
    language ?? (load.kind === 'ready' ? matchLanguage(load.session.language) : undefined) ?? 'EN';
  const i18n = useMemo(() => translator(shownLanguage), [shownLanguage]);
  useEffect(() => applyDocumentLanguage(shownLanguage), [shownLanguage]);

  useEffect(() => {
    let isCancelled = false;
    openSession(gameCode, launchToken)
      .then(async (session) => {
        if (launchToken) {
          // The launch token is one-time: drop it from the address so a reload uses the saved session.
          const url = new URL(window.location.href);
          url.searchParams.delete('token');
          window.history.replaceState(null, '', url.toString());
          return session;
        }
        // A reload: refresh what may have moved since the session was saved.
        const api = createApi(session.sessionToken);
        const [balance, fairness, active] = await Promise.all([
          api.balance(),
          api.fairness(),
          session.game.kind === 'mines' ? api.minesActive() : Promise.resolve(null),
        ]);
        return {
          ...session,
          balance: balance.value.balance,
          fairness: fairness.value.current,
          openRound: active ? active.value.round : session.openRound,
        };
      })
      .then((session) => {
        if (!isCancelled) setLoad({ kind: 'ready', session });
      })
      .catch((error: unknown) => {
        if (isCancelled) return;
        if (isSessionError(error)) forgetSession(gameCode);
        const e = error instanceof ApiError ? error : new ApiError('UNKNOWN', String(error), 0);
        setLoad({ kind: 'failed', code: e.code, message: e.message });
      });
    return () => {
      isCancelled = true;
    };
  }, [gameCode, launchToken]);

  return (
    <I18nContext.Provider value={i18n}>
      {load.kind === 'loading' ? (
        <div className="splash" role="status">
          <div className="splash__chip" aria-hidden="true" />
          <p>{i18n.t('loading')}</p>
        </div>
      ) : load.kind === 'failed' ? (
        <SessionOver code={load.code} message={load.message} />
      ) : (
        <Shell initial={load.session} gameCode={gameCode} />
      )}
    </I18nContext.Provider>
  );
}

function SessionOver({
  code,
  message,
  lobbyUrl,
}: {
  code: string;
  message: string;
  lobbyUrl?: string | null;
}) {
  const isSession = ['SESSION_EXPIRED', 'UNAUTHORIZED', 'LAUNCH_TOKEN_INVALID'].includes(code);
  const { t } = useI18n();
  return (
    <div className="splash splash--error" role="alert">
      <div className="splash__icon" aria-hidden="true">
        !
      </div>
      <h1 className="splash__title">{isSession ? t('sessionOver') : t('couldNotStart')}</h1>
      <p className="splash__text">{message}</p>
      <p className="splash__text splash__text--muted">
        {isSession ? t('sessionOverText') : t('errorCode', { code })}
      </p>
      {lobbyUrl && (
        <a className="btn btn--primary" href={lobbyUrl} target="_top">
          {t('backToLobby')}
        </a>
      )}
    </div>
  );
}

function Shell({ initial, gameCode }: { initial: TSession; gameCode: string }) {
  const session = initial;
  const { t } = useI18n();
  const api = useMemo(() => createApi(session.sessionToken), [session.sessionToken]);
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState<TFairnessState>(session.fairness);
  const steps = useMemo(
    () => betSteps(parseMinor(session.game.minBet), parseMinor(session.game.maxBet)),
    [session.game.minBet, session.game.maxBet],
  );
  const [bet, setBetState] = useState<bigint>(() => {
    const saved = localStorageGet(BET_KEY + gameCode);
    const wanted = saved && /^\d+$/.test(saved) ? BigInt(saved) : (steps[0] ?? 0n) * 10n;
    return steps[nearestStep(steps, wanted)] ?? steps[0] ?? 0n;
  });
  const [isBusy, setBusy] = useState(false);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [expired, setExpired] = useState<{ code: string; message: string } | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const [sound, setSound] = useState(isSoundOn());
  useEffect(() => onSoundChange(setSound), []);

  const setBet = useCallback(
    (value: bigint) => {
      setBetState(value);
      localStorageSet(BET_KEY + gameCode, value.toString());
    },
    [gameCode],
  );

  const reportError = useCallback(
    (error: unknown) => {
      if (isSessionError(error)) {
        forgetSession(gameCode);
        const e = error as ApiError;
        setExpired({ code: e.code, message: e.message });
        return;
      }
      const e = error instanceof ApiError ? error : new ApiError('UNKNOWN', t('errGeneric'), 0);
      const title =
        e.code === 'INSUFFICIENT_FUNDS'
          ? t('errInsufficient')
          : e.code === 'BET_OUT_OF_LIMITS'
            ? t('errLimits')
            : e.code === 'NETWORK'
              ? t('errNetwork')
              : e.code === 'BETTING_CLOSED'
                ? t('errClosed')
                : t('errGeneric');
      const id = Date.now() + Math.random();
      const isSame = e.message.trim().toLowerCase() === title.toLowerCase();
      const message =
        e.code === 'INSUFFICIENT_FUNDS'
          ? `${isSame ? '' : `${e.message} `}${t(session.demo ? 'demoTopUp' : 'errTopUp')}`
          : isSame
            ? ''
            : e.message;
      setNotices((list) => [
        ...list.slice(-2),
        { id, tone: e.code === 'NETWORK' ? 'warning' : 'error', title, message },
      ]);
      window.setTimeout(() => setNotices((list) => list.filter((n) => n.id !== id)), 6000);
      // The platform's balance is the truth after a refusal or a lost answer (the round may have settled).
      if (e.code === 'INSUFFICIENT_FUNDS' || e.code === 'NETWORK' || e.code === 'SERVICE_UNAVAILABLE') {
        api
          .balance()
          .then((res) => setBalance(res.value.balance))
          .catch(() => undefined);
      }
    },
    [api, gameCode, t, session.demo],
  );

  const onRoundSettled = useCallback(
    (round: TInhouseRound, newBalance: string, newFairness: TFairnessState) => {
      setBalance(newBalance);
      setFairness(newFairness);
      setHistoryVersion((v) => v + 1);
      // Play money is not the lobby's balance: a demo round tells it nothing.
      if (!session.demo) tellLobby(newBalance);
      void round;
    },
    [session.demo],
  );

  const resetDemo = useCallback(() => {
    api
      .demoReset()
      .then((res) => setBalance(res.value.balance))
      .catch(reportError);
  }, [api, reportError]);
  const registerUrl = registerUrlOf(session.lobbyUrl);

  const value: GameContextValue = {
    session,
    api,
    balance,
    setBalance,
    fairness,
    setFairness,
    bet,
    setBet,
    isBusy,
    setBusy,
    reportError,
    onRoundSettled,
  };

  const kind = session.game.kind;
  let game: ReactNode;
  if (kind === 'slot') game = <SlotGame titleId={inhouseSlotTitleId(session.game.code)} />;
  else if (kind === 'dice') game = <DiceGame />;
  else if (kind === 'limbo') game = <LimboGame />;
  else if (kind === 'mines') game = <MinesGame />;
  else if (kind === 'plinko') game = <PlinkoGame />;
  else game = <CrashGame />;

  return (
    <GameContext.Provider value={value}>
      <div className={`shell shell--${kind}`} data-game={session.game.code}>
        <header className="topbar">
          <div className="topbar__brand">
            <span className="topbar__logo" aria-hidden="true">
              ♠
            </span>
            <h1 className="topbar__title">{session.game.title}</h1>
            <span className="topbar__rtp">RTP {session.game.rtp}%</span>
          </div>
          {session.demo ? (
            <span className="topbar__demo" title={t('demoNotice')}>
              {t('demoMark')}
            </span>
          ) : null}
          <fieldset
            className={`topbar__balance${session.demo ? ' topbar__balance--demo' : ''}`}
            aria-label={session.demo ? t('demoPlayMoney') : t('balance')}
          >
            <span className="topbar__balance-label">{session.demo ? t('demoPlayMoney') : t('balance')}</span>
            <output
              className="topbar__balance-amount"
              aria-live="polite"
              aria-label={session.demo ? t('demoBalanceAmount') : t('balanceAmount')}
            >
              {session.currency} {displayMoney(balance)}
            </output>
          </fieldset>
          <nav className="topbar__actions" aria-label={t('gameMenu')}>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('sound')}
              aria-pressed={sound}
              title={sound ? t('soundOn') : t('soundOff')}
              onClick={() => setSoundOn(!sound)}
            >
              <Icon name={sound ? 'soundOn' : 'soundOff'} />
            </button>
            {PANEL_BUTTONS.map(([name, label, icon]) => (
              <button
                key={name}
                type="button"
                className="icon-btn"
                aria-label={t(label)}
                title={t(label)}
                onClick={() => setPanel(name)}
              >
                <Icon name={icon} />
              </button>
            ))}
          </nav>
        </header>
        {session.demo ? (
          <section className="demo-bar" aria-label={t('demoMark')}>
            <p className="demo-bar__text">{t('demoNotice')}</p>
            <div className="demo-bar__actions">
              <button
                type="button"
                className="btn btn--ghost btn--small"
                onClick={resetDemo}
                disabled={isBusy}
              >
                {t('demoReset')}
              </button>
              {registerUrl ? (
                <a className="btn btn--primary btn--small" href={registerUrl} target="_top">
                  {t('demoRegister')}
                </a>
              ) : null}
            </div>
          </section>
        ) : null}
        <main className="stage">{game}</main>
        <div className="notices" aria-live="assertive">
          {notices.map((n) => (
            <div key={n.id} className={`notice notice--${n.tone}`} role="alert">
              <strong className="notice__title">{n.title}</strong>
              <span className="notice__text">{n.message}</span>
              <button
                type="button"
                className="icon-btn icon-btn--small"
                aria-label={t('dismiss')}
                onClick={() => setNotices((list) => list.filter((x) => x.id !== n.id))}
              >
                <Icon name="close" size={16} />
              </button>
            </div>
          ))}
        </div>
        <Modal title={t('rulesTitle')} isOpen={panel === 'rules'} onClose={() => setPanel(null)}>
          <RulesPanel />
        </Modal>
        <Modal
          title={t('history')}
          variant="drawer"
          isOpen={panel === 'history'}
          onClose={() => setPanel(null)}
        >
          <HistoryDrawer version={historyVersion} />
        </Modal>
        <Modal
          title={t('provablyFair')}
          variant="drawer"
          isOpen={panel === 'fair'}
          onClose={() => setPanel(null)}
        >
          <FairnessPanel />
        </Modal>
        {expired && (
          <div className="expired" role="alertdialog" aria-modal="true" aria-labelledby="expired-title">
            <div className="expired__panel">
              <h2 id="expired-title" className="splash__title">
                {t('sessionOver')}
              </h2>
              <p className="splash__text">{expired.message}</p>
              <p className="splash__text splash__text--muted">{t('sessionOverText')}</p>
              {session.lobbyUrl && (
                <a className="btn btn--primary" href={session.lobbyUrl} target="_top">
                  {t('backToLobby')}
                </a>
              )}
            </div>
          </div>
        )}
      </div>
    </GameContext.Provider>
  );
}

function localStorageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function localStorageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked in a third-party frame: the bet is remembered for this page only
  }
}
