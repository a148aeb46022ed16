import {
  formatMinor,
  parseMinor,
  type TLiveHistoryRound,
  type TLiveModel,
  type TLiveServerMessage,
  type TLiveTableCode,
} from '@croupier/contracts';
import { displayMinor, displayMoney, displayStake } from '@croupier/game-client';
import {
  expandAnnouncedBet,
  type LiveOutcome,
  livePayTable,
  liveSpotReturn,
  pariMutuelOdds,
} from '@croupier/games';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, type LiveApi } from '../lib/api.ts';
import { betterSample, type ClockSample, remainingMs, remainingShare, useNow } from '../lib/clock.ts';
import { useI18n } from '../lib/i18n.ts';
import {
  clearPending,
  double,
  emptySlip,
  chipValues as ladder,
  nextRound,
  type Placement,
  pendingTotal,
  pendingTotals,
  place,
  repeat,
  type Slip,
  slipProblem,
  totalsOf,
  undo,
} from '../lib/slip.ts';
import { useTableSocket } from '../lib/socket.ts';
import { applyMessage, stateOf, type TableState } from '../lib/table-state.ts';
import { BetBoard, type BoardProps, Racetrack } from './boards.tsx';
import { ChipTray } from './chips.tsx';
import { CountdownRing } from './countdown.tsx';
import { Chat, Fairness, FightHistory, Models, MyBets, ResultStrip } from './panels.tsx';
import { Roads } from './roads.tsx';
import { Stage } from './stage.tsx';

export type SideTab = 'bets' | 'history' | 'chat' | 'models' | 'fair';

export interface TableProps {
  readonly api: LiveApi;
  readonly sessionToken: string;
  readonly tableCode: TLiveTableCode;
  readonly balance: bigint;
  readonly onBalance: (balance: string) => void;
  readonly onError: (error: unknown) => void;
  readonly onNotice: (tone: 'success' | 'error', title: string, message: string) => void;
  readonly onSessionOver: (code: string, message: string) => void;
  readonly models: readonly TLiveModel[];
  /** The side panel shown first ('chat' when launched through the platform's chatUrl). */
  readonly initialTab?: SideTab;
}

