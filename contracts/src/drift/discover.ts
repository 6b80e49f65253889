// Ids an example input needs (a goods id, a category, a flash-sale session) differ between the mock's
// seed and a real shop's data, so the drift check reads them from the upstream first: each one from
// a safe list read's reply. A key with no source here, or none found, keeps the example's value.
import type { SafeRead } from '../catalogue/safe-reads.js';

interface Discovery {
  from: SafeRead;
  pick: (result: unknown) => unknown;
}

/** The first value of `field` in a depth-first walk of `value`. */
export function firstField(value: unknown, field: string): unknown {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstField(item, field);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (field in record && (typeof record[field] === 'number' || typeof record[field] === 'string'))
    return record[field];
  for (const child of Object.values(record)) {
    const found = firstField(child, field);
    if (found !== undefined) return found;
  }
  return undefined;
}

const field = (from: SafeRead, name: string): Discovery => ({
  from,
  pick: (result) => firstField(result, name),
});

/** Keyed by the state keys of the entries' examples (`fromState` in contracts/src/catalogue/*.schemas.ts). */
export const DISCOVERIES: Readonly<Record<string, Discovery>> = {
  goodsId: field('getHotGoods', 'goodsId'),
  superGoodsId: field('getSuperGoodList', 'goodsId'),
  documentId: field('getDocumentHomeList', 'documentId'),
  lifeDocumentId: field('getLifeDocumentList', 'documentId'),
  postId: field('getPostRemendList', 'documentId'),
  postAuthorUid: field('getPostRemendList', 'uid'),
  // Goods hang on the second level of the tree.
  categoryId: { from: 'getCategory', pick: firstSubcategoryId },
  weeklyZoneId: field('getWeeklyPreferredZone', 'zoneId'),
  flashSessionId: field('getTimeAxisV2', 'sessionId'),
  flashTopicId: field('getWebFlashSaleTopicAndTopicProduct', 'topicId'),
  welfareTopicId: field('getTopics', 'topicId'),
  topicId: field('getHotTopic', 'topicId'),
};

function firstSubcategoryId(tree: unknown): unknown {
  for (const root of Array.isArray(tree) ? tree : []) {
    const children = (root as { childGoodsNavList?: unknown } | null)?.childGoodsNavList;
    if (Array.isArray(children) && children.length) return firstField(children[0], 'id');
  }
  return undefined;
}
