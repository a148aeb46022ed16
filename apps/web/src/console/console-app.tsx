import { API, type TOperatorMe, ZOk, ZOperatorMe } from '@croupier/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { z } from 'zod';
import { useThemeStore } from '../theme/theme-store.ts';
import { can, consoleRequest, consoleSession, onSignedOut } from './console-api.ts';
import { ConsoleLogin, TotpEnrolment } from './console-login.tsx';
import { ApprovalsPage } from './pages/approvals-page.tsx';
import { AuditPage } from './pages/audit-page.tsx';
import { ContentPage } from './pages/content-page.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { EngagementPage } from './pages/engagement-page.tsx';
import { FinancePage } from './pages/finance-page.tsx';
import { GameSettingsPage } from './pages/game-settings-page.tsx';
import { GamesPage } from './pages/games-page.tsx';
import { KycPage } from './pages/kyc-page.tsx';
import { MessagesPage } from './pages/messages-page.tsx';
import { OperatorsPage } from './pages/operators-page.tsx';
import { PlayerPage } from './pages/player-page.tsx';
import { PlayersPage } from './pages/players-page.tsx';
import { RewardsPage } from './pages/rewards-page.tsx';
import { SecurityPage } from './pages/security-page.tsx';

const ME_KEY = ['console', 'me'] as const;

/** Whether the operator's permissions open a section (its own, or the other one it names). */
function opens(me: TOperatorMe, section: (typeof SECTIONS)[number]): boolean {
  return can(me, section.permission) || ('orPermission' in section && can(me, section.orPermission));
}

/** The console: sign-in, then the sections the operator's permissions open. */
export function ConsoleApp() {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: ME_KEY,
    queryFn: async () =>
      consoleSession.token() ? (await consoleRequest(API.admin.operatorMe, ZOk(ZOperatorMe))).value : null,
  });
  useEffect(
    () =>
      onSignedOut(() => {
        consoleSession.clear();
        queryClient.setQueryData(ME_KEY, null);
      }),
    [queryClient],
  );
  const signedIn = (token: string, operator: TOperatorMe) => {
    consoleSession.set(token);
    queryClient.setQueryData(ME_KEY, operator);
  };
  if (me.isPending) return <div className="console-loading" aria-busy="true" />;
  const operator = me.data;
  if (!operator) return <ConsoleLogin onSignedIn={signedIn} />;
  if (!operator.totpEnabled) {
    return (
      <TotpEnrolment
        operator={operator}
        onDone={() => void queryClient.invalidateQueries({ queryKey: ME_KEY })}
      />
    );
  }
  return <ConsoleShell me={operator} />;
}

const SECTIONS = [
  {
    to: '/admin',
    label: 'Dashboard',
    permission: 'reports.read',
    icon: 'M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z',
  },
  {
    to: '/admin/players',
    label: 'Players',
    permission: 'players.read',
    icon: 'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4zM8 11a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm0 2c-2.7 0-8 1.3-8 4v3h7v-3c0-1.2.5-2.3 1.4-3.2A11 11 0 0 0 8 13zm8 0c-2.7 0-8 1.3-8 4v3h16v-3c0-2.7-5.3-4-8-4z',
  },
  {
    to: '/admin/finance',
    label: 'Finance',
    permission: 'finance.read',
    icon: 'M2 6h20v12H2zm10 9a3 3 0 1 0-3-3 3 3 0 0 0 3 3zM5 8v8M19 8v8',
  },
  {
    to: '/admin/kyc',
    label: 'Verification',
    permission: 'kyc.review',
    icon: 'M4 5h16v14H4zm4 4a2 2 0 1 0 0 .01M6 15c.5-1.5 1.5-2 2-2s1.5.5 2 2m3-6h5m-5 3h5m-5 3h3',
  },
  {
    to: '/admin/content',
    label: 'Content',
    permission: 'content.read',
    icon: 'M4 5h16v14H4zm0 10 4-4 3 3 4-5 5 6M9 9.5a1.5 1.5 0 1 0 0 .01',
  },
  {
    to: '/admin/games',
    label: 'Games',
    permission: 'games.read',
    // Finance opens it for the per-vendor reconciliation tab.
    orPermission: 'finance.read',
    icon: 'M6 11h4M8 9v4M15 12h.01M18 10h.01M7 6h10a5 5 0 0 1 0 10l-2-2H9l-2 2A5 5 0 0 1 7 6z',
  },
  {
    to: '/admin/game-settings',
    label: 'Game settings',
    permission: 'games.read',
    icon: 'M4 7h10M18 7h2M4 17h4M12 17h8M14 5v4M8 15v4',
  },
  {
    to: '/admin/engagement',
    label: 'Engagement',
    permission: 'promotions.read',
    icon: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z',
  },
  {
    to: '/admin/rewards',
    label: 'Rewards',
    permission: 'promotions.read',
    icon: 'M4 11h16v10H4zM2 7h20v4H2zm10 0v14M12 7c-2-4-6-4-6-1.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z',
  },
  {
    to: '/admin/messages',
    label: 'Messages',
    permission: 'content.read',
    icon: 'M3 5h18v12H8l-5 4zM7 9h10M7 13h6',
  },
  {
    to: '/admin/approvals',
    label: 'Approvals',
    permission: 'approvals.decide',
    icon: 'M9 12l2 2 4-4M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z',
  },
  {
    to: '/admin/operators',
    label: 'Operators',
    permission: 'operators.read',
    icon: 'M9 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm0 2c-3 0-7 1.5-7 4.5V20h10M17 13l1.5 3 3.5.5-2.5 2.5.5 3.5-3-1.5-3 1.5.5-3.5-2.5-2.5 3.5-.5z',
  },
  {
    to: '/admin/audit',
    label: 'Audit log',
    permission: 'audit.read',
    icon: 'M6 2h9l5 5v15H6zm8 0v6h6M9 13h8M9 17h8',
  },
] as const;

