import type { TLiveTable, TLiveTableCode } from '@croupier/contracts';
import { displayMoney } from '@croupier/game-client';
import { remainingMs } from '../lib/clock.ts';
import { useI18n } from '../lib/i18n.ts';
import { ResultStrip } from './panels.tsx';
import { Roads } from './roads.tsx';

const GAME_ART: Record<TLiveTable['game'], string> = {
  BACCARAT: '♠',
  DRAGON_TIGER: '♦',
  ROULETTE: '◎',
  SIC_BO: '⚄',
  COCKFIGHT: '⚔',
};

/** The vendor's tables with their live state; a card opens the table. */
export function Lobby({
  tables,
  now,
  offset,
  current,
  onOpen,
}: {
  tables: readonly TLiveTable[];
  now: number;
  offset: number;
  current: TLiveTableCode | null;
  onOpen: (code: TLiveTableCode) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="lobby" aria-label={t('lobby')}>
      <h1 className="lobby__title">{t('lobby')}</h1>
      <ul className="lobby__grid">
        {tables.map((table) => {
          const round = table.round;
          const isBetting = round?.phase === 'BETTING';
          const left = isBetting
            ? Math.ceil(remainingMs(round?.bettingEndsAt ?? null, now, offset) / 1000)
            : null;
          return (
            <li
              key={table.code}
              className={`tcard tcard--${table.game.toLowerCase()}`}
              data-current={table.code === current || undefined}
            >
              <button
                type="button"
                className="tcard__open"
                aria-label={t('openTable', { name: table.name })}
                onClick={() => onOpen(table.code)}
              >
                <span className="tcard__art" aria-hidden="true">
                  <span className="tcard__glyph">{GAME_ART[table.game]}</span>
                  <img
                    className="tcard__dealer"
                    src={table.dealer.portraitUrl}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                </span>
                <span className="tcard__body">
                  <span className="tcard__head">
                    <b className="tcard__name">{table.name}</b>
                    <span className={`tcard__phase tcard__phase--${(round?.phase ?? 'none').toLowerCase()}`}>
                      {round ? t(`phase_${round.phase}`) : t('waitingRound')}
                      {left !== null ? <b className="mono"> {left}s</b> : null}
                    </span>
                  </span>
                  <span className="tcard__meta">
                    <span>{t('dealer', { name: table.dealer.name })}</span>
                    <span>{t('watching', { count: table.watching })}</span>
                    <span>
                      {t('limits')} {displayMoney(table.minBet)} – {displayMoney(table.maxBet)}
                    </span>
                  </span>
                </span>
              </button>
              <div className="tcard__history">
                {table.game === 'BACCARAT' || table.game === 'DRAGON_TIGER' ? (
                  <Roads results={table.shoeResults} only="bigRoad" compact />
                ) : (
                  <ResultStrip results={table.lastResults.slice(0, 12)} label={t('lastResults')} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
