import type { TGameType } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useVendorLanes } from '../api/queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { CATEGORY_ICONS, Icon } from '../components/icon.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { groupVendors } from '../lib/categories.ts';

/**
 * Game centre of a category (/sports, /esports, /lott, /elott, /cockfight): a card per vendor.
 * Entering a vendor's game centre needs game launch, which arrives with the catalogue.
 */
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
            <li
              key={vendor.vassalage}
              className="center-card"
              data-highlighted={vendor.vassalage === highlighted || undefined}
            >
              <span className="center-card__art" aria-hidden="true">
                <Icon name={CATEGORY_ICONS[category]} size={40} />
              </span>
              <h2 className="center-card__name">{vendor.displayName}</h2>
              <span className={vendor.maintenance ? 'badge badge--warning' : 'badge'}>
                {vendor.maintenance ? t('common.underMaintenance') : t('common.comingSoon')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
