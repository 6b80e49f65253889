// What the cart page shows, as pure rules: valid and invalid lines and the state of 全选. A line's
// quantity range is the contracts' quantityBounds (the ui QuantityStepper applies it).
import type { CartItem } from '../../../core/cart/cart-queries';

export const validItems = (items: CartItem[]) => items.filter((i) => i.valid);
export const invalidItems = (items: CartItem[]) => items.filter((i) => !i.valid);

/** 全选 is on when there are valid lines and all of them are checked. */
export function allChecked(items: CartItem[]): boolean {
  const valid = validItems(items);
  return valid.length > 0 && valid.every((i) => i.checked);
}
