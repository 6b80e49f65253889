// One scenario order, replayed: placed at its time (bought now, or through the cart for several
// lines), then taken through the lifecycle steps its target state needs and its after-sale steps,
// spread between placing and the scenario's end.
import { addToCart, setCartChecked } from '../../domain/cart/cart.js';
import {
  advanceRefund,
  advanceRepair,
  applyRefund,
  applyRepair,
  fillReturnExpress,
  refundTable,
  rejectRefund,
  repairTable,
  undoRefund,
  undoRepair,
} from '../../domain/order/after-sale.js';
import { PAY_WINDOW_MS } from '../../domain/order/deadlines.js';
import { evaluateItem } from '../../domain/order/evaluations.js';
import { cancelByBuyer, createOrder, markPaid, ship, takeDelivery } from '../../domain/order/lifecycle.js';
import { orderTable, type OrderRow } from '../../domain/order/table.js';
import type { StoreCtx } from '../../domain/context.js';
import type { PathSegment } from './load.js';
import { MINUTE, resolveLine, type At, type Fail, type ReplayCtx } from './replay-context.js';
import type { ScenarioOrder } from './schema.js';

type Step = (o: OrderRow) => OrderRow;
type ResolvedLine = ReturnType<typeof resolveLine>;

const RETURN_EXPRESS = 'SF';

export function replayOrder(
  ctx: ReplayCtx,
  uid: number,
  spec: ScenarioOrder,
  path: PathSegment[],
  end: number,
  addressId: number,
  userCouponId: number,
  fail: Fail,
  at: At,
): void {
  const placed = end - spec.ago;
  if (spec.status === 'waitPay' && spec.ago >= PAY_WINDOW_MS)
    fail([...path, 'ago'], 'a waitPay order must be younger than the 30-minute payment window');
  const lines = spec.lines.map((line, i) => resolveLine(ctx, line, [...path, 'lines', i], fail));
  ctx.at(placed);
  let order = at(path, () => placeOrder(ctx, uid, spec, lines, addressId, userCouponId));
  const lifecycle = lifecycleSteps(ctx, spec, order, path, fail);
  const afterSale = afterSaleSteps(ctx, spec, path, fail);
  // After-sale steps come last, a minute apart, ending exactly now: a review step the store
  // schedules 10 s later stays pending as long as the clock is frozen.
  const span = Math.max(end - placed - afterSale.length * MINUTE, 0);
  const steps = lifecycle.length;
  lifecycle.forEach((step, k) => {
    ctx.at(placed + Math.round((span * (k + 1)) / (steps + 1)));
    order = at(path, () => step(order));
  });
  afterSale.forEach((step, k) => {
    ctx.at(end - (afterSale.length - 1 - k) * MINUTE);
    order = at(path, () => step(order));
  });
  ctx.at(end);
  if (spec.status !== 'closed' && !spec.refund && !spec.repair && order.status !== spec.status)
    fail([...path, 'status'], `the order ended ${order.status}, not ${spec.status}`);
}

/** The order as the user placed it: bought now (one line) or through the cart. */
function placeOrder(
  ctx: ReplayCtx,
  uid: number,
  spec: ScenarioOrder,
  lines: ResolvedLine[],
  addressId: number,
  userCouponId: number,
): OrderRow {
  if (lines.length === 1) {
    const [line] = lines as [ResolvedLine];
    return createOrder(ctx, uid, {
      source: 'buyNow',
      goodsId: line.goods.goodsId,
      skuId: line.sku.skuId,
      quantity: line.quantity,
      addressId,
      userCouponId,
      remark: spec.remark,
    });
  }
  setCartChecked(ctx, uid, false, 'all');
  for (const line of lines) addToCart(ctx, uid, line.sku.skuId, line.quantity, line.goods.goodsId);
  return createOrder(ctx, uid, { source: 'cart', addressId, userCouponId, remark: spec.remark });
}

