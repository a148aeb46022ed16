import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { OauthReturn } from '../auth/oauth-return.tsx';
import { SlowLoadNotice } from '../components/slow-load-notice.tsx';
import { useUiStore } from '../stores/ui-store.ts';

/**
 * Wraps every route: shows the page-loading bar while a navigation runs, hides the loading
 * indicator after each navigation and scrolls to the top when the route path changes (a hash-only
 * change, such as /help#term, scrolls to its target instead).
 */
export function RootShell() {
  const { t } = useTranslation();
  const { pathname, hash, key } = useLocation();
  const navigation = useNavigation();
  const isLoading = useUiStore((state) => state.isLoading);
  const navigationSettled = useUiStore((state) => state.navigationSettled);
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    navigationSettled(key);
  }, [key, navigationSettled]);

  useEffect(() => {
    if (lastPathname.current !== null && lastPathname.current !== pathname && !hash) {
      window.scrollTo({ top: 0, behavior: 'auto' });
    }
    lastPathname.current = pathname;
  }, [pathname, hash]);

  const isBusy = navigation.state !== 'idle' || isLoading;
  return (
    <>
      {isBusy ? (
        <div className="route-progress" role="progressbar" aria-label={t('common.pageLoading')}>
          <span />
        </div>
      ) : null}
      <SlowLoadNotice />
      <Outlet />
      <OauthReturn />
    </>
  );
}
