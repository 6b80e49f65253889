// The orders this tab's checkouts have submitted, by purchase (`cart` or the buy-now line). After
// 提交订单 the cashier replaces 确认订单, but older history entries of 确认订单 stay behind it (one
// per way through 新增收货地址); going back to one must say the order exists instead of settling
// the same purchase again. Per tab (sessionStorage): another tab's checkout is its own.
const KEY = 'm-submitted-orders';

type Submitted = Record<string, number>;

function read(): Submitted {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Submitted) : {};
  } catch {
    return {};
  }
}

function write(submitted: Submitted): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(submitted));
  } catch {
    // Storage full or blocked: a back to the checkout then settles again, as before.
  }
}

export function rememberSubmitted(purchase: string, orderId: number): void {
  write({ ...read(), [purchase]: orderId });
}

/** The order a checkout of this purchase already submitted, if any. */
export function submittedOrder(purchase: string): number | null {
  const orderId = read()[purchase];
  return typeof orderId === 'number' && Number.isInteger(orderId) ? orderId : null;
}

/** A new checkout of the purchase (reached by a link, not by back) starts afresh. */
export function forgetSubmitted(purchase: string): void {
  const { [purchase]: _dropped, ...rest } = read();
  write(rest);
}
