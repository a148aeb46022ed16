import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { AgentLayout } from '../layouts/agent-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { loadChunk } from '../lib/load-failure.ts';
import { HomePage } from '../pages/home-page.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { requireAgent, requireLogin, type TRouteHandle } from './guards.ts';
import { RootShell } from './root-shell.tsx';

/** A lottery page: the vendor's frame under the lobby's header, with or without the side menu. */
const lotteryFrame: TRouteHandle = { gameFrame: true };
const lotteryFrameNoMenu: TRouteHandle = { hideSideMenu: true, gameFrame: true };
/** The game frame page: no side menu, and the lobby around it steps aside (immersive mode). */
const immersiveGame: TRouteHandle = { hideSideMenu: true, immersive: true, gameFrame: true };

/**
 * A page loaded on first visit: home and the layouts are in the first download, every other page
 * is a chunk of its own, so the lobby's first paint does not wait for the member or agent centre.
 */
function page<TModule>(load: () => Promise<TModule>, render: (module: TModule) => ReactNode) {
  // The 120 s deadline and the slow-page notice; a failure shows the route's load error.
  return async () => ({ element: render(await loadChunk(load)) });
}

/**
 * Every route of spec section 2. The lottery pairs differ only by case (/vnLottery frames the game
 * beside the side menu; /vnlottery without it; both need login and take a gameCode), so those
 * routes match case-sensitively.
 */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        element: <DefaultLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'index', element: <HomePage /> },
          { path: 'index.html', element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          { path: 'login', element: <HomePage popup="login" /> },
          { path: 'register', element: <HomePage popup="register" /> },
          {
            path: 'reset-password',
            lazy: page(
              () => import('../pages/reset-password-page.tsx'),
              (m) => <m.ResetPasswordPage />,
            ),
          },
          {
            path: 'promotions',
            lazy: page(
              () => import('../pages/promotions-page.tsx'),
              (m) => <m.PromotionsPage />,
            ),
          },
          {
            path: 'pointMall',
            loader: requireLogin,
            lazy: page(
              () => import('../pages/point-mall-page.tsx'),
              (m) => <m.PointMallPage />,
            ),
          },
          {
            path: 'seamless',
            loader: requireLogin,
            lazy: page(
              () => import('../pages/game-page.tsx'),
              (m) => <m.GamePage kind="seamless" />,
            ),
            handle: immersiveGame,
          },
          {
            path: 'member',
            loader: requireLogin,
            lazy: page(
              () => import('../pages/member-page.tsx'),
              (m) => <m.MemberPage />,
            ),
          },
          {
            path: 'help',
            lazy: page(
              () => import('../pages/help-page.tsx'),
              (m) => <m.HelpPage />,
            ),
          },
          {
            path: 'sports',
            lazy: page(
              () => import('../pages/game-center-page.tsx'),
              (m) => <m.GameCenterPage category="SPORTS" />,
            ),
          },
          {
            path: 'esports',
            lazy: page(
              () => import('../pages/game-center-page.tsx'),
              (m) => <m.GameCenterPage category="ESPORTS" />,
            ),
          },
          {
            path: 'lott',
            lazy: page(
              () => import('../pages/game-center-page.tsx'),
              (m) => <m.GameCenterPage category="LOTT" />,
            ),
          },
          {
            path: 'elott',
            lazy: page(
              () => import('../pages/game-center-page.tsx'),
              (m) => <m.GameCenterPage category="ELOTT" />,
            ),
          },
          {
            path: 'cockfight',
            lazy: page(
              () => import('../pages/game-center-page.tsx'),
              (m) => <m.GameCenterPage category="COCKFIGHT" />,
            ),
          },
          {
            path: 'live',
            lazy: page(
              () => import('../pages/game-list-page.tsx'),
              (m) => <m.GameListPage category="LIVE" />,
            ),
          },
          {
            path: 'fish',
            lazy: page(
              () => import('../pages/game-list-page.tsx'),
              (m) => <m.GameListPage category="FISH" />,
            ),
          },
          {
            path: 'rng',
            lazy: page(
              () => import('../pages/game-list-page.tsx'),
              (m) => <m.GameListPage category="RNG" />,
            ),
          },
          {
            path: 'pvp',
            lazy: page(
              () => import('../pages/game-list-page.tsx'),
              (m) => <m.GameListPage category="PVP" />,
            ),
          },
          {
            path: 'bgs',
            lazy: page(
              () => import('../pages/game-list-page.tsx'),
              (m) => <m.GameListPage category="BGS" />,
            ),
          },
          {
            path: 'favorite',
            loader: requireLogin,
            lazy: page(
              () => import('../pages/account-games-page.tsx'),
              (m) => <m.AccountGamesPage kind="favorite" />,
            ),
          },
          {
            path: 'recent',
            loader: requireLogin,
            lazy: page(
              () => import('../pages/account-games-page.tsx'),
              (m) => <m.AccountGamesPage kind="recent" />,
            ),
          },
          {
            path: 'lottery',
            caseSensitive: true,
            loader: requireLogin,
            lazy: page(
              () => import('../pages/lottery-page.tsx'),
              (m) => <m.LotteryPage kind="LOTTERY" />,
            ),
            handle: lotteryFrame,
          },
          {
            path: 'seaLottery',
            caseSensitive: true,
            loader: requireLogin,
            lazy: page(
              () => import('../pages/lottery-page.tsx'),
              (m) => <m.LotteryPage kind="SEA" />,
            ),
            handle: lotteryFrame,
          },
          {
            path: 'vnLottery',
            caseSensitive: true,
            loader: requireLogin,
            lazy: page(
              () => import('../pages/lottery-page.tsx'),
              (m) => <m.LotteryPage kind="VN" />,
            ),
            handle: lotteryFrame,
          },
          {
            path: 'lottert',
            caseSensitive: true,
            loader: requireLogin,
            lazy: page(
              () => import('../pages/lottery-page.tsx'),
              (m) => <m.LotteryPage kind="LOTTERY" />,
            ),
            handle: lotteryFrameNoMenu,
          },
          {
            path: 'vnlottery',
            caseSensitive: true,
            loader: requireLogin,
            lazy: page(
              () => import('../pages/lottery-page.tsx'),
              (m) => <m.LotteryPage kind="VN" />,
            ),
            handle: lotteryFrameNoMenu,
          },
          {
            path: 'sealottery',
            caseSensitive: true,
            loader: requireLogin,
            lazy: page(
              () => import('../pages/lottery-page.tsx'),
              (m) => <m.LotteryPage kind="SEA" />,
            ),
            handle: lotteryFrameNoMenu,
          },
          {
            path: '*',
            lazy: page(
              () => import('../pages/not-found-page.tsx'),
              (m) => <m.NotFoundPage />,
            ),
          },
        ],
      },
      {
        element: <AgentLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: 'agent',
            lazy: page(
              () => import('../pages/agent-login-page.tsx'),
              (m) => <m.AgentLoginPage />,
            ),
          },
          {
            path: 'agentHome',
            loader: requireAgent,
            lazy: page(
              () => import('../agent/agent-center-page.tsx'),
              (m) => <m.AgentCenterPage />,
            ),
          },
        ],
      },
    ],
  },
];

/** Creates the browser router once the bootstrap has loaded (guards run on creation). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
