// The device check's map from a desktop page to its mobile page, shared by the server (the 302 for a
// phone's first request) and the desktop client (a phone that moves on from an exempt page, the
// header's QR code). Pure: a desktop path and query in, a path under MOBILE_BASE out. Anything it
// cannot trust (a missing or malformed id, an unknown page) falls back to a page that exists.
import { SEARCH_TEXT_MAX } from '../constants.js';
import { MOBILE_BASE } from './mobile-routes.js';

type Query = URLSearchParams;
type Mapper = (query: Query) => string;

/** Ids in the shop are positive integers; anything else is not put into a mobile path. */
const validId = (value: string | null): string | undefined => {
  const id = value?.trim();
  return id && /^[1-9]\d{0,15}$/.test(id) ? id : undefined;
};

const m = (path = ''): string => (path ? `${MOBILE_BASE}/${path}` : MOBILE_BASE);

const withId =
  (param: string, page: string, fallback: string): Mapper =>
  (query) => {
    const id = validId(query.get(param));
    return id ? m(`${page}/${id}`) : m(fallback);
  };

const search: Mapper = (query) => {
  const keyword = (query.get('keyword') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  return keyword ? `${m('search')}?${new URLSearchParams({ keyword })}` : m('search');
};

/** The page a login or sign-up comes back to, itself mapped; only same-site paths are kept. */
const withRedirect =
  (page: string): Mapper =>
  (query) => {
    const target = query.get('redirect');
    if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
      return m(page);
    let back: string;
    try {
      const url = new URL(target, 'http://site.invalid');
      back = mobilePathFor(url.pathname, url.search);
    } catch {
      return m(page);
    }
    // Coming back to the mobile home or to another login page is the default anyway.
    return back === MOBILE_BASE || back.startsWith(m('login')) || back.startsWith(m('register'))
      ? m(page)
      : `${m(page)}?${new URLSearchParams({ redirect: back })}`;
  };

/** A category's goods (id: the first-level category, cid: the child): its list, else its pane. */
const goodsClassify: Mapper = (query) => {
  const cid = validId(query.get('cid'));
  if (cid) return `${m('category')}?${new URLSearchParams({ cid })}`;
  const top = validId(query.get('id'));
  return top ? `${m('category')}?${new URLSearchParams({ top })}` : m('category');
};

const articleOrPost: Mapper = (query) => {
  const id = validId(query.get('id'));
  if (!id) return MOBILE_BASE;
  return query.get('type') === 'post' ? m(`post/${id}`) : m(`article/${id}`);
};

// Keys are lower case: the desktop's paths are matched without regard to case, so a typed or
// old-style link (/ShoppingCart for /shoppingCart) still lands on its mobile page.
const MAP: Record<string, Mapper> = {
  '/home': () => MOBILE_BASE,
  '/goods': withId('id', 'goods', ''),
  '/searchproduct': search,
  '/shoppingcart': () => m('cart'),
  '/createorder': () => m('cart'),
  '/orders': () => m('orders'),
  '/orders/orderdetails': withId('orderId', 'orders', 'orders'),
  '/orders/payorder': withId('orderId', 'pay', 'orders'),
  '/userlogin': withRedirect('login'),
  '/signup': withRedirect('register'),
  '/article/articledetail': articleOrPost,
  '/article/studydetail': (query) => {
    const id = validId(query.get('id'));
    return id ? m(`article/${id}`) : MOBILE_BASE;
  },
  '/find/themedetails': withId('id', 'topic', ''),
  '/classify': () => m('category'),
  '/classify/goodsclassify': goodsClassify,
  '/limitedtime': () => m('flash'),
  '/coupon': () => m('coupons'),
  '/address': () => m('addresses'),
  '/collect_content': () => m('favorites'),
  '/messagecenter': () => m('messages'),
  '/userhome': () => m('me'),
  '/userinfo': () => m('me'),
  '/account': () => m('settings'),
};

/**
 * The mobile page for a desktop page: `pathname` as the browser sent it, `search` with or without
 * its `?`. Unknown pages go to the mobile home.
 */
export function mobilePathFor(pathname: string, search = ''): string {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const mapper = MAP[key];
  if (!mapper) return MOBILE_BASE;
  let query: Query;
  try {
    query = new URLSearchParams(search);
  } catch {
    query = new URLSearchParams();
  }
  return mapper(query);
}

/**
 * `mobilePath` (under MOBILE_BASE) on the configured mobile site: the same path when the site is
 * MOBILE_BASE itself, else the part after MOBILE_BASE appended to the site's URL (which may be
 * another host). The site's home is the site URL exactly as configured.
 */
export function onMobileSite(mobilePath: string, mobileSiteUrl: string): string {
  if (mobileSiteUrl === MOBILE_BASE) return mobilePath;
  const rest = mobilePath.slice(MOBILE_BASE.length);
  if (!rest) return mobileSiteUrl;
  const base = mobileSiteUrl.replace(/\/+$/, '');
  return rest.startsWith('?') ? `${base}/${rest}` : `${base}${rest}`;
}
