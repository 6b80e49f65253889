import { z } from 'zod';
import { emptyRequest, fen, flagField, idField, idList, imageUrl, sku, specGroup } from './common.schemas.js';
import { CART_QUANTITY_MAX } from '../rules/quantity.js';
import type { cartRoutes } from './cart.routes.js';
import type { SchemasOf } from './types.js';

export { CART_QUANTITY_MAX };
const quantity = z.coerce
  .number({ error: '数量必须是数字' })
  .int('数量必须是整数')
  .min(1, '数量至少为1')
  .max(CART_QUANTITY_MAX, `单件商品最多购买${CART_QUANTITY_MAX}件`);

const cartItem = z.object({
  cartId: z.number().int().positive(),
  goodsId: z.number().int().positive(),
  skuId: z.number().int().positive(),
  name: z.string(),
  picUrl: imageUrl,
  specText: z.string(),
  price: fen,
  quantity: z.number().int().positive(),
  stock: z.number().int().nonnegative(),
  checked: z.boolean(),
  valid: z.boolean(),
  invalidReason: z.string().nullable(),
});
const cart = z.object({
  items: z.array(cartItem),
  checkedCount: z.number().int().nonnegative(),
  checkedAmount: fen,
  cartNumber: z.number().int().nonnegative(),
});

export const cartSchemas = {
  addCart: {
    request: z.object({ goodsId: idField, skuId: idField, quantity }),
    result: z.object({ cartId: z.number().int().positive(), cartNumber: z.number().int().nonnegative() }),
  },
  getCartNumber: {
    request: z.object({ userId: idField }),
    result: z.object({ cartNumber: z.number().int().nonnegative() }),
  },
  changeCart: {
    request: z.object({ cartId: idField, quantity: quantity.optional(), skuId: idField.optional() }),
    result: cart,
  },
  getCart: { request: emptyRequest, result: cart },
  deleteCart: { request: z.object({ cartIds: idList }), result: cart },
  changeCartCheckStatus: {
    request: z.object({ cartIds: idList.optional(), checked: flagField, all: flagField.default(0) }),
    result: cart,
  },
  getSaleSku: {
    request: z.object({ goodsId: idField }),
    result: z.object({ specGroups: z.array(specGroup), skus: z.array(sku) }),
  },
} satisfies SchemasOf<typeof cartRoutes>;
