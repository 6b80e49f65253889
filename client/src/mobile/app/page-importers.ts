// Each mobile route's lazily loaded page module, keyed by its name in MOBILE_ROUTES.
import type { MobileRouteName } from '@storefront/contracts';
import type { PageModuleLoader } from './retryable-page';

export type MobilePageImporter = PageModuleLoader;

export const mobilePageImporters: Record<MobileRouteName, MobilePageImporter> = {
  home: () => import('../pages/home/home-page'),
  category: () => import('../pages/category/category-page'),
  search: () => import('../pages/search/search-page'),
  goods: () => import('../pages/goods/goods-page'),
  flash: () => import('../pages/flash-sale/flash-sale-page'),
  article: () => import('../pages/article/article-page'),
  post: () => import('../pages/find/post/post-page'),
  topic: () => import('../pages/find/topic/topic-page'),
  cart: () => import('../pages/cart/cart-page'),
  login: () => import('../pages/auth/login-page'),
  register: () => import('../pages/auth/register-page'),
  passwordReset: () => import('../pages/auth/password-reset-page'),
  checkout: () => import('../pages/order/checkout/checkout-page'),
  pay: () => import('../pages/order/pay/pay-page'),
  orders: () => import('../pages/order/orders/orders-page'),
  orderDetail: () => import('../pages/order/orders/order-detail-page'),
  refundDetail: () => import('../pages/order/orders/after-sale-page'),
  repairDetail: () => import('../pages/order/orders/after-sale-page'),
  me: () => import('../pages/account/me/me-page'),
  addresses: () => import('../pages/address/addresses-page'),
  addressEdit: () => import('../pages/address/address-edit-page'),
  coupons: () => import('../pages/coupon/coupons-page'),
  favorites: () => import('../pages/account/favorites/favorites-page'),
  history: () => import('../pages/footprint/footprint-page'),
  messages: () => import('../pages/message/messages-page'),
  settings: () => import('../pages/account/settings/settings-page'),
  service: () => import('../pages/service/service-page'),
};

export const loadMobileNotFound: MobilePageImporter = () => import('../pages/not-found/not-found-page');
