import { applyDocumentLanguage, siteLookOf } from '@croupier/game-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GameApp } from './app.tsx';
import { VerifyPage } from './pages/verify-page.tsx';
import { routeOf } from './route.ts';
import './styles.css';
import { translator } from './lib/i18n.ts';

/** Entry: `/play/verify` is the stand-alone verifier, `/play/:gameCode?token=…` a game. */
const route = routeOf(window.location.pathname, window.location.search, import.meta.env.BASE_URL);
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
document.documentElement.dataset.theme = route.theme;
const { language } = siteLookOf(window.location.search);
const { t } = translator(language ?? 'EN');
applyDocumentLanguage(language ?? 'EN');

createRoot(root).render(
  <StrictMode>
    {route.kind === 'verify' ? (
      <VerifyPage />
    ) : route.kind === 'game' ? (
      <GameApp gameCode={route.gameCode} launchToken={route.launchToken} language={language} />
    ) : (
      <div className="splash splash--error" role="alert">
        <h1 className="splash__title">{t('notFound')}</h1>
        <p className="splash__text">{t('notFoundText')}</p>
      </div>
    )}
  </StrictMode>,
);
