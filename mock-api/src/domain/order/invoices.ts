// Electronic invoices (table `invoices`): one per paid order, for what was paid less what was
// refunded; "issuing" for a minute, then issued and sent to the email given.
import type { StoreCtx } from '../context.js';
import { refuse } from '../refusal.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { OrderRow } from './table.js';
import { notifyOrder } from './lifecycle.js';
import { orderTable } from './table.js';
import { refundTable } from './after-sale.js';

export const INVOICE_ISSUE_MS = 60_000;

export interface InvoiceRow {
  id: number;
  uid: number;
  orderId: number;
  titleType: 'personal' | 'company';
  title: string;
  taxNo: string | null;
  email: string;
  amount: number;
  createTime: number;
}

export const INVOICES: TableSpec<InvoiceRow> = {
  name: 'invoices',
  jsonName: 'invoices',
  idBase: 1,
  columns: {
    uid: 'int',
    orderId: 'int',
    titleType: 'text',
    title: 'text',
    taxNo: 'text',
    email: 'text',
    amount: 'int',
    createTime: 'int',
  },
};

export const invoiceTable = (ctx: StoreCtx): Table<InvoiceRow> => ctx.store.table(INVOICES);

export function addInvoice(
  ctx: StoreCtx,
  order: OrderRow,
  input: { invoiceTitleType: 'personal' | 'company'; invoiceTitle: string; taxNo?: string; email: string },
): InvoiceRow {
  if (order.payTime === null || order.status === 'cancelled') refuse('订单未支付，暂不能申请发票');
  if (order.status === 'closed') refuse('订单已关闭，无法申请发票');
  if (order.invoiceId !== 0) refuse('该订单已申请过发票');
  if (input.invoiceTitleType === 'company' && !input.taxNo) refuse('企业发票须填写纳税人识别号');
  const refunded = refundTable(ctx)
    .where({ orderId: order.id, status: 'refunded' })
    .reduce((sum, r) => sum + r.amount, 0);
  const row = invoiceTable(ctx).insert({
    uid: order.uid,
    orderId: order.id,
    titleType: input.invoiceTitleType,
    title: input.invoiceTitle,
    taxNo: input.invoiceTitleType === 'company' ? (input.taxNo ?? null) : null,
    email: input.email,
    amount: Math.max(0, order.payAmount - refunded),
    createTime: ctx.now(),
  });
  const next = orderTable(ctx).update(order.id, { invoiceId: row.id });
  notifyOrder(ctx, next, '发票申请已提交', `订单${order.orderNo}的电子发票将在开具后发送至${input.email}。`);
  return row;
}

export const invoiceStatus = (ctx: StoreCtx, row: InvoiceRow): 'issuing' | 'issued' =>
  ctx.now() >= row.createTime + INVOICE_ISSUE_MS ? 'issued' : 'issuing';
