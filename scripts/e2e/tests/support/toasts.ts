// Every toast the page showed, however briefly: a toast lives 3 s and may be gone before a check
// reaches it on a loaded machine, so a journey reads what was shown instead of what still shows.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __shownToasts?: string[];
  }
}

/** Starts the record in the page as it is and in every page loaded next. */
function record(): void {
  if (window.__shownToasts) return;
  const shown: string[] = (window.__shownToasts = []);
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
      const text = toast.textContent?.trim();
      if (seen.has(toast) || !text) continue;
      seen.add(toast);
      shown.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Records the text of each toast from now on (reloads included); returns the reader of the record. */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(record);
  await page.evaluate(record);
  return () => page.evaluate(() => window.__shownToasts ?? []);
}

/** How many of the shown toasts say `text`. */
export const countSaying = (shown: string[], text: string): number =>
  shown.filter((toast) => toast.includes(text)).length;
