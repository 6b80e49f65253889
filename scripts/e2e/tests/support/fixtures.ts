// The journeys' test object: Playwright's, plus an `a11y` fixture that runs axe-core on the page as the
// user sees it and records which pages each journey visited and checked (a11y-coverage.ts): after the
// run every visited page must have been checked by some journey, so no page escapes axe.
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Frame, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@storefront/contracts';
import { recordCoverage } from './a11y-coverage.js';

/** WCAG 2.1 A/AA rules; only violations axe rates serious or critical fail a journey. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface A11y {
  /**
   * Runs axe on the current state of the page (or of `other`, e.g. a window the shop opened); soft: the
   * journey goes on and the test fails at its end.
   */
  check: (label?: string, other?: Page) => Promise<void>;
  /** A path the journey passes through without it rendering (a guard's redirect): nothing to check. */
  passThrough: (pathname: string) => void;
}

interface Fixtures {
  /** Mark the home page's once-per-visit image dialog as already seen (default), so it does not cover what a journey clicks. */
  imageDialogSeen: boolean;
  a11y: A11y;
  /** Base URL of the stack's mock-api (its /__mock admin API); set by run-e2e.mjs. */
  mockUrl: string;
}

const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string =>
  violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n${nodes}`;
    })
    .join('\n');

/**
 * Lets running transitions and finite animations end first (a toast fading in is half transparent and
 * would be judged on its blended colours); endless ones (skeleton shimmer, spinners) are not awaited.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/**
 * While axe reads colours, toasts sit in their end state: a toast that starts fading out mid-analysis
 * would otherwise be judged half transparent (shown ones are fully opaque, removed ones invisible).
 */
const FREEZE_TOASTS =
  '[data-sonner-toast], [data-sonner-toast] * { transition: none !important; animation: none !important; }';

export async function axeViolations(page: Page) {
  await settleAnimations(page);
  // A page whose CSP forbids inline styles (the mock's console) has no toasts to freeze.
  const freeze = await page.addStyleTag({ content: FREEZE_TOASTS }).catch(() => null);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  await freeze?.evaluate((style) => style.parentNode?.removeChild(style)).catch(() => undefined);
  return results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
}

export const test = base.extend<Fixtures>({
  imageDialogSeen: [true, { option: true }],
  page: async ({ page, imageDialogSeen }, use) => {
    if (imageDialogSeen)
      await page.addInitScript(
        // The session cookie the app sets once the dialog was shown (desktop/app/shell/popups/popup-flags.ts).
        (key) => {
          document.cookie = `${key}=1; path=/`;
        },
        STORAGE_KEYS.imageDialogShown,
      );
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: this one needs no other fixture.
  mockUrl: async ({}, use) => {
    const url = process.env.E2E_MOCK_URL;
    if (!url) throw new Error('E2E_MOCK_URL is not set: run the journeys with `npm run test:e2e`.');
    await use(url);
  },
  a11y: async ({ page }, use, testInfo) => {
    const visited = new Set<string>();
    const checked = new Set<string>();
    const exempt = new Set<string>();
    const appOrigin = new URL(testInfo.project.use.baseURL ?? process.env.E2E_BASE_URL ?? 'http://127.0.0.1')
      .origin;
    const onNavigate = (frame: Frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      if (url.origin === appOrigin) visited.add(url.pathname);
    };
    page.on('framenavigated', onNavigate);

    await use({
      check: async (label, other) => {
        const target = other ?? page;
        const { pathname } = new URL(target.url());
        const violations = await axeViolations(target);
        checked.add(pathname);
        const where = label ? `${pathname} (${label})` : pathname;
        await testInfo.attach(`axe ${where}`, {
          body: violations.length ? describeViolations(violations) : 'no serious or critical violations',
          contentType: 'text/plain',
        });
        expect
          .soft(describeViolations(violations), `axe-core: serious/critical violations on ${where}`)
          .toBe('');
      },
      passThrough: (pathname) => exempt.add(pathname),
    });

    page.off('framenavigated', onNavigate);
    recordCoverage({
      test: testInfo.titlePath.join(' › '),
      visited: [...visited].filter((path) => !exempt.has(path)),
      checked: [...checked],
    });
  },
});

export { expect };
