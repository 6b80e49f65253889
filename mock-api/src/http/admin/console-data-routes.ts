// Reads the console needs beyond the other admin calls, on the state the request names:
//   GET /__mock/orders?mobile=13800138000   one account's orders (default: the demo account) with their
//                                           states and the admin actions each allows
//   GET /__mock/clock/due?ms=1860000        what falls due if the clock advances by ms (nothing changes)
import { ORDER_STATUS_TEXT } from '@storefront/contracts';
import express, { type Response, type Router } from 'express';
import { DEMO_MOBILE, findUserByMobile } from '../../domain/account/accounts.js';
import type { StoreCtx } from '../../domain/context.js';
import { refundTable, repairTable } from '../../domain/order/after-sale.js';
import { orderTable } from '../../domain/order/table.js';
import { duePreview } from '../../test-control/due-preview.js';
import { sendInvalid, sendOk } from '../api/reply.js';
import { stateOf, type StateSource } from '../request-state.js';
import { MAX_ADVANCE_MS } from './clock-routes.js';

const MAX_ORDERS = 100;

export function createConsoleDataRouter(source: StateSource): Router {
  const router = express.Router();
  const ctxOf = (res: Response): StoreCtx => {
    const { store } = stateOf(res, source);
    return { store, seed: store.seed, now: () => store.clock.now() };
  };

  router.get('/orders', (req, res) => {
    const mobile =
      typeof req.query.mobile === 'string' && req.query.mobile !== '' ? req.query.mobile : DEMO_MOBILE;
    if (!/^1[3-9]\d{9}$/.test(mobile)) return sendInvalid(res, { mobile: '手机号格式不正确' });
    const ctx = ctxOf(res);
    const user = findUserByMobile(ctx.store, mobile);
    if (!user) return sendOk(res, { user: null, orders: [] }, '该手机号没有注册');
    const orders = orderTable(ctx)
      .where({ uid: user.id })
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id)
      .slice(0, MAX_ORDERS)
      .map((order) => {
        const openRefunds = refundTable(ctx).where({
          orderId: order.id,
          status: ['applying', 'returning'],
        }).length;
        const openRepairs = repairTable(ctx).where({
          orderId: order.id,
          status: ['applying', 'processing'],
        }).length;
        const actions = [
          ...(order.status === 'waitPay' ? ['pay'] : []),
          ...(order.status === 'waitDelivery' ? ['ship'] : []),
          ...(openRefunds > 0 ? ['refund-approve', 'refund-reject'] : []),
          ...(openRepairs > 0 ? ['repair-advance'] : []),
        ];
        return {
          id: order.id,
          orderNo: order.orderNo,
          status: order.status,
          statusText: ORDER_STATUS_TEXT[order.status],
          payAmount: order.payAmount,
          createTime: order.createTime,
          payDeadline: order.payDeadline,
          items: order.items.map((i) => ({ name: i.name, specText: i.specText, quantity: i.quantity })),
          openRefunds,
          openRepairs,
          actions,
        };
      });
    sendOk(res, { user: { uid: user.id, mobile: user.mobile, nickname: user.nickname }, orders });
  });

  router.get('/clock/due', (req, res) => {
    const ms = Number(req.query.ms);
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_ADVANCE_MS)
      return sendInvalid(res, { ms: `ms 须为 0-${MAX_ADVANCE_MS} 的整数（毫秒）` });
    const ctx = ctxOf(res);
    const now = ctx.now();
    sendOk(res, { from: now, to: now + ms, ...duePreview(ctx, now, now + ms) });
  });

  return router;
}
