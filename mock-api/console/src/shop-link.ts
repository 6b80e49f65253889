// Opening the shop inside a sandbox: the mock picks the sandbox from the `mock-sandbox` cookie, and
// cookies belong to a host, not a port, so a cookie set here reaches the shop on the same host. Its
// path is /api, so the shop's calls carry it and this console's own /__mock calls do not.
const COOKIE = 'mock-sandbox';

export function shopSandbox(): string | null {
  // document.cookie lists only the cookies this page's path sees; /api cookies are not among them,
  // so the console remembers what it set.
  return localStorage.getItem('console.shopSandbox');
}

export function enterSandbox(id: string): void {
  document.cookie = `${COOKIE}=${encodeURIComponent(id)}; Path=/api; SameSite=Lax`;
  localStorage.setItem('console.shopSandbox', id);
}

export function leaveSandbox(): void {
  document.cookie = `${COOKIE}=; Path=/api; Max-Age=0; SameSite=Lax`;
  localStorage.removeItem('console.shopSandbox');
}

/** Names that only mean "this machine". */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The address the mock was started with (MOCK_SHOP_URL; `npm start` sets it), else port 8080 of this
 * host. A loopback address is taken on this console's own host name: the sandbox cookie set here
 * reaches only the same host, and a console opened from another machine still finds the shop.
 */
function configuredShopUrl(): string {
  const configured = document.querySelector<HTMLMetaElement>('meta[name="storefront-shop-url"]')?.content;
  if (!configured || !URL.canParse(configured)) return `${location.protocol}//${location.hostname}:8080/home`;
  const url = new URL(configured);
  if (LOOPBACK.has(url.hostname)) url.hostname = location.hostname;
  return url.href;
}

/** An http(s) address, or null: a `javascript:` or `data:` one would run as this console's page. */
const httpUrl = (value: string | null): string | null =>
  value && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) ? value : null;

/**
 * The shop's address: ?shop= for this visit only, else what was last typed here, else what the mock
 * was started with. A query string's value is never stored: anyone can craft a link, and a stored
 * one would change every later visit's shop link.
 */
export function shopUrl(): string {
  return (
    httpUrl(new URLSearchParams(location.search).get('shop')) ??
    httpUrl(localStorage.getItem('console.shopUrl')) ??
    configuredShopUrl()
  );
}

export const setShopUrl = (url: string): void => localStorage.setItem('console.shopUrl', url);
