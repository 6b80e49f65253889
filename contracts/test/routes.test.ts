import { SPA_ROUTES, findSpaRoute, isMobileUserAgent } from '../src/routes/spa-routes';

const authRoutes = [
  '/UserHome',
  '/account',
  '/address',
  '/collect_content',
  '/messageCenter',
  '/coupon',
  '/shoppingCart',
  '/CreateOrder',
  '/orders',
  '/orders/orderDetails',
  '/orders/payOrder',
  '/refund_application',
  '/refund_details',
  '/service_details',
  '/Evaluate',
  '/pEvaluate',
  '/UserInfo',
  '/heHomePage',
];

describe('SPA route list', () => {
  it('flags exactly the login-only pages of docs/product-rules.md with requireAuth', () => {
    expect(
      SPA_ROUTES.filter((r) => r.requireAuth)
        .map((r) => r.path)
        .sort(),
    ).toEqual([...authRoutes].sort());
  });

  it('has unique paths and names and a Chinese title for each', () => {
    expect(new Set(SPA_ROUTES.map((r) => r.path)).size).toBe(SPA_ROUTES.length);
    expect(new Set(SPA_ROUTES.map((r) => r.name)).size).toBe(SPA_ROUTES.length);
    expect(SPA_ROUTES.every((r) => /[\u4e00-\u9fa5]/.test(r.title))).toBe(true);
  });

  it('names the login and sign-up routes UserLogin and SignUp', () => {
    expect(findSpaRoute('/userLogin')?.name).toBe('UserLogin');
    expect(findSpaRoute('/signUp')?.name).toBe('SignUp');
  });

  it('matches paths exactly (case and trailing parts matter)', () => {
    expect(findSpaRoute('/Classify')).toBeDefined();
    expect(findSpaRoute('/classify')).toBeUndefined();
    expect(findSpaRoute('/home/x')).toBeUndefined();
  });

  it('keeps mobile visitors on the product list and Taobao goods pages only', () => {
    expect(SPA_ROUTES.filter((r) => 'desktopOnMobile' in r && r.desktopOnMobile).map((r) => r.path)).toEqual([
      '/Classify/products',
      '/limitedTime/TaobaoGoods',
    ]);
  });
});

describe('mobile user agent check', () => {
  it.each([
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)',
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950)',
  ])('sends %s to the mobile site', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });
  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
  ])('keeps %s on the desktop site', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(false);
  });
  it('keeps a request without a user agent on the desktop site', () => {
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
