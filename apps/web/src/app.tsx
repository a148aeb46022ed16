import { HOME_NOTICES_PAGE_SIZE, SYSTEM_STATUS, type TLanguage } from '@croupier/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ApiError } from './api/api-client.ts';
import { BootstrapProvider } from './api/bootstrap-context.tsx';
import { inlineHome } from './api/inline-bootstrap.ts';
import { lobbyKeys } from './api/lobby.ts';
import { fetchBootstrap, queryKeys, shouldRetry, type TBootstrap } from './api/queries.ts';
import { FullScreenLoader } from './components/full-screen-loader.tsx';
import { currentLanguage, switchLanguage } from './i18n/i18n.ts';
import { guessLanguage, pickLanguage } from './i18n/language.ts';
import { BootstrapErrorPage, MaintenancePage, RegionBlockedPage } from './pages/system-pages.tsx';
import { createAppRouter } from './routes/router.tsx';
import { useThemeStore } from './theme/theme-store.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
  },
});

/** Settles when i18next has its first bundle (see `startBootstrap`). */
let i18nReady: Promise<unknown> = Promise.resolve();

/**
 * Sends the bootstrap request at once, while the first language bundle is still downloading,
 * instead of after the first render: the two requests overlap rather than queue.
 */
export function startBootstrap(whenI18nReady: Promise<unknown>): void {
  i18nReady = whenI18nReady;
  void queryClient.prefetchQuery({
    queryKey: queryKeys.bootstrap,
    queryFn: loadBootstrap,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Loads the bootstrap, then settles the UI language (stored choice, else the merchant default)
 * and the theme (stored choice, else the brand default) before the first screen renders.
 */
async function loadBootstrap(): Promise<TBootstrap> {
  const boot = await fetchBootstrap(guessLanguage());
  await i18nReady;
  await switchLanguage(pickLanguage(boot.permission.merchant));
  useThemeStore.getState().initFromBrand(boot.permission.brand);
  seedInlineHome(currentLanguage());
  return boot;
}

/**
 * The home's first data that came with the page goes into the query cache under the keys the home
 * asks with (apps/web/src/api/lobby.ts), so its banner renders at once; only in the language it is
 * in (a player who chose another language asks for theirs).
 */
let isHomeSeeded = false;
function seedInlineHome(language: TLanguage): void {
  const home = inlineHome();
  // Once: a later bootstrap load (after maintenance, say) must not put the page's old copy back.
  if (isHomeSeeded || !home || home.language !== language) return;
  isHomeSeeded = true;
  queryClient.setQueryData(lobbyKeys.banners(language, 'w_home'), home.banners);
  queryClient.setQueryData(
    [...lobbyKeys.announcements(language, 'B', null, 1), HOME_NOTICES_PAGE_SIZE],
    home.notices,
  );
}

/**
 * A call answered MAINTENANCE or REGION_RESTRICTED: the bootstrap is read again, and its status
 * puts the maintenance or region screen in place of the site.
 */
export function refreshSiteStatus(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.bootstrap });
}

function RoutedApp() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

/** Renders nothing but the loader until the bootstrap answers; then the status page or the site. */
function BootstrapGate() {
  const query = useQuery({
    queryKey: queryKeys.bootstrap,
    queryFn: loadBootstrap,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const merchantName = query.data?.permission.merchant.name;

  useEffect(() => {
    if (merchantName) document.title = merchantName;
  }, [merchantName]);

  if (query.isPending) return <FullScreenLoader />;
  if (query.isError) {
    const error = query.error;
    const message = error instanceof ApiError ? error.message : String(error);
    const isFinal = error instanceof ApiError && error.code === 'INVALID_DOMAIN';
    return (
      <BootstrapErrorPage message={message} onRetry={isFinal ? undefined : () => void query.refetch()} />
    );
  }

  const boot = query.data;
  let screen = <RoutedApp />;
  if (boot.permission.status === SYSTEM_STATUS.MAINTENANCE) screen = <MaintenancePage />;
  else if (boot.permission.status === SYSTEM_STATUS.REGION_RESTRICTED) screen = <RegionBlockedPage />;
  return <BootstrapProvider value={boot}>{screen}</BootstrapProvider>;
}

/** Root component: server-state cache around the bootstrap gate. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BootstrapGate />
    </QueryClientProvider>
  );
}
