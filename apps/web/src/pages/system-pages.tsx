import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { Icon, type TIconName } from '../components/icon.tsx';
import { LanguageSelect } from '../components/language-select.tsx';
import { ThemeToggle } from '../components/theme-toggle.tsx';

function StatusScreen({
  icon,
  tone,
  title,
  children,
  toolbar,
}: {
  icon: TIconName;
  tone: 'warning' | 'danger';
  title: string;
  children: ReactNode;
  toolbar?: ReactNode;
}) {
  return (
    <div className="status-screen">
      {toolbar ? <div className="status-screen__toolbar">{toolbar}</div> : null}
      <main className={`status-card status-card--${tone}`}>
        <div className="status-card__art" aria-hidden="true">
          <span className="status-card__glow" />
          <Icon name={icon} size={48} />
        </div>
        <h1 className="status-card__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** Opens the first customer-service link in a new tab; disabled (with a note) when there is none. */
function CustomerServiceButton() {
  const { t } = useTranslation();
  const { customerService } = useBootstrap();
  const first = customerService[0];
  return (
    <>
      <button
        type="button"
        className="button button--primary button--large"
        disabled={!first}
        onClick={() => {
          if (first) window.open(first.url, '_blank', 'noopener,noreferrer');
        }}
      >
        <Icon name="headset" size={20} />
        {t('system.customerService')}
      </button>
      {first ? null : <p className="muted small">{t('customerService.unavailable')}</p>}
    </>
  );
}

function Toolbar() {
  return (
    <>
      <LanguageSelect compact />
      <ThemeToggle />
    </>
  );
}

/** Status 1: the whole site is under maintenance. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
  return (
    <StatusScreen icon="wrench" tone="warning" title={t('system.maintenanceTitle')} toolbar={<Toolbar />}>
      <p className="status-card__brand">{permission.merchant.name}</p>
      <p className="status-card__text">{t('system.maintenanceText')}</p>
      <CustomerServiceButton />
    </StatusScreen>
  );
}

/** Status 2: the visitor's region or IP is blocked. */
export function RegionBlockedPage() {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
  return (
    <StatusScreen icon="ban" tone="danger" title={t('system.blockedTitle')} toolbar={<Toolbar />}>
      <p className="status-card__ip">{t('system.yourIp', { ip: permission.location.ip })}</p>
      <p className="status-card__text">{t('system.blockedText')}</p>
      <CustomerServiceButton />
    </StatusScreen>
  );
}

/**
 * The bootstrap failed: an unknown domain (INVALID_DOMAIN, no retry makes sense) or an
 * unreachable server (with a retry button). Shows the server's own message.
 */
export function BootstrapErrorPage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon="alert" tone="danger" title={t('system.errorTitle')}>
      <p className="status-card__text status-card__message" role="alert">
        {message}
      </p>
      {onRetry ? (
        <button type="button" className="button button--primary button--large" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      ) : null}
    </StatusScreen>
  );
}
