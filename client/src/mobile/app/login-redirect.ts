// The login redirect helpers live in mobile/ui/login-redirect; this re-export only serves the two pages
// (goods/goods-detail-view, me/me-page) being split on other branches at the same time. Drop it once
// they import from mobile/ui.
export { LOGIN_ROUTE, loginPathFor, redirectTarget } from '../ui/login-redirect/login-redirect';
