// Wire-shaped sample data for the browsing pages' tests, typed by the contracts so a
// schema change breaks the fixtures at compile time rather than silently.
import type { ResultOf } from '@storefront/contracts';

export type GoodsCardFixture = ResultOf<'getHotGoods'>['list'][number];
export type GoodsDetailFixture = ResultOf<'getGoods'>;

const NAMES = [
  '云南小粒咖啡豆',
  '纯棉四件套',
  '不锈钢保温杯',
  '无线蓝牙耳机',
  '有机五常大米',
  '真丝眼罩',
  '竹纤维毛巾',
  '陶瓷马克杯',
];

export function goodsCard(goodsId: number, extra: Partial<GoodsCardFixture> = {}): GoodsCardFixture {
  return {
    goodsId,
    name: `${NAMES[goodsId % NAMES.length]} ${goodsId}号`,
    subTitle: '品质之选',
    picUrl: `/media/goods/${goodsId}-0.svg`,
    price: 1990 + goodsId * 100,
    originalPrice: 2990 + goodsId * 100,
    sales: 100 + goodsId,
    stock: 50,
    tags: ['包邮'],
    integral: 10,
    shopType: 'self',
    buyUrl: null,
    ...extra,
  };
}

export function goodsPage(ids: number[], pageNum = 1, pageSize = 10, total = ids.length) {
  return { list: ids.map((id) => goodsCard(id)), total, pageNum, pageSize };
}

export const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
