// Which sku a spec choice names and which values can still be picked, for 修改规格 in the cart.
import type { ResultOf } from '@storefront/contracts';

export type SaleSku = ResultOf<'getSaleSku'>['skus'][number];
export type SpecChoice = Record<string, string>;

const matches = (sku: SaleSku, choice: SpecChoice) =>
  Object.entries(choice).every(([name, value]) => sku.specs[name] === value);

/** The sku whose specs are exactly the chosen ones, if every group has a value. */
export function skuOf(skus: SaleSku[], groupNames: string[], choice: SpecChoice): SaleSku | undefined {
  if (groupNames.some((name) => !choice[name])) return undefined;
  return skus.find((sku) => matches(sku, choice));
}

/** A value is sold out when no sku in stock has it together with the other groups' current choices. */
export function valueSoldOut(skus: SaleSku[], choice: SpecChoice, group: string, value: string): boolean {
  const wanted = { ...choice, [group]: value };
  return !skus.some((sku) => sku.stock > 0 && matches(sku, wanted));
}
