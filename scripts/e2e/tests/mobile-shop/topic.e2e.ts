// A community topic on a phone: the desktop's /find/themeDetails link lands on the phone's topic
// page (not the home), which shows the topic and its posts; 最热 is kept in the address so back from
// a post comes back to it; a topic that does not exist is said so in Chinese.
import { test, expect } from '../support/fixtures.js';
import { expectNoSidewaysScroll } from '../support/phone.js';
import { useSandbox, type Sandbox } from '../support/sandbox.js';

// A sandbox of its own, as every phone journey: they run beside the default state's journeys.
let sandbox: Sandbox;
test.beforeEach(async ({ page }) => {
  sandbox = await useSandbox(page);
});
test.afterEach(() => sandbox.dispose());

test('a topic link from the desktop opens the topic and its posts @android', async ({ page, a11y }) => {
  await page.goto('/find/themeDetails?id=3');
  await expect(page).toHaveURL(/\/m\/topic\/3$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '#周末去哪儿' })).toBeVisible();
  await expect(main.getByText(/11篇内容/)).toBeVisible();
  const posts = main.getByRole('region', { name: '话题内容' }).getByRole('link');
  await expect(posts.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await a11y.check('topic');

  await main.getByRole('button', { name: '最热' }).click();
  await expect(page).toHaveURL(/\/m\/topic\/3\?sort=hot$/);
  await expect(main.getByRole('button', { name: '最热' })).toHaveAttribute('aria-pressed', 'true');
  await posts.first().click();
  await expect(page).toHaveURL(/\/m\/(post|article)\/\d+$/);
  await expect(main.getByRole('article').first()).toBeVisible();
  await a11y.check('a post of the topic');
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/topic\/3\?sort=hot$/);
  await expect(main.getByRole('button', { name: '最热' })).toHaveAttribute('aria-pressed', 'true');
});

test('a topic that does not exist says so @android', async ({ page }) => {
  await page.goto('/m/topic/999');
  await expect(page.getByText('话题不存在或已删除')).toBeVisible();
  await expect(page.getByRole('link', { name: '回到首页' })).toBeVisible();
});
