// Pages of login, account and buying, registered by their SPA_ROUTES name.
import type { PageRegistry } from '../router/page-module';

export const accountPages: PageRegistry = {
  UserLogin: () => import('../../features/auth/user-login-page'),
  SignUp: () => import('../../features/auth/sign-up-page'),
  ShoppingCart: () => import('../../features/cart/shopping-cart-page'),
  CreateOrder: () => import('../../features/order/create-order-page'),
  PayOrder: () => import('../../features/order/pay-order-page'),
  Orders: () => import('../../features/order/orders-page'),
  OrderDetails: () => import('../../features/order/order-details-page'),
  Evaluate: () => import('../../features/order/evaluate-page'),
  PEvaluate: () => import('../../features/order/order-evaluations-page'),
  RefundApplication: () => import('../../features/after-sale/refund-application-page'),
  RefundDetails: () => import('../../features/after-sale/refund-details-page'),
  ServiceDetails: () => import('../../features/after-sale/service-details-page'),
  UserHome: () => import('../../features/account/user-home-page'),
  UserInfo: () => import('../../features/account/user-info-page'),
  Account: () => import('../../features/account/account-page'),
  Address: () => import('../../features/account/address-page'),
  CollectContent: () => import('../../features/account/collect-page'),
  MessageCenter: () => import('../../features/account/message-center-page'),
  Coupon: () => import('../../features/account/coupon-page'),
  HeHomePage: () => import('../../features/account/user-profile-page'),
};
