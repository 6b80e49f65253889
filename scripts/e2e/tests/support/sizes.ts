// Size checks of the phone shop as a thumb and a large-text reader meet it: every control (or the
// label around or for it) at least 44×44 CSS px, and no price, total or coupon threshold cut or
// hidden when the text is 150 % of its size.
import type { Page } from '@playwright/test';

export const MIN_TAP_PX = 44;

/** The controls on screen smaller than 44×44 whose label is not that big either, described. */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=radio], [role=checkbox]';
    const big = (r: DOMRect) => r.width >= min && r.height >= min;
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      if (el.closest('[aria-hidden="true"], [inert], [data-boot-shell]')) continue;
      const style = getComputedStyle(el);
      const own = el.getBoundingClientRect();
      const wrapping = el.closest('label');
      const named = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
      const labels = [wrapping, named].filter((l): l is HTMLLabelElement => l !== null);
      const shown = own.width > 0 && own.height > 0 && style.visibility !== 'hidden';
      if (!shown && labels.length === 0) continue;
      if (big(own) || labels.some((l) => big(l.getBoundingClientRect()))) continue;
      const name = (
        el.getAttribute('aria-label') ??
        el.textContent ??
        el.getAttribute('placeholder') ??
        ''
      ).trim();
      small.push(
        `${el.tagName.toLowerCase()} “${name.slice(0, 24)}” ${Math.round(own.width)}×${Math.round(own.height)}`,
      );
    }
    return small;
  }, MIN_TAP_PX);
}

/** Makes every text 150 % of its size, as Android's font size setting does (px sizes included). */
export function enlargeText(page: Page): Promise<void> {
  return page.evaluate(() => {
    const sizes = [...document.querySelectorAll<HTMLElement>('body *')].map(
      (el) => [el, parseFloat(getComputedStyle(el).fontSize)] as const,
    );
    for (const [el, px] of sizes) el.style.fontSize = `${px * 1.5}px`;
  });
}

/**
 * Prices (¥…), thresholds (满…) and totals that are cut: clipped by an ellipsis or overflow, off
 * the screen's side, or covered by something else at their middle.
 */
export function cutMoneyTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const money = /¥\s?\d|满\s?\d/;
    const cut: string[] = [];
    const leaves = [...document.querySelectorAll<HTMLElement>('main *')].filter(
      (el) => el.childElementCount === 0 && money.test(el.textContent ?? ''),
    );
    for (const el of leaves) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const text = (el.textContent ?? '').trim().slice(0, 30);
      const clipped = [el, el.parentElement, el.parentElement?.parentElement].some(
        (box) =>
          box && getComputedStyle(box).overflowX !== 'visible' && box.scrollWidth > box.clientWidth + 1,
      );
      if (clipped) cut.push(`${text}: clipped`);
      else if (r.left < 0 || r.right > window.innerWidth + 1) cut.push(`${text}: off the screen`);
      else if (r.top >= 0 && r.bottom <= window.innerHeight) {
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        // A fixed bar over text it does not hold is the page scrolled under it, not a cut.
        let bar: HTMLElement | null = top instanceof HTMLElement ? top : null;
        while (bar && !['fixed', 'sticky'].includes(getComputedStyle(bar).position)) bar = bar.parentElement;
        if (bar && !bar.contains(el)) continue;
        if (top && !el.contains(top) && !top.contains(el))
          cut.push(`${text}: covered by “${(top.textContent ?? '').trim().slice(0, 12)}”`);
      }
    }
    return cut;
  });
}
