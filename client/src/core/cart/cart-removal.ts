// Removing cart lines asks first, in the same words on the desktop and on the phone: which lines
// go (the cart ids useRemoveCartLines takes) and the question shown before they do.
export interface CartRemoval {
  ids: number[];
  text: string;
}

interface Line {
  cartId: number;
}

/** 删除 on one line. */
export const removeLine = (line: Line & { name: string }): CartRemoval => ({
  ids: [line.cartId],
  text: `确定要删除“${line.name}”吗？`,
});

/** 删除选中的商品. */
export const removeChecked = (lines: readonly Line[]): CartRemoval => ({
  ids: lines.map((line) => line.cartId),
  text: `确定要删除选中的${lines.length}件商品吗？`,
});

/** 清空失效商品. */
export const clearInvalid = (lines: readonly Line[]): CartRemoval => ({
  ids: lines.map((line) => line.cartId),
  text: `确定要清空${lines.length}件失效商品吗？`,
});
