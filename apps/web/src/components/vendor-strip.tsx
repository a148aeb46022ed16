import type { TGameType, TVendorEntry } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vendorPath } from '../lib/categories.ts';

/** A row of vendor cards linking to the vendor's list in its category. */
export function VendorStrip({
  category,
  vendors,
  label,
}: {
  category: TGameType;
  vendors: readonly TVendorEntry[];
  label: string;
}) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  return (
    <ul className="vendor-strip" aria-label={label}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <Link to={vendorPath(category, vendor.vassalage)} className="vendor-card">
            <span className="vendor-card__logo" aria-hidden="true">
              {vendor.displayName.slice(0, 2).toUpperCase()}
            </span>
            <span className="vendor-card__name">{vendor.displayName}</span>
            {vendor.maintenance ? (
              <span className="badge badge--warning">{t('common.underMaintenance')}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