function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** One table: the dealer's table, the countdown, the board and chips, and the side panels. */
export function TablePage(props: TableProps) {
  const { api, sessionToken, tableCode, balance, onBalance, onError, onNotice, onSessionOver, models } =
    props;
  const { t, spot } = useI18n();
  const [state, setState] = useState<TableState | null>(null);
  const [clock, setClock] = useState<ClockSample | null>(null);
  const [pending, setPending] = useState<Slip>(emptySlip);
  const [chip, setChip] = useState<bigint | null>(null);
  const [isSending, setSending] = useState(false);
  const [tab, setTab] = useState<SideTab>(props.initialTab ?? 'bets');
  const [history, setHistory] = useState<TLiveHistoryRound[]>([]);
  const [neighbours, setNeighbours] = useState(2);
  const [banner, setBanner] = useState<{ id: string; tone: 'win' | 'lose' | 'void'; amount: string } | null>(
    null,
  );
  const now = useNow(200);
  const offset = clock?.offsetMs ?? 0;

  const onMessage = useCallback(
    (message: TLiveServerMessage) => {
      if (message.type === 'error') {
        onNotice('error', t('errorTitle'), message.message);
        return;
      }
      if (message.type === 'settlement') {
        if (message.balance !== null) onBalance(message.balance);
        const net = parseMinor(message.settlement.net, { allowNegative: true });
        setBanner({
          id: message.settlement.roundId,
          tone: message.settlement.voided ? 'void' : net > 0n ? 'win' : 'lose',
          amount: message.settlement.voided ? message.settlement.returned : message.settlement.returned,
        });
      }
      setState((current) =>
        current
          ? applyMessage(current, message)
          : message.type === 'snapshot'
            ? stateOf(message.snapshot)
            : null,
      );
    },
    [onBalance, onNotice, t],
  );
  const onClock = useCallback((sample: ClockSample) => setClock((c) => betterSample(c, sample)), []);
  const status = useTableSocket(sessionToken, tableCode, onMessage, onClock);

  useEffect(() => {
    if (status === 'unauthorized') onSessionOver('SESSION_EXPIRED', t('sessionOverText'));
  }, [status, onSessionOver, t]);

  // The banner shows for a few seconds after a settlement.
  useEffect(() => {
    if (!banner) return;
    const id = window.setTimeout(() => setBanner(null), 6000);
    return () => window.clearTimeout(id);
  }, [banner]);

  const table = state?.table ?? null;
  const round = table?.round ?? null;
  const roundId = round?.roundId ?? null;
  const game = table?.game ?? 'BACCARAT';

  // History (fight card, seeds) is read again whenever a round gets its result.
  const resultKey = table?.lastResults[0]?.roundId ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: resultKey is the trigger (a new result)
  useEffect(() => {
    let isCancelled = false;
    api
      .history(tableCode, 60)
      .then((res) => {
        if (!isCancelled) setHistory(res.value.rounds);
      })
      .catch(() => undefined);
    return () => {
      isCancelled = true;
    };
  }, [api, tableCode, resultKey]);

  // A new round: unsent chips go; my previous round becomes repeatable.
  const lastRoundRef = useRef<{ roundId: string | null; bets: Placement[] }>({ roundId: null, bets: [] });
  const confirmedBets = useMemo<Placement[]>(
    () => (state?.myRound?.spots ?? []).map((b) => ({ spot: b.spot, amount: parseMinor(b.amount) })),
    [state?.myRound],
  );
  useEffect(() => {
    const last = lastRoundRef.current;
    if (roundId !== last.roundId) {
      if (last.roundId !== null) {
        setPending((slip) => nextRound({ ...slip, confirmed: totalsOf(last.bets) }));
      }
      lastRoundRef.current = { roundId, bets: confirmedBets };
    } else {
      last.bets = confirmedBets;
    }
  }, [roundId, confirmedBets]);

  const slip: Slip = useMemo(
    () => ({ ...pending, confirmed: totalsOf(confirmedBets) }),
    [pending, confirmedBets],
  );
  const values = useMemo(
    () => (table ? ladder(parseMinor(table.minBet), parseMinor(table.maxBet)) : []),
    [table?.minBet, table?.maxBet, table],
  );
  const selectedChip = chip !== null && values.includes(chip) ? chip : (values[0] ?? null);

  const phase = round?.phase ?? null;
  const isLastCall =
    phase === 'BETTING' && round?.lastCallAt ? now + offset >= Date.parse(round.lastCallAt) : false;
  const endsAt = phase === 'BETTING' ? (round?.bettingEndsAt ?? null) : (round?.phaseEndsAt ?? null);
  const left = remainingMs(endsAt, now, offset);
  const isOpen = phase === 'BETTING' && left > 0;
  const share =
    phase === 'BETTING'
      ? remainingShare(round?.openedAt ?? null, round?.bettingEndsAt ?? null, now, offset)
      : 0;

  const spotLimits = useMemo(() => {
    const map = new Map<string, { minBet: bigint; maxBet: bigint }>();
    for (const s of table?.spots ?? [])
      map.set(s.spot, { minBet: parseMinor(s.min), maxBet: parseMinor(s.max) });
    return map;
  }, [table?.spots]);
  const spotSet = useMemo(() => new Set(spotLimits.keys()), [spotLimits]);
  const payTable = useMemo(() => {
    try {
      const pays = livePayTable(game, round?.fight?.odds);
      // Pari-mutuel: meron and wala pay their share of the pool, not the fight's odds.
      return table?.pariMutuel ? { ...pays, MERON: t('pool'), WALA: t('pool') } : pays;
    } catch {
      return {} as Record<string, string>;
    }
  }, [game, round?.fight?.odds, table?.pariMutuel, t]);
  const winning = useMemo(() => {
    const won = new Set<string>();
    const outcome = round?.outcome;
    if (!outcome) return won;
    for (const code of spotSet) {
      try {
        if (liveSpotReturn(code, 10_000n, outcome as LiveOutcome) > 10_000n) won.add(code);
      } catch {
        // a spot the maths does not know is never highlighted
      }
    }
    return won;
  }, [round?.outcome, spotSet]);
  const totalsBySpot = useMemo(
    () => new Map((round?.totals ?? []).map((x) => [x.spot, x.amount])),
    [round?.totals],
  );
  const pendingBySpot = pendingTotals(slip);
  const problem = slipProblem(slip, (code) => spotLimits.get(code) ?? { minBet: 1n, maxBet: 0n }, balance);

  const addChips = (placements: Placement[]) => {
    if (!isOpen) return;
    setPending((s) =>
      place(
        s,
        placements.filter((p) => spotSet.has(p.spot)),
      ),
    );
  };
  const board: BoardProps = {
    spots: spotSet,
    isOpen,
    onBet: (code) => selectedChip !== null && addChips([{ spot: code, amount: selectedChip }]),
    chipsOn: (code) => ({
      confirmed: slip.confirmed.get(code) ?? 0n,
      pending: pendingBySpot.get(code) ?? 0n,
    }),
    chipValues: values,
    winning,
    name: spot,
    layoutLabel: t('tableLayout'),
    pays: (code) => payTable[code],
    tableTotal: (code) => {
      const total = totalsBySpot.get(code);
      return total && parseMinor(total) > 0n ? displayMoney(total) : null;
    },
  };

  const problemText = (() => {
    if (!problem || problem.kind === 'empty') return null;
    if (problem.kind === 'insufficient')
      return t('notEnough', { need: displayMinor(problem.need), balance: displayMinor(problem.balance) });
    if (problem.kind === 'belowMin')
      return t('belowMin', { spot: spot(problem.spot), min: displayStake(problem.min) });
    if (problem.kind === 'aboveRoundMax') return t('aboveRoundMax', { max: displayStake(problem.max) });
    return t('aboveMax', { spot: spot(problem.spot), max: displayStake(problem.max) });
  })();

  const send = async () => {
    if (!round || problem || isSending) return;
    const bets = [...pendingBySpot].map(([code, amount]) => ({ spot: code, amount: formatMinor(amount) }));
    setSending(true);
    try {
      const res = await api.placeBets(tableCode, { requestId: newRequestId(), roundId: round.roundId, bets });
      onBalance(res.value.balance);
      setState((s) =>
        s && s.table.round?.roundId === res.value.myRound.roundId ? { ...s, myRound: res.value.myRound } : s,
      );
      setPending((s) => clearPending(s));
      onNotice(
        'success',
        t('betAccepted'),
        t('betAcceptedText', { total: displayMoney(res.value.placement.total) }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LIVE_BETTING_CLOSED')
        setPending((s) => clearPending(s));
      onError(error);
    } finally {
      setSending(false);
    }
  };

  const sendChat = async (text: string): Promise<string | null> => {
    try {
      await api.sendChat(tableCode, text);
      return null;
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === 'LIVE_CHAT_MUTED') setState((s) => (s ? { ...s, muted: true } : s));
        if (error.code === 'LIVE_CHAT_RATE_LIMITED') return t('chatRateLimited');
        return error.message;
      }
      return String(error);
    }
  };

  if (!state || !table) {
    return (
      <div className="splash" role="status">
        <span className="splash__chip" aria-hidden="true" />
        <p>{status === 'closed' ? t('reconnecting') : t('loading')}</p>
      </div>
    );
  }

  const phaseText = (() => {
    if (!phase) return t('waitingRound');
    if (phase === 'BETTING') return isLastCall ? t('phase_LAST_CALL') : t('phase_BETTING');
    if (phase === 'REVEALING' && game !== 'BACCARAT' && game !== 'DRAGON_TIGER')
      return t(`phase_REVEALING_${game}` as 'phase_REVEALING_ROULETTE');
    return t(`phase_${phase}`);
  })();
  const seconds = phase === 'BETTING' || phase === 'CLOSED' ? Math.ceil(left / 1000) : null;
  const roadsLabel =
    game === 'ROULETTE' ? t('lastNumbers') : game === 'SIC_BO' ? t('lastDice') : t('lastResults');
  const myUnsent = [...pendingBySpot].map(([code, amount]) => ({ spot: code, amount }));

  return (
    <div className={`table table--${game.toLowerCase()}`}>
      <div className="table__main">
        <section className="stage" aria-label={table.name}>
          <header className="stage__bar">
            <div className="dealer">
              <h1 className="sr-only">{table.name}</h1>
              <img className="dealer__photo" src={table.dealer.portraitUrl} alt="" width={44} height={44} />
              <div>
                <p className="dealer__name">{t('dealer', { name: table.dealer.name })}</p>
                <p className="dealer__round">
                  <span className="dealer__roundno">
                    {round?.fight
                      ? t('fightNo', { no: round.fight.fightNo })
                      : round
                        ? t('round', { no: round.roundNo })
                        : ''}
                  </span>
                  <span className="dot" aria-hidden="true" />{' '}
                  <span className="dealer__watching">{t('watching', { count: table.watching })}</span>
                </p>
              </div>
            </div>
            <p
              className={`phase phase--${isLastCall ? 'last' : (phase ?? 'none').toLowerCase()}`}
              role="status"
            >
              {phaseText}
            </p>
            <CountdownRing
              share={share}
              seconds={seconds}
              label={phase === 'BETTING' ? t('countdown') : phaseText}
              tone={isLastCall ? 'last' : isOpen ? 'open' : 'closed'}
            />
          </header>
          <div className="felt">
            {round?.fight ? (
              <p className="fightcard">
                <span className="fightcard__meron">
                  {t('meron')} {table?.pariMutuel ? t('pool') : (round.fight.odds.meron / 100).toFixed(2)}
                </span>
                <span className="fightcard__no">{t('fightNo', { no: round.fight.fightNo })}</span>
                <span className="fightcard__wala">
                  {t('wala')} {table?.pariMutuel ? t('pool') : (round.fight.odds.wala / 100).toFixed(2)}
                </span>
              </p>
            ) : null}
            {round?.fight && table?.pariMutuel ? (
              <p className="fightcard__terms">
                {t('pariMutuel', { cut: String(table.pariMutuel.plasadaBp / 100) })}
              </p>
            ) : null}
            <Stage table={table} />
            {isLastCall ? (
              <p className="lastcall" aria-hidden="true">
                {t('phase_LAST_CALL')}
              </p>
            ) : null}
            {banner ? (
              <div className={`banner banner--${banner.tone}`} role="status" aria-label={t('win')}>
                {banner.tone === 'win' ? (
                  <>
                    <span className="banner__title">{t('youWin')}</span>
                    <span className="banner__amount">{displayMoney(banner.amount)}</span>
                  </>
                ) : banner.tone === 'void' ? (
                  <span className="banner__title">
                    {t('refunded', { amount: displayMoney(banner.amount) })}
                  </span>
                ) : (
                  <span className="banner__title banner__title--quiet">{t('youLose')}</span>
                )}
              </div>
            ) : null}
          </div>
          {round?.fight && table?.pariMutuel ? (
            <PoolBoard
              pool={table.pariMutuel.pool ?? { meron: '0', wala: '0' }}
              plasadaBp={table.pariMutuel.plasadaBp}
              labels={{ meron: t('meron'), wala: t('wala'), pool: t('pool'), pays: t('poolPays') }}
              money={displayMoney}
            />
          ) : null}
          <footer className="stage__foot">
            <ResultStrip results={table.lastResults.slice(0, 14)} label={roadsLabel} />
          </footer>
        </section>

        <section className="betting" aria-label={t('betSpots')}>
          <BetBoard game={game} board={board} />
          {game === 'ROULETTE' ? (
            <Racetrack
              isOpen={isOpen}
              neighbours={neighbours}
              onNeighbours={setNeighbours}
              onNumber={(n) =>
                selectedChip !== null &&
                addChips(expandAnnouncedBet({ neighbours: n, count: neighbours }, selectedChip))
              }
              onAnnounced={(bet) => selectedChip !== null && addChips(expandAnnouncedBet(bet, selectedChip))}
              labels={{
                racetrack: t('racetrack'),
                neighbours: t('neighbours'),
                numberBet: (n) => t('neighboursOf', { n, k: neighbours }),
                announced: {
                  VOISINS: spot('VOISINS'),
                  TIERS: spot('TIERS'),
                  ORPHELINS: spot('ORPHELINS'),
                  ZERO: spot('ZERO'),
                },
              }}
            />
          ) : null}
          <div className="controls">
            <ChipTray
              values={values}
              selected={selectedChip}
              onSelect={setChip}
              label={t('chips')}
              chipLabel={(value) => t('chip', { value })}
            />
            <div className="controls__actions">
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => setPending(undo)}
                disabled={slip.pending.length === 0}
              >
                {t('undo')}
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => setPending(clearPending)}
                disabled={slip.pending.length === 0}
              >
                {t('clear')}
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => isOpen && setPending(repeat)}
                disabled={!isOpen || slip.previous.length === 0}
              >
                {t('repeat')}
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => isOpen && setPending((s) => double({ ...s, confirmed: slip.confirmed }))}
                disabled={!isOpen || (slip.pending.length === 0 && slip.confirmed.size === 0)}
              >
                {t('double')}
              </button>
              <button
                type="button"
                className="btn btn--primary btn--confirm"
                onClick={() => void send()}
                disabled={!isOpen || problem !== null || isSending}
              >
                {isSending ? t('sending') : t('confirm')}
                {pendingTotal(slip) > 0n ? (
                  <span className="mono"> · {displayMinor(pendingTotal(slip))}</span>
                ) : null}
              </button>
            </div>
            {problemText ? (
              <p className="controls__problem" role="alert">
                {problemText}
              </p>
            ) : !isOpen && phase ? (
              <p className="controls__hint muted small">{t('bettingClosed')}</p>
            ) : null}
          </div>
        </section>
      </div>

      <aside className="table__side">
        <div className="tabs" role="tablist" aria-label={table.name}>
          {(
            [
              ['bets', t('myBets')],
              ['history', t('history')],
              ['chat', t('chat')],
              ['models', t('models')],
              ['fair', t('fairness')],
            ] as const
          ).map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className="tabs__tab"
              onClick={() => setTab(key)}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" className="tabs__panel">
          {tab === 'bets' ? (
            <MyBets myRound={state.myRound} settlement={state.lastSettlement} unsent={myUnsent} />
          ) : null}
          {tab === 'history' ? (
            <section className="panel" aria-label={t('history')}>
              {game === 'BACCARAT' || game === 'DRAGON_TIGER' ? <Roads results={table.shoeResults} /> : null}
              {game === 'COCKFIGHT' ? (
                <FightHistory rounds={history} />
              ) : (
                <>
                  <h3 className="panel__sub">{roadsLabel}</h3>
                  <ResultStrip results={table.lastResults} label={roadsLabel} />
                </>
              )}
            </section>
          ) : null}
          {tab === 'chat' ? <Chat messages={state.chat} muted={state.muted} onSend={sendChat} /> : null}
          {tab === 'models' ? <Models models={models} /> : null}
          {tab === 'fair' ? (
            <Fairness table={table} revealed={state.revealedSeeds} history={history} />
          ) : null}
        </div>
        <section className="panel limits" aria-label={t('limits')}>
          <h3 className="panel__sub">{t('payTable')}</h3>
          <dl className="paytable">
            {Object.entries(payTable)
              .filter(
                ([code]) =>
                  game !== 'ROULETTE' ||
                  !/^(SPLIT|STREET|CORNER|LINE|STRAIGHT)_/.test(code) ||
                  /^(STRAIGHT_0|SPLIT_1_2|STREET_1|CORNER_1_2_4_5|LINE_1)$/.test(code),
              )
              .slice(0, 24)
              .map(([code, ratio]) => (
                <div key={code}>
                  <dt>{spot(code)}</dt>
                  <dd className="mono">{ratio}</dd>
                </div>
              ))}
          </dl>
          <p className="muted small">
            {t('limits')}: {displayMoney(table.minBet)} – {displayMoney(table.maxBet)}
          </p>
        </section>
      </aside>
    </div>
  );
}

