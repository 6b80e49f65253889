// What /CreateOrder settles, from its query: the core parser (core/order/checkout-intent.ts), the
// same one the phone's checkout reads. null when a buy-now link is broken.
export {
  readSettleTarget as settleInputFrom,
  type SettleTarget as SettleInput,
} from '../../../core/order/checkout-intent';
