// Every table of the user-made state, for what works on all of them (reset, the JSON import and the
// schema test). Each domain declares its own table next to its code.
import { USERS } from './account/accounts.js';
import { LOGIN_FAILURES } from './account/login-throttle.js';
import { MESSAGES } from './account/messages.js';
import { SESSIONS } from './account/sessions.js';
import { SIGN_INS } from './account/sign-in.js';
import { SMS_CODES } from './account/sms.js';
import { TEMP_TOKENS } from './account/temp-tokens.js';
import { UPLOADS } from './account/uploads.js';
import { ADDRESSES } from './address/addresses.js';
import { CART_ITEMS } from './cart/cart.js';
import { AD_CLICKS } from './catalogue/ad-clicks.js';
import { BEHAVIOUR_EVENTS } from './catalogue/behaviour.js';
import { REMINDERS } from './catalogue/reminders.js';
import { SKU_STOCK } from './catalogue/stock.js';
import { COLLECTS, COMMENTS, FAVORS, FOLLOWS, POSTS } from './community/tables.js';
import { USER_COUPONS } from './coupon/coupons.js';
import { REFUNDS, REPAIRS } from './order/after-sale.js';
import { EVALUATIONS } from './order/evaluations.js';
import { INVOICES } from './order/invoices.js';
import { ORDERS } from './order/table.js';
import { PAYMENT_PLANS } from './order/payment-plans.js';
import type { TableSpec } from '../persistence/table.js';

export const ALL_TABLES: readonly TableSpec[] = [
  USERS,
  SESSIONS,
  SMS_CODES,
  LOGIN_FAILURES,
  TEMP_TOKENS,
  UPLOADS,
  SIGN_INS,
  MESSAGES,
  FAVORS,
  COLLECTS,
  FOLLOWS,
  COMMENTS,
  POSTS,
  ORDERS,
  PAYMENT_PLANS,
  REFUNDS,
  REPAIRS,
  INVOICES,
  EVALUATIONS,
  CART_ITEMS,
  USER_COUPONS,
  REMINDERS,
  BEHAVIOUR_EVENTS,
  SKU_STOCK,
  ADDRESSES,
  AD_CLICKS,
] as unknown as readonly TableSpec[];
