// Floating side panel (see docs/product-rules.md): human customer service, and back-to-top once scroll position
// plus window height exceeds twice the window height; lifted above the footer while the footer is
// in view (IntersectionObserver: the visible height of the footer is the lift).
import { useEffect, useState, type RefObject } from 'react';
import { useSession } from '../../../../core/state/use-session';
import { ArrowUpIcon, ServiceIcon } from '../../../ui/icons/icons';
import { scrollToTop } from '../../../ui/scroll/scroll-to-top';
import { useWindowScroll } from '../../../ui/scroll/use-window-scroll';
import { openCustomerService } from '../../../ui/contact-service/customer-service';
import { shouldShowBackToTop } from '../scroll-thresholds';
import styles from './side-panel.module.css';

const BASE_BOTTOM_PX = 80;
const GAP_ABOVE_FOOTER_PX = 16;
const THRESHOLDS = Array.from({ length: 21 }, (_, i) => i / 20);

/** How far the panel must rise so it sits above the visible part of the footer. */
export function useFooterLift(footerRef: RefObject<HTMLElement | null>): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const footer = footerRef.current;
    if (!footer || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => setLift(entry?.isIntersecting ? Math.round(entry.intersectionRect.height) : 0),
      { threshold: THRESHOLDS },
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, [footerRef]);
  return lift;
}

export function SidePanel({ footerRef }: { footerRef: RefObject<HTMLElement | null> }) {
  const { scrollY, innerHeight } = useWindowScroll();
  const { userId, userInfo } = useSession();
  const lift = useFooterLift(footerRef);
  const showTop = shouldShowBackToTop(scrollY, innerHeight);
  const bottom = Math.max(BASE_BOTTOM_PX, lift + GAP_ABOVE_FOOTER_PX);

  return (
    <aside
      className={styles.panel}
      style={{ bottom }}
      aria-label="快捷服务"
      data-lifted={lift > 0 || undefined}
    >
      <button
        type="button"
        className={styles.item}
        onClick={() =>
          openCustomerService(
            userId
              ? {
                  uid: userInfo?.uid ?? userId,
                  nickname: userInfo?.nickname ?? '',
                  mobile: userInfo?.mobile ?? '',
                }
              : null,
          )
        }
      >
        <ServiceIcon size={22} />
        <span className={styles.label}>人工客服</span>
      </button>
      {showTop && (
        <button type="button" className={styles.item} onClick={() => void scrollToTop()}>
          <ArrowUpIcon size={22} />
          <span className={styles.label}>回到顶部</span>
        </button>
      )}
    </aside>
  );
}
