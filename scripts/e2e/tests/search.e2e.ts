// The header search (see docs/product-rules.md): four types, each with its placeholder, hot words and result page;
// history (newest first, no duplicates, kept across reloads, clearable); empty text does nothing; the
// pinned nav's second box trims its text.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.js';

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('search');

/** Waits for the hot words of a search type to be requested (they reload when the type changes). */
const hotWordsRequest = (page: Page, searchType: number) =>
  page.waitForRequest(
    (request) =>
      request.url().includes('/api/search/getSearchHotWord') &&
      new URLSearchParams(
        request.method() === 'GET' ? new URL(request.url()).search : (request.postData() ?? ''),
      ).get('searchType') === String(searchType),
  );

test('searching in each of the four types opens its result page with the keyword marked', async ({
  page,
  a11y,
}) => {
  await page.goto('/home');
  const search = headerSearch(page);
  const box = search.getByRole('combobox', { name: '搜索 - 商品' });
  await box.fill('猫');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/SearchProduct\?keyword=%E7%8C%AB$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('“猫”的商品搜索结果');
  await expect(main.getByRole('article').first().locator('mark', { hasText: '猫' })).toBeVisible();
  await expect(page).toHaveTitle(/搜索商品/);
  await a11y.check();

  const types = [
    { type: 2, name: '文章', path: '/SearchArticle' },
    { type: 3, name: '帖子', path: '/SearchPost' },
    { type: 4, name: '用户', path: '/SearchUser' },
  ];
  let current = '商品';
  for (const { type, name, path } of types) {
    await search.getByRole('button', { name: `搜索类型：${current}` }).click();
    const hotWords = hotWordsRequest(page, type);
    await page.getByRole('menuitemradio', { name }).click();
    await hotWords;
    const typed = search.getByRole('combobox', { name: `搜索 - ${name}` });
    await expect(typed).toHaveAttribute('placeholder', `搜索 - ${name}`);
    await typed.fill('猫');
    await typed.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}\\?keyword=%E7%8C%AB$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`“猫”的${name}搜索结果`);
    await expect(main.getByRole('status')).toContainText(/共找到[1-9]\d*条结果/);
    await expect(main.locator('mark', { hasText: '猫' }).first()).toBeVisible();
    await a11y.check();
    current = name;
  }
});

test('the search panel keeps history without duplicates, offers hot words, and clears', async ({
  page,
  a11y,
}) => {
  await page.goto('/home');
  const search = headerSearch(page);
  const box = search.getByRole('combobox', { name: '搜索 - 商品' });

  // Focus with no history yet: only hot words.
  await box.focus();
  const history = page.getByRole('region', { name: '历史搜索' });
  const hot = page.getByRole('region', { name: '热门搜索' });
  await expect(hot.getByRole('button').first()).toBeVisible();
  await expect(history).toHaveCount(0);

  // Empty text does nothing.
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  for (const keyword of ['猫', '坚果', '猫']) {
    await box.fill(keyword);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/SearchProduct\?keyword=/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      `“${keyword}”的商品搜索结果`,
    );
  }
  await box.focus();
  await expect(history.getByRole('button', { name: '清空' })).toBeVisible();
  // Newest first; a keyword already there is not added again.
  await expect(history.getByRole('listitem')).toHaveText(['坚果', '猫']);
  await a11y.check('search panel open');

  // History survives a reload (it is kept in local storage).
  await page.reload();
  await headerSearch(page).getByRole('combobox', { name: '搜索 - 商品' }).focus();
  await expect(history.getByRole('listitem')).toHaveText(['坚果', '猫']);

  // A hot word searches at once and joins the history.
  const hotWord = hot.getByRole('button').first();
  const word = (await hotWord.textContent())?.trim() ?? '';
  expect(word).not.toBe('');
  await hotWord.click();
  await expect(page).toHaveURL(new RegExp(`/SearchProduct\\?keyword=${encodeURIComponent(word)}$`));
  await box.focus();
  await expect(history.getByRole('listitem')).toHaveText([word, '坚果', '猫']);

  await history.getByRole('button', { name: '清空' }).click();
  await expect(history).toHaveCount(0);
  await page.reload();
  await headerSearch(page).getByRole('combobox', { name: '搜索 - 商品' }).focus();
  await expect(hot.getByRole('button').first()).toBeVisible();
  await expect(history).toHaveCount(0);
});

test('the pinned nav has a second search box whose text is trimmed', async ({ page, a11y }) => {
  await page.goto('/home');
  await expect(
    page.getByRole('main').getByRole('region', { name: '每周优选' }).getByRole('article').first(),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  // Pinned, the nav bar carries a second search box after the header's.
  await expect(page.getByRole('search')).toHaveCount(2);
  const pinnedBox = page.getByRole('search').nth(1).getByRole('combobox', { name: '搜索 - 商品' });
  await expect(pinnedBox).toBeVisible();
  await pinnedBox.fill('  坚果  ');
  await pinnedBox.press('Enter');
  await expect(page).toHaveURL(/\/SearchProduct\?keyword=%E5%9D%9A%E6%9E%9C$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('“坚果”的商品搜索结果');
  await a11y.check();
});
