// The frame every page lives in (see docs/product-rules.md): top bar, header, nav (pinned from 120 px), the page,
// footer, floating side panel and the pop-ups. Pages with the 'minimal' layout keep only the top
// bar, a logo header and the footer.
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router-dom';
import { collectBehaviour } from '../../../core/api/behaviour';
import { useWindowScroll } from '../../ui/scroll/use-window-scroll';
import { useCurrentRoute, useRouteHandle } from '../router/use-current-route';
import styles from './app-shell.module.css';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { TopBar } from './header/top-bar';
import { NavBar } from './nav/nav-bar';
import { OfflineNotice } from './offline-notice';
import { ImageDialogHost, MiniProgramPopupHost } from './popups/popup-hosts';
import { shouldPinNav } from './scroll-thresholds';
import { SidePanel } from './side-panel/side-panel';
import { useHeaderData } from './use-header-data';
import { useSearchFollowsPage } from './search/use-search-follows-page';

/**
 * Every full page load starts with location.key 'default', so the router's default key would carry
 * one page's scroll position into the next page loaded from the address bar. Keyed by URL for those.
 */
const scrollKey = (location: Location): string =>
  location.key === 'default' ? location.pathname + location.search : location.key;

function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? (
    <div className={styles.progress} role="progressbar" aria-label="页面加载中" />
  ) : null;
}

/**
 * The pages a phone stays on (routes marked desktopOnMobile) lay out down to 360 px: the root element
 * carries `data-phone-layout` there, which the shell's and those pages' narrow-screen rules key on.
 */
function usePhoneLayout() {
  const phone = useCurrentRoute()?.desktopOnMobile === true;
  useEffect(() => {
    const root = document.documentElement;
    if (phone) root.setAttribute('data-phone-layout', '');
    else root.removeAttribute('data-phone-layout');
    return () => root.removeAttribute('data-phone-layout');
  }, [phone]);
}

function usePageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    collectBehaviour('page_view', {}, pathname + search);
  }, [pathname, search]);
}

export function AppShell() {
  const footerRef = useRef<HTMLElement>(null);
  const { layout } = useRouteHandle();
  const { scrollY } = useWindowScroll();
  const minimal = layout === 'minimal';
  useHeaderData();
  useSearchFollowsPage();
  usePageViews();
  usePhoneLayout();

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main-content">
        跳到主要内容
      </a>
      <NavigationProgress />
      <OfflineNotice />
      <TopBar />
      <SiteHeader minimal={minimal} />
      {!minimal && <NavBar pinned={shouldPinNav(scrollY)} />}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter ref={footerRef} />
      {!minimal && <SidePanel footerRef={footerRef} />}
      <MiniProgramPopupHost />
      <ImageDialogHost />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
