import type { TLiveRound, TLiveTable } from '@croupier/contracts';
import { useI18n } from '../lib/i18n.ts';
import { baccaratPoint, revealedCards, revealedOther } from '../lib/table-state.ts';
import { PlayingCard } from './cards.tsx';
import { Dice } from './dice.tsx';
import { FightPit } from './fight.tsx';
import { numberColour, RouletteWheel } from './wheel.tsx';

/** Baccarat and dragon tiger: the cards of each side as the steps turn them. */
function CardTable({ table, round }: { table: TLiveTable; round: TLiveRound | null }) {
  const { t } = useI18n();
  const cards = revealedCards(round);
  const outcome = round?.outcome ?? null;
  const isBaccarat = table.game === 'BACCARAT';
  const sides = isBaccarat
    ? ([
        ['PLAYER', t('player'), cards.PLAYER],
        ['BANKER', t('banker'), cards.BANKER],
      ] as const)
    : ([
        ['DRAGON', t('dragon'), cards.DRAGON],
        ['TIGER', t('tiger'), cards.TIGER],
      ] as const);
  const winner =
    outcome?.game === 'BACCARAT' || outcome?.game === 'DRAGON_TIGER' ? outcome.hand.winner : null;
  const isDealing = round?.phase === 'CLOSED' || round?.phase === 'REVEALING';
  return (
    <div className="cards-table">
      {sides.map(([side, label, list]) => {
        const slots = isBaccarat ? Math.max(2, list.length) : 1;
        return (
          <section
            key={side}
            className={`hand hand--${side.toLowerCase()} ${winner === side ? 'hand--won' : ''}`}
            aria-label={label}
          >
            <header className="hand__head">
              <span className="hand__name">{label}</span>
              {list.length > 0 ? (
                <span className="hand__point">
                  {isBaccarat ? baccaratPoint(list) : rankText(list[0] ?? '')}
                </span>
              ) : null}
            </header>
            <div className="hand__cards">
              {Array.from({ length: slots }, (_, i) => {
                const card = list[i] ?? null;
                if (!card && !isDealing)
                  // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity
                  return <span key={i} className="card-slot" aria-hidden="true" />;
                return (
                  <PlayingCard
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same card turns over in its place
                    key={i}
                    card={card}
                    isSideways={isBaccarat && i === 2}
                  />
                );
              })}
            </div>
          </section>
        );
      })}
      {winner ? (
        <p className={`verdict verdict--${winner.toLowerCase()}`} role="status" aria-label={t('result')}>
          {winner === 'TIE'
            ? t('tie')
            : winner === 'PLAYER'
              ? t('player')
              : winner === 'BANKER'
                ? t('banker')
                : winner === 'DRAGON'
                  ? t('dragon')
                  : t('tiger')}
        </p>
      ) : null}
    </div>
  );
}

function rankText(card: string): string {
  const rank = card[0] ?? '';
  return rank === 'T' ? '10' : rank;
}

function RouletteStage({ round }: { round: TLiveRound | null }) {
  const { t } = useI18n();
  const { number, isSpinning } = revealedOther(round);
  return (
    <div className="roulette-stage">
      <RouletteWheel number={number} isSpinning={isSpinning || round?.phase === 'REVEALING'} />
      {number !== null ? (
        <p
          className={`verdict verdict--num verdict--${numberColour(number)}`}
          role="status"
          aria-label={t('result')}
        >
          {number}
        </p>
      ) : null}
    </div>
  );
}

function SicBoStage({ round }: { round: TLiveRound | null }) {
  const { t } = useI18n();
  const { dice, isShaking } = revealedOther(round);
  const total = dice ? dice[0] + dice[1] + dice[2] : null;
  return (
    <div className="sicbo-stage">
      <div className={`shaker ${isShaking && !dice ? 'shaker--shaking' : ''} ${dice ? 'shaker--open' : ''}`}>
        <div className="shaker__dome" aria-hidden="true" />
        <div className="shaker__plate">
          <Dice dice={dice ?? (isShaking ? [null, null, null] : [1, 2, 3])} size="lg" />
        </div>
      </div>
      {total !== null ? (
        <p className="verdict verdict--dice" role="status" aria-label={t('result')}>
          {t('total')} {total}
        </p>
      ) : null}
    </div>
  );
}

function CockfightStage({ round }: { round: TLiveRound | null }) {
  const { t } = useI18n();
  const { fight, fightResult } = revealedOther(round);
  const card = round?.fight;
  return (
    <div className="cock-stage">
      <FightPit
        state={fight}
        result={fightResult}
        meronLabel={card ? `${t('meron')} · ${card.meron}` : t('meron')}
        walaLabel={card ? `${t('wala')} · ${card.wala}` : t('wala')}
      />
      {fightResult ? (
        <p className={`verdict verdict--${fightResult.toLowerCase()}`} role="status" aria-label={t('result')}>
          {fightResult === 'MERON'
            ? t('meron')
            : fightResult === 'WALA'
              ? t('wala')
              : fightResult === 'DRAW'
                ? t('draw')
                : t('cancelled')}
        </p>
      ) : null}
    </div>
  );
}

/** The dealer's table for the game, animating the round's real reveal steps. */
export function Stage({ table }: { table: TLiveTable }) {
  const round = table.round;
  switch (table.game) {
    case 'BACCARAT':
    case 'DRAGON_TIGER':
      return <CardTable table={table} round={round} />;
    case 'ROULETTE':
      return <RouletteStage round={round} />;
    case 'SIC_BO':
      return <SicBoStage round={round} />;
    case 'COCKFIGHT':
      return <CockfightStage round={round} />;
  }
}
