import { applyDocumentLanguage } from '@croupier/game-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LotteryApp } from './app.tsx';
import { translator } from './lib/i18n.ts';
import { routeOf } from './route.ts';
import './styles.css';

/** Entry: `/play/:gameCode?token=…&theme=…&lang=…` opens the lottery lobby on that game. */
const route = routeOf(window.location.pathname, window.location.search, import.meta.env.BASE_URL);
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
document.documentElement.dataset.theme = route.theme;
if (route.kind === 'game') document.documentElement.dataset.device = route.device.toLowerCase();
const { t } = translator(route.language ?? 'EN');
applyDocumentLanguage(route.language ?? 'EN');

createRoot(root).render(
  <StrictMode>
    {route.kind === 'game' ? (
      <LotteryApp
        gameCode={route.gameCode}
        launchToken={route.launchToken}
        language={route.language}
        view={route.view}
      />
    ) : (
      <div className="splash splash--error" role="alert">
        <h1 className="splash__title">{t('notFound')}</h1>
        <p className="splash__text">{t('notFoundText')}</p>
      </div>
    )}
  </StrictMode>,
);
