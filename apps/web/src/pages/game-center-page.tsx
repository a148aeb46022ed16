import type { TGameType, TVendorEntry } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGameList } from '../api/lobby.ts';
import { useVendorLanes } from '../api/queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { CATEGORY_ICONS, Icon } from '../components/icon.tsx';
import { LotteryResultsBoard } from '../components/lottery-results/lottery-results-board.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useLaunchGame } from '../hooks/use-launch-game.ts';
import { groupVendors } from '../lib/categories.ts';

/** A vendor's card: enters its game centre (its first game, or its game list when it has several). */
function CenterCard({
  category,
  vendor,
  isHighlighted,
}: {
  category: TGameType;
  vendor: TVendorEntry;
  isHighlighted: boolean;
}) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const { data, isPending } = useGameList(category, vendor.vassalage, '', 2);
  const games = data?.pages[0]?.games ?? [];
  const first = games[0];
  let status: string | null = null;
  if (vendor.maintenance) status = t('common.underMaintenance');
  else if (!isPending && !first) status = t('common.comingSoon');
  const canEnter = !vendor.maintenance && first !== undefined;
  return (
    <li className="center-card" data-highlighted={isHighlighted || undefined}>
      <span className="center-card__art" aria-hidden="true">
        <Icon name={CATEGORY_ICONS[category]} size={40} />
      </span>
      <h2 className="center-card__name">{vendor.displayName}</h2>
      {status ? (
        <span className={vendor.maintenance ? 'badge badge--warning' : 'badge'}>{status}</span>
      ) : null}
      {canEnter ? (
        <button
          type="button"
          className="button button--primary"
          aria-label={t('games.enter', { name: vendor.displayName })}
          onClick={() =>
            void launch(
              (data?.pages[0]?.total ?? 0) > 1
                ? { ...first, isGame: 'VASSALAGE', displayName: vendor.displayName }
                : first,
            )
          }
        >
          {t('games.enterShort')}
        </button>
      ) : null}
    </li>
  );
}

/** Game centre of a category (/sports, /esports, /lott, /elott, /cockfight): a card per vendor. */
export function GameCenterPage({ category }: { category: TGameType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: lanes, isPending } = useVendorLanes();
  const vendors = groupVendors(lanes ?? []).get(category) ?? [];
  const highlighted = params.get('vassalage');
  const label = t(`categories.${category}`);

  return (
    <div className="page">
      <PageHeader
        icon={CATEGORY_ICONS[category]}
        title={label}
        lead={vendors.length > 0 ? t('games.gameCenterText') : undefined}
      />
      {isPending ? <div className="skeleton skeleton--row" aria-hidden="true" /> : null}
      {!isPending && vendors.length === 0 ? (
        <div className="panel">
          <EmptyState
            icon={CATEGORY_ICONS[category]}
            title={t('games.noProvidersTitle')}
            text={t('games.noProvidersText')}
            level={2}
          />
        </div>
      ) : null}
      {vendors.length > 0 ? (
        <ul className="center-grid" aria-label={t('games.providers')}>
          {vendors.map((vendor) => (
            <CenterCard
              key={vendor.vassalage}
              category={category}
              vendor={vendor}
              isHighlighted={vendor.vassalage === highlighted}
            />
          ))}
        </ul>
      ) : null}
      {category === 'LOTT' || category === 'ELOTT' ? <LotteryResultsBoard prizeMode={category} /> : null}
    </div>
  );
}
