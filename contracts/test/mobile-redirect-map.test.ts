import { mobilePathFor, onMobileSite } from '../src/routes/mobile-redirect-map';
import { findMobileRoute, isMobileSitePath } from '../src/routes/mobile-route-match';
import { MOBILE_ROUTES } from '../src/routes/mobile-routes';
import { SPA_ROUTES } from '../src/routes/spa-routes';

describe('mobilePathFor: the desktop page → mobile page map', () => {
  it.each([
    ['/home', '', '/m'],
    ['/', '', '/m'],
    ['/Goods', '?id=1001', '/m/goods/1001'],
    ['/Goods', 'id=42&from=home', '/m/goods/42'],
    ['/SearchProduct', '?keyword=%E8%8C%B6%E5%8F%B6', '/m/search?keyword=%E8%8C%B6%E5%8F%B6'],
    ['/ShoppingCart', '', '/m/cart'],
    ['/shoppingCart', '', '/m/cart'],
    ['/orders', '?tab=waitPay', '/m/orders'],
    ['/orders/orderDetails', '?orderId=77', '/m/orders/77'],
    ['/orders/payOrder', '?orderId=78', '/m/pay/78'],
    ['/userLogin', '', '/m/login'],
    ['/signUp', '', '/m/register'],
    ['/article/articleDetail', '?id=9', '/m/article/9'],
    ['/article/articleDetail', '?id=9&type=post', '/m/post/9'],
    ['/article/studyDetail', '?id=12', '/m/article/12'],
    ['/Classify', '', '/m/category'],
    ['/coupon', '', '/m/coupons'],
    ['/address', '', '/m/addresses'],
    ['/UserHome', '', '/m/me'],
    ['/collect_content', '', '/m/favorites'],
    ['/messageCenter', '', '/m/messages'],
    ['/account', '', '/m/settings'],
  ])('sends %s%s to %s', (pathname, search, expected) => {
    expect(mobilePathFor(pathname, search)).toBe(expected);
  });

  it('lands every page it maps on a page of the mobile route list', () => {
    const samples = SPA_ROUTES.map((route) => mobilePathFor(route.path, '?id=5&orderId=6&keyword=茶'));
    for (const target of samples) {
      expect(findMobileRoute(new URL(target, 'http://x').pathname)).toBeDefined();
    }
  });

  it.each([
    ['/Goods', ''],
    ['/Goods', '?id='],
    ['/Goods', '?id=abc'],
    ['/Goods', '?id=-3'],
    ['/Goods', '?id=0'],
    ['/Goods', '?id=1.5'],
    ['/Goods', '?id=12345678901234567890'],
    ['/Goods', '?id=..%2F..%2Fcart'],
    ['/Goods', '?id=1%2F2'],
  ])('falls back to the mobile home for a product with a bad or missing id: %s%s', (pathname, search) => {
    expect(mobilePathFor(pathname, search)).toBe('/m');
  });

  it('falls back to the order list, the search page or home for other bad ids and empty keywords', () => {
    expect(mobilePathFor('/orders/orderDetails', '?orderId=x')).toBe('/m/orders');
    expect(mobilePathFor('/orders/payOrder', '')).toBe('/m/orders');
    expect(mobilePathFor('/article/articleDetail', '?id=<script>')).toBe('/m');
    expect(mobilePathFor('/SearchProduct', '?keyword=%20%20')).toBe('/m/search');
    expect(mobilePathFor('/SearchProduct', '')).toBe('/m/search');
  });

  it('keeps a search keyword to the 100 characters the search box allows', () => {
    const target = mobilePathFor('/SearchProduct', `?keyword=${'a'.repeat(150)}`);
    expect(new URL(target, 'http://x').searchParams.get('keyword')).toBe('a'.repeat(100));
  });

  it("sends a category's goods to the mobile category's list of that child, or its pane", () => {
    expect(mobilePathFor('/Classify/goodsClassify', '?id=1&name=%E8%80%B3%E6%9C%BA&cid=13')).toBe(
      '/m/category?cid=13',
    );
    expect(mobilePathFor('/Classify/goodsClassify', '?id=1')).toBe('/m/category?top=1');
    expect(mobilePathFor('/Classify/goodsClassify', '?id=x&cid=<b>')).toBe('/m/category');
  });

  it("sends a community topic to the phone's topic page, a bad id to the home", () => {
    expect(mobilePathFor('/find/themeDetails', '?id=3')).toBe('/m/topic/3');
    expect(mobilePathFor('/find/themeDetails', '?id=3x')).toBe('/m');
  });

  it('sends the rest, and unknown pages, to the mobile home', () => {
    expect(mobilePathFor('/cooperation')).toBe('/m');
    expect(mobilePathFor('/some/unknown/page')).toBe('/m');
    expect(mobilePathFor('/Goods/../admin', '?id=1')).toBe('/m');
  });

  it('matches desktop paths regardless of case and a trailing slash', () => {
    expect(mobilePathFor('/GOODS/', '?id=3')).toBe('/m/goods/3');
    expect(mobilePathFor('/shoppingcart/')).toBe('/m/cart');
  });

  it('maps a login redirect to its mobile page and drops one to another site', () => {
    expect(mobilePathFor('/userLogin', `?redirect=${encodeURIComponent('/Goods?id=5')}`)).toBe(
      `/m/login?redirect=${encodeURIComponent('/m/goods/5')}`,
    );
    expect(mobilePathFor('/signUp', `?redirect=${encodeURIComponent('/orders')}`)).toBe(
      `/m/register?redirect=${encodeURIComponent('/m/orders')}`,
    );
    for (const evil of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(mobilePathFor('/userLogin', `?redirect=${encodeURIComponent(evil)}`)).toBe('/m/login');
    }
    expect(mobilePathFor('/userLogin', `?redirect=${encodeURIComponent('/userLogin?redirect=/home')}`)).toBe(
      '/m/login',
    );
  });
});

describe('onMobileSite: a mobile path on the configured mobile site', () => {
  it('keeps the path when the site is /m', () => {
    expect(onMobileSite('/m/goods/3', '/m')).toBe('/m/goods/3');
  });

  it('moves it onto another host, keeping that site’s home as configured', () => {
    expect(onMobileSite('/m', 'https://m.example.com/')).toBe('https://m.example.com/');
    expect(onMobileSite('/m/goods/3', 'https://m.example.com/')).toBe('https://m.example.com/goods/3');
    expect(onMobileSite('/m/search?keyword=a', 'https://m.example.com/shop')).toBe(
      'https://m.example.com/shop/search?keyword=a',
    );
  });
});

describe('findMobileRoute', () => {
  it('knows every page of the mobile route list', () => {
    const examples: Record<string, string> = { goodsId: '3', id: '4', orderId: '5' };
    for (const route of MOBILE_ROUTES) {
      const path = `/m${route.path ? '/' : ''}${route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => examples[name]!)}`;
      expect(findMobileRoute(path)).toBe(route.name);
    }
    expect(findMobileRoute('/m/addresses/new')).toBe('addressEdit');
  });

  it('knows nothing else under /m', () => {
    expect(findMobileRoute('/m/nowhere')).toBeUndefined();
    expect(findMobileRoute('/m/goods')).toBeUndefined();
    expect(findMobileRoute('/m/goods/3/extra')).toBeUndefined();
    expect(findMobileRoute('/mall')).toBeUndefined();
    expect(isMobileSitePath('/mall')).toBe(false);
    expect(isMobileSitePath('/m/anything')).toBe(true);
  });
});
