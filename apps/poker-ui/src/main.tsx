import { isPokerGameCode, matchLanguage } from '@croupier/contracts';
import { applyDocumentLanguage } from '@croupier/game-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PokerApp } from './app.tsx';
import { translator } from './lib/i18n.ts';
import './styles.css';

/** Entry: `/play/:tableCode?token=…&theme=…&lang=…` opens that poker table. */
const base = import.meta.env.BASE_URL;
const path = window.location.pathname;
const rest = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\/+/, '');
const tableCode = decodeURIComponent(rest.split('/')[0] ?? '');
const q = new URLSearchParams(window.location.search);
document.documentElement.dataset.theme = q.get('theme') === 'light' ? 'light' : 'dark';
const language = matchLanguage(q.get('lang')) ?? null;
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
const { t } = translator(language ?? 'EN');
applyDocumentLanguage(language ?? 'EN');

createRoot(root).render(
  <StrictMode>
    {isPokerGameCode(tableCode) ? (
      <PokerApp tableCode={tableCode} launchToken={q.get('token')} language={language} />
    ) : (
      <div className="splash" role="alert">
        <h1>{t('notFound')}</h1>
      </div>
    )}
  </StrictMode>,
);
