import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/api-client.ts';
import { App, refreshSiteStatus, startBootstrap } from './app.tsx';
import { currentLanguage, initI18n } from './i18n/i18n.ts';
import { guessLanguage } from './i18n/language.ts';
import { currentToken } from './stores/session-store.ts';
import { applyInitialTheme } from './theme/theme-store.ts';
import './styles/index.css';

applyInitialTheme();
configureApiClient({
  getLanguage: currentLanguage,
  getToken: currentToken,
  onSiteBlocked: refreshSiteStatus,
});

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');

// The first screen waits for its language's bundle (one small request), so no key ever flashes;
// the bootstrap request goes out at the same time.
const i18nReady = initI18n(guessLanguage());
startBootstrap(i18nReady);
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
