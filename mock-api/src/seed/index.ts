// createSeed: the deterministic, read-only catalogue of the shop. One Faker instance with the zh_CN
// locale, seeded with MOCK_SEED, draws everything in a fixed order (users, goods, evaluations,
// content, promotions), so the same seed always yields the same ids, names and prices. Times are
// laid out relative to the CST day of `now`.
import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { buildAgreements } from './agreements.js';
import { drawContent } from './content.js';
import type { Draw } from './draw.js';
import { drawEvaluations } from './evaluations.js';
import { flashSessionsAround } from './flash-sale.js';
import { drawGoodsCatalogue } from './goods.js';
import { drawPromotions } from './promotions.js';
import { buildRegions } from './regions.js';
import { DAY_MS, cstDayStart } from './time.js';
import type { Seed } from './types.js';
import { drawUsers } from './users.js';
import * as W from './words.js';

export type * from './types.js';

export function createSeed(seedNumber: number, now: number): Seed {
  const f = new Faker({ locale: [zh_CN, en, base] });
  f.seed(seedNumber);
  const draw: Draw = { f, day: cstDayStart(now) };
  const users = drawUsers(draw);
  const catalogue = drawGoodsCatalogue(draw);
  const { categories, goods, skus } = catalogue;
  const goodsIds = [...goods.keys()];
  const visibleGoodsIds = goodsIds.filter((id) => categories.get(goods.get(id)!.categoryId)!.type !== 4);
  const selfGoodsIds = visibleGoodsIds.filter((id) => goods.get(id)!.shopType === 'self');
  const evaluations = drawEvaluations(draw, goods.values());
  const content = drawContent(draw, catalogue, visibleGoodsIds);
  const { flashPoolIds, ...promotions } = drawPromotions(draw, catalogue, {
    goods,
    visibleGoodsIds,
    selfGoodsIds,
  });
  const flashPool = { seedNumber, goodsIds: flashPoolIds };
  return {
    seedNumber,
    builtAt: now,
    goods,
    goodsIds,
    skus,
    categories,
    ...content,
    users,
    regions: buildRegions(),
    flashSessions: flashSessionsAround(flashPool, now),
    flashPool,
    ...promotions,
    agreements: buildAgreements(draw.day - 30 * DAY_MS),
    hotWords: W.HOT_WORDS,
    expressCompanies: W.EXPRESS_COMPANIES,
    interests: W.INTERESTS.map((name, i) => ({ id: i + 1, name })),
    evaluationsOf: (goodsId) => evaluations.get(goodsId) ?? [],
  };
}
