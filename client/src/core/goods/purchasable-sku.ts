// "Can this SKU be bought": one rule and one wording for the desktop's 加入购物车 / 立即购买 and the
// phone's SKU sheet. Every spec group needs a value, and the SKU it names must be in stock.
/** 请选择 颜色、尺码: what a shopper still has to choose, worded once. */
export const chooseSpecsText = (missing: readonly string[]): string =>
  `请选择 ${missing.join('、') || '规格'}`;

export type Purchase<S> = { sku: S; refusal?: undefined } | { sku?: undefined; refusal: string };

export function purchasableSku<S extends { stock: number }>(choice: {
  missing: readonly string[];
  sku: S | undefined;
}): Purchase<S> {
  const { missing, sku } = choice;
  if (missing.length > 0 || !sku) return { refusal: chooseSpecsText(missing) };
  if (sku.stock <= 0) return { refusal: '该规格已售罄，请选择其他规格' };
  return { sku };
}
