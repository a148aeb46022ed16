import { GAME_TYPES, type TGameType } from '@croupier/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWinnerList } from '../../api/lobby.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Icon } from '../../components/icon.tsx';
import { MoneyError, MoneySectionHead, MoneySkeleton } from './money-ui.tsx';

/** Categories a winner list can be narrowed to (spec: gameCategory ALL or a game type). */
const CATEGORIES = ['ALL', ...GAME_TYPES.filter((type) => type !== 'ELOTT')] as const;

/**
 * Winner lists (spec section 5): the biggest wins of the site, all or one category, ranked, with
 * the winner's masked name, the game and the amount as the board shows it.
 */
export function WinnersPage() {
  const { t } = useTranslation();
  const selectId = useId();
  const [category, setCategory] = useState<'ALL' | TGameType>('ALL');
  const winners = useWinnerList(category);
  const list = winners.data ?? [];
  return (
    <section className="money-page">
      <MoneySectionHead icon="trophy" title={t('member.winnerLists')} lead={t('member.winnersLead')}>
        <div className="select-wrap select-wrap--small">
          <label htmlFor={selectId} className="visually-hidden">
            {t('member.winnersCategory')}
          </label>
          <select
            id={selectId}
            className="input select"
            value={category}
            onChange={(event) => setCategory(event.target.value as 'ALL' | TGameType)}
          >
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {value === 'ALL' ? t('member.winnersAll') : t(`categories.${value}`)}
              </option>
            ))}
          </select>
          <span className="select-wrap__chevron">
            <Icon name="chevronDown" size={16} />
          </span>
        </div>
      </MoneySectionHead>
      {winners.isPending ? <MoneySkeleton rows={4} /> : null}
      {winners.isError ? <MoneyError error={winners.error} onRetry={() => void winners.refetch()} /> : null}
      {winners.isSuccess && list.length === 0 ? (
        <EmptyState icon="trophy" title={t('home.noWinsTitle')} text={t('home.noWinsText')} />
      ) : null}
      {list.length > 0 ? (
        <ol className="winners-ranking" aria-label={t('member.winnerLists')}>
          {list.map((winner, index) => (
            <li
              key={`${winner.customerName}-${winner.gameName}-${winner.winAmount}`}
              className={`winners-ranking__row${index < 3 ? ` is-top is-top-${index + 1}` : ''}`}
            >
              <span className="winners-ranking__rank" aria-hidden="true">
                {index + 1}
              </span>
              <img src={winner.iconUrl} alt="" width={44} height={44} loading="lazy" />
              <span className="winners-ranking__who">
                <strong>{winner.customerName}</strong>
                <span>{winner.gameName}</span>
              </span>
              <span className="winners-ranking__amount">{winner.winAmount}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
