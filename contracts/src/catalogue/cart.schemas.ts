import { z } from 'zod';
import { emptyRequest, fen, flagField, idField, idList, sku, skuLine, specGroup } from './common.schemas.js';
import { CART_QUANTITY_MAX } from '../rules/quantity.js';
import type { cartRoutes } from './cart.routes.js';
import type { SchemasOf } from './types.js';
import { cartId, goodsId, seeded, skuId, uid, withCart } from '../examples/shared-example-values.js';

export { CART_QUANTITY_MAX };
const quantity = z.coerce
  .number({ error: '数量必须是数字' })
  .int('数量必须是整数')
  .min(1, '数量至少为1')
  .max(CART_QUANTITY_MAX, `单件商品最多购买${CART_QUANTITY_MAX}件`);

const cartItem = z.object({
  cartId: z.number().int().positive(),
  ...skuLine,
  stock: z.number().int().nonnegative(),
  checked: z.boolean(),
  valid: z.boolean(),
  invalidReason: z.string().nullable(),
});
/** The cart badge: pieces in the cart (the sum of every line's quantity), not lines. */
const cartNumber = z.number().int().nonnegative().describe('购物车商品件数（各行数量之和）');
const cart = z.object({
  items: z.array(cartItem),
  checkedCount: z.number().int().nonnegative(),
  checkedAmount: fen,
  cartNumber,
});

export const cartSchemas = {
  addCart: {
    request: z.object({ goodsId: idField, skuId: idField, quantity }),
    result: z.object({ cartId: z.number().int().positive(), cartNumber }),
    example: {
      input: { goodsId, skuId, quantity: 1 },
      states: seeded,
      bad: { input: { goodsId: 1, skuId: 1, quantity: 0 }, field: 'quantity' },
    },
    refuses: true,
  },
  getCartNumber: {
    request: z.object({ userId: idField }),
    result: z.object({ cartNumber }),
    example: { input: { userId: uid }, states: withCart },
    refuses: true,
  },
  changeCart: {
    request: z.object({ cartId: idField, quantity: quantity.optional(), skuId: idField.optional() }),
    result: cart,
    example: { input: { cartId, quantity: 2 }, states: withCart },
    refuses: true,
  },
  getCart: {
    request: emptyRequest,
    result: cart,
    example: { input: {}, states: withCart, shape: { nonEmpty: ['items'] } },
    refuses: true,
  },
  deleteCart: {
    request: z.object({ cartIds: idList }),
    result: cart,
    example: { input: { cartIds: cartId }, states: withCart },
    refuses: true,
  },
  changeCartCheckStatus: {
    request: z.object({ cartIds: idList.optional(), checked: flagField, all: flagField.default(0) }),
    result: cart,
    example: { input: { cartIds: cartId, checked: 0 }, states: withCart },
    refuses: true,
  },
  getSaleSku: {
    request: z.object({ goodsId: idField }),
    result: z.object({ specGroups: z.array(specGroup), skus: z.array(sku) }),
    example: { input: { goodsId }, states: seeded },
    refuses: true,
  },
} satisfies SchemasOf<typeof cartRoutes>;
