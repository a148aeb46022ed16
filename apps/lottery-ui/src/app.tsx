import {
  formatMinor,
  LANGUAGE_INFO,
  matchLanguage,
  parseMinor,
  type TLanguage,
  type TLotteryDraw,
  type TLotteryGameCode,
  type TLotteryGameInfo,
  type TLotteryTicket,
  type TLotteryTicketStatus,
  type TLottoView,
} from '@croupier/contracts';
import { applyDocumentLanguage, displayMoney } from '@croupier/game-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PlayPanel } from './components/play.tsx';
import { ResultsPanel } from './components/results.tsx';
import { TicketsPanel } from './components/tickets.tsx';
import { TrendsPanel } from './components/trends.tsx';
import { Balls, Icon } from './components/ui.tsx';
import { ApiError, createApi, forgetSession, isSessionError, openSession, type TSession } from './lib/api.ts';
import { I18nContext, translator, useI18n } from './lib/i18n.ts';
import type { SlipLine } from './lib/slip.ts';
import { formatClock, formatCountdown, serverOffset, useNow } from './lib/time.ts';

type Tab = 'play' | 'results' | 'tickets' | 'trends';
type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; code: string; message: string }
  | { kind: 'ready'; session: TSession };

interface Notice {
  readonly id: number;
  readonly tone: 'error' | 'success';
  readonly title: string;
  readonly message: string;
}

/** How often the page asks for the current draws, results and pending tickets (ms). */
const POLL_MS = 4000;

/** Tells the lobby around the frame that the balance changed (it reloads its header from the platform). */
function tellLobby(balance: string): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'croupier:balance', balance }, '*');
}

