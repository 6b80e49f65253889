// The customer-service chat (see docs/product-rules.md): it opens in a new window with the logged-in user's
// uid, nickname and mobile, empty values for a visitor, and the fixed question type 48032.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.js';
import { DEMO, loginAsDemo } from './support/session.js';

/** Clicks `open` and returns the chat window it opens (opened with noopener, so watch the context). */
async function chatWindow(context: BrowserContext, open: () => Promise<void>): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent('page'), open()]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

test('a logged-in user opens the chat with their identity', async ({ page, context, a11y }) => {
  await loginAsDemo(page, '/home');
  const uid = (await context.cookies()).find((cookie) => cookie.name === 'userId')?.value ?? '';
  expect(uid).not.toBe('');

  const chat = await chatWindow(context, () =>
    page.getByRole('complementary', { name: '快捷服务' }).getByRole('button', { name: '人工客服' }).click(),
  );
  const params = new URL(chat.url()).searchParams;
  expect(params.get('uid')).toBe(uid);
  expect(params.get('nickname')).toBe(DEMO.nickname);
  expect(params.get('mobile')).toBe(DEMO.mobile);
  expect(params.get('questionType')).toBe('48032');
  await expect(chat.getByRole('heading', { name: '在线客服' })).toBeVisible();
  await expect(chat.getByText(`您好，${DEMO.nickname}`)).toBeVisible();
  await a11y.check('chat window', chat);
  await chat.close();

  // The footer's 联系客服 opens the same chat, reached with the keyboard: the home feed loads more goods
  // whenever the footer comes into view, moving it away from under a pointer until the feed has no more.
  const fromFooter = await chatWindow(context, async () => {
    await page.getByRole('contentinfo').getByRole('button', { name: '联系客服' }).focus();
    await page.keyboard.press('Enter');
  });
  expect(new URL(fromFooter.url()).searchParams.get('nickname')).toBe(DEMO.nickname);
  await fromFooter.close();
  await a11y.check();
});

test('a visitor opens the chat with empty identity values', async ({ page, context }) => {
  await page.goto('/home');
  const chat = await chatWindow(context, () =>
    page.getByRole('complementary', { name: '快捷服务' }).getByRole('button', { name: '人工客服' }).click(),
  );
  const params = new URL(chat.url()).searchParams;
  expect([
    params.get('uid'),
    params.get('nickname'),
    params.get('mobile'),
    params.get('questionType'),
  ]).toEqual(['', '', '', '48032']);
  await expect(chat.getByRole('heading', { name: '在线客服' })).toBeVisible();
});
