// How simulated payments turn out (see mock-api/README.md, "For test suites"):
//   POST /__mock/payments  {sandbox?, outcome, orderId?, afterMs?}: the next payment of that state (or
//        the order's, in flight or not yet started) succeeds, fails, is cancelled, stays pending, succeeds
//        late or is notified twice, on that state's clock
//   GET  /__mock/payments  ?sandbox=: the plans not yet taken and the attempts in flight
import express, { type Response, type Router } from 'express';
import { z } from 'zod';
import type { StoreCtx } from '../../domain/context.js';
import { replanAttempt } from '../../domain/order/lifecycle.js';
import { addPaymentPlan, PAYMENT_OUTCOMES, waitingPlans } from '../../domain/order/payment-plans.js';
import { orderTable } from '../../domain/order/table.js';
import { upkeep } from '../../domain/upkeep.js';
import { Refusal } from '../../domain/refusal.js';
import { SANDBOX_ID, SandboxLimitError } from '../../test-control/sandboxes.js';
import type { MockState } from '../mock-state.js';
import { sendHttpError, sendInvalid, sendOk, sendRefused } from '../api/reply.js';
import { issuesToErrors } from '../api/validation.js';
import { stateOf } from '../request-state.js';
import { adminBody } from './admin-body.js';
import { SANDBOX_ID_PROBLEM } from './sandbox-filter.js';

const DAY_MS = 86_400_000;

const paymentRequest = z.strictObject({
  sandbox: z
    .string()
    .refine((id) => id === '' || SANDBOX_ID.test(id), SANDBOX_ID_PROBLEM)
    .optional(),
  outcome: z.enum(PAYMENT_OUTCOMES, { error: `outcome 须为 ${PAYMENT_OUTCOMES.join(' | ')}` }),
  orderId: z.coerce.number().int().positive('orderId 须为正整数').optional(),
  afterMs: z.coerce
    .number()
    .int()
    .min(0, 'afterMs 须为 0 到 30 天的毫秒数')
    .max(30 * DAY_MS)
    .optional(),
});

/** The state a payments call acts on: `sandbox` of the body or query, else the one the request names. */
async function contextOf(mock: MockState, res: Response, sandbox: string | undefined): Promise<StoreCtx> {
  if (sandbox === undefined) {
    const state = stateOf(res, mock);
    return { store: state.store, seed: mock.seed, now: () => state.store.clock.now() };
  }
  if (sandbox === '') return { store: mock.store, seed: mock.seed, now: mock.now };
  // Made when missing, so a suite may plan a payment before its first call in the sandbox.
  const box = await mock.sandboxes.use(sandbox, null);
  // `use` counts this request as the sandbox's until it is answered (a removal waits for it).
  res.once('close', () => mock.sandboxes.release(box));
  return { store: box.store, seed: mock.seed, now: box.clock.now };
}

function attempts(ctx: StoreCtx) {
  return orderTable(ctx)
    .where({ status: 'waitPay', payRequestedAt: { ne: null } })
    .map((o) => ({
      orderId: o.id,
      orderNo: o.orderNo,
      outcome: o.payOutcome ?? 'success',
      settleAt: o.paySettleAt,
    }));
}

/** What a plan does: applied to the order's attempt in flight, or stored for its next attempt. */
function applyPlan(ctx: StoreCtx, input: z.infer<typeof paymentRequest>) {
  const { outcome, orderId, afterMs } = input;
  const plan = { outcome, afterMs: afterMs ?? null };
  if (orderId !== undefined) {
    const order = orderTable(ctx).get(orderId);
    if (!order) throw new Refusal(`订单不存在：${orderId}`);
    if (order.status !== 'waitPay') throw new Refusal('订单当前状态不是待付款，无法设定支付结果');
    if (order.payRequestedAt !== null) {
      const next = replanAttempt(ctx, order, plan);
      return { applied: 'in-flight', orderId, outcome, settleAt: next.paySettleAt };
    }
  }
  const row = addPaymentPlan(ctx, { orderId: orderId ?? 0, ...plan });
  return {
    applied: orderId ? 'order' : 'next',
    planId: row.id,
    orderId: orderId ?? null,
    outcome,
    afterMs: row.afterMs,
  };
}

/** Runs `work` on the state in one transaction, committed before the reply; refusals answer 02. */
async function onState(
  mock: MockState,
  res: Response,
  sandbox: string | undefined,
  work: (ctx: StoreCtx) => unknown,
): Promise<void> {
  let ctx: StoreCtx;
  try {
    ctx = await contextOf(mock, res, sandbox);
  } catch (err) {
    const reason =
      err instanceof SandboxLimitError ? `沙箱数量已达上限（${mock.sandboxes.max} 个）` : String(err);
    return sendRefused(res, `无法使用沙箱：${reason}`);
  }
  let result: unknown;
  try {
    result = ctx.store.atomic(() => {
      // Due steps first, so the plan meets the state a buyer would see.
      upkeep(ctx);
      return work(ctx);
    });
  } catch (err) {
    if (err instanceof Refusal) return sendRefused(res, err.message);
    throw err;
  }
  await ctx.store.flush().then(
    () => sendOk(res, result),
    () => sendHttpError(res, 500, '数据保存失败'),
  );
}

export function createPaymentRouter(mock: MockState): Router {
  const router = express.Router();

  router.post('/payments', async (req, res) => {
    const parsed = paymentRequest.safeParse(adminBody(req));
    if (!parsed.success) return sendInvalid(res, issuesToErrors(parsed.error.issues));
    await onState(mock, res, parsed.data.sandbox, (ctx) => applyPlan(ctx, parsed.data));
  });

  router.get('/payments', async (req, res) => {
    const raw = req.query.sandbox;
    if (raw !== undefined && (typeof raw !== 'string' || (raw !== '' && !SANDBOX_ID.test(raw))))
      return sendInvalid(res, { sandbox: SANDBOX_ID_PROBLEM });
    await onState(mock, res, raw, (ctx) => ({ plans: waitingPlans(ctx), attempts: attempts(ctx) }));
  });

  return router;
}
