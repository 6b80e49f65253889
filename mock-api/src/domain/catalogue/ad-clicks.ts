// How often each ad was clicked (table `ad_clicks`, one row per adId).
import type { TableSpec } from '../../persistence/table.js';
import type { StoreCtx } from '../context.js';

export interface AdClickRow {
  id: number; // = adId
  count: number;
}

export const AD_CLICKS: TableSpec<AdClickRow> = {
  name: 'ad_clicks',
  jsonName: 'adClicks',
  idBase: 1,
  columns: { count: 'int' },
};

/** Counts one click and returns the new total. */
export function countAdClick(ctx: Pick<StoreCtx, 'store'>, adId: number): number {
  const table = ctx.store.table(AD_CLICKS);
  return table.upsert({ id: adId, count: (table.get(adId)?.count ?? 0) + 1 }).count;
}
