// An invoice asked for on the order page can only be filed once the order is paid (the server
// refuses unpaid orders), so it waits in session storage under the order id until payment succeeds.
import { storageGetJson, storageRemove, storageSet } from '../../../core/state/web-storage';
import type { InvoiceValues } from './components/invoice-form';

const keyOf = (orderId: number) => `pendingInvoice:${orderId}`;

const isInvoice = (v: unknown): v is InvoiceValues =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as InvoiceValues).invoiceTitle === 'string' &&
  typeof (v as InvoiceValues).email === 'string';

export const savePendingInvoice = (orderId: number, values: InvoiceValues): void =>
  storageSet('session', keyOf(orderId), JSON.stringify(values));
export const readPendingInvoice = (orderId: number): InvoiceValues | null =>
  storageGetJson('session', keyOf(orderId), isInvoice);
export const dropPendingInvoice = (orderId: number): void => storageRemove('session', keyOf(orderId));