function ConsoleShell({ me }: { me: TOperatorMe }) {
  const queryClient = useQueryClient();
  const { theme, toggleTheme } = useThemeStore();
  const sections = SECTIONS.filter((s) => opens(me, s));
  const merchantCode = me.merchantCode;
  const signOut = async () => {
    await consoleRequest(API.admin.operatorLogout, ZOk(z.null()), { method: 'POST' }).catch(() => undefined);
    consoleSession.clear();
    queryClient.setQueryData(ME_KEY, null);
    // Nothing the operator saw stays in memory for the next one at this screen.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== ME_KEY[1] });
  };
  return (
    <div className="console">
      <aside className="console__side">
        <div className="console__brand">
          <span className="console__logo" aria-hidden="true">
            C
          </span>
          <span>
            <strong>Croupier</strong>
            <small>{merchantCode ?? 'Platform'} console</small>
          </span>
        </div>
        <nav aria-label="Console">
          {sections.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              end={section.to === '/admin'}
              className="console__nav-link"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d={section.icon} />
              </svg>
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className="console__who">
          <span className="console__avatar" aria-hidden="true">
            {me.username.slice(0, 1).toUpperCase()}
          </span>
          <span>
            <strong>{me.username}</strong>
            <small>{me.role.replace(/_/g, ' ')}</small>
            <NavLink to="/admin/security" className="console__who-link">
              Sign-in security
            </NavLink>
          </span>
        </div>
        <div className="console__side-actions">
          <button type="button" className="button button--ghost button--small" onClick={toggleTheme}>
            {theme === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => void signOut()}
          >
            Sign out
          </button>
        </div>
      </aside>
      <main className="console__main">
        {merchantCode ? (
          <Routes>
            <Route
              path="/admin"
              element={
                can(me, 'reports.read') ? (
                  <DashboardPage merchantCode={merchantCode} />
                ) : (
                  <FirstSection me={me} />
                )
              }
            />
            <Route path="/admin/players" element={<PlayersPage merchantCode={merchantCode} />} />
            <Route path="/admin/players/:id" element={<PlayerPage merchantCode={merchantCode} me={me} />} />
            <Route path="/admin/finance" element={<FinancePage merchantCode={merchantCode} me={me} />} />
            <Route
              path="/admin/game-settings"
              element={<GameSettingsPage merchantCode={merchantCode} me={me} />}
            />
            <Route path="/admin/games" element={<GamesPage merchantCode={merchantCode} me={me} />} />
            <Route path="/admin/content" element={<ContentPage merchantCode={merchantCode} me={me} />} />
            <Route path="/admin/operators" element={<OperatorsPage merchantCode={merchantCode} me={me} />} />
            <Route path="/admin/audit" element={<AuditPage merchantCode={merchantCode} />} />
            <Route path="/admin/kyc" element={<KycPage merchantCode={merchantCode} />} />
            <Route path="/admin/approvals" element={<ApprovalsPage merchantCode={merchantCode} me={me} />} />
            <Route
              path="/admin/engagement"
              element={<EngagementPage merchantCode={merchantCode} me={me} />}
            />
            <Route path="/admin/rewards" element={<RewardsPage merchantCode={merchantCode} me={me} />} />
            <Route path="/admin/messages" element={<MessagesPage merchantCode={merchantCode} me={me} />} />
            <Route path="/admin/security" element={<SecurityPage />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        ) : (
          <section className="console-page">
            <h1>Platform</h1>
            <p className="console-muted">
              A platform administrator opens brands and runs the shared catalogue through the operator API;
              each brand's people run it from its own console.
            </p>
          </section>
        )}
      </main>
    </div>
  );
}

/** Where an operator without the dashboard lands: its first section. */
function FirstSection({ me }: { me: TOperatorMe }) {
  const first = SECTIONS.find((s) => opens(me, s));
  return first ? (
    <Navigate to={first.to} replace />
  ) : (
    <p className="console-muted">Your role opens no section yet.</p>
  );
}
