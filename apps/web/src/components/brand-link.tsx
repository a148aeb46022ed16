import { Link } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';

/** The merchant's logo text as a link; its accessible name is the merchant name. */
export function BrandLink({ to = '/', showMerchantName }: { to?: string; showMerchantName?: boolean }) {
  const { permission } = useBootstrap();
  const { merchant, brand } = permission;
  const initial = Array.from(brand.logoText.trim())[0]?.toUpperCase() ?? '★';
  return (
    <Link to={to} className="brand" aria-label={merchant.name}>
      <span className="brand__mark" aria-hidden="true">
        {initial}
      </span>
      <span className="brand__text" aria-hidden="true">
        {showMerchantName ? merchant.name : brand.logoText}
      </span>
    </Link>
  );
}
