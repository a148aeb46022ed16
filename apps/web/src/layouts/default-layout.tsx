import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { BottomTabBar } from '../components/bottom-tab-bar.tsx';
import { CustomerServiceWidget } from '../components/customer-service-widget.tsx';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';
import { ScrollTopButton } from '../components/scroll-top-button.tsx';
import { SideMenu } from '../components/side-menu.tsx';
import { TopNav } from '../components/top-nav.tsx';
import { DESKTOP_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import { PopupHost } from '../popups/popup-host.tsx';
import { RedEnvelopeRain } from '../red-envelopes/red-envelope-rain.tsx';
import type { TRouteHandle } from '../routes/guards.ts';
import { useUiStore } from '../stores/ui-store.ts';

/** "Skip to content" for keyboard users; it moves focus without touching the URL hash. */
export function SkipLink({ targetRef }: { targetRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="skip-link" onClick={() => targetRef.current?.focus()}>
      {t('common.skipToContent')}
    </button>
  );
}

/**
 * Player layout: header, side menu at the left (per `brand.sideMenuMode`; hidden on game pages),
 * main navigation, content, footer, the phone tab bar, scroll-to-top button, customer-service widget
 * and popups. An immersive route (the game frame) gets the content and the popups only.
 */
export function DefaultLayout() {
  const { permission } = useBootstrap();
  const mode = permission.brand.sideMenuMode;
  const matches = useMatches();
  const isCollapsedByPlayer = useUiStore((state) => state.isSideMenuCollapsed);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const mainRef = useRef<HTMLElement>(null);

  const handles = matches.map((match) => (match.handle as TRouteHandle | undefined) ?? {});
  const isHiddenByRoute = handles.some((handle) => handle.hideSideMenu);
  const isImmersive = handles.some((handle) => handle.immersive);
  const hasGameFrame = handles.some((handle) => handle.gameFrame);
  const sideMenuMode = mode === 'hidden' || isHiddenByRoute ? null : mode;
  // Collapsing only applies beside the content; the phone drawer always shows the whole menu.
  const isCollapsed = sideMenuMode === 'toggle' && isCollapsedByPlayer && isDesktop;
  let sideMenuState = 'none';
  if (sideMenuMode) sideMenuState = isCollapsed ? 'collapsed' : 'expanded';

  if (isImmersive) {
    // A game fills the viewport: its own bar leads back; the floating buttons would cover its controls.
    return (
      <div className="layout layout--immersive" data-side-menu="none">
        <main id="main-content" ref={mainRef} className="content content--immersive" tabIndex={-1}>
          <Outlet />
        </main>
        <PopupHost />
      </div>
    );
  }

  return (
    <div className="layout" data-side-menu={sideMenuState} data-tab-bar={!hasGameFrame}>
      <SkipLink targetRef={mainRef} />
      <Header hasSideMenu={sideMenuMode !== null} showLanguage={sideMenuMode === null || isCollapsed} />
      <div className="layout__body">
        {sideMenuMode ? <SideMenu mode={sideMenuMode} isCollapsed={isCollapsed} /> : null}
        <div className="layout__main">
          <TopNav />
          <main id="main-content" ref={mainRef} className="content" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      {hasGameFrame ? null : <BottomTabBar />}
      <ScrollTopButton />
      {hasGameFrame ? null : <CustomerServiceWidget />}
      {hasGameFrame ? null : <RedEnvelopeRain />}
      <PopupHost />
    </div>
  );
}
