import { CUSTOMER_SERVICE_TYPES } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import type { TCustomerServiceLink } from '../lib/customer-service.ts';
import { Icon, type TIconName } from './icon.tsx';

const CS_ICONS: Record<TCustomerServiceLink['csType'], TIconName> = {
  LIVECHAT: 'chat',
  TELEGRAM: 'telegram',
  FACEBOOK: 'facebook',
};

/**
 * Player-facing name of each link: the translated channel name ("Live chat", "Telegram",
 * "Facebook"), numbered when a channel has several entries ("Telegram 2").
 */
export function useCustomerServiceLabels(links: readonly TCustomerServiceLink[]): string[] {
  const { t } = useTranslation();
  const seen = new Map<string, number>();
  return links.map((link) => {
    const count = (seen.get(link.csType) ?? 0) + 1;
    seen.set(link.csType, count);
    const name = t(`customerService.${link.csType}`);
    return count > 1 ? `${name} ${count}` : name;
  });
}

/** The decrypted live chat / telegram / facebook links, in channel order, opening in a new tab. */
export function CustomerServiceLinks({ variant = 'list' }: { variant?: 'list' | 'tiles' }) {
  const { t } = useTranslation();
  const { customerService } = useBootstrap();
  const ordered = [...customerService].sort(
    (a, b) => CUSTOMER_SERVICE_TYPES.indexOf(a.csType) - CUSTOMER_SERVICE_TYPES.indexOf(b.csType),
  );
  const labels = useCustomerServiceLabels(ordered);
  if (ordered.length === 0) return <p className="muted small">{t('customerService.unavailable')}</p>;
  return (
    <ul className={`cs-links cs-links--${variant}`}>
      {ordered.map((link, index) => (
        <li key={link.csPosition}>
          <a
            className={`cs-link cs-link--${link.csType.toLowerCase()}`}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="cs-link__icon" aria-hidden="true">
              <Icon name={CS_ICONS[link.csType]} size={18} />
            </span>
            <span className="cs-link__label">{labels[index]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
