import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/api-client.ts';
import { inlineBootstrap } from './api/inline-bootstrap.ts';
import { App, refreshSiteStatus, startBootstrap } from './app.tsx';
import { currentLanguage, initI18n } from './i18n/i18n.ts';
import { guessLanguage, pickLanguage } from './i18n/language.ts';
import { currentToken } from './stores/session-store.ts';
import { useUiStore } from './stores/ui-store.ts';
import { applyInitialTheme } from './theme/theme-store.ts';
import './styles/index.css';

applyInitialTheme();
configureApiClient({
  getLanguage: currentLanguage,
  getToken: currentToken,
  onSiteBlocked: refreshSiteStatus,
  // A page opened (or reloaded) with a temporary password: the forced change comes first.
  onPasswordChangeRequired: () => {
    const ui = useUiStore.getState();
    if (ui.popup !== 'changePassword' || !ui.passwordChange.isForced)
      ui.openPasswordChange({ isForced: true, oldPassword: null });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');

// The operator console is a chunk of its own: the player site's first load never carries it.
const isConsole = window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/');
if (isConsole) {
  void import('./console/console-main.tsx').then(({ mountConsole }) => mountConsole(container));
} else {
  startPlayerSite(container);
}

function startPlayerSite(container: HTMLElement) {
  // The first screen waits for its language's bundle (one small request), so no key ever flashes;
  // the bootstrap request goes out at the same time.
  // With the server's inline bootstrap the merchant is known now, so the first bundle is already the
  // right language (Lotus Palace's Thai), not the browser's followed by a switch.
  const boot = inlineBootstrap();
  const i18nReady = initI18n(boot ? pickLanguage(boot.merchant) : guessLanguage());
  startBootstrap(i18nReady);
  void i18nReady.then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
