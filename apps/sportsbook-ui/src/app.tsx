import type {
  TLanguage,
  TSportKind,
  TSportsBet,
  TSportsLeague,
  TSportsMatch,
  TSportsServerMessage,
} from '@croupier/contracts';
import { formatMinor, matchLanguage, parseMinor } from '@croupier/contracts';
import { applyDocumentLanguage, displayMoney, parseStake, scriptOf } from '@croupier/game-client';
import { formatOdds, type OddsFormat } from '@croupier/games';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ApiError,
  createApi,
  forgetSession,
  isSessionError,
  openSession,
  type SportsApi,
  type TSession,
} from './lib/api.ts';
import { I18nContext, type TKey, translator, useI18n } from './lib/i18n.ts';
import { marketName, selectionName, shortSelection } from './lib/markets.ts';
import {
  acceptChanges,
  canCombine,
  hasChanged,
  legKey,
  refreshPrices,
  type SlipLeg,
  type SlipMode,
  slipTotals,
  toggleLeg,
} from './lib/slip.ts';
import { useSportsSocket } from './lib/socket.ts';

type Tab = 'live' | 'today' | 'early';
const FORMATS: OddsFormat[] = ['DECIMAL', 'HK', 'MALAY', 'INDO'];

/** The sportsbook page: session, then the book. */
export function SportsApp({
  gameCode,
  launchToken,
  language,
}: {
  gameCode: string;
  launchToken: string | null;
  language: TLanguage | null;
}) {
  const [session, setSession] = useState<TSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    openSession(gameCode, launchToken)
      .then((s) => {
        setSession(s);
        if (launchToken)
          window.history.replaceState(
            null,
            '',
            window.location.pathname +
              window.location.search.replace(/([?&])token=[^&]*&?/, '$1').replace(/[?&]$/, ''),
          );
      })
      .catch((e: unknown) => {
        if (isSessionError(e)) forgetSession(gameCode);
        setError(e instanceof Error ? e.message : String(e));
      });
  }, [gameCode, launchToken]);
  const shownLanguage = language ?? matchLanguage(session?.language) ?? 'EN';
  const tr = useMemo(() => translator(shownLanguage), [shownLanguage]);
  useEffect(() => applyDocumentLanguage(shownLanguage), [shownLanguage]);
  return (
    <I18nContext.Provider value={tr}>
      {session ? (
        <Book session={session} />
      ) : (
        <div className="splash" role={error ? 'alert' : 'status'}>
          <div className="splash__logo" aria-hidden="true">
            ●
          </div>
          <p>{error ? tr.t('sessionOver') : tr.t('loading')}</p>
        </div>
      )}
    </I18nContext.Provider>
  );
}

/** A price button: the odds in the chosen format, flashing green up / red down when the book moves it. */
function OddsButton({
  label,
  short,
  odds,
  format,
  isSelected,
  onPick,
}: {
  label: string;
  short?: string;
  odds: number | null;
  format: OddsFormat;
  isSelected: boolean;
  onPick: () => void;
}) {
  const previous = useRef(odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = odds;
    if (before === null || odds === null || before === odds) return;
    setFlash(odds > before ? 'up' : 'down');
    const timer = window.setTimeout(() => setFlash(null), 1600);
    return () => window.clearTimeout(timer);
  }, [odds]);
  const text = odds === null ? '—' : formatOdds(odds, format);
  return (
    <button
      type="button"
      className="odds"
      data-flash={flash ?? undefined}
      aria-pressed={isSelected}
      aria-label={`${label} ${text}`}
      disabled={odds === null}
      onClick={onPick}
    >
      {short ? <bdi className="odds__label">{short}</bdi> : null}
      <span className="odds__price">
        {odds === null ? <LockIcon /> : text}
        {flash ? (
          <span aria-hidden="true" className="odds__arrow">
            {flash === 'up' ? '▲' : '▼'}
          </span>
        ) : null}
      </span>
    </button>
  );
}

function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z"
      />
    </svg>
  );
}

