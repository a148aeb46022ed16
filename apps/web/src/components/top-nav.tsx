import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useVendorLanes } from '../api/queries.ts';
import {
  availableCategories,
  categoryPath,
  groupVendors,
  LARGE_DROPDOWN_THRESHOLD,
  NAV_CATEGORIES,
  vendorPath,
} from '../lib/categories.ts';
import { CATEGORY_ICONS, Icon } from './icon.tsx';

/**
 * Placeholders where the categories will be while the vendor lanes load, so the navigation does
 * not jump (and a player never reads "no Slots") before the data says what the brand offers.
 */
export function NavSkeletons({
  className,
  bar,
  count = 4,
}: {
  className: string;
  bar: string;
  count?: number;
}) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders without identity
    <li key={index} className={className} aria-hidden="true">
      <span className={`skeleton ${bar}`} />
    </li>
  ));
}

/**
 * `<nav aria-label="Main navigation">`: Home, Promotions, then a tab per category that has
 * vendors, in the spec's order. Hovering (or focusing) a tab drops down its vendor list.
 */
export function TopNav() {
  const { t } = useTranslation();
  const { data: lanes = [], isPending } = useVendorLanes();
  const grouped = groupVendors(lanes);
  const categories = availableCategories(grouped, NAV_CATEGORIES);

  return (
    <nav className="top-nav" aria-label={t('nav.main')}>
      <ul className="top-nav__list">
        <li className="top-nav__item">
          <NavLink to="/" end className="top-nav__link">
            <Icon name="home" size={18} />
            <span>{t('nav.home')}</span>
          </NavLink>
        </li>
        <li className="top-nav__item">
          <NavLink to="/promotions" className="top-nav__link">
            <Icon name="gift" size={18} />
            <span>{t('nav.promotions')}</span>
          </NavLink>
        </li>
        {isPending ? <NavSkeletons className="top-nav__item" bar="top-nav__skeleton" /> : null}
        {categories.map((category) => {
          const vendors = grouped.get(category) ?? [];
          const label = t(`categories.${category}`);
          const isLarge = vendors.length > LARGE_DROPDOWN_THRESHOLD;
          return (
            <li key={category} className="top-nav__item top-nav__item--has-menu">
              <NavLink to={categoryPath(category)} className="top-nav__link">
                <Icon name={CATEGORY_ICONS[category]} size={18} />
                <span>{label}</span>
              </NavLink>
              <div className={isLarge ? 'top-nav__dropdown top-nav__dropdown--large' : 'top-nav__dropdown'}>
                <p className="top-nav__dropdown-title">{t('nav.providersOf', { category: label })}</p>
                <ul className="top-nav__vendors" aria-label={t('nav.providersOf', { category: label })}>
                  {vendors.map((vendor) => (
                    <li key={vendor.vassalage}>
                      <Link to={vendorPath(category, vendor.vassalage)} className="vendor-chip">
                        <span className="vendor-chip__logo" aria-hidden="true">
                          {vendor.displayName.slice(0, 2).toUpperCase()}
                        </span>
                        <span className="vendor-chip__name">{vendor.displayName}</span>
                        {vendor.maintenance ? (
                          <span className="badge badge--warning">{t('common.underMaintenance')}</span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
