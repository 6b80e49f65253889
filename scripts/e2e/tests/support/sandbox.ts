// Test control for journeys (see mock-api/README.md, "Testing against the mock"): a sandbox of the
// mock per test — its own state and clock, joined by the browser through the `mock-sandbox` cookie and
// the `x-mock-sandbox` header — and a clock advance that keeps the page's clock in step with the mock's.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const SANDBOX_HEADER = 'x-mock-sandbox';
export const SANDBOX_COOKIE = 'mock-sandbox';
export const SCENARIO_HEADER = 'x-mock-scenario';
export const MOCK_NOW_HEADER = 'x-mock-now';

export interface SandboxOptions {
  /** The named scenario the sandbox starts from (default: `demo`, the lived-in demo account). */
  scenario?: string;
  /** The mock-api's base URL (default: E2E_MOCK_URL, set by run-e2e.mjs). */
  mockUrl?: string;
  /** The shop's base URL the cookie is set for (default: E2E_BASE_URL). */
  baseUrl?: string;
}

export interface Sandbox {
  id: string;
  /** The mock's time in the sandbox (epoch ms). */
  now(): Promise<number>;
  /**
   * Moves the sandbox's clock forward by `ms` (every step due in between runs, in order) and sets the
   * page's clock to the mock's new time; returns that time.
   */
  advanceClock(ms: number): Promise<number>;
  /** Removes the sandbox (also done after its idle time). */
  dispose(): Promise<void>;
}

const isPage = (target: Page | BrowserContext): target is Page => 'goto' in target;

function envUrl(name: string, given: string | undefined): string {
  const url = given ?? process.env[name];
  if (!url) throw new Error(`${name} is not set: run the journeys with \`npm run test:e2e\`.`);
  return url;
}

/**
 * Puts the page (or every page of the context) in a fresh sandbox with a random id. Call before the
 * first navigation; with a page, its clock is installed at the mock's time so `advanceClock` can move it.
 */
export async function useSandbox(
  target: Page | BrowserContext,
  options: SandboxOptions = {},
): Promise<Sandbox> {
  const mockUrl = envUrl('E2E_MOCK_URL', options.mockUrl);
  const baseUrl = envUrl('E2E_BASE_URL', options.baseUrl);
  const page = isPage(target) ? target : null;
  const context = page ? page.context() : (target as BrowserContext);
  const id = `pw-${randomUUID()}`;
  const headers: Record<string, string> = { [SANDBOX_HEADER]: id };

  const admin = async (method: 'GET' | 'POST' | 'DELETE', path: string, data?: object) => {
    const response = await context.request.fetch(`${mockUrl}/__mock${path}`, {
      method,
      headers: { ...headers, ...(options.scenario ? { [SCENARIO_HEADER]: options.scenario } : {}) },
      ...(data ? { data } : {}),
    });
    const body = (await response.json()) as { code: string; msg: string; result: unknown };
    expect(body.code, `${method} ${path}: ${JSON.stringify(body)}`).toBe('01');
    return { body, now: Number(response.headers()[MOCK_NOW_HEADER]) };
  };

  // Made now, from its scenario, so the first page load finds it ready.
  const created = await admin('GET', '/clock');
  await context.addCookies([{ name: SANDBOX_COOKIE, value: id, url: baseUrl }]);
  await (page ?? context).setExtraHTTPHeaders(headers);
  if (page) await page.clock.install({ time: created.now });

  return {
    id,
    now: async () => (await admin('GET', '/clock')).now,
    advanceClock: async (ms) => {
      const { now } = await admin('POST', '/clock/advance', { ms });
      if (page) await page.clock.setSystemTime(now);
      return now;
    },
    dispose: async () => {
      const response = await context.request
        .delete(`${mockUrl}/__mock/sandboxes/${id}`, { headers })
        .catch(() => null);
      await response?.dispose();
    },
  };
}
