// SKU choice on a goods page (desktop and phone alike): which spec values can still be picked, which SKU a full choice
// means, and where a fresh page starts. Pure functions, so the rules are tested without a page.
export interface SpecGroup {
  name: string;
  values: readonly string[];
}

export interface SkuLike {
  skuId: number;
  specs: Record<string, string>;
  stock: number;
}

export type Selection = Record<string, string | undefined>;

const matches = (sku: SkuLike, selection: Selection) =>
  Object.entries(selection).every(([group, value]) => value === undefined || sku.specs[group] === value);

/**
 * A value is disabled when no SKU in stock has it together with what is chosen in the other
 * groups: every combination it could still make is sold out.
 */
export function isValueAvailable(
  skus: readonly SkuLike[],
  selection: Selection,
  group: string,
  value: string,
): boolean {
  const wanted = { ...selection, [group]: value };
  return skus.some((sku) => sku.stock > 0 && matches(sku, wanted));
}

/** The SKU a selection names, once every group has a value. */
export function selectedSku<S extends SkuLike>(
  groups: readonly SpecGroup[],
  skus: readonly S[],
  selection: Selection,
): S | undefined {
  if (groups.some((g) => selection[g.name] === undefined)) return undefined;
  return skus.find((sku) => matches(sku, selection));
}

/** The groups still without a value, for 请选择 颜色 / 尺码. */
export const missingGroups = (groups: readonly SpecGroup[], selection: Selection): string[] =>
  groups.filter((g) => selection[g.name] === undefined).map((g) => g.name);

/** A fresh page starts on the first SKU in stock, so a price and stock show at once. */
export function initialSelection(groups: readonly SpecGroup[], skus: readonly SkuLike[]): Selection {
  const first = skus.find((sku) => sku.stock > 0);
  if (!first) return {};
  return Object.fromEntries(groups.map((g) => [g.name, first.specs[g.name]]));
}

/** Clicking a chosen value clears it; clicking another value chooses it. */
export function toggleValue(selection: Selection, group: string, value: string): Selection {
  return { ...selection, [group]: selection[group] === value ? undefined : value };
}
