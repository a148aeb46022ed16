import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Icon } from '../components/icon.tsx';
import { isLoadFailure } from '../lib/load-failure.ts';

/**
 * Shown when a route fails to render; the error goes to the console, not the player. A page chunk
 * or its CSS that failed to load (or timed out) shows the load error instead, whose Retry reloads
 * the page: the browser fetches the chunk again.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  if (isLoadFailure(error)) {
    return (
      <div className="status-screen">
        <main className="status-card status-card--danger">
          <div className="status-card__art" aria-hidden="true">
            <span className="status-card__glow" />
            <Icon name="alert" size={48} />
          </div>
          <h1 className="status-card__title">{t('loadError.title')}</h1>
          <p className="status-card__text">{t('loadError.text')}</p>
          <div className="status-card__actions">
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              {t('loadError.retry')}
            </button>
          </div>
        </main>
      </div>
    );
  }
  return (
    <div className="status-screen">
      <main className="status-card status-card--danger">
        <div className="status-card__art" aria-hidden="true">
          <span className="status-card__glow" />
          <Icon name="alert" size={48} />
        </div>
        <h1 className="status-card__title">{t('routeError.title')}</h1>
        <p className="status-card__text">{t('routeError.text')}</p>
        <div className="status-card__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </button>
          <a href="/" className="button button--ghost">
            {t('common.backHome')}
          </a>
        </div>
      </main>
    </div>
  );
}
