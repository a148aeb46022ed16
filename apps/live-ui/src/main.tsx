import { applyDocumentLanguage } from '@croupier/game-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LiveApp } from './app.tsx';
import { translator } from './lib/i18n.ts';
import { routeOf } from './lib/route.ts';
import './styles.css';

/** Entry: `/play/:tableCode?token=…&theme=…&lang=…` opens the live casino at that table. */
const route = routeOf(window.location.pathname, window.location.search, import.meta.env.BASE_URL);
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
document.documentElement.dataset.theme = route.theme;
const { t } = translator(route.language ?? 'EN');
applyDocumentLanguage(route.language ?? 'EN');

createRoot(root).render(
  <StrictMode>
    {route.kind === 'table' ? (
      <LiveApp
        tableCode={route.tableCode}
        launchToken={route.launchToken}
        language={route.language}
        isChatView={route.isChatView}
      />
    ) : (
      <div className="splash splash--error" role="alert">
        <h1 className="splash__title">{t('notFound')}</h1>
        <p className="splash__text">{t('notFoundText')}</p>
      </div>
    )}
  </StrictMode>,
);
