// The mobile shop's pages under MOBILE_SITE_URL (/m): one list that the mobile route table, the
// server's page answer and the device check's redirect map all read. Paths are relative to /m.
export const MOBILE_ROUTES = [
  { name: 'home', path: '' },
  { name: 'category', path: 'category' },
  { name: 'search', path: 'search' },
  { name: 'goods', path: 'goods/:goodsId' },
  { name: 'flash', path: 'flash' },
  { name: 'article', path: 'article/:id' },
  { name: 'post', path: 'post/:id' },
  { name: 'topic', path: 'topic/:id' },
  { name: 'cart', path: 'cart' },
  { name: 'login', path: 'login' },
  { name: 'register', path: 'register' },
  { name: 'passwordReset', path: 'password-reset' },
  { name: 'checkout', path: 'checkout' },
  { name: 'pay', path: 'pay/:orderId' },
  { name: 'orders', path: 'orders' },
  { name: 'orderDetail', path: 'orders/:orderId' },
  { name: 'refundDetail', path: 'refunds/:id' },
  { name: 'repairDetail', path: 'repairs/:id' },
  { name: 'me', path: 'me' },
  { name: 'addresses', path: 'addresses' },
  { name: 'addressEdit', path: 'addresses/:id' },
  { name: 'coupons', path: 'coupons' },
  { name: 'favorites', path: 'favorites' },
  { name: 'history', path: 'history' },
  { name: 'messages', path: 'messages' },
  { name: 'settings', path: 'settings' },
  { name: 'service', path: 'service' },
] as const;

export type MobileRouteName = (typeof MOBILE_ROUTES)[number]['name'];

/** The mobile shop's base path; the server's MOBILE_SITE_URL defaults to it. */
export const MOBILE_BASE = '/m';
