import {
  parseMinor,
  type TPokerChatMessage,
  type TPokerHandRecord,
  type TPokerSeat,
  type TPokerServerMessage,
  type TPokerTableCode,
  type TPokerTableView,
} from '@croupier/contracts';
import { displayMinor, displayMoney } from '@croupier/game-client';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, createApi, type TSession } from '../lib/api.ts';
import { type TKey, useI18n } from '../lib/i18n.ts';
import { amountOf, potRaiseTo, sliderOf } from '../lib/sizing.ts';
import { useTableSocket } from '../lib/socket.ts';
import { Avatar, Card, CardBack } from './cards.tsx';
import { HandHistory } from './history.tsx';

/** Tells the lobby around the frame that the balance changed (it reloads its header from the platform). */
function tellLobby(balance: string): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'croupier:balance', balance }, '*');
}

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

interface Notice {
  id: number;
  tone: 'error' | 'info';
  text: string;
}

/** The table: seats around the felt, the board and pots, my actions, the hand history and chat. */
export function TablePage({
  session,
  tableCode,
  initialBalance,
}: {
  session: TSession;
  tableCode: TPokerTableCode;
  initialBalance: bigint;
}) {
  const { t } = useI18n();
  const api = useMemo(() => createApi(session.sessionToken, tableCode), [session.sessionToken, tableCode]);
  const [view, setView] = useState<TPokerTableView | null>(null);
  const [offset, setOffset] = useState(0);
  const [balance, setBalance] = useState(initialBalance);
  const [chat, setChat] = useState<TPokerChatMessage[]>([]);
  const [hands, setHands] = useState<TPokerHandRecord[]>([]);
  const [tab, setTab] = useState<'history' | 'chat'>('history');
  const [buyInSeat, setBuyInSeat] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const show = useCallback(
    (tone: Notice['tone'], text: string) => setNotice({ id: Date.now(), tone, text }),
    [],
  );
  useEffect(() => {
    if (!notice) return;
    const id = window.setTimeout(() => setNotice(null), 6000);
    return () => window.clearTimeout(id);
  }, [notice]);

  const accept = useCallback((next: TPokerTableView) => {
    setOffset(Date.parse(next.serverTime) - Date.now());
    setView(next);
  }, []);
  const onMessage = useCallback(
    (message: TPokerServerMessage) => {
      if (message.type === 'table') accept(message.table);
      else if (message.type === 'chat')
        setChat((list) =>
          list.some((m) => m.messageId === message.message.messageId)
            ? list
            : [...list, message.message].slice(-50),
        );
      else if (message.type === 'balance') {
        setBalance(parseMinor(message.balance));
        tellLobby(message.balance);
      }
    },
    [accept],
  );
  const status = useTableSocket(session.sessionToken, tableCode, onMessage);

  const refreshHands = useCallback(() => {
    api
      .hands()
      .then((r) => setHands(r.value.hands))
      .catch(() => undefined);
  }, [api]);
  useEffect(() => {
    api
      .table()
      .then((r) => accept(r.value))
      .catch(() => undefined);
    refreshHands();
  }, [api, accept, refreshHands]);

  // A hand I was in just ended: its record joins the history.
  const endedHand = view?.hand?.isOver ? view.hand.handId : null;
  useEffect(() => {
    if (endedHand) refreshHands();
  }, [endedHand, refreshHands]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      show('error', error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const sit = (seat: number, amount: string) =>
    run(async () => {
      const r = await api.sit(seat, amount);
      accept(r.value);
      setBuyInSeat(null);
      const b = await api.balance();
      setBalance(parseMinor(b.value.balance));
      tellLobby(b.value.balance);
    });
  const leave = () =>
    run(async () => {
      const r = await api.leave();
      if (r.value.cashedOut !== null) {
        show('info', t('leftTable', { amount: displayMoney(r.value.cashedOut) }));
        if (r.value.balance !== null) {
          setBalance(parseMinor(r.value.balance));
          tellLobby(r.value.balance);
        }
      } else show('info', t('leaveAfterHand'));
    });
  const mine = view?.seats.find((s) => s.isMe) ?? null;

  if (!view)
    return (
      <div className="splash" role="status">
        <span className="splash__chip" aria-hidden="true" />
        <p>{t('loading')}</p>
      </div>
    );

  return (
    <div className="poker">
      <header className="topbar">
        {session.lobbyUrl ? (
          <a className="btn btn--ghost" href={session.lobbyUrl} target="_top">
            <span className="flip-rtl" aria-hidden="true">
              ←
            </span>{' '}
            {t('lobby')}
          </a>
        ) : null}
        <div className="topbar__title">
          <h1>{view.name}</h1>
          <span className="muted">
            NLHE · {t('seats', { n: view.seatsTotal })} ·{' '}
            {t('blinds', { sb: displayStakeShort(view.smallBlind), bb: displayStakeShort(view.bigBlind) })}
          </span>
        </div>
        <div className="topbar__balance">
          <span className="muted">{t('balance')}</span>
          <strong data-testid="poker-balance">
            {displayMinor(balance)} {session.currency}
          </strong>
        </div>
        {mine ? (
          <div className="topbar__actions">
            <button
              type="button"
              className="btn btn--ghost"
              disabled={busy}
              onClick={() => run(async () => accept((await api.sitOut(mine.status !== 'SITTING_OUT')).value))}
            >
              {mine.status === 'SITTING_OUT' ? t('sitIn') : t('sitOut')}
            </button>
            <button type="button" className="btn btn--danger" disabled={busy} onClick={leave}>
              {t('leave')}
            </button>
          </div>
        ) : null}
      </header>
      {status !== 'open' && status !== 'connecting' ? (
        <p className="banner" role="status">
          {t('connecting')}
        </p>
      ) : null}
      <main className="layout">
        <section className="stage" aria-label={view.name}>
          <Felt view={view} offset={offset} onSit={mine ? null : (seat) => setBuyInSeat(seat)} />
          <ActionBar
            view={view}
            busy={busy}
            onAct={(body) => run(async () => accept((await api.act(body)).value))}
          />
        </section>
        <aside className="side">
          <div className="tabs" role="tablist">
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'history'}
              onClick={() => setTab('history')}
            >
              {t('history')}
            </button>
            <button type="button" role="tab" aria-selected={tab === 'chat'} onClick={() => setTab('chat')}>
              {t('chat')}
            </button>
          </div>
          {tab === 'history' ? (
            <HandHistory hands={hands} />
          ) : (
            <Chat
              messages={chat}
              onSend={(text) =>
                api.sendChat(text).then(
                  () => true,
                  (error: unknown) => {
                    show('error', error instanceof ApiError ? error.message : String(error));
                    return false;
                  },
                )
              }
            />
          )}
        </aside>
      </main>
      {buyInSeat !== null ? (
        <BuyIn
          seat={buyInSeat}
          view={view}
          balance={balance}
          busy={busy}
          onCancel={() => setBuyInSeat(null)}
          onBuyIn={(amount) => sit(buyInSeat, amount)}
        />
      ) : null}
      {notice ? (
        <div
          className={`toast toast--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          key={notice.id}
        >
          {notice.text}
        </div>
      ) : null}
    </div>
  );
}

/** '0.1000' → '0.1', '2.0000' → '2'. */
function displayStakeShort(amount: string): string {
  return amount.replace(/\.?0+$/, '');
}

/** Where seat `visual` (0 = bottom centre, then clockwise) sits on the felt, in % of its box (a narrower ring on a portrait phone). */
function seatPosition(visual: number, total: number, portrait: boolean): { left: string; top: string } {
  const angle = Math.PI / 2 + (visual * 2 * Math.PI) / total;
  const [rx, ry] = portrait ? [34, 44] : [45, 43];
  return { left: `${50 + rx * Math.cos(angle)}%`, top: `${50 + ry * Math.sin(angle)}%` };
}

/** True while the page is phone-narrow (the felt stands upright). */
function usePortrait(): boolean {
  const query = '(max-width: 820px)';
  const [portrait, setPortrait] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setPortrait(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return portrait;
}

function Felt({
  view,
  offset,
  onSit,
}: {
  view: TPokerTableView;
  offset: number;
  onSit: ((seat: number) => void) | null;
}) {
  const { t } = useI18n();
  const now = useNow(250);
  const portrait = usePortrait();
  const hand = view.hand;
  const total = view.seatsTotal;
  const anchor = view.mySeat ?? 1;
  const bySeat = new Map(view.seats.map((s) => [s.seat, s]));
  const nextIn = view.nextHandAt
    ? Math.max(0, Math.ceil((Date.parse(view.nextHandAt) - now - offset) / 1000))
    : null;
  const winners = hand?.isOver ? view.seats.filter((s) => s.won !== null && parseMinor(s.won) > 0n) : [];
  return (
    <div className={`felt felt--${total}`}>
      <div className="felt__rail" aria-hidden="true" />
      <div className="felt__center">
        <section className="board" aria-label={t('board')}>
          {hand?.board.map((c) => (
            <Card key={c} card={c} size="lg" />
          ))}
          {['s1', 's2', 's3', 's4', 's5'].slice(hand?.board.length ?? 0).map((slot) => (
            <span key={slot} className="card card--slot card--lg" aria-hidden="true" />
          ))}
        </section>
        {hand ? (
          <div className="pots">
            <span className="pot" data-testid="poker-pot">
              {t('potTotal', { amount: displayMoney(hand.totalPot) })}
            </span>
            {!hand.isOver && hand.pots.length > 1
              ? hand.pots.slice(1).map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: side pots are positional
                  <span key={i} className="pot pot--side">
                    {t('sidePot', { amount: displayMoney(p) })}
                  </span>
                ))
              : null}
          </div>
        ) : null}
        <p className="felt__status" role="status">
          {hand?.isOver && winners.length
            ? winners
                .map((w) => t('wins', { name: w.displayName, amount: displayMoney(w.won ?? '0') }))
                .join(' · ')
            : hand && !hand.isOver
              ? t(`street.${hand.street}` as TKey)
              : nextIn !== null
                ? t('nextHand', { s: nextIn })
                : t('waiting')}
        </p>
        {hand ? (
          <p className="felt__fair muted" title={hand.seed ?? hand.seedHash}>
            #{hand.handNo} · {t('seedHash')} {hand.seedHash.slice(0, 10)}…
          </p>
        ) : null}
      </div>
      {Array.from({ length: total }, (_, i) => i + 1).map((seat) => {
        const visual = (seat - anchor + total) % total;
        const pos = seatPosition(visual, total, portrait);
        const s = bySeat.get(seat);
        return (
          <div key={seat} className="seat-slot" style={pos}>
            {s ? (
              <Seat
                seat={s}
                now={now}
                offset={offset}
                toAct={hand?.seatToAct === seat}
                visual={visual}
                total={total}
              />
            ) : onSit ? (
              <button
                type="button"
                className="seat seat--empty"
                aria-label={t('emptySeat', { n: seat })}
                onClick={() => onSit(seat)}
              >
                <span className="seat__plus" aria-hidden="true">
                  +
                </span>
                {t('sitHere')}
              </button>
            ) : (
              <span className="seat seat--vacant" aria-hidden="true" />
            )}
          </div>
        );
      })}
    </div>
  );
}

function Seat({
  seat,
  now,
  offset,
  toAct,
  visual,
  total,
}: {
  seat: TPokerSeat;
  now: number;
  offset: number;
  toAct: boolean;
  visual: number;
  total: number;
}) {
  const { t } = useI18n();
  const left = seat.turnEndsAt ? Math.max(0, Date.parse(seat.turnEndsAt) - now - offset) : 0;
  const share = toAct ? Math.min(1, left / 15_000) : 0;
  // Bets sit between the seat and the centre.
  const angle = Math.PI / 2 + (visual * 2 * Math.PI) / total;
  const bet = parseMinor(seat.bet);
  const won = seat.won !== null && parseMinor(seat.won) > 0n;
  return (
    <section
      className={`seat${seat.isMe ? ' seat--me' : ''}${toAct ? ' seat--turn' : ''}${seat.status === 'FOLDED' ? ' seat--folded' : ''}${won ? ' seat--won' : ''}`}
      aria-label={`${t('seat', { n: seat.seat })}: ${seat.displayName}`}
    >
      <div className="seat__cards">
        {seat.cards
          ? seat.cards.map((c) => <Card key={c} card={c} size={seat.isMe ? 'md' : 'sm'} />)
          : seat.hasCards
            ? [<CardBack key="a" size="sm" />, <CardBack key="b" size="sm" />]
            : null}
      </div>
      <div className="seat__plate">
        <Avatar name={seat.displayName} size={40} />
        <div className="seat__text">
          <span className="seat__name">
            {seat.isMe ? `${seat.displayName} (${t('me')})` : seat.displayName}
          </span>
          <span className="seat__stack" data-testid={`stack-${seat.seat}`}>
            {displayMoney(seat.stack)}
          </span>
        </div>
        {seat.isButton ? (
          <span className="dealer" title="Dealer" aria-hidden="true">
            D
          </span>
        ) : null}
      </div>
      {toAct ? (
        <div
          className="seat__timer"
          role="progressbar"
          aria-label={t('yourTurn')}
          aria-valuenow={Math.ceil(left / 1000)}
          aria-valuemin={0}
          aria-valuemax={Math.ceil((15_000 + seat.timeBankMs) / 1000)}
        >
          <span style={{ width: `${share * 100}%` }} className={left <= 5000 ? 'is-low' : ''} />
          <em>{Math.ceil(left / 1000)}s</em>
        </div>
      ) : null}
      <span className="seat__tag">
        {seat.status === 'SITTING_OUT'
          ? t('sittingOut')
          : seat.status === 'FOLDED'
            ? t('folded')
            : seat.status === 'ALL_IN'
              ? t('allInTag')
              : won
                ? t('won', { amount: displayMoney(seat.won ?? '0') })
                : seat.handCategory
                  ? t(`category.${seat.handCategory}` as TKey)
                  : !seat.connected && !seat.isMe
                    ? t('offline')
                    : ''}
      </span>
      {bet > 0n ? (
        <span
          className="seat__bet"
          style={{ transform: `translate(${-Math.cos(angle) * 90}px, ${-Math.sin(angle) * 70}px)` }}
        >
          <span className="chip" aria-hidden="true" />
          {displayMinor(bet)}
        </span>
      ) : null}
    </section>
  );
}

function ActionBar({
  view,
  busy,
  onAct,
}: {
  view: TPokerTableView;
  busy: boolean;
  onAct: (body: { handId: string; kind: 'FOLD' | 'CHECK' | 'CALL' | 'RAISE'; to?: string }) => void;
}) {
  const { t } = useI18n();
  const hand = view.hand;
  const legal = hand?.legal ?? null;
  const me = view.seats.find((s) => s.isMe);
  const minTo = legal?.minRaiseTo ? parseMinor(legal.minRaiseTo) : 0n;
  const maxTo = legal?.maxRaiseTo ? parseMinor(legal.maxRaiseTo) : 0n;
  const [to, setTo] = useState(minTo);
  const key = `${hand?.handId}:${hand?.street}:${legal?.minRaiseTo}`;
  const last = useRef(key);
  useEffect(() => {
    if (last.current !== key) {
      last.current = key;
      setTo(minTo);
    }
  }, [key, minTo]);
  useEffect(() => setTo((x) => (x < minTo || x > maxTo ? minTo : x)), [minTo, maxTo]);
  if (!hand || !legal || !me) return <div className="actions actions--idle" />;
  const toCall = parseMinor(legal.toCall);
  const myBet = parseMinor(me.bet);
  const pot = parseMinor(hand.totalPot);
  const canRaise = legal.minRaiseTo !== null;
  const isBet = view.seats.every((s) => parseMinor(s.bet) === 0n);
  const sizing = { pot, toCall, myBet, minTo, maxTo };
  const text = (x: bigint) => displayMinor(x);
  const raiseLabel =
    to >= maxTo
      ? t('allIn', { amount: text(to) })
      : isBet
        ? t('bet', { amount: text(to) })
        : t('raiseTo', { amount: text(to) });
  const wire = (x: bigint) => `${x / 10_000n}.${(x % 10_000n).toString().padStart(4, '0')}`;
  return (
    <section className="actions" aria-label={t('yourTurn')}>
      <div className="actions__main">
        <button
          type="button"
          className="btn btn--fold"
          disabled={busy}
          onClick={() => onAct({ handId: hand.handId, kind: 'FOLD' })}
        >
          {t('fold')}
        </button>
        {legal.canCheck ? (
          <button
            type="button"
            className="btn btn--call"
            disabled={busy}
            onClick={() => onAct({ handId: hand.handId, kind: 'CHECK' })}
          >
            {t('check')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--call"
            disabled={busy}
            onClick={() => onAct({ handId: hand.handId, kind: 'CALL' })}
          >
            {t('call', { amount: text(toCall) })}
          </button>
        )}
        {canRaise ? (
          <button
            type="button"
            className="btn btn--raise"
            disabled={busy}
            onClick={() => onAct({ handId: hand.handId, kind: 'RAISE', to: wire(to) })}
          >
            {raiseLabel}
          </button>
        ) : null}
      </div>
      {canRaise ? (
        <div className="actions__sizing">
          <div className="presets">
            {(
              [
                ['half', 0.5],
                ['threeQuarters', 0.75],
                ['pot', 1],
              ] as const
            ).map(([k, f]) => (
              <button key={k} type="button" className="chip-btn" onClick={() => setTo(potRaiseTo(f, sizing))}>
                {t(k)}
              </button>
            ))}
            <button type="button" className="chip-btn" onClick={() => setTo(maxTo)}>
              {t('max')}
            </button>
          </div>
          <input
            type="range"
            min={0}
            max={1000}
            value={sliderOf(to, minTo, maxTo)}
            aria-label={t('raiseAmount')}
            aria-valuetext={text(to)}
            onChange={(e) => setTo(amountOf(Number(e.target.value), minTo, maxTo))}
          />
        </div>
      ) : null}
    </section>
  );
}

function BuyIn({
  seat,
  view,
  balance,
  busy,
  onCancel,
  onBuyIn,
}: {
  seat: number;
  view: TPokerTableView;
  balance: bigint;
  busy: boolean;
  onCancel: () => void;
  onBuyIn: (amount: string) => void;
}) {
  const { t } = useI18n();
  const min = parseMinor(view.minBuyIn);
  const max = parseMinor(view.maxBuyIn);
  const start = balance >= max ? max : balance >= min ? balance - (balance % 100n) : min;
  const [amount, setAmount] = useState(displayMinor(start).replace(/,/g, ''));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onBuyIn(amount.trim());
  };
  return (
    <div className="modal" role="presentation">
      <form
        className="modal__card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="buyin-title"
        onSubmit={submit}
      >
        <h2 id="buyin-title">{t('buyInTitle', { n: seat })}</h2>
        <p className="muted">
          {t('buyInRange', { min: displayMoney(view.minBuyIn), max: displayMoney(view.maxBuyIn) })}
        </p>
        <label className="field">
          <span>{t('buyInAmount')}</span>
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <p className="muted">
          {t('balance')}: {displayMinor(balance)}
        </p>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('buyIn')}
          </button>
        </div>
      </form>
    </div>
  );
}

function Chat({
  messages,
  onSend,
}: {
  messages: TPokerChatMessage[];
  onSend: (text: string) => Promise<boolean>;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const count = messages.length;
  useEffect(() => {
    // A new message scrolls the list to the bottom.
    if (count >= 0) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);
  return (
    <div className="chat">
      <ol className="chat__list" ref={list}>
        {messages.length === 0 ? <li className="muted">{t('noMessages')}</li> : null}
        {messages.map((m) => (
          <li key={m.messageId}>
            <strong className="chat__author">{m.author}</strong> {m.text}
          </li>
        ))}
      </ol>
      <form
        className="chat__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          void onSend(text).then((ok) => ok && setText(''));
        }}
      >
        <input
          aria-label={t('chatMessage')}
          placeholder={t('chatPlaceholder')}
          maxLength={160}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          {t('send')}
        </button>
      </form>
    </div>
  );
}
