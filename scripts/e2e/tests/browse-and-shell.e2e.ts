// A visitor browses home → category → product, and the page shell behaves as docs/product-rules.md says:
// the nav pins at 120 px, the classify mega menu, back-to-top, the mini-program QR pop-up, page404.
import { test, expect } from './support/fixtures.js';

test.describe('a first visit', () => {
  test.use({ imageDialogSeen: false });

  test('shows the home image dialog once; it closes and stays closed for the visit', async ({
    page,
    a11y,
  }) => {
    await page.goto('/home');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // A modal dialog takes the focus inside itself.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await a11y.check('image dialog');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(
      page.getByRole('main').getByRole('region', { name: '每周优选' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await a11y.check();
  });
});

test('a visitor browses from the home page through a category to a product', async ({ page, a11y }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle(/首页/);
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: '每周优选' }).getByRole('article').first()).toBeVisible();
  await a11y.check();

  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '商品分类', exact: true })
    .click();
  await expect(page).toHaveURL(/\/Classify$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('全部商品分类');
  await a11y.check();

  const food = main.getByRole('region', { name: '食品生鲜' });
  await food.getByRole('link', { name: '新鲜水果' }).click();
  await expect(page).toHaveURL(/\/Classify\/goodsClassify\?/);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const firstGoods = main.getByRole('article').first();
  await expect(firstGoods).toBeVisible();
  await a11y.check();

  const goodsName = ((await firstGoods.getByRole('link').first().textContent()) ?? '').trim();
  expect(goodsName).not.toBe('');
  await firstGoods.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/Goods\?id=\d+/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(goodsName);
  await expect(main.getByRole('button', { name: '加入购物车' })).toBeVisible();
  await expect(main.getByRole('radiogroup', { name: '规格' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(goodsName.replace(/[[\]【】()]/g, '.')));
  await a11y.check();
});

test('the nav bar pins from 120 px of scroll and brings the second search box', async ({ page, a11y }) => {
  await page.goto('/home');
  await expect(
    page.getByRole('main').getByRole('region', { name: '每周优选' }).getByRole('article').first(),
  ).toBeVisible();
  const searchBoxes = page.getByRole('search');
  await expect(searchBoxes).toHaveCount(1);

  await page.evaluate(() => window.scrollTo(0, 119));
  await page.waitForFunction(() => window.scrollY === 119);
  await page.waitForTimeout(150); // scroll handling is throttled; nothing may change below 120
  await expect(searchBoxes).toHaveCount(1);

  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(searchBoxes).toHaveCount(2);
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav).toBeInViewport();
  // The pinned bar stays at the top of the viewport however far the page scrolls.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(nav).toBeInViewport();
  const navTop = await nav.evaluate((el) => el.getBoundingClientRect().top);
  expect(navTop).toBeLessThan(80);
  await a11y.check('nav pinned');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(searchBoxes).toHaveCount(1);
});

test('the classify mega menu shows first-level categories and their children', async ({ page, a11y }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '商品分类', exact: true }).hover();
  const menu = nav.getByRole('region', { name: '商品分类菜单' });
  await expect(menu).toBeVisible();
  const parents = menu.getByRole('list', { name: '一级分类' }).getByRole('link');
  await expect(parents.first()).toBeVisible();
  expect(await parents.count()).toBeGreaterThan(1);

  // Hovering another first-level category shows its children as picture and name.
  const second = parents.nth(1);
  const secondName = (await second.textContent())?.trim() ?? '';
  await second.hover();
  await expect(menu.getByRole('heading', { level: 3 })).toHaveText(secondName);
  // The children of the active category: the menu's last list (the first lists the categories).
  const child = menu.getByRole('list').last().getByRole('link').first();
  await expect(child).toBeVisible();
  const childName = (await child.textContent())?.trim() ?? '';
  await a11y.check('mega menu open');

  await child.click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/Classify\/goodsClassify\?.*cid=/);
  expect(new URL(page.url()).searchParams.get('name')).toBe(childName);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await a11y.check();
});

test('back to top appears past two screens and scrolls to the top', async ({ page, a11y }) => {
  await page.goto('/home');
  await expect(
    page.getByRole('main').getByRole('region', { name: '每周优选' }).getByRole('article').first(),
  ).toBeVisible();
  const panel = page.getByRole('complementary', { name: '快捷服务' });
  const backToTop = panel.getByRole('button', { name: '回到顶部' });
  await expect(backToTop).toBeHidden();

  const innerHeight = await page.evaluate(() => window.innerHeight);
  // Shown once scroll position + window height exceeds twice the window height.
  await page.evaluate((y) => window.scrollTo(0, y), innerHeight - 10);
  await page.waitForTimeout(150);
  await expect(backToTop).toBeHidden();
  await page.evaluate((y) => window.scrollTo(0, y), innerHeight + 50);
  await expect(backToTop).toBeVisible();
  await a11y.check('back to top shown');

  await backToTop.click();
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 2000 });
  await expect(backToTop).toBeHidden();
});

test('personal centre opens the mini-program QR pop-up: 加载中..., then the code; Escape closes it', async ({
  page,
  a11y,
}) => {
  await page.goto('/home');
  // Hold the QR reply back a little so the loading state is observable, as on a slow network.
  let releaseQr: () => void = () => {};
  const qrHeld = new Promise<void>((resolve) => (releaseQr = resolve));
  await page.route('**/api/miniprogram/createQrCode**', async (route) => {
    await qrHeld;
    await route.continue();
  });

  await page.getByRole('button', { name: '个人中心' }).click();
  const dialog = page.getByRole('dialog', { name: /个人中心/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('加载中...')).toBeVisible();
  releaseQr();
  const qr = dialog.getByRole('img', { name: '多么商城小程序码' });
  await expect(qr).toBeVisible();
  await expect(dialog.getByText('加载中...')).toBeHidden();
  await expect(qr).toHaveAttribute('src', /\/media\/qr\//);
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(dialog.getByText('请使用微信扫一扫')).toBeVisible();
  await a11y.check('QR pop-up');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an unknown path gets the page404 with HTTP 404 and a way home', async ({ page, a11y }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('抱歉，您访问的页面不存在');
  await expect(page).toHaveTitle(/页面不存在/);
  await a11y.check();

  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await a11y.check();
});
