// One mobile page: the nav bar (unless the page draws its own top, like 首页) and a main landmark.
// Sets the document title so history, tabs and screen readers name the page.
import { useEffect, type ReactNode } from 'react';
import { NavBar } from '../nav-bar/nav-bar';
import styles from './page-layout.module.css';

export const SHOP_NAME = '多么商城';

interface PageLayoutProps {
  title: string;
  children: ReactNode;
  /** false: the page has its own top bar (首页's search bar). */
  navBar?: boolean;
  back?: boolean;
  navRight?: ReactNode;
  /** A fixed bar at the bottom (商品详情's actions, the cart's submit bar); the page pads for it. */
  bottomBar?: ReactNode;
  className?: string;
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}

export function PageLayout({
  title,
  children,
  navBar = true,
  back = true,
  navRight,
  bottomBar,
  className,
}: PageLayoutProps) {
  usePageTitle(title);
  return (
    <>
      {navBar && <NavBar title={title} back={back} right={navRight} />}
      <main className={`${styles.main} ${bottomBar ? styles.withBottomBar : ''} ${className ?? ''}`}>
        {!navBar && <h1 className="visually-hidden">{title}</h1>}
        {children}
        {/* Inside main, so every control of the page sits in a landmark. */}
        {bottomBar && <div className={styles.bottomBar}>{bottomBar}</div>}
      </main>
    </>
  );
}