/** A new idempotency key for a ticket purchase. */
function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The lottery page: opens the session from the launch token, then the lobby of the vendor's games. */
export function LotteryApp({
  gameCode,
  launchToken,
  language,
  view = 'betting',
}: {
  gameCode: TLotteryGameCode;
  launchToken: string | null;
  language: TLanguage | null;
  /** The first view: the bet slip, or the lobby's draws and results. */
  view?: TLottoView;
}) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const i18n = useMemo(() => translator(language ?? 'EN'), [language]);

  useEffect(() => {
    let isCancelled = false;
    openSession(gameCode, launchToken)
      .then((session) => {
        if (launchToken) {
          // The launch token is one-time: drop it from the address so a reload uses the saved session.
          const url = new URL(window.location.href);
          url.searchParams.delete('token');
          window.history.replaceState(null, '', url.toString());
        }
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

  const sessionLanguage =
    language ?? (load.kind === 'ready' ? matchLanguage(load.session.language) : undefined) ?? 'EN';
  useEffect(() => applyDocumentLanguage(sessionLanguage), [sessionLanguage]);

  if (load.kind === 'ready') {
    return (
      <I18nContext.Provider value={translator(sessionLanguage)}>
        <Lobby session={load.session} initialGame={gameCode} view={view} />
      </I18nContext.Provider>
    );
  }
  return (
    <I18nContext.Provider value={i18n}>
      {load.kind === 'loading' ? (
        <div className="splash" role="status">
          <span className="splash__balls" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <p>{i18n.t('loading')}</p>
        </div>
      ) : (
        <SessionOver code={load.code} message={load.message} lobbyUrl={null} />
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
  lobbyUrl: string | null;
}) {
  const { t } = useI18n();
  const isSession = ['SESSION_EXPIRED', 'UNAUTHORIZED', 'LAUNCH_TOKEN_INVALID'].includes(code);
  return (
    <div className="splash splash--error" role="alert">
      <div className="splash__icon" aria-hidden="true">
        !
      </div>
      <h1 className="splash__title">{isSession ? t('sessionOver') : t('couldNotStart')}</h1>
      <p className="splash__text">{message}</p>
      <p className="splash__text muted">{isSession ? t('sessionOverText') : t('errorCode', { code })}</p>
      {lobbyUrl && (
        <a className="btn btn--primary" href={lobbyUrl} target="_top">
          {t('backToLobby')}
        </a>
      )}
    </div>
  );
}

function Lobby({
  session,
  initialGame,
  view,
}: {
  session: TSession;
  initialGame: TLotteryGameCode;
  view: TLottoView;
}) {
  const { t, gameName, language } = useI18n();
  const locale = LANGUAGE_INFO[language].htmlLang;
  const api = useMemo(() => createApi(session.sessionToken), [session.sessionToken]);
  const [games, setGames] = useState<TLotteryGameInfo[]>(session.games);
  const [offset, setOffset] = useState(() => serverOffset(session.serverTime));
  const [gameCode, setGameCode] = useState<TLotteryGameCode>(
    session.games.some((g) => g.code === initialGame) ? initialGame : (session.games[0]?.code ?? initialGame),
  );
  const [balance, setBalance] = useState(session.balance);
  const [tab, setTab] = useState<Tab>(view === 'lobby' ? 'results' : 'play');
  const [slips, setSlips] = useState<Partial<Record<TLotteryGameCode, SlipLine[]>>>({});
  const [isBuying, setBuying] = useState(false);
  const [draws, setDraws] = useState<TLotteryDraw[] | null>(null);
  const [tickets, setTickets] = useState<TLotteryTicket[] | null>(null);
  const [ticketFilter, setTicketFilter] = useState<TLotteryTicketStatus | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [expired, setExpired] = useState<{ code: string; message: string } | null>(null);
  const pendingRef = useRef(new Set<string>());
  const now = useNow(1000) + offset;

  const game = games.find((g) => g.code === gameCode) ?? games[0];
  const lines = slips[gameCode] ?? [];

  const notify = useCallback((tone: Notice['tone'], title: string, message: string) => {
    const id = Date.now() + Math.random();
    setNotices((list) => [...list.slice(-2), { id, tone, title, message }]);
    window.setTimeout(() => setNotices((list) => list.filter((n) => n.id !== id)), 7000);
  }, []);

  const reportError = useCallback(
    (error: unknown) => {
      if (isSessionError(error)) {
        forgetSession(gameCode);
        const e = error as ApiError;
        setExpired({ code: e.code, message: e.message });
        return;
      }
      const e = error instanceof ApiError ? error : new ApiError('UNKNOWN', t('errorTitle'), 0);
      const title =
        e.code === 'INSUFFICIENT_FUNDS'
          ? t('insufficient')
          : e.code === 'NETWORK'
            ? t('connection')
            : t('errorTitle');
      notify('error', title, e.message);
    },
    [gameCode, notify, t],
  );

  // Draws move on the server's clock: the games (current draw), this game's results and the
  // player's tickets are asked for again every few seconds.
  const refresh = useCallback(async () => {
    try {
      const [gamesRes, drawsRes, ticketsRes] = await Promise.all([
        api.games(),
        api.draws(gameCode, 50),
        api.tickets({ limit: 50 }),
      ]);
      setGames(gamesRes.value.games);
      setOffset(serverOffset(gamesRes.value.serverTime));
      setDraws(drawsRes.value.draws);
      const list = ticketsRes.value.tickets;
      setTickets(list);
      const settled = list.filter(
        (ticket) => pendingRef.current.has(ticket.ticketId) && ticket.status !== 'pending',
      );
      for (const ticket of list) if (ticket.status === 'pending') pendingRef.current.add(ticket.ticketId);
      if (settled.length > 0) {
        for (const ticket of settled) {
          pendingRef.current.delete(ticket.ticketId);
          if (ticket.status === 'won')
            notify(
              'success',
              t('ticketWon'),
              t('ticketWonText', { id: ticket.ticketId, win: displayMoney(ticket.win) }),
            );
        }
        const bal = await api.balance();
        setBalance(bal.value.balance);
        tellLobby(bal.value.balance);
      }
    } catch (error) {
      if (isSessionError(error)) reportError(error);
    }
  }, [api, gameCode, notify, reportError, t]);

  useEffect(() => {
    setDraws(null);
    void refresh();
    const id = window.setInterval(() => void refresh(), POLL_MS);
    return () => window.clearInterval(id);
  }, [refresh]);

  // The lobby may change the theme or language while the frame is open.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; theme?: unknown } | null;
      if (event.source !== window.parent || !data || data.type !== 'croupier:look') return;
      if (data.theme === 'dark' || data.theme === 'light')
        document.documentElement.dataset.theme = data.theme;
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (!game) return <SessionOver code="NOT_FOUND" message={t('notFoundText')} lobbyUrl={session.lobbyUrl} />;

  const draw = game.currentDraw;
  const closesIn = draw ? Date.parse(draw.salesCloseAt) - now : 0;
  const isSalesOpen = draw !== null && draw.status === 'open' && closesIn > 0;
  const lastDrawn = (draws ?? []).find((d) => d.tiers !== null) ?? null;

  const buy = async () => {
    if (!draw || lines.length === 0) return;
    setBuying(true);
    try {
      const res = await api.buy({
        requestId: newRequestId(),
        gameCode: game.code,
        drawId: draw.drawId,
        lines: lines.map((l) => ({
          betType: l.betType,
          selections: [...l.selections],
          stake: formatMinor(l.stake),
        })),
      });
      const { ticket } = res.value;
      pendingRef.current.add(ticket.ticketId);
      setBalance(res.value.balance);
      tellLobby(res.value.balance);
      setSlips((all) => ({ ...all, [game.code]: [] }));
      setTickets((list) => [ticket, ...(list ?? []).filter((x) => x.ticketId !== ticket.ticketId)]);
      notify(
        'success',
        t('bought'),
        t('boughtText', { id: ticket.ticketId, key: ticket.drawKey, cost: displayMoney(ticket.cost) }),
      );
    } catch (error) {
      reportError(error);
    } finally {
      setBuying(false);
    }
  };

  const TABS: readonly [Tab, string][] = [
    ['play', t('tabPlay')],
    ['results', t('tabResults')],
    ['tickets', t('tabTickets')],
    ['trends', t('tabTrends')],
  ];

  return (
    <div className="app" data-kind={game.kind}>
      <header className="topbar">
        <div className="topbar__brand">
          <span className="topbar__logo" aria-hidden="true">
            <span />
          </span>
          <span className="topbar__vendor">{session.vendorCode.replace(/_/g, ' ')}</span>
        </div>
        <fieldset className="topbar__balance" aria-label={t('balance')}>
          <span className="topbar__balance-label">{t('balance')}</span>
          <output className="topbar__balance-amount" aria-live="polite" aria-label={t('balance')}>
            {session.currency} {displayMoney(balance)}
          </output>
        </fieldset>
      </header>

      <nav className="games" aria-label={t('games')}>
        {games.map((g) => (
          <button
            key={g.code}
            type="button"
            className="game-pill"
            aria-pressed={g.code === game.code}
            onClick={() => {
              setGameCode(g.code);
              setDraws(null);
            }}
          >
            <span className={`game-pill__icon game-pill__icon--${g.kind.toLowerCase()}`} aria-hidden="true" />
            <span className="game-pill__name">{gameName(g)}</span>
            <GamePillTimer game={g} now={now} />
          </button>
        ))}
      </nav>

      <section className="hero" aria-label={gameName(game)}>
        <div className="hero__draw">
          <h1 className="hero__title">{gameName(game)}</h1>
          <p className="hero__key">{draw ? t('draw', { key: draw.drawKey }) : t('nextDrawSoon')}</p>
          {draw && <p className="muted small">{t('drawAt', { time: formatClock(draw.drawAt, locale) })}</p>}
        </div>
        <div
          className={`countdown ${isSalesOpen && closesIn < 10_000 ? 'countdown--urgent' : ''}`}
          role="timer"
          aria-live="off"
        >
          <span className="countdown__label">
            <Icon name="clock" size={16} />{' '}
            {isSalesOpen ? t('salesCloseIn') : draw ? t('salesClosed') : t('nextDrawSoon')}
          </span>
          <span className="countdown__value">
            {isSalesOpen ? formatCountdown(closesIn) : draw ? t('drawingNow') : '—'}
          </span>
        </div>
        <div className="hero__last">
          <span className="hero__last-label">
            {t('lastResult')}
            {lastDrawn ? ` · ${lastDrawn.drawKey}` : ''}
          </span>
          {lastDrawn?.tiers ? (
            <Balls
              numbers={lastDrawn.tiers[0]?.numbers ?? []}
              kind={game.kind}
              size="md"
              label={t('lastResult')}
            />
          ) : (
            <span className="muted small">{t('noResultYet')}</span>
          )}
        </div>
      </section>

      <div className="tabs" role="tablist" aria-label={gameName(game)}>
        {TABS.map(([name, label]) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            className="tab"
            onClick={() => setTab(name)}
          >
            {label}
            {name === 'tickets' && (tickets ?? []).some((x) => x.status === 'pending') && (
              <span className="tab__dot" aria-hidden="true" />
            )}
          </button>
        ))}
      </div>

      <main className="stage" id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'play' && (
          <PlayPanel
            key={game.code}
            game={game}
            lines={lines}
            onLinesChange={(next) => setSlips((all) => ({ ...all, [game.code]: next }))}
            isSalesOpen={isSalesOpen}
            isBuying={isBuying}
            balance={parseMinor(balance, { allowNegative: true })}
            onBuy={() => void buy()}
          />
        )}
        {tab === 'results' && <ResultsPanel draws={draws} locale={locale} />}
        {tab === 'tickets' && (
          <TicketsPanel
            tickets={tickets}
            games={games}
            filter={ticketFilter}
            onFilterChange={setTicketFilter}
            locale={locale}
          />
        )}
        {tab === 'trends' && <TrendsPanel kind={game.kind} draws={draws} />}
      </main>

      <div className="notices" aria-live="assertive">
        {notices.map((n) => (
          <div
            key={n.id}
            className={`notice notice--${n.tone}`}
            role={n.tone === 'error' ? 'alert' : 'status'}
          >
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
      {expired && (
        <div className="expired" role="alertdialog" aria-modal="true" aria-labelledby="expired-title">
          <div className="expired__panel">
            <h2 id="expired-title" className="splash__title">
              {t('sessionOver')}
            </h2>
            <p className="splash__text">{expired.message}</p>
            <p className="splash__text muted">{t('sessionOverText')}</p>
            {session.lobbyUrl && (
              <a className="btn btn--primary" href={session.lobbyUrl} target="_top">
                {t('backToLobby')}
              </a>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** The countdown beside a game's name in the picker. */
function GamePillTimer({ game, now }: { game: TLotteryGameInfo; now: number }) {
  const draw = game.currentDraw;
  const left = draw ? Date.parse(draw.salesCloseAt) - now : 0;
  return (
    <span className="game-pill__timer" aria-hidden="true">
      {draw && draw.status === 'open' && left > 0 ? formatCountdown(left) : '—'}
    </span>
  );
}
