// What the cart page may offer, as pure rules: the quantity range of a line and the state of 全选.
import type { CartItem } from './api/use-cart';

/** Cart lines allow 1 … min(stock, 99) pieces (CART_QUANTITY_MAX of the contracts is 99). */
export const CART_LINE_MAX = 99;

export function quantityBounds(item: Pick<CartItem, 'stock'>): { min: number; max: number } {
  return { min: 1, max: Math.max(1, Math.min(item.stock, CART_LINE_MAX)) };
}

/** A typed quantity brought into range; non-numbers fall back to the current quantity. */
export function clampQuantity(raw: string | number, item: Pick<CartItem, 'stock' | 'quantity'>): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return item.quantity;
  const { min, max } = quantityBounds(item);
  return Math.min(max, Math.max(min, Math.floor(n)));
}

export const validItems = (items: CartItem[]) => items.filter((i) => i.valid);
export const invalidItems = (items: CartItem[]) => items.filter((i) => !i.valid);

/** 全选 is on when there are valid lines and all of them are checked. */
export function allChecked(items: CartItem[]): boolean {
  const valid = validItems(items);
  return valid.length > 0 && valid.every((i) => i.checked);
}
