import type { TGameType } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useVendorLanes } from '../api/queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { CATEGORY_ICONS } from '../components/icon.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { groupVendors, vendorPath } from '../lib/categories.ts';

/**
 * Game list of a category (/live, /fish, /rng, /pvp, /bgs). `?vassalage=` selects the vendor
 * (for example /rng?vassalage=INHOUSE); the vendors are real, the games arrive with the catalogue.
 */
export function GameListPage({ category }: { category: TGameType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: lanes, isPending } = useVendorLanes();
  const vendors = groupVendors(lanes ?? []).get(category) ?? [];
  const requested = params.get('vassalage');
  const selected = vendors.find((vendor) => vendor.vassalage === requested) ?? vendors[0];
  const label = t(`categories.${category}`);

  return (
    <div className="page">
      <PageHeader icon={CATEGORY_ICONS[category]} title={label} />
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
        <>
          <nav className="provider-tabs" aria-label={t('games.providers')}>
            <ul>
              {vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link
                    to={vendorPath(category, vendor.vassalage)}
                    className="provider-tab"
                    aria-current={vendor.vassalage === selected?.vassalage ? 'page' : undefined}
                  >
                    <span className="provider-tab__logo" aria-hidden="true">
                      {vendor.displayName.slice(0, 2).toUpperCase()}
                    </span>
                    {vendor.displayName}
                    {vendor.maintenance ? (
                      <span className="badge badge--warning">{t('common.underMaintenance')}</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className="panel" aria-label={selected?.displayName ?? label}>
            <EmptyState
              icon={CATEGORY_ICONS[category]}
              title={t('games.noGamesTitle')}
              text={t('games.noGamesText')}
              level={2}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