/**
 * A pari-mutuel fight's pools as they stand (the merchant's meron and wala stakes, pushed with the
 * totals) and what one unit on each side would return now, before the plasada's cut is final.
 */
function PoolBoard({
  pool,
  plasadaBp,
  labels,
  money,
}: {
  pool: { meron: string; wala: string };
  plasadaBp: number;
  labels: { meron: string; wala: string; pool: string; pays: string };
  money: (amount: string) => string;
}) {
  const amounts = { meron: parseMinor(pool.meron), wala: parseMinor(pool.wala), plasadaBp };
  const pays = (side: 'MERON' | 'WALA') => {
    const odds = pariMutuelOdds(amounts, side);
    return odds === null ? '—' : (Number((odds.num * 100n) / odds.den) / 100).toFixed(2);
  };
  const total = amounts.meron + amounts.wala;
  const share = total > 0n ? Number((amounts.meron * 1000n) / total) / 10 : 50;
  return (
    <section className="poolboard" aria-label={labels.pool}>
      <div className="poolboard__side poolboard__side--meron">
        <span className="poolboard__name">{labels.meron}</span>
        <strong className="poolboard__amount">{money(pool.meron)}</strong>
        <span className="poolboard__pays">
          {labels.pays} {pays('MERON')}
        </span>
      </div>
      <div className="poolboard__bar" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </div>
      <div className="poolboard__side poolboard__side--wala">
        <span className="poolboard__name">{labels.wala}</span>
        <strong className="poolboard__amount">{money(pool.wala)}</strong>
        <span className="poolboard__pays">
          {labels.pays} {pays('WALA')}
        </span>
      </div>
    </section>
  );
}
