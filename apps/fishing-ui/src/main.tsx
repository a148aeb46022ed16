import { isFishingGameCode } from '@croupier/contracts';
import { applyDocumentLanguage, siteLookOf } from '@croupier/game-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FishingApp } from './app.tsx';
import { translator } from './lib/i18n.ts';
import './styles.css';

/** Entry: `/play/:gameCode?token=…&theme=…&lang=…` opens that ocean. */
const base = import.meta.env.BASE_URL;
const path = window.location.pathname;
const rest = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\/+/, '');
const gameCode = decodeURIComponent(rest.split('/')[0] ?? '');
const look = siteLookOf(window.location.search);
document.documentElement.dataset.theme = look.theme;
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
const { t } = translator(look.language ?? 'EN');
applyDocumentLanguage(look.language ?? 'EN');

createRoot(root).render(
  <StrictMode>
    {isFishingGameCode(gameCode) ? (
      <FishingApp
        gameCode={gameCode}
        launchToken={new URLSearchParams(window.location.search).get('token')}
        language={look.language}
      />
    ) : (
      <div className="splash" role="alert">
        <h1>{t('notFound')}</h1>
      </div>
    )}
  </StrictMode>,
);