/** The lifecycle steps the target state needs (cancel, pay, ship, receive, evaluate, refund all). */
function lifecycleSteps(
  ctx: ReplayCtx,
  spec: ScenarioOrder,
  order: OrderRow,
  path: PathSegment[],
  fail: Fail,
): Step[] {
  const lifecycle: Step[] = [];
  const paid = spec.status !== 'waitPay' && spec.status !== 'cancelled';
  const shipped =
    ['waitTakeDelivery', 'waitEvaluate', 'done'].includes(spec.status) ||
    spec.refund?.type === 'returnAndRefund' ||
    spec.repair !== undefined;
  const received = ['waitEvaluate', 'done'].includes(spec.status) || spec.repair !== undefined;
  if (spec.status === 'cancelled')
    lifecycle.push((o) => cancelByBuyer(ctx, o, spec.cancelReason ?? '我不想买了'));
  if (paid) lifecycle.push((o) => markPaid(ctx, o, ctx.now()));
  if (paid && shipped) lifecycle.push((o) => ship(ctx, o));
  if (paid && received) lifecycle.push((o) => takeDelivery(ctx, o));
  if (spec.status === 'done')
    for (const item of order.items)
      lifecycle.push(
        (o) =>
          evaluateItem(ctx, o, {
            orderItemId: item.orderItemId,
            score: spec.evaluation?.score ?? 5,
            content: spec.evaluation?.content ?? '东西不错，和描述的一样，物流也快。',
            pictures: [],
            anonymous: 0,
          }).order,
      );
  if (spec.status === 'closed') {
    if (spec.refund)
      fail([...path, 'refund'], 'a closed order is one whose every line was refunded: no refund');
    for (const item of order.items)
      lifecycle.push((o) => {
        applyRefund(
          ctx,
          o,
          o.items.find((i) => i.orderItemId === item.orderItemId)!,
          {
            refundType: 'refundOnly',
            reason: '不想要了',
            amount: item.paidShare,
            pictures: [],
          },
        );
        const refund = latestRefund(ctx, o.id);
        advanceRefund(ctx, refund);
        return orderTable(ctx).get(o.id)!;
      });
  }
  return lifecycle;
}

const latestRefund = (ctx: StoreCtx, orderId: number) =>
  refundTable(ctx).where({ orderId }, { orderBy: [['id', 'desc']], limit: 1 })[0]!;

function afterSaleSteps(ctx: ReplayCtx, spec: ScenarioOrder, path: PathSegment[], fail: Fail): Step[] {
  const steps: Step[] = [];
  const reload = (o: OrderRow) => orderTable(ctx).get(o.id)!;
  const { refund, repair } = spec;
  if (refund) {
    const where = [...path, 'refund'];
    if (['waitReturn', 'returning'].includes(refund.status) && refund.type !== 'returnAndRefund')
      fail([...where, 'status'], `${refund.status} needs type returnAndRefund`);
    const item = (o: OrderRow) =>
      o.items[refund.line] ?? fail([...where, 'line'], `the order has ${o.items.length} lines`);
    steps.push((o) => {
      applyRefund(ctx, o, item(o), {
        refundType: refund.type,
        reason: refund.reason,
        description: refund.description,
        amount: item(o).paidShare,
        pictures: [],
      });
      return reload(o);
    });
    const current = (o: OrderRow) => latestRefund(ctx, o.id);
    const review = (o: OrderRow) => (advanceRefund(ctx, current(o)), reload(o));
    const sendBack = (o: OrderRow) => (
      fillReturnExpress(ctx, current(o), RETURN_EXPRESS, `SF${String(o.id).padStart(10, '0')}`),
      reload(o)
    );
    if (refund.status === 'rejected')
      steps.push((o) => (rejectRefund(ctx, current(o), '商品不影响二次销售'), reload(o)));
    if (refund.status === 'cancelled') steps.push((o) => (undoRefund(ctx, current(o)), reload(o)));
    if (refund.status === 'waitReturn') steps.push(review);
    if (refund.status === 'returning') steps.push(review, sendBack);
    if (refund.status === 'refunded')
      steps.push(...(refund.type === 'returnAndRefund' ? [review, sendBack, review] : [review]));
  }
  if (repair) {
    const where = [...path, 'repair'];
    const item = (o: OrderRow) =>
      o.items[repair.line] ?? fail([...where, 'line'], `the order has ${o.items.length} lines`);
    const current = (o: OrderRow) =>
      repairTable(ctx).where({ orderId: o.id }, { orderBy: [['id', 'desc']], limit: 1 })[0]!;
    steps.push((o) => {
      applyRepair(ctx, o, item(o), { reason: repair.reason, description: repair.description, pictures: [] });
      return reload(o);
    });
    const advance = (o: OrderRow) => (advanceRepair(ctx, current(o)), reload(o));
    if (repair.status === 'processing') steps.push(advance);
    if (repair.status === 'done') steps.push(advance, advance);
    if (repair.status === 'cancelled') steps.push((o) => (undoRepair(ctx, current(o)), reload(o)));
  }
  return steps;
}
