// Logging in the way a person does, and the mock-api's admin calls the journeys need.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { STORAGE_KEYS } from '@storefront/contracts';

/** Seeded on every start of the mock-api (see docs/architecture.md). */
export const DEMO = { mobile: '13800138000', password: 'demo1234', nickname: '演示用户' } as const;

/** Fills and submits the login form on the current page (the /userLogin page). */
export async function submitLogin(
  page: Page,
  mobile: string = DEMO.mobile,
  password: string = DEMO.password,
): Promise<void> {
  const form = page.getByRole('form', { name: '登录表单' });
  await form.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await form.getByRole('textbox', { name: '密码' }).fill(password);
  await form.getByRole('button', { name: '登录' }).click();
}

/** Logs the demo user in through /userLogin and lands on `path` (the login page's redirect). */
export async function loginAsDemo(page: Page, path = '/home'): Promise<void> {
  await page.goto(`/userLogin?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page);
  const target = new URL(path, 'http://x');
  await expect(page).toHaveURL((url) => url.pathname === target.pathname);
  await expect(page.getByText(`您好，${DEMO.nickname}`)).toBeVisible();
}

/** A mainland mobile number nobody has registered yet in this run (docs/product-rules.md: 1, then 3-9, 11 digits). */
export const freshMobile = (): string => `139${String(Date.now() % 1e8).padStart(8, '0')}`;

/** POSTs JSON to the mock-api's admin API (`/__mock/...`) and expects its success envelope. */
export async function mockAdmin(
  request: APIRequestContext,
  mockUrl: string,
  path: string,
  data: object = {},
): Promise<unknown> {
  const response = await request.post(`${mockUrl}/__mock${path}`, { data });
  expect(response.ok(), `${path}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  const body = (await response.json()) as { code: string; result: unknown };
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe('01');
  return body.result;
}

export interface JournalEntry {
  seq: number;
  path: string;
  code: string | null;
  status: number;
}

/**
 * The mock-api's request journal of one state (a sandbox's id, or '' for the default state) for paths
 * containing `path`, newest first. One state only: journeys in other sandboxes run at the same time.
 */
export async function mockJournal(
  request: APIRequestContext,
  mockUrl: string,
  path: string,
  sandbox: string,
): Promise<JournalEntry[]> {
  const response = await request.get(
    `${mockUrl}/__mock/journal?limit=500&path=${encodeURIComponent(path)}&sandbox=${encodeURIComponent(sandbox)}`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { entries: JournalEntry[] } };
  return body.result.entries;
}

/** How many calls of `path` the mock accepted (code 01) in one state's journal (see mockJournal). */
export async function acceptedCalls(
  request: APIRequestContext,
  mockUrl: string,
  path: string,
  sandbox: string,
): Promise<number> {
  return (await mockJournal(request, mockUrl, path, sandbox)).filter((entry) => entry.code === '01').length;
}

/** The session token the browser holds (cookie `token`, docs/product-rules.md). */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === STORAGE_KEYS.tokenCookie);
  expect(cookie?.value, 'the browser holds a session token').toBeTruthy();
  return cookie!.value;
}