function clockText(m: TSportsMatch, t: ReturnType<typeof useI18n>['t'], language: TLanguage): string {
  if (m.status === 'UPCOMING') {
    const d = new Date(m.startsAt);
    return d.toLocaleString(language === 'EN' ? 'en-GB' : scriptOf(language).lang, {
      hour: '2-digit',
      minute: '2-digit',
      ...(Date.now() + 12 * 3_600_000 < d.getTime() ? { day: '2-digit', month: 'short' } : {}),
    });
  }
  if (!m.clock) return '';
  if (m.clock.period === 'FT') return t('FT');
  if (m.clock.period === 'HT') return t('HT');
  if (m.sport === 'ESPORTS') return t('map', { n: m.clock.period.replace('MAP', '') });
  if (m.sport === 'BASKETBALL') return `${m.clock.period} ${m.clock.minute}'`;
  return `${m.clock.minute}'`;
}

function TeamBadge({ team }: { team: TSportsMatch['home'] }) {
  return (
    <span className="badge" style={{ background: team.color }} aria-hidden="true">
      {team.short.slice(0, 3)}
    </span>
  );
}

/** The book: header, sports tree, tabs, list or match page, slip and my bets. */
function Book({ session }: { session: TSession }) {
  const tr = useI18n();
  const { t, language } = tr;
  const api = useMemo(() => createApi(session.sessionToken), [session.sessionToken]);
  const [balance, setBalance] = useState(session.balance);
  const [tab, setTab] = useState<Tab>('live');
  const [sport, setSport] = useState<TSportKind | undefined>(undefined);
  const [league, setLeague] = useState<string | undefined>(undefined);
  const [matches, setMatches] = useState<TSportsMatch[]>([]);
  const [leagues, setLeagues] = useState<TSportsLeague[]>([]);
  const [counts, setCounts] = useState({ live: 0, today: 0, early: 0 });
  const [isLoading, setIsLoading] = useState(true);
  const [openMatch, setOpenMatch] = useState<TSportsMatch | null>(null);
  const [legs, setLegs] = useState<SlipLeg[]>([]);
  const [format, setFormat] = useState<OddsFormat>(
    () => (localStorage.getItem('sports.oddsFormat') as OddsFormat | null) ?? 'DECIMAL',
  );
  const [panel, setPanel] = useState<'slip' | 'bets'>('slip');
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const [betsVersion, setBetsVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    const res = await api.matches(tab, sport, league);
    setMatches(res.value.matches);
    setLeagues(res.value.leagues);
    setCounts(res.value.counts);
    setIsLoading(false);
  }, [api, tab, sport, league]);
  useEffect(() => {
    setIsLoading(true);
    void load().catch(() => setIsLoading(false));
    const timer = window.setInterval(
      () => void load().catch(() => undefined),
      tab === 'live' ? 15_000 : 30_000,
    );
    return () => window.clearInterval(timer);
  }, [load, tab]);

  // The open match page refreshes its full markets every few seconds (the socket pushes the main ones).
  const openId = openMatch?.matchId;
  useEffect(() => {
    if (!openId) return;
    const refresh = () =>
      api
        .match(openId)
        .then((r) => setOpenMatch(r.value))
        .catch(() => undefined);
    refresh();
    const timer = window.setInterval(refresh, 3_000);
    return () => window.clearInterval(timer);
  }, [api, openId]);

  const onMessage = useCallback((message: TSportsServerMessage) => {
    if (message.type === 'matches') {
      const byId = new Map(message.matches.map((m) => [m.matchId, m]));
      // A finished match leaves the list at once (the socket sends it once more as it ends).
      const ended = new Set(message.matches.filter((m) => m.status === 'FINISHED').map((m) => m.matchId));
      setMatches((list) => list.filter((m) => !ended.has(m.matchId)).map((m) => byId.get(m.matchId) ?? m));
      if (ended.size > 0) setCounts((c) => ({ ...c, live: Math.max(0, c.live - ended.size) }));
      setOpenMatch((m) => {
        const pushed = m ? byId.get(m.matchId) : undefined;
        if (!m || !pushed) return m;
        // Keep the page's other markets; take the pushed ones.
        const keys = new Set(pushed.markets.map((k) => k.key));
        return {
          ...pushed,
          markets: [...pushed.markets, ...m.markets.filter((k) => !keys.has(k.key))],
          marketCount: m.marketCount,
        };
      });
      setLegs((current) => refreshPrices(current, message.matches));
    } else if (message.type === 'bet') {
      if (message.balance) setBalance(message.balance);
      setBetsVersion((v) => v + 1);
    }
  }, []);
  useSportsSocket(session.sessionToken, onMessage);
  useEffect(() => {
    if (openMatch) setLegs((current) => refreshPrices(current, [openMatch]));
  }, [openMatch]);

  const pick = (match: TSportsMatch, market: string, selection: string, odds: number | null) => {
    if (odds === null) return;
    setLegs((current) =>
      toggleLeg(current, {
        matchId: match.matchId,
        matchName: `${match.home.name} v ${match.away.name}`,
        home: match.home,
        away: match.away,
        live: match.status === 'LIVE',
        market,
        selection,
        odds,
        current: odds,
      }),
    );
    setPanel('slip');
  };
  const picked = new Set(legs.map(legKey));
  const chooseFormat = (f: OddsFormat) => {
    setFormat(f);
    localStorage.setItem('sports.oddsFormat', f);
  };
  const sportsOfBook = session.sports;
  const title = session.vendorCode === 'IMES' ? t('esports') : t('sports');

  return (
    <div className="book">
      <header className="topbar">
        <div className="brand">
          <span className="brand__mark" aria-hidden="true">
            {session.vendorCode === 'IMES' ? 'IM' : 'CS'}
          </span>
          <h1 className="brand__name">{session.vendorCode === 'IMES' ? 'IM E-Sports' : 'Croupier Sports'}</h1>
        </div>
        <div className="topbar__right">
          <label className="format">
            <span>{t('oddsFormat')}</span>
            <select value={format} onChange={(e) => chooseFormat(e.target.value as OddsFormat)}>
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(f)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="wallet" aria-label={t('balance')}>
            <span className="wallet__label">{t('balance')}</span>
            <strong>
              {session.currency} {displayMoney(balance)}
            </strong>
          </fieldset>
        </div>
      </header>
      <div className="layout">
        <nav className="tree" aria-label={t('leagues')}>
          <h2 className="tree__title">{title}</h2>
          <ul>
            {sportsOfBook.length > 1 ? (
              <li>
                <button
                  type="button"
                  aria-pressed={!sport && !league}
                  onClick={() => {
                    setSport(undefined);
                    setLeague(undefined);
                    setOpenMatch(null);
                  }}
                >
                  <span>{t('allSports')}</span>
                  <span className="count">{counts[tab]}</span>
                </button>
              </li>
            ) : null}
            {sportsOfBook.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  aria-pressed={sport === s && !league}
                  onClick={() => {
                    setSport(s);
                    setLeague(undefined);
                    setOpenMatch(null);
                  }}
                >
                  <span>
                    <i className={`sport-dot sport-dot--${s.toLowerCase()}`} aria-hidden="true" /> {t(s)}
                  </span>
                </button>
                <ul>
                  {leagues
                    .filter((l) => l.sport === s)
                    .map((l) => (
                      <li key={l.id}>
                        <button
                          type="button"
                          className="tree__league"
                          aria-pressed={league === l.id}
                          onClick={() => {
                            setSport(s);
                            setLeague(l.id);
                            setOpenMatch(null);
                          }}
                        >
                          <span>{l.name}</span>
                          <span className="count">{tab === 'live' ? l.live : l.count}</span>
                        </button>
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <main className="main">
          {openMatch ? (
            <MatchPage
              match={openMatch}
              format={format}
              picked={picked}
              onPick={pick}
              onBack={() => setOpenMatch(null)}
            />
          ) : (
            <>
              <div className="tabs" role="tablist" aria-label={t('matches')}>
                {(['live', 'today', 'early'] as const).map((k) => (
                  <button
                    key={k}
                    type="button"
                    role="tab"
                    aria-selected={tab === k}
                    onClick={() => setTab(k)}
                  >
                    {k === 'live' ? <span className="live-dot" aria-hidden="true" /> : null}
                    {t(k)} <span className="count">{counts[k]}</span>
                  </button>
                ))}
              </div>
              {isLoading && matches.length === 0 ? (
                <div className="skeleton" aria-hidden="true" />
              ) : matches.length === 0 ? (
                <div className="empty">
                  <h2>{t('noMatches')}</h2>
                  <p>{t('noMatchesText')}</p>
                </div>
              ) : (
                <MatchList
                  matches={matches}
                  format={format}
                  picked={picked}
                  onPick={pick}
                  onOpen={setOpenMatch}
                  language={language}
                />
              )}
            </>
          )}
        </main>
        <aside className={`side${isSheetOpen ? ' side--open' : ''}`} aria-label={t('betSlip')}>
          <div className="side__tabs" role="tablist">
            <button
              type="button"
              role="tab"
              aria-selected={panel === 'slip'}
              onClick={() => setPanel('slip')}
            >
              {t('betSlip')} {legs.length > 0 ? <span className="pill">{legs.length}</span> : null}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={panel === 'bets'}
              onClick={() => setPanel('bets')}
            >
              {t('myBets')}
            </button>
            <button
              type="button"
              className="side__close"
              aria-label={t('back')}
              onClick={() => setIsSheetOpen(false)}
            >
              ✕
            </button>
          </div>
          {panel === 'slip' ? (
            <Slip
              api={api}
              session={session}
              legs={legs}
              setLegs={setLegs}
              format={format}
              onPlaced={(b) => {
                if (b) setBalance(b);
                setNotice(t('betPlaced'));
                setBetsVersion((v) => v + 1);
                window.setTimeout(() => setNotice(null), 3000);
              }}
            />
          ) : (
            <MyBets
              api={api}
              version={betsVersion}
              format={format}
              minStake={parseMinor(session.limits.minStake)}
              onBalance={setBalance}
            />
          )}
          {notice ? (
            <p className="toast" role="status">
              {notice}
            </p>
          ) : null}
        </aside>
        <button type="button" className="sheet-button" onClick={() => setIsSheetOpen(true)}>
          {t('betSlip')} <span className="pill">{legs.length}</span>
        </button>
      </div>
    </div>
  );
}

function MatchList({
  matches,
  format,
  picked,
  onPick,
  onOpen,
  language,
}: {
  matches: TSportsMatch[];
  format: OddsFormat;
  picked: Set<string>;
  onPick: (m: TSportsMatch, market: string, selection: string, odds: number | null) => void;
  onOpen: (m: TSportsMatch) => void;
  language: TLanguage;
}) {
  const tr = useI18n();
  const { t } = tr;
  const groups = new Map<string, TSportsMatch[]>();
  for (const m of matches) groups.set(m.league.id, [...(groups.get(m.league.id) ?? []), m]);
  return (
    <div className="groups">
      {[...groups.values()].map((group) => {
        const first = group[0] as TSportsMatch;
        return (
          <section key={first.league.id} className="group" aria-label={first.league.name}>
            <h2 className="group__title">
              <span>{first.league.name}</span>
              <span className="group__country">{first.league.country}</span>
            </h2>
            <ul className="rows">
              {group.map((m) => (
                <li key={m.matchId} className="row" aria-label={`${m.home.name} v ${m.away.name}`}>
                  <div className="row__time">
                    {m.status === 'LIVE' ? <span className="live-tag">{t('live')}</span> : null}
                    <bdi>{clockText(m, t, language)}</bdi>
                  </div>
                  <button type="button" className="row__teams" onClick={() => onOpen(m)}>
                    <span className="team">
                      <TeamBadge team={m.home} />
                      <span className="team__name">{m.home.name}</span>
                      {m.status !== 'UPCOMING' ? (
                        <strong className="team__score">{m.score.home}</strong>
                      ) : null}
                    </span>
                    <span className="team">
                      <TeamBadge team={m.away} />
                      <span className="team__name">{m.away.name}</span>
                      {m.status !== 'UPCOMING' ? (
                        <strong className="team__score">{m.score.away}</strong>
                      ) : null}
                    </span>
                  </button>
                  <div className="row__markets">
                    {m.suspended ? <span className="suspended">{t('suspended')}</span> : null}
                    {m.markets.map((market) => (
                      <fieldset key={market.key} className="mini" aria-label={marketName(market.key, tr)}>
                        {market.selections.map((s) => (
                          <OddsButton
                            key={s.code}
                            label={selectionName(m, market.key, s.code, tr)}
                            short={shortSelection(market.key, s.code)}
                            odds={m.suspended ? null : s.odds}
                            format={format}
                            isSelected={picked.has(`${m.matchId}|${market.key}|${s.code}`)}
                            onPick={() => onPick(m, market.key, s.code, s.odds)}
                          />
                        ))}
                      </fieldset>
                    ))}
                  </div>
                  <button
                    type="button"
                    className="row__more"
                    onClick={() => onOpen(m)}
                    aria-label={`${t('allMarkets')}: ${m.home.name} v ${m.away.name}`}
                  >
                    {t('moreMarkets', { n: m.marketCount })}{' '}
                    <span className="flip-rtl" aria-hidden="true">
                      ›
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function MatchPage({
  match,
  format,
  picked,
  onPick,
  onBack,
}: {
  match: TSportsMatch;
  format: OddsFormat;
  picked: Set<string>;
  onPick: (m: TSportsMatch, market: string, selection: string, odds: number | null) => void;
  onBack: () => void;
}) {
  const tr = useI18n();
  const { t, language } = tr;
  return (
    <article className="match" aria-label={`${match.home.name} v ${match.away.name}`}>
      <button type="button" className="back" onClick={onBack}>
        ‹ {t('back')}
      </button>
      <section className="board" aria-label={t('scoreboard')}>
        <p className="board__league">
          {match.league.name}
          {match.bestOf ? ` · ${t('bestOf', { n: match.bestOf })}` : ''}
        </p>
        <div className="board__teams">
          <div className="board__team">
            <TeamBadge team={match.home} />
            <h2>{match.home.name}</h2>
          </div>
          <div className="board__score">
            {match.status === 'UPCOMING' ? (
              <span className="board__vs">VS</span>
            ) : (
              <strong>
                {match.score.home} <span>:</span> {match.score.away}
              </strong>
            )}
            <span className={match.status === 'LIVE' ? 'board__clock board__clock--live' : 'board__clock'}>
              <bdi>{clockText(match, t, language)}</bdi>
            </span>
            {match.mapScore && match.status === 'LIVE' ? (
              <span className="board__map">
                {t('map', { n: (match.maps?.length ?? 0) + 1 })}: {match.mapScore.home} -{' '}
                {match.mapScore.away}
              </span>
            ) : null}
          </div>
          <div className="board__team">
            <TeamBadge team={match.away} />
            <h2>{match.away.name}</h2>
          </div>
        </div>
        {match.events.length > 0 ? (
          <ul className="events">
            {match.events.map((e) => (
              <li key={`${e.kind}-${e.minute}-${e.side}`} className={`event event--${e.side.toLowerCase()}`}>
                <span>{match.sport === 'ESPORTS' ? t('map', { n: e.minute }) : `${e.minute}'`}</span>
                <i className={`event__icon event__icon--${e.kind.toLowerCase()}`} aria-hidden="true" />
                <span>
                  {t(e.kind === 'GOAL' ? 'goal' : e.kind === 'YELLOW' ? 'yellow' : 'mapWon')} ·{' '}
                  {e.side === 'HOME' ? match.home.name : match.away.name}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {match.suspended ? <p className="suspended suspended--board">{t('suspended')}</p> : null}
      </section>
      <div className="markets">
        {match.markets.map((market) => (
          <section key={market.key} className="market" aria-label={marketName(market.key, tr)}>
            <h3>{marketName(market.key, tr)}</h3>
            <div
              className={market.selections.length > 3 ? 'market__grid market__grid--many' : 'market__grid'}
            >
              {market.selections.map((s) => (
                <OddsButton
                  key={s.code}
                  label={selectionName(match, market.key, s.code, tr)}
                  short={selectionName(match, market.key, s.code, tr)}
                  odds={match.suspended ? null : s.odds}
                  format={format}
                  isSelected={picked.has(`${match.matchId}|${market.key}|${s.code}`)}
                  onPick={() => onPick(match, market.key, s.code, s.odds)}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

function Slip({
  api,
  session,
  legs,
  setLegs,
  format,
  onPlaced,
}: {
  api: SportsApi;
  session: TSession;
  legs: SlipLeg[];
  setLegs: (f: (l: SlipLeg[]) => SlipLeg[]) => void;
  format: OddsFormat;
  onPlaced: (balance: string | null) => void;
}) {
  const tr = useI18n();
  const { t } = tr;
  const [mode, setMode] = useState<SlipMode>('SINGLE');
  const [systemSize, setSystemSize] = useState(2);
  const [stakeText, setStakeText] = useState('10');
  const [acceptHigher, setAcceptHigher] = useState(true);
  const [isPlacing, setIsPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const combinable = canCombine(legs);
  const effectiveMode: SlipMode =
    mode !== 'SINGLE' && !combinable ? 'SINGLE' : mode === 'SYSTEM' && legs.length < 3 ? 'PARLAY' : mode;
  useEffect(() => {
    if (legs.length >= 2 && combinable && mode === 'SINGLE') setMode('PARLAY');
  }, [legs.length, combinable, mode]);
  const stake = parseStake(stakeText) ?? 0n;
  const totals = slipTotals(legs, effectiveMode, stake, Math.min(systemSize, legs.length - 1));
  const changed = legs.some((l) => hasChanged(l, acceptHigher));
  const closed = legs.some((l) => l.current === null);

  const place = async () => {
    setIsPlacing(true);
    setError(null);
    try {
      const requests =
        effectiveMode === 'SINGLE'
          ? legs.map((l) => ({ kind: 'SINGLE' as const, legs: [l] }))
          : [{ kind: effectiveMode, legs }];
      let balance: string | null = null;
      const placed: string[] = [];
      for (const r of requests) {
        const res = await api.place({
          requestId: crypto.randomUUID().replaceAll('-', ''),
          kind: r.kind,
          ...(r.kind === 'SYSTEM' ? { systemSize: Math.min(systemSize, legs.length - 1) } : {}),
          stake: (Number(stake) / 10_000).toFixed(4),
          acceptHigher,
          legs: r.legs.map((l) => ({
            matchId: l.matchId,
            market: l.market,
            selection: l.selection,
            odds: l.odds,
          })),
        });
        balance = res.value.balance ?? balance;
        placed.push(...r.legs.map(legKey));
      }
      setLegs((current) => current.filter((l) => !placed.includes(legKey(l))));
      onPlaced(balance);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : e instanceof Error ? e.message : String(e));
      // A refused price: fetch the legs' matches now so the slip shows the book's prices to accept.
      if (
        e instanceof ApiError &&
        (e.code === 'SPORTS_ODDS_CHANGED' || e.code === 'SPORTS_SELECTION_CLOSED')
      ) {
        const fresh = await Promise.all(
          [...new Set(legs.map((l) => l.matchId))].map((id) =>
            api.match(id).then(
              (r) => r.value,
              () => null,
            ),
          ),
        );
        setLegs((current) =>
          refreshPrices(
            current,
            fresh.filter((m) => m !== null),
          ),
        );
      }
    } finally {
      setIsPlacing(false);
    }
  };

  if (legs.length === 0)
    return (
      <div className="slip slip--empty">
        <p>{t('emptySlip')}</p>
      </div>
    );
  return (
    <section className="slip" aria-label={t('betSlip')}>
      <div className="slip__modes" role="tablist" aria-label={t('betSlip')}>
        <button
          type="button"
          role="tab"
          aria-selected={effectiveMode === 'SINGLE'}
          onClick={() => setMode('SINGLE')}
        >
          {t('singles')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={effectiveMode === 'PARLAY'}
          disabled={!combinable}
          onClick={() => setMode('PARLAY')}
        >
          {t('parlay')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={effectiveMode === 'SYSTEM'}
          disabled={!combinable || legs.length < 3}
          onClick={() => setMode('SYSTEM')}
        >
          {t('system', { k: Math.min(systemSize, Math.max(2, legs.length - 1)), n: legs.length })}
        </button>
      </div>
      {legs.length >= 2 && !combinable ? <p className="hint">{t('sameMatch')}</p> : null}
      <ul className="slip__legs">
        {legs.map((l) => {
          const moved = hasChanged(l, acceptHigher);
          return (
            <li key={legKey(l)} className={`leg${l.current === null ? ' leg--closed' : ''}`}>
              <div className="leg__main">
                <span className="leg__pick">{selectionName(l, l.market, l.selection, tr)}</span>
                <span className="leg__market">{marketName(l.market, tr)}</span>
                <span className="leg__match">
                  {l.live ? <span className="live-tag">{t('live')}</span> : null} {l.matchName}
                </span>
              </div>
              <div className="leg__odds">
                {moved ? <s>{formatOdds(l.odds, format)}</s> : null}
                <strong
                  data-moved={moved ? (l.current !== null && l.current > l.odds ? 'up' : 'down') : undefined}
                >
                  {l.current === null
                    ? t('suspended')
                    : formatOdds(moved ? (l.current ?? l.odds) : l.odds, format)}
                </strong>
              </div>
              <button
                type="button"
                className="leg__remove"
                aria-label={t('remove', { name: selectionName(l, l.market, l.selection, tr) })}
                onClick={() => setLegs((c) => c.filter((x) => legKey(x) !== legKey(l)))}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
      {effectiveMode === 'SYSTEM' ? (
        <label className="field">
          <span>{t('system', { k: '', n: legs.length }).replace(/\s*\/.*/, '')}</span>
          <select value={systemSize} onChange={(e) => setSystemSize(Number(e.target.value))}>
            {Array.from({ length: legs.length - 2 }, (_, i) => i + 2).map((k) => (
              <option key={k} value={k}>
                {k}/{legs.length}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="field">
        <span>{effectiveMode === 'SYSTEM' ? t('stakePer') : t('stake')}</span>
        <input inputMode="decimal" value={stakeText} onChange={(e) => setStakeText(e.target.value)} />
      </label>
      <div className="chips">
        {['10', '50', '100', '500'].map((v) => (
          <button key={v} type="button" onClick={() => setStakeText(v)}>
            {v}
          </button>
        ))}
      </div>
      <label className="check">
        <input type="checkbox" checked={acceptHigher} onChange={(e) => setAcceptHigher(e.target.checked)} />
        <span>{t('acceptHigher')}</span>
      </label>
      <dl className="totals">
        <div>
          <dt>{t('totalStake')}</dt>
          <dd>
            {session.currency} {displayMoney((Number(totals.total) / 10_000).toFixed(2))}
          </dd>
        </div>
        <div>
          <dt>{t('potentialReturn')}</dt>
          <dd className="totals__win">
            {session.currency} {displayMoney((Number(totals.maxReturn) / 10_000).toFixed(2))}
          </dd>
        </div>
      </dl>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {changed ? (
        <button type="button" className="primary primary--warn" onClick={() => setLegs(acceptChanges)}>
          {t('acceptOdds')}
        </button>
      ) : (
        <button
          type="button"
          className="primary"
          disabled={isPlacing || closed || stake <= 0n}
          onClick={() => void place()}
        >
          {isPlacing ? t('placing') : t('placeBet')}
        </button>
      )}
      <button type="button" className="link" onClick={() => setLegs(() => [])}>
        {t('clear')}
      </button>
    </section>
  );
}

/**
 * Half of a bet's open stake and its share of the whole offer (the server's own rounding: the offer
 * times the part over the open stake), or undefined when either half would be under the minimum stake.
 */
function halfOf(bet: TSportsBet, minStake: bigint): { stake: string; amount: string } | undefined {
  if (!bet.cashOut) return undefined;
  const open = parseMinor(bet.openStake);
  const part = open / 2n;
  if (part < minStake || open - part < minStake) return undefined;
  const amount = (parseMinor(bet.cashOut) * part) / open;
  return amount > 0n ? { stake: formatMinor(part), amount: formatMinor(amount) } : undefined;
}

function HalfCashOut({
  bet,
  minStake,
  onCashOut,
}: {
  bet: TSportsBet;
  minStake: bigint;
  onCashOut: (half: { stake: string; amount: string }) => void;
}) {
  const { t } = useI18n();
  const half = halfOf(bet, minStake);
  if (!half) return null;
  return (
    <button type="button" className="cashout cashout--half" onClick={() => onCashOut(half)}>
      {t('cashOutHalf', { amount: displayMoney(half.amount) })}
    </button>
  );
}

function MyBets({
  api,
  version,
  format,
  minStake,
  onBalance,
}: {
  api: SportsApi;
  version: number;
  format: OddsFormat;
  minStake: bigint;
  onBalance: (b: string) => void;
}) {
  const tr = useI18n();
  const { t } = tr;
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const [bets, setBets] = useState<TSportsBet[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api
      .bets(status)
      .then((r) => setBets(r.value.bets))
      .catch(() => undefined);
  }, [api, status]);
  useEffect(() => {
    void version;
    load();
    const timer = window.setInterval(load, 5_000);
    return () => window.clearInterval(timer);
  }, [load, version]);
  const cashOut = async (bet: TSportsBet, half?: { stake: string; amount: string }) => {
    if (!bet.cashOut) return;
    setError(null);
    try {
      const r = half
        ? await api.cashOut(bet.betId, half.amount, half.stake)
        : await api.cashOut(bet.betId, bet.cashOut);
      if (r.value.balance) onBalance(r.value.balance);
      load();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section className="bets" aria-label={t('myBets')}>
      <div className="slip__modes" role="tablist">
        <button type="button" role="tab" aria-selected={status === 'open'} onClick={() => setStatus('open')}>
          {t('open')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={status === 'settled'}
          onClick={() => setStatus('settled')}
        >
          {t('settled')}
        </button>
      </div>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {bets && bets.length === 0 ? <p className="slip--empty">{t('noBets')}</p> : null}
      <ul className="bets__list">
        {(bets ?? []).map((b) => (
          <li
            key={b.betId}
            className={`bet bet--${b.status.toLowerCase()}`}
            aria-label={`${b.kind === 'SINGLE' ? t('single') : b.kind === 'PARLAY' ? t('parlay') : t('system', { k: b.systemSize ?? 2, n: b.legs.length })} #${b.betId}`}
          >
            <div className="bet__head">
              <strong>
                {b.kind === 'SINGLE'
                  ? t('single')
                  : b.kind === 'PARLAY'
                    ? `${t('parlay')} · ${b.legs.length}`
                    : t('system', { k: b.systemSize ?? 2, n: b.legs.length })}
              </strong>
              <span className="bet__status">{t(b.status as TKey)}</span>
            </div>
            <ul>
              {b.legs.map((l) => (
                <li
                  key={`${l.matchId}${l.market}${l.selection}`}
                  className={`bet__leg state--${l.state.toLowerCase()}`}
                >
                  <span>
                    {selectionName(null, l.market, l.selection, tr)} · {marketName(l.market, tr)}
                    <small>
                      {l.matchName}
                      {l.score ? ` (${l.score})` : ''}
                    </small>
                  </span>
                  <span>
                    {formatOdds(l.odds, format)} <em>{t(l.state as TKey)}</em>
                  </span>
                </li>
              ))}
            </ul>
            <div className="bet__foot">
              <span>
                {t('stake')} {displayMoney(b.stake)}
              </span>
              <span>
                {b.payout !== null
                  ? `${t('payout')} ${displayMoney(b.payout)}`
                  : `${t('potentialReturn')} ${displayMoney(b.potentialReturn)}`}
              </span>
            </div>
            {parseMinor(b.cashedOut) > 0n ? (
              <p className="bet__cashed">{t('cashedOutPart', { amount: displayMoney(b.cashedOut) })}</p>
            ) : null}
            {b.cashOut ? (
              <div className="bet__cashouts">
                <button type="button" className="cashout" onClick={() => void cashOut(b)}>
                  {t('cashOut', { amount: displayMoney(b.cashOut) })}
                </button>
                <HalfCashOut bet={b} minStake={minStake} onCashOut={(half) => void cashOut(b, half)} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
