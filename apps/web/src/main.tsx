import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/api-client.ts';
import { App } from './app.tsx';
import { currentLanguage, initI18n } from './i18n/i18n.ts';
import { guessLanguage } from './i18n/language.ts';
import { currentToken } from './stores/session-store.ts';
import { applyInitialTheme } from './theme/theme-store.ts';
import './styles/index.css';

applyInitialTheme();
initI18n(guessLanguage());
configureApiClient({ getLanguage: currentLanguage, getToken: currentToken });

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
