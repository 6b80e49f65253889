// the scroll rules in docs/product-rules.md as pure functions, so the numbers are tested rather than eyeballed.
import { NAV_PIN_SCROLL_PX } from '@storefront/contracts';

/** Scrolling 120 px or more pins the nav bar and swaps in the second search box. */
export const shouldPinNav = (scrollY: number): boolean => scrollY >= NAV_PIN_SCROLL_PX;

/** Back-to-top appears once scroll position plus window height exceeds twice the window height. */
export const shouldShowBackToTop = (scrollY: number, innerHeight: number): boolean =>
  scrollY + innerHeight > 2 * innerHeight;
