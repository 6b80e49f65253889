// How the simulated payment of an order turns out (POST /__mock/payments): a plan for one order or for
// the next payment of the state, taken when `buy` starts a payment attempt. Without a plan a payment
// succeeds PAY_SETTLE_MS after `buy`, as always. Plans live in the state's store (a sandbox has its
// own) and go with a reset.
import type { StoreCtx } from '../context.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import { PAY_SETTLE_MS } from './deadlines.js';

export const PAYMENT_OUTCOMES = [
  'success',
  'fail',
  'cancel',
  'pending',
  'late-success',
  'duplicate-notify',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** A late success arrives this long after `buy` unless the plan says otherwise. */
export const LATE_SETTLE_MS = 5 * 60_000;

/** How long each outcome takes by default; null: it never resolves by itself. */
export const OUTCOME_DELAYS: Record<PaymentOutcome, number | null> = {
  success: PAY_SETTLE_MS,
  fail: PAY_SETTLE_MS,
  cancel: PAY_SETTLE_MS,
  pending: null,
  'late-success': LATE_SETTLE_MS,
  'duplicate-notify': PAY_SETTLE_MS,
};

/** What the buyer is told when an attempt does not go through (the pay pages show it). */
export const PAY_ERRORS: Partial<Record<PaymentOutcome, string>> = {
  fail: '支付失败：银行卡余额不足，请更换支付方式后重试',
  cancel: '支付已取消：您在收银台取消了本次支付',
};

export interface PaymentPlanRow {
  id: number;
  /** The order the plan is for; 0: the next payment started in this state. */
  orderId: number;
  outcome: PaymentOutcome;
  afterMs: number | null;
  createdAt: number;
}

export const PAYMENT_PLANS: TableSpec<PaymentPlanRow> = {
  name: 'payment_plans',
  jsonName: 'paymentPlans',
  idBase: 1,
  columns: { orderId: 'int', outcome: 'text', afterMs: 'int', createdAt: 'int' },
};

const plans = (ctx: Pick<StoreCtx, 'store'>): Table<PaymentPlanRow> => ctx.store.table(PAYMENT_PLANS);

export function addPaymentPlan(
  ctx: StoreCtx,
  plan: { orderId: number; outcome: PaymentOutcome; afterMs: number | null },
): PaymentPlanRow {
  // A newer plan for the same order replaces the older one; plans for "the next payment" queue up.
  if (plan.orderId !== 0) plans(ctx).removeWhere({ orderId: plan.orderId });
  return plans(ctx).insert({ ...plan, createdAt: ctx.now() });
}

/** The plans not yet taken, oldest first. */
export const waitingPlans = (ctx: StoreCtx): PaymentPlanRow[] =>
  plans(ctx).where({}, { orderBy: [['id', 'asc']] });

/** Takes the plan for this order's new attempt: its own first, else the oldest "next payment" one. */
export function takePaymentPlan(ctx: StoreCtx, orderId: number): PaymentPlanRow | null {
  const plan =
    plans(ctx).first({ orderId }, { orderBy: [['id', 'asc']] }) ??
    plans(ctx).first({ orderId: 0 }, { orderBy: [['id', 'asc']] });
  if (!plan) return null;
  plans(ctx).remove(plan.id);
  return plan;
}

/** When an attempt started at `at` under `plan` resolves (null: pending, it never does by itself). */
export const settleAtOf = (plan: Pick<PaymentPlanRow, 'outcome' | 'afterMs'>, at: number): number | null => {
  const after = plan.afterMs ?? OUTCOME_DELAYS[plan.outcome];
  return after === null ? null : at + after;
};
