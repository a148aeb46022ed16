import { parseMinor, type TPokerHandRecord } from '@croupier/contracts';
import { displayMinor, displayMoney } from '@croupier/game-client';
import { useEffect, useState } from 'react';
import { type TKey, useI18n } from '../lib/i18n.ts';
import { Card } from './cards.tsx';

const BOARD_AT: Record<string, number> = { PREFLOP: 0, FLOP: 3, TURN: 4, RIVER: 5, SHOWDOWN: 5 };

/** My hands at this table, newest first; each opens to its record and a step-by-step replay. */
export function HandHistory({ hands }: { hands: TPokerHandRecord[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<string | null>(null);
  if (hands.length === 0) return <p className="muted history__empty">{t('noHands')}</p>;
  return (
    <ol className="history">
      {hands.map((h) => {
        const me = h.players.find((p) => p.isMe);
        const net = me ? parseMinor(me.endStack) - parseMinor(me.startStack) : 0n;
        const isOpen = open === h.handId;
        return (
          <li key={h.handId} className={`history__item${isOpen ? ' is-open' : ''}`}>
            <button
              type="button"
              className="history__head"
              aria-expanded={isOpen}
              onClick={() => setOpen(isOpen ? null : h.handId)}
            >
              <span>{t('hand', { n: h.handNo })}</span>
              <span className="history__cards">
                {me?.cards?.map((c) => (
                  <Card key={c} card={c} size="sm" />
                ))}
              </span>
              <span className={net > 0n ? 'is-win' : net < 0n ? 'is-loss' : 'muted'}>
                {net > 0n ? '+' : ''}
                {displayMinor(net)}
              </span>
            </button>
            {isOpen ? <HandDetail hand={h} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

function HandDetail({ hand }: { hand: TPokerHandRecord }) {
  const { t } = useI18n();
  const steps = hand.actions.length;
  const [step, setStep] = useState(steps);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing) return;
    if (step >= steps) {
      setPlaying(false);
      return;
    }
    const id = window.setTimeout(() => setStep((s) => s + 1), 700);
    return () => window.clearTimeout(id);
  }, [playing, step, steps]);
  const name = (seat: number) => hand.players.find((p) => p.seat === seat)?.displayName ?? `#${seat}`;
  const shown = hand.actions.slice(0, step);
  const street = step === 0 ? 'PREFLOP' : (shown.at(-1)?.street ?? 'PREFLOP');
  const isEnd = step >= steps;
  const boardCount = isEnd ? hand.board.length : (BOARD_AT[street] ?? 0);
  const potSoFar = shown.reduce((sum, a) => sum + parseMinor(a.amount), 0n);
  return (
    <div className="hand">
      <section className="hand__replay" aria-label={t('replay')}>
        <div className="hand__board">
          {hand.board.slice(0, boardCount).map((c) => (
            <Card key={c} card={c} size="sm" />
          ))}
        </div>
        <span className="muted">
          {t(`street.${isEnd && hand.board.length === 5 ? 'SHOWDOWN' : street}` as TKey)} ·{' '}
          {t('potTotal', { amount: displayMinor(potSoFar) })}
        </span>
        <div className="hand__controls">
          <button
            type="button"
            className="chip-btn"
            aria-label={t('stepBack')}
            onClick={() => setStep((s) => Math.max(0, s - 1))}
          >
            ‹
          </button>
          <button
            type="button"
            className="chip-btn"
            onClick={() => {
              if (playing) setPlaying(false);
              else {
                setStep(0);
                setPlaying(true);
              }
            }}
          >
            {playing ? t('stop') : t('replay')}
          </button>
          <button
            type="button"
            className="chip-btn"
            aria-label={t('stepNext')}
            onClick={() => setStep((s) => Math.min(steps, s + 1))}
          >
            ›
          </button>
        </div>
      </section>
      <ul className="hand__players" aria-label={t('players')}>
        {hand.players.map((p) => (
          <li key={p.seat}>
            <span>
              {p.isMe ? <strong>{p.displayName}</strong> : p.displayName}
              {p.seat === hand.buttonSeat ? ' (D)' : ''}
            </span>
            <span className="history__cards">
              {p.cards?.map((c) => (
                <Card key={c} card={c} size="sm" />
              ))}
            </span>
            <span className="muted">
              {displayMoney(p.startStack)} →{' '}
              <span data-testid={`end-stack-${p.seat}`}>{displayMoney(p.endStack)}</span>
            </span>
          </li>
        ))}
      </ul>
      <ol className="hand__log">
        {hand.actions.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: actions are positional
          <li key={i} className={i < step ? '' : 'is-future'}>
            <span className="muted">{t(`street.${a.street}` as TKey)}</span> {name(a.seat)}{' '}
            {t(`action.${a.kind}` as TKey, { amount: displayMoney(a.to) })}
            {a.allIn ? ` · ${t('allInTag')}` : ''}
          </li>
        ))}
        {isEnd
          ? hand.pots.flatMap((p, pi) =>
              p.winners.map((w) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: pots are positional (main, then side pots)
                <li key={`w-${pi}-${w.seat}`} className="hand__win">
                  {t('wins', { name: name(w.seat), amount: displayMoney(w.amount) })}
                  {w.category ? ` · ${t(`category.${w.category}` as TKey)}` : ''}
                </li>
              )),
            )
          : null}
      </ol>
      <p className="muted hand__fair">
        {t('rake', { amount: displayMoney(hand.rake) })} · {t('seedHash')}{' '}
        <code>{hand.seedHash.slice(0, 16)}…</code> · {t('seed')} <code>{hand.seed.slice(0, 16)}…</code>
      </p>
    </div>
  );
}
