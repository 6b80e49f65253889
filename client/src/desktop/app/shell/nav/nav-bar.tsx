// Navigation bar (see docs/product-rules.md): six tabs with the current one highlighted, the 拼团 badge on the
// second, hover/focus menus for categories and articles; pinned to the top from 120 px of scroll
// with the second (compact) search box. A spacer keeps the page from jumping when it pins.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { TextBadge } from '../../../ui/badge/badge';
import { ChevronDownIcon } from '../../../ui/icons/icons';
import { SiteLogo } from '../header/site-header';
import { SearchBox } from '../search/search-box';
import { ArticleMenu, ClassifyMenu } from './category-menus';
import styles from './nav-bar.module.css';
import { NAV_TABS, activeTabPath, type NavTab } from './nav-tabs';
import { useNavCategories } from '../../../../core/home/home-queries';

const CLOSE_DELAY_MS = 150;

function useNavData() {
  const query = useNavCategories(undefined, { retry: false, staleTime: 10 * 60_000 });
  return { goodsNav: query.data?.goodsNav ?? [], articleNav: query.data?.articleNav ?? [] };
}

/** Which menu is open: hover opens it and leaving closes it after a moment; a click pins it open. */
function useMenus() {
  const [openMenu, setOpenMenu] = useState<NavTab['menu'] | null>(null);
  // A menu opened by hover stays open when its toggle is clicked; only a click-opened one closes.
  const [pinnedOpen, setPinnedOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const open = (menu: NavTab['menu'], byClick = false) => {
    window.clearTimeout(closeTimer.current);
    setOpenMenu(menu ?? null);
    setPinnedOpen(byClick);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpenMenu(null), CLOSE_DELAY_MS);
  };
  const closeNow = () => {
    window.clearTimeout(closeTimer.current);
    setOpenMenu(null);
    setPinnedOpen(false);
  };
  const keepOpen = () => window.clearTimeout(closeTimer.current);
  return { openMenu, pinnedOpen, open, closeSoon, closeNow, keepOpen };
}

interface TabMenuProps {
  tab: NavTab;
  navData: ReturnType<typeof useNavData>;
  onNavigate: () => void;
}

/** The mega menu under 分类 or 文章. */
function TabMenu({ tab, navData, onNavigate }: TabMenuProps) {
  return (
    <div
      className={`${styles.menu} ${tab.menu === 'article' ? styles.menuSmall : ''}`}
      role="region"
      aria-label={`${tab.label}菜单`}
    >
      {tab.menu === 'classify' ? (
        <ClassifyMenu categories={navData.goodsNav} onNavigate={onNavigate} />
      ) : (
        <ArticleMenu categories={navData.articleNav} onNavigate={onNavigate} />
      )}
    </div>
  );
}

export function NavBar({ pinned }: { pinned: boolean }) {
  const { pathname } = useLocation();
  const active = activeTabPath(pathname);
  const { openMenu, pinnedOpen, open, closeSoon, closeNow, keepOpen } = useMenus();
  const navData = useNavData();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeNow();
  };

  return (
    <div className={styles.spacer}>
      <div className={`${styles.bar} ${pinned ? styles.pinned : ''}`} data-pinned={pinned || undefined}>
        <div className={`layout-width ${styles.inner}`}>
          {pinned && <SiteLogo small />}
          <nav aria-label="主导航" className={styles.nav} onKeyDown={onKeyDown}>
            <ul className={styles.tabs}>
              {NAV_TABS.map((tab) => {
                const isActive = tab.path === active;
                const menuOpen = tab.menu != null && openMenu === tab.menu;
                return (
                  <li
                    key={tab.path}
                    className={styles.tabItem}
                    onMouseEnter={
                      tab.menu ? () => (openMenu === tab.menu ? keepOpen() : open(tab.menu)) : undefined
                    }
                    onMouseLeave={tab.menu ? closeSoon : undefined}
                    onBlur={
                      tab.menu
                        ? (e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && closeSoon()
                        : undefined
                    }
                  >
                    <Link
                      to={tab.path}
                      className={`${styles.tab} ${isActive ? styles.active : ''}`}
                      aria-current={isActive ? 'page' : undefined}
                      onClick={closeNow}
                    >
                      {tab.label}
                      {tab.badge && (
                        <span className={styles.badge}>
                          <TextBadge tone="accent">{tab.badge}</TextBadge>
                        </span>
                      )}
                    </Link>
                    {tab.menu && (
                      <button
                        type="button"
                        className={styles.menuToggle}
                        aria-expanded={menuOpen}
                        aria-label={`展开${tab.label}菜单`}
                        onClick={() => (menuOpen && pinnedOpen ? closeNow() : open(tab.menu, true))}
                      >
                        <ChevronDownIcon size={12} />
                      </button>
                    )}
                    {menuOpen && <TabMenu tab={tab} navData={navData} onNavigate={closeNow} />}
                  </li>
                );
              })}
            </ul>
          </nav>
          {pinned && (
            <div className={styles.pinnedSearch}>
              <SearchBox variant="compact" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
