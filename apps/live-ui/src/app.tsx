import {
  LIVE_TABLES,
  matchLanguage,
  parseMinor,
  type TLanguage,
  type TLiveModel,
  type TLiveTable,
  type TLiveTableCode,
} from '@croupier/contracts';
import { applyDocumentLanguage, displayMinor } from '@croupier/game-client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Lobby } from './components/lobby.tsx';
import { TablePage } from './components/table.tsx';
import { ApiError, createApi, forgetSession, isSessionError, openSession, type TSession } from './lib/api.ts';
import { betterSample, type ClockSample, clockSample, useNow } from './lib/clock.ts';
import { I18nContext, translator, useI18n } from './lib/i18n.ts';

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

/** How often the lobby asks for the tables' live state (ms). */
const LOBBY_POLL_MS = 3000;

/** Tells the lobby around the frame that the balance changed (it reloads its header from the platform). */
function tellLobby(balance: string): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'croupier:balance', balance }, '*');
}

/** The live casino page: opens the session from the launch token, then the table launched. */
export function LiveApp({
  tableCode,
  launchToken,
  language,
  isChatView = false,
}: {
  tableCode: TLiveTableCode;
  launchToken: string | null;
  isChatView?: boolean;
  language: TLanguage | null;
}) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const i18n = useMemo(() => translator(language ?? 'EN'), [language]);

  useEffect(() => {
    let isCancelled = false;
    openSession(tableCode, launchToken)
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
        if (isSessionError(error)) forgetSession(tableCode);
        const e = error instanceof ApiError ? error : new ApiError('UNKNOWN', String(error), 0);
        setLoad({ kind: 'failed', code: e.code, message: e.message });
      });
    return () => {
      isCancelled = true;
    };
  }, [tableCode, launchToken]);

  const sessionLanguage =
    language ?? (load.kind === 'ready' ? matchLanguage(load.session.language) : undefined) ?? 'EN';
  useEffect(() => applyDocumentLanguage(sessionLanguage), [sessionLanguage]);

  if (load.kind === 'ready') {
    return (
      <I18nContext.Provider value={translator(sessionLanguage)}>
        <Casino session={load.session} initialTable={tableCode} isChatView={isChatView} />
      </I18nContext.Provider>
    );
  }
  return (
    <I18nContext.Provider value={i18n}>
      {load.kind === 'loading' ? (
        <div className="splash" role="status">
          <span className="splash__chip" aria-hidden="true" />
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
      {lobbyUrl ? (
        <a className="btn btn--primary" href={lobbyUrl} target="_top">
          {t('backToLobby')}
        </a>
      ) : null}
    </div>
  );
}

function Casino({
  session,
  initialTable,
  isChatView,
}: {
  session: TSession;
  initialTable: TLiveTableCode;
  isChatView: boolean;
}) {
  const { t } = useI18n();
  const api = useMemo(() => createApi(session.sessionToken), [session.sessionToken]);
  const [tables, setTables] = useState<TLiveTable[]>(session.tables);
  const [view, setView] = useState<TLiveTableCode | null>(
    session.tables.some((x) => x.code === initialTable) ? initialTable : (session.tables[0]?.code ?? null),
  );
  const [balance, setBalance] = useState(() => parseMinor(session.balance));
  const [models, setModels] = useState<TLiveModel[]>([]);
  const [clock, setClock] = useState<ClockSample | null>(() =>
    clockSample(session.serverTime, Date.now(), Date.now()),
  );
  const [notices, setNotices] = useState<Notice[]>([]);
  const [expired, setExpired] = useState<{ code: string; message: string } | null>(null);
  const now = useNow(500);

  const notify = useCallback((tone: Notice['tone'], title: string, message: string) => {
    const id = Date.now() + Math.random();
    setNotices((list) => [...list.slice(-2), { id, tone, title, message }]);
    window.setTimeout(() => setNotices((list) => list.filter((n) => n.id !== id)), 6000);
  }, []);

  const onSessionOver = useCallback(
    (code: string, message: string) => {
      forgetSession(initialTable);
      setExpired({ code, message });
    },
    [initialTable],
  );

  const reportError = useCallback(
    (error: unknown) => {
      if (isSessionError(error)) {
        const e = error as ApiError;
        onSessionOver(e.code, e.message);
        return;
      }
      const e = error instanceof ApiError ? error : new ApiError('UNKNOWN', String(error), 0);
      const title =
        e.code === 'INSUFFICIENT_FUNDS'
          ? t('insufficient')
          : e.code === 'LIVE_BETTING_CLOSED'
            ? t('bettingClosed')
            : e.code === 'NETWORK'
              ? t('connection')
              : t('errorTitle');
      notify('error', title, e.message);
    },
    [notify, onSessionOver, t],
  );

  const onBalance = useCallback((text: string) => {
    setBalance(parseMinor(text, { allowNegative: true }));
    tellLobby(text);
  }, []);

  // The lobby's live state: asked again every few seconds while it shows.
  useEffect(() => {
    if (view !== null) return;
    let isCancelled = false;
    const refresh = async () => {
      const sentAt = Date.now();
      try {
        const res = await api.tables();
        if (isCancelled) return;
        setTables(res.value.tables);
        setClock((c) => betterSample(c, clockSample(res.value.serverTime, sentAt, Date.now())));
      } catch (error) {
        if (!isCancelled) reportError(error);
      }
    };
    void refresh();
    const id = window.setInterval(() => void refresh(), LOBBY_POLL_MS);
    return () => {
      isCancelled = true;
      window.clearInterval(id);
    };
  }, [api, view, reportError]);

  useEffect(() => {
    api
      .models()
      .then((res) => setModels(res.value.models))
      .catch(() => undefined);
  }, [api]);

  if (expired)
    return <SessionOver code={expired.code} message={expired.message} lobbyUrl={session.lobbyUrl} />;

  const current = view ? tables.find((x) => x.code === view) : undefined;
  return (
    <div className="app">
      <header className="topbar">
        <div className="topbar__brand">
          <span className="topbar__logo" aria-hidden="true" />
          <span className="topbar__title">
            {session.vendorCode === 'DS88' ? 'DS88 Sabong' : 'Croupier Live'}
            <span className="topbar__live">{t('live')}</span>
          </span>
        </div>
        <nav className="topbar__nav" aria-label={t('tables')}>
          <button
            type="button"
            className="navchip"
            aria-pressed={view === null}
            onClick={() => setView(null)}
          >
            {t('allTables')}
          </button>
          {tables.map((table) => (
            <button
              key={table.code}
              type="button"
              className="navchip"
              aria-pressed={view === table.code}
              onClick={() => setView(table.code)}
            >
              {table.name}
            </button>
          ))}
        </nav>
        <fieldset className="topbar__balance" aria-label={t('balance')}>
          <span className="topbar__balance-label">{t('balance')}</span>
          <b className="mono">
            {displayMinor(balance)} <small>{session.currency}</small>
          </b>
        </fieldset>
      </header>
      <main className="app__main">
        {view === null ? (
          <Lobby tables={tables} now={now} offset={clock?.offsetMs ?? 0} current={null} onOpen={setView} />
        ) : (
          <TablePage
            key={view}
            api={api}
            sessionToken={session.sessionToken}
            tableCode={view}
            balance={balance}
            onBalance={onBalance}
            onError={reportError}
            onNotice={notify}
            onSessionOver={onSessionOver}
            models={models}
            initialTab={isChatView && view === initialTable ? 'chat' : 'bets'}
          />
        )}
        {current === undefined && view !== null ? <p className="sr-only">{LIVE_TABLES[view].name}</p> : null}
      </main>
      <div className="toasts">
        {notices.map((n) => (
          <div key={n.id} className={`toast toast--${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'}>
            <b>{n.title}</b>
            <span>{n.message}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
