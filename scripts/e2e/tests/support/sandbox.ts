// Test control for journeys (see docs/use-in-your-ci.md): a sandbox of @storefront/mock-api/kit per
// test — its own state and clock, joined by the browser through the `mock-sandbox` cookie and the
// `x-mock-sandbox` header — and a clock advance that keeps the page's clock in step with the mock's.
import type { BrowserContext, Page } from '@playwright/test';
import { mockClient, SANDBOX_COOKIE, type Sandbox as KitSandbox } from '@storefront/mock-api/kit';

export { MOCK_NOW_HEADER, SANDBOX_COOKIE, SANDBOX_HEADER, SCENARIO_HEADER } from '@storefront/mock-api/kit';

export interface SandboxOptions {
  /** The named scenario the sandbox starts from (default: `demo`, the lived-in demo account). */
  scenario?: string;
  /** The mock-api's base URL (default: E2E_MOCK_URL, set by run-e2e.mjs). */
  mockUrl?: string;
  /** The shop's base URL the cookie is set for (default: E2E_BASE_URL). */
  baseUrl?: string;
}

/** The kit's sandbox, with the page's clock kept on the mock's. */
export interface Sandbox extends KitSandbox {
  /** The mock's time in the sandbox (epoch ms). */
  now(): Promise<number>;
  /**
   * Moves the sandbox's clock forward by `ms` (every step due in between runs, in order) and sets the
   * page's clock to the mock's new time; returns that time.
   */
  advanceClock(ms: number): Promise<number>;
}

const isPage = (target: Page | BrowserContext): target is Page => 'goto' in target;

function envUrl(name: string, given: string | undefined): string {
  const url = given ?? process.env[name];
  if (!url) throw new Error(`${name} is not set: run the journeys with \`npm run test:e2e\`.`);
  return url;
}

/**
 * Puts the page (or every page of the context) in a fresh sandbox of @storefront/mock-api/kit. Call
 * before the first navigation; with a page, its clock is installed at the mock's time so
 * `advanceClock` can move it.
 */
export async function useSandbox(
  target: Page | BrowserContext,
  options: SandboxOptions = {},
): Promise<Sandbox> {
  const mockUrl = envUrl('E2E_MOCK_URL', options.mockUrl);
  const baseUrl = envUrl('E2E_BASE_URL', options.baseUrl);
  const page = isPage(target) ? target : null;
  const context = page ? page.context() : (target as BrowserContext);
  // docs:playwright:start
  const sandbox = await mockClient({ baseUrl: mockUrl, prefix: 'pw' }).sandbox({
    scenario: options.scenario,
  });
  // The browser joins the sandbox by its cookie (page loads) and header (the page's API calls).
  await context.addCookies([{ name: SANDBOX_COOKIE, value: sandbox.id, url: baseUrl }]);
  await (page ?? context).setExtraHTTPHeaders({ ...sandbox.headers });
  if (page) await page.clock.install({ time: await sandbox.clock.now() });
  // docs:playwright:end
  return Object.assign(sandbox, {
    now: () => sandbox.clock.now(),
    advanceClock: async (ms: number) => {
      const now = await sandbox.clock.advance(ms);
      if (page) await page.clock.setSystemTime(now);
      return now;
    },
  });
}
