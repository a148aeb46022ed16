import { isSportsGameCode, matchLanguage } from '@croupier/contracts';
import { applyDocumentLanguage } from '@croupier/game-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SportsApp } from './app.tsx';
import { translator } from './lib/i18n.ts';
import './styles.css';

/** Entry: `/play/:gameCode?token=…&theme=…&lang=…` opens the book of that vendor code. */
const q = new URLSearchParams(window.location.search);
const base = import.meta.env.BASE_URL;
const rest = window.location.pathname.startsWith(base) ? window.location.pathname.slice(base.length) : '';
const gameCode = decodeURIComponent(rest.split('/')[0] ?? '');
const language = matchLanguage(q.get('lang')) ?? null;
document.documentElement.dataset.theme = q.get('theme') === 'light' ? 'light' : 'dark';
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
const { t } = translator(language ?? 'EN');
applyDocumentLanguage(language ?? 'EN');

createRoot(root).render(
  <StrictMode>
    {isSportsGameCode(gameCode) ? (
      <SportsApp gameCode={gameCode} launchToken={q.get('token')} language={language} />
    ) : (
      <div className="splash" role="alert">
        <h1>{t('notFound')}</h1>
        <p>{t('notFoundText')}</p>
      </div>
    )}
  </StrictMode>,
);
