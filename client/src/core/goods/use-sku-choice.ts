// The SKU a shopper is choosing on a goods page: the value of each spec group, the quantity, and
// what they allow (the chosen SKU, its stock, the stepper's bounds). The rules themselves are the
// shop's (contracts' sku-selection and quantity), shared with the desktop page.
import {
  initialSelection,
  isValueAvailable,
  missingGroups,
  quantityBounds,
  selectedSku,
  toggleValue,
  type ResultOf,
  type Selection,
} from '@storefront/contracts';
import { useMemo, useState } from 'react';

export type GoodsDetail = ResultOf<'getGoods'>;
export type GoodsSku = GoodsDetail['skus'][number];

export interface SkuChoice {
  selection: Selection;
  quantity: number;
  sku: GoodsSku | undefined;
  /** Stock of the chosen SKU, or of the goods while the choice is incomplete. */
  stock: number;
  bounds: { min: number; max: number };
  missing: string[];
  isAvailable: (group: string, value: string) => boolean;
  choose: (group: string, value: string) => void;
  setQuantity: (quantity: number) => void;
}

/** A choice to start from: a SKU id from the URL (back from login) or the first SKU in stock. */
function startingSelection(goods: GoodsDetail, skuId: number | undefined): Selection {
  const fromUrl = skuId === undefined ? undefined : goods.skus.find((s) => s.skuId === skuId);
  if (fromUrl) return Object.fromEntries(goods.specGroups.map((g) => [g.name, fromUrl.specs[g.name]]));
  return initialSelection(goods.specGroups, goods.skus);
}

export function useSkuChoice(
  goods: GoodsDetail,
  start: { skuId?: number; quantity?: number } = {},
): SkuChoice {
  const [selection, setSelection] = useState<Selection>(() => startingSelection(goods, start.skuId));
  const [rawQuantity, setRawQuantity] = useState(start.quantity ?? 1);
  const sku = useMemo(() => selectedSku(goods.specGroups, goods.skus, selection), [goods, selection]);
  const stock = sku ? sku.stock : goods.stock;
  const bounds = quantityBounds(stock);
  // The quantity follows the stock of whatever is chosen now: never past it, never below 1.
  const quantity = Math.min(bounds.max, Math.max(bounds.min, rawQuantity));
  return {
    selection,
    quantity,
    sku,
    stock,
    bounds,
    missing: missingGroups(goods.specGroups, selection),
    isAvailable: (group, value) => isValueAvailable(goods.skus, selection, group, value),
    choose: (group, value) => setSelection((current) => toggleValue(current, group, value)),
    setQuantity: (next) => setRawQuantity(next),
  };
}
