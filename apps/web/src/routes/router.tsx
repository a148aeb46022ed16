import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { AgentLayout } from '../layouts/agent-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { AccountGamesPage } from '../pages/account-games-page.tsx';
import { AgentHomePage } from '../pages/agent-home-page.tsx';
import { AgentLoginPage } from '../pages/agent-login-page.tsx';
import { GameCenterPage } from '../pages/game-center-page.tsx';
import { GameListPage } from '../pages/game-list-page.tsx';
import { GamePage } from '../pages/game-page.tsx';
import { HelpPage } from '../pages/help-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { LotteryPage } from '../pages/lottery-page.tsx';
import { MemberPage } from '../pages/member-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { PointMallPage } from '../pages/point-mall-page.tsx';
import { PromotionsPage } from '../pages/promotions-page.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { requireAgent, requireLogin, type TRouteHandle } from './guards.ts';
import { RootShell } from './root-shell.tsx';

const hideSideMenu: TRouteHandle = { hideSideMenu: true };

/**
 * Every route of spec section 2. The lottery pairs differ only by case (/vnLottery needs login and
 * takes a gameCode; /vnlottery is a game page), so those routes match case-sensitively.
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
          { path: 'promotions', element: <PromotionsPage /> },
          { path: 'pointMall', loader: requireLogin, element: <PointMallPage /> },
          {
            path: 'seamless',
            loader: requireLogin,
            element: <GamePage kind="seamless" />,
            handle: hideSideMenu,
          },
          { path: 'member', loader: requireLogin, element: <MemberPage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'sports', element: <GameCenterPage category="SPORTS" /> },
          { path: 'esports', element: <GameCenterPage category="ESPORTS" /> },
          { path: 'lott', element: <GameCenterPage category="LOTT" /> },
          { path: 'elott', element: <GameCenterPage category="ELOTT" /> },
          { path: 'cockfight', element: <GameCenterPage category="COCKFIGHT" /> },
          { path: 'live', element: <GameListPage category="LIVE" /> },
          { path: 'fish', element: <GameListPage category="FISH" /> },
          { path: 'rng', element: <GameListPage category="RNG" /> },
          { path: 'pvp', element: <GameListPage category="PVP" /> },
          { path: 'bgs', element: <GameListPage category="BGS" /> },
          { path: 'favorite', loader: requireLogin, element: <AccountGamesPage kind="favorite" /> },
          { path: 'recent', loader: requireLogin, element: <AccountGamesPage kind="recent" /> },
          {
            path: 'lottery',
            caseSensitive: true,
            loader: requireLogin,
            element: <LotteryPage kind="LOTTERY" />,
          },
          {
            path: 'seaLottery',
            caseSensitive: true,
            loader: requireLogin,
            element: <LotteryPage kind="SEA" />,
          },
          {
            path: 'vnLottery',
            caseSensitive: true,
            loader: requireLogin,
            element: <LotteryPage kind="VN" />,
          },
          {
            path: 'lottert',
            caseSensitive: true,
            element: <GamePage kind="lottert" />,
            handle: hideSideMenu,
          },
          {
            path: 'vnlottery',
            caseSensitive: true,
            element: <GamePage kind="vnlottery" />,
            handle: hideSideMenu,
          },
          {
            path: 'sealottery',
            caseSensitive: true,
            element: <GamePage kind="sealottery" />,
            handle: hideSideMenu,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AgentLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: 'agent', element: <AgentLoginPage /> },
          { path: 'agentHome', loader: requireAgent, element: <AgentHomePage /> },
        ],
      },
    ],
  },
];

/** Creates the browser router once the bootstrap has loaded (guards run on creation). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
