// Admin order actions under /__mock/orders (see docs/wire.md): what the shop's back office would do, at
// once, so tests and demos need not wait for the simulated clocks.
//   POST /__mock/orders/:orderId/pay              waitPay → waitDelivery
//   POST /__mock/orders/:orderId/ship             waitDelivery → waitTakeDelivery (express no. assigned)
//   POST /__mock/orders/:orderId/refund-approve   the order's open refunds take their next step
//        (refund only → refunded; return → waitReturn, and once sent back → refunded); body refundId? narrows
//   POST /__mock/orders/:orderId/refund-reject    body reason?; the open refund(s) are rejected
//   POST /__mock/orders/:orderId/repair-advance   the order's open repairs take their next step
// Mounted by the platform's admin router; the store is taken from the app (req.app.mock).
import { parseForm } from '@storefront/contracts';
import express, { type Request, type Response, type Router } from 'express';
import { Refusal } from '../../domain/refusal.js';
import { sendHttpError, sendOk, sendRefused } from '../api/reply.js';
import {
  advanceRefund,
  advanceRepair,
  refundTable,
  rejectRefund,
  repairTable,
  type RefundStatus,
} from '../../domain/order/after-sale.js';
import type { StoreCtx } from '../../domain/context.js';
import { upkeep } from '../../domain/upkeep.js';
import { orderView, refundView, repairView } from '../../domain/order/views.js';
import { markPaid, ship } from '../../domain/order/lifecycle.js';
import { orderTable, type OrderRow } from '../../domain/order/table.js';
import { stateOf, type StateSource } from '../request-state.js';

type Action = (ctx: StoreCtx, order: OrderRow, body: Record<string, unknown>) => unknown;

const OPEN_REFUND = ['applying', 'returning'];

const actions: Record<string, Action> = {
  pay: (ctx, order) => orderView(ctx, markPaid(ctx, order, ctx.now())),
  ship: (ctx, order) => orderView(ctx, ship(ctx, order)),
  'refund-approve': (ctx, order, body) => {
    const refunds = openRefunds(ctx, order, body, OPEN_REFUND);
    return refunds.map((r) => refundView(ctx, advanceRefund(ctx, r)));
  },
  'refund-reject': (ctx, order, body) => {
    const reason =
      typeof body.reason === 'string' && body.reason.trim()
        ? body.reason.trim().slice(0, 100)
        : '商品已影响二次销售';
    return openRefunds(ctx, order, body, OPEN_REFUND).map((r) =>
      refundView(ctx, rejectRefund(ctx, r, reason)),
    );
  },
  'repair-advance': (ctx, order) => {
    const repairs = repairTable(ctx).where({ orderId: order.id, status: ['applying', 'processing'] });
    if (repairs.length === 0) throw new Refusal('该订单没有待处理的维修申请');
    return repairs.map((r) => repairView(ctx, advanceRepair(ctx, r)));
  },
};

function openRefunds(ctx: StoreCtx, order: OrderRow, body: Record<string, unknown>, statuses: string[]) {
  const wanted = body.refundId === undefined ? null : Number(body.refundId);
  const refunds = refundTable(ctx)
    .where({ orderId: order.id, status: statuses as RefundStatus[] })
    .filter((r) => wanted === null || r.id === wanted);
  if (refunds.length === 0) throw new Refusal('该订单没有待审核的退款申请');
  return refunds;
}

export function createOrdersRouter(source: StateSource): Router {
  const router = express.Router();
  router.post('/orders/:orderId/:action', (req: Request, res: Response) => {
    const { store } = stateOf(res, source);
    const ctx: StoreCtx = { store, seed: store.seed, now: () => store.clock.now() };
    const action = actions[String(req.params.action)];
    if (!action) return sendHttpError(res, 404, `管理接口不存在：${req.method} ${req.baseUrl}${req.path}`);
    const orderId = Number(req.params.orderId);
    // Due clock steps first, so an admin action sees the same state a buyer would.
    store.atomic(() => upkeep(ctx));
    const order = Number.isInteger(orderId) && orderId > 0 ? orderTable(ctx).get(orderId) : undefined;
    if (!order) return sendHttpError(res, 404, `订单不存在：${String(req.params.orderId)}`);
    const raw: unknown = req.body;
    const body: Record<string, unknown> = Buffer.isBuffer(raw)
      ? parseForm(raw.toString('utf8'))
      : typeof raw === 'object' && raw !== null
        ? (raw as Record<string, unknown>)
        : {};
    let result: unknown;
    try {
      result = store.atomic(() => action(ctx, order, body));
    } catch (err) {
      if (err instanceof Refusal) return sendRefused(res, err.message);
      throw err;
    }
    store.flush().then(
      () => sendOk(res, result, '已处理'),
      () => sendHttpError(res, 500, '数据保存失败'),
    );
  });
  return router;
}
