import {
  formatMinor,
  LIVE_CHAT_MAX_LENGTH,
  LIVE_TABLES,
  parseMinor,
  type TLiveChatMessage,
  type TLiveHistoryRound,
  type TLiveModel,
  type TLiveMyRound,
  type TLiveResultSummary,
  type TLiveSettlement,
  type TLiveTable,
} from '@croupier/contracts';
import { displayMoney } from '@croupier/game-client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { Dice } from './dice.tsx';
import { numberColour } from './wheel.tsx';

/** My bets of this round (accepted) and my last settlement. */
export function MyBets({
  myRound,
  settlement,
  unsent,
}: {
  myRound: TLiveMyRound | null;
  settlement: TLiveSettlement | null;
  unsent: readonly { spot: string; amount: bigint }[];
}) {
  const { t, spot } = useI18n();
  return (
    <section className="panel" aria-label={t('myBetsRound')}>
      <h2 className="panel__title">{t('myBetsRound')}</h2>
      {(myRound?.spots.length ?? 0) === 0 && unsent.length === 0 ? (
        <p className="muted small">{t('noBets')}</p>
      ) : (
        <ul className="betlist" aria-label={t('myBets')}>
          {myRound?.spots.map((bet) => (
            <li key={bet.spot} className="betlist__row">
              <span>{spot(bet.spot)}</span>
              <b className="mono">{displayMoney(bet.amount)}</b>
            </li>
          ))}
          {unsent.map((bet) => (
            <li key={`u-${bet.spot}`} className="betlist__row betlist__row--unsent">
              <span>
                {spot(bet.spot)} <small className="tag">{t('unsent')}</small>
              </span>
              <b className="mono">{displayMoney(formatMinor(bet.amount))}</b>
            </li>
          ))}
        </ul>
      )}
      {myRound && myRound.spots.length > 0 ? (
        <p className="betlist__total">
          <span>{t('total')}</span>
          <b className="mono">{displayMoney(myRound.stake)}</b>
        </p>
      ) : null}
      {settlement ? (
        <dl className="settle" aria-label={t('result')}>
          <div>
            <dt>{t('stake')}</dt>
            <dd className="mono">{displayMoney(settlement.stake)}</dd>
          </div>
          <div>
            <dt>{t('returned')}</dt>
            <dd className="mono">{displayMoney(settlement.returned)}</dd>
          </div>
          <div>
            <dt>{t('net')}</dt>
            <dd className={`mono ${parseMinor(settlement.net, { allowNegative: true }) > 0n ? 'pos' : ''}`}>
              {displayMoney(settlement.net)}
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

/** One past result as a small token (bead): colour and short text per game. */
export function ResultBead({ result }: { result: TLiveResultSummary }) {
  const { t } = useI18n();
  const outcome = result.outcome;
  if (!outcome)
    return (
      <span className="bead bead--void" title={t('phase_VOIDED')}>
        ×
      </span>
    );
  switch (outcome.game) {
    case 'BACCARAT': {
      const w = outcome.hand.winner;
      return (
        <span
          className={`bead bead--${w.toLowerCase()}`}
          title={`${t(w === 'PLAYER' ? 'player' : w === 'BANKER' ? 'banker' : 'tie')} ${outcome.hand.playerPoint}:${outcome.hand.bankerPoint}`}
        >
          {w === 'PLAYER' ? t('player')[0] : w === 'BANKER' ? t('banker')[0] : t('tie')[0]}
        </span>
      );
    }
    case 'DRAGON_TIGER': {
      const w = outcome.hand.winner;
      return (
        <span className={`bead bead--${w.toLowerCase()}`}>
          {w === 'DRAGON' ? t('dragon')[0] : w === 'TIGER' ? t('tiger')[0] : t('tie')[0]}
        </span>
      );
    }
    case 'ROULETTE':
      return <span className={`bead bead--num bead--${numberColour(outcome.number)}`}>{outcome.number}</span>;
    case 'SIC_BO':
      return (
        <span className="bead bead--dice" title={String(outcome.dice.reduce((a, b) => a + b, 0))}>
          <Dice dice={outcome.dice} size="sm" />
        </span>
      );
    case 'COCKFIGHT':
      return (
        <span className={`bead bead--${outcome.result.toLowerCase()}`}>
          {outcome.result === 'MERON'
            ? t('meron')[0]
            : outcome.result === 'WALA'
              ? t('wala')[0]
              : outcome.result === 'DRAW'
                ? t('draw')[0]
                : '×'}
        </span>
      );
  }
}

/** The last results as a strip of beads, newest first. */
export function ResultStrip({ results, label }: { results: readonly TLiveResultSummary[]; label: string }) {
  const { t } = useI18n();
  if (results.length === 0) return <p className="muted small">{t('noHistory')}</p>;
  return (
    <ol className="strip" aria-label={label}>
      {results.map((r) => (
        <li key={r.roundId}>
          <ResultBead result={r} />
        </li>
      ))}
    </ol>
  );
}

/** Fight history of an arena: fight number, the cocks, the odds and the result. */
export function FightHistory({ rounds }: { rounds: readonly TLiveHistoryRound[] }) {
  const { t } = useI18n();
  if (rounds.length === 0) return <p className="muted small">{t('noHistory')}</p>;
  return (
    <table className="fights">
      <caption className="sr-only">{t('fightHistory')}</caption>
      <tbody>
        {rounds.map((round) => {
          const result = round.outcome?.game === 'COCKFIGHT' ? round.outcome.result : 'CANCELLED';
          return (
            <tr key={round.roundId}>
              <th scope="row">#{round.fight?.fightNo ?? round.roundNo}</th>
              <td>
                <span className="fights__meron">{round.fight?.meron}</span> {t('vs')}{' '}
                <span className="fights__wala">{round.fight?.wala}</span>
              </td>
              <td className="mono small">
                {round.fight
                  ? `${(round.fight.odds.meron / 100).toFixed(2)} / ${(round.fight.odds.wala / 100).toFixed(2)}`
                  : ''}
              </td>
              <td>
                <span className={`bead bead--${result.toLowerCase()}`}>
                  {result === 'MERON'
                    ? t('meron')
                    : result === 'WALA'
                      ? t('wala')
                      : result === 'DRAW'
                        ? t('draw')
                        : t('cancelled')}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The table's chat: messages, and a box to send one (errors for mute, rate and length shown). */
export function Chat({
  messages,
  muted,
  onSend,
}: {
  messages: readonly TLiveChatMessage[];
  muted: boolean;
  onSend: (text: string) => Promise<string | null>;
}) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message arrives
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    if (trimmed.length > LIVE_CHAT_MAX_LENGTH) {
      setError(t('chatTooLong', { max: LIVE_CHAT_MAX_LENGTH }));
      return;
    }
    setSending(true);
    const problem = await onSend(trimmed);
    setSending(false);
    setError(problem);
    if (!problem) setText('');
  };
  return (
    <section className="panel chat" aria-label={t('chat')}>
      <ol className="chat__list" ref={listRef} aria-label={t('chat')}>
        {messages.length === 0 ? <li className="muted small">{t('noChat')}</li> : null}
        {messages.map((m) => (
          <li key={m.messageId} className={`chat__msg chat__msg--${m.role.toLowerCase()}`}>
            <b className="chat__author">{m.author}</b>
            <span className="chat__text">{m.text}</span>
          </li>
        ))}
      </ol>
      {muted ? (
        <p className="chat__error" role="alert">
          {t('chatMuted')}
        </p>
      ) : null}
      {error && !muted ? (
        <p className="chat__error" role="alert">
          {error}
        </p>
      ) : null}
      <form className="chat__form" onSubmit={submit}>
        <input
          className="input"
          aria-label={t('chatPlaceholder')}
          placeholder={t('chatPlaceholder')}
          value={text}
          maxLength={LIVE_CHAT_MAX_LENGTH + 50}
          disabled={muted}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="submit"
          className="btn btn--primary btn--sm"
          disabled={muted || isSending || !text.trim()}
        >
          {t('send')}
        </button>
      </form>
    </section>
  );
}

/** The dealers (models): portrait, name, languages and where each deals now. */
export function Models({ models }: { models: readonly TLiveModel[] }) {
  const { t } = useI18n();
  return (
    <section className="panel" aria-label={t('models')}>
      <ul className="models">
        {models.map((m) => (
          <li key={m.modelId} className="model">
            <img className="model__photo" src={m.portraitUrl} alt="" width={56} height={56} loading="lazy" />
            <div>
              <b className="model__name">{m.name}</b>
              <p className="muted small">
                {m.tableCode ? t('modelAt', { table: LIVE_TABLES[m.tableCode].name }) : t('modelResting')}
              </p>
              <p className="model__langs small">{m.languages.join(' · ')}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The provably-fair panel: the shoe's commitment (or the table seed's hash) and the revealed seeds. */
export function Fairness({
  table,
  revealed,
  history,
}: {
  table: TLiveTable;
  revealed: readonly { seedHash: string; seed: string }[];
  history: readonly TLiveHistoryRound[];
}) {
  const { t } = useI18n();
  const fromHistory = history
    .filter((r): r is TLiveHistoryRound & { seed: string } => r.seed !== null)
    .map((r) => ({ seedHash: r.seedHash, seed: r.seed }));
  const seeds = [...revealed, ...fromHistory].filter(
    (s, i, all) => all.findIndex((o) => o.seedHash === s.seedHash) === i,
  );
  return (
    <section className="panel fair" aria-label={t('fairness')}>
      {table.shoe ? (
        <>
          <h3 className="panel__sub">{t('shoe', { no: table.shoe.shoeNo })}</h3>
          <p className="muted small">
            {t('shoeCards', { left: table.shoe.cardsLeft, cut: table.shoe.cutCardAt })}
          </p>
          <p className="small">{t('commitment')}</p>
          <code className="hash">{table.shoe.commitment}</code>
        </>
      ) : (
        <>
          <p className="small">{t('seedHash')}</p>
          <code className="hash">{table.round?.seedHash ?? ''}</code>
        </>
      )}
      <h3 className="panel__sub">{t('revealedSeeds')}</h3>
      {seeds.length === 0 ? <p className="muted small">{t('noRevealedSeed')}</p> : null}
      <ul className="seeds">
        {seeds.map((s) => (
          <li key={s.seedHash}>
            <span className="small muted">{t('seedHash')}</span>
            <code className="hash">{s.seedHash}</code>
            <span className="small muted">{t('seed')}</span>
            <code className="hash">{s.seed}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
