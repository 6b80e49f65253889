// The rules that make the seeded shop read as one coherent world: counts that agree, units that fit
// the product, texts and promotions that match their goods, searches that find something, the full
// region table, a picture for every product kind and a flash sale at any hour.
import request from 'supertest';
import { call, testApp } from '../harness.js';
import { hasIcon, iconOf, usedIconNames } from '../../src/http/media/icons.js';
import { CATEGORY_PLAN } from '../../src/seed/catalogue-plan.js';
import { ARTICLE_CATEGORY_PLAN, TOPIC_PLAN } from '../../src/seed/content-plan.js';
import { excerpt } from '../../src/seed/excerpt.js';
import { createSeed } from '../../src/seed/index.js';
import { HOUR_MS, cstDayStart } from '../../src/seed/time.js';
import { HOT_WORDS, PROMOTION_ICONS } from '../../src/seed/words.js';

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const app = testApp({ now: () => NOW });
const seed = app.mock.seed;
const allGoods = [...seed.goods.values()];
const kinds = CATEGORY_PLAN.flatMap((r) =>
  r.children.flatMap((l) => l.kinds.map((k) => ({ ...k, leaf: l.name }))),
);
const kindOf = (name: string) => kinds.find((k) => k.name === name)!;
const leafNamesOf = (goodsIds: number[]) => goodsIds.map((id) => seed.goods.get(id)!.categoryName);

describe('goods', () => {
  it('never have more reviews than sales', () => {
    for (const g of allGoods) {
      expect(g.evaluateCount).toBeLessThanOrEqual(g.sales);
      expect(seed.evaluationsOf(g.goodsId)).toHaveLength(g.evaluateCount);
    }
  });

  it('carry volumes (容量, ml) only when they are liquids or hold one', () => {
    const volume = /\dml/;
    for (const g of allGoods) {
      const values = g.specGroups.flatMap((s) => s.values);
      if (values.some((v) => volume.test(v)))
        expect({ kind: g.kind, liquid: kindOf(g.kind).liquid }).toEqual({
          kind: g.kind,
          liquid: true,
        });
      if (g.specGroups.some((s) => s.name === '容量')) expect(kindOf(g.kind).liquid).toBe(true);
    }
  });

  it('offer 颜色 and 尺码 for clothes and shoes, 色号 for makeup, an amount for food', () => {
    const axes = (leaf: string) =>
      allGoods.filter((g) => g.categoryName === leaf).map((g) => g.specGroups.map((s) => s.name));
    for (const leaf of ['女装', '男装', '鞋靴', '运动服饰', '童装童鞋'])
      for (const names of axes(leaf)) expect(names).toEqual(expect.arrayContaining(['颜色', '尺码']));
    for (const g of allGoods.filter((x) => x.categoryName === '彩妆香水' && !x.kind.includes('香水')))
      expect(g.specGroups.map((s) => s.name)).toContain('色号');
    for (const leaf of ['休闲零食', '新鲜水果', '粮油调味', '茶饮冲调'])
      for (const names of axes(leaf)) expect(names.some((n) => ['规格', '容量'].includes(n))).toBe(true);
  });

  it('are named after their brand and kind, the brand one of its category', () => {
    for (const g of allGoods) {
      const leaf = CATEGORY_PLAN.flatMap((r) => r.children).find((l) => l.name === g.categoryName)!;
      expect(leaf.brands).toContain(g.brand);
      expect(g.name).toContain(`${g.brand} ${g.kind}`);
      expect(leaf.kinds.map((k) => k.name)).toContain(g.kind);
    }
  });

  it('are the same world for the same MOCK_SEED', () => {
    const again = createSeed(seed.seedNumber, NOW);
    expect([...again.goods.values()].map((g) => [g.name, g.price, g.sales])).toEqual(
      allGoods.map((g) => [g.name, g.price, g.sales]),
    );
  });
});

describe('pictures', () => {
  it('exist for every icon the seed names', () => {
    const missing = usedIconNames().filter((name) => !hasIcon(name));
    expect(missing).toEqual([]);
    for (const k of kinds) expect(hasIcon(k.icon)).toBe(true);
    for (const t of [...ARTICLE_CATEGORY_PLAN, ...TOPIC_PLAN]) expect(hasIcon(t.icon)).toBe(true);
    const promotions = [
      ...seed.ads.map((a) => a.title.split(' · ')[0]!),
      ...seed.greateZones.map((z) => z.title),
      ...seed.weeklyZones.map((z) => z.title),
      ...[...seed.welfareTopics.values()].map((t) => t.title),
      ...[...seed.flashTopics.values()].map((t) => t.title),
      ...[...seed.activities.values()].map((a) => a.title),
      ...seed.gpBanners.map((b) => b.title),
    ];
    for (const title of promotions)
      expect({ title, icon: PROMOTION_ICONS[title] }).toEqual({ title, icon: expect.any(String) });
  });

  it('draw each goods with its kind’s icon, a different view per gallery picture and no printed text', async () => {
    const g = allGoods.find((x) => x.pictures.length >= 4)!;
    const svgs = await Promise.all(
      g.pictures.map(async (url) => {
        const res = await request(app).get(url).expect(200);
        expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
        expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
        return String(res.body ?? res.text);
      }),
    );
    for (const svg of svgs) {
      expect(svg).toContain(iconOf(g.icon).body);
      expect(svg).not.toContain('<text');
      expect(svg.length).toBeLessThan(20_000);
    }
    expect(new Set(svgs).size).toBe(svgs.length);
  });
});

describe('content', () => {
  it('links goods of the article category’s or topic’s own catalogue leaves', () => {
    for (const d of seed.documents.values()) {
      const theme =
        d.kind === 'post'
          ? TOPIC_PLAN[d.topicId - 1]
          : d.categoryId > 0
            ? ARTICLE_CATEGORY_PLAN[d.categoryId - 1]
            : undefined;
      if (!theme) continue;
      expect(d.goodsIds.length).toBeGreaterThan(0);
      for (const leaf of leafNamesOf(d.goodsIds))
        expect([...theme.leaves, ...(theme.companions ?? [])]).toContain(leaf);
      expect(theme.leaves).toContain(seed.goods.get(d.goodsIds[0]!)!.categoryName);
    }
  });

  it('talks about its linked goods in title and several paragraphs, with an excerpt ending in …', () => {
    for (const d of seed.documents.values()) {
      const subject = seed.goods.get(d.goodsIds[0]!)!;
      expect(d.paragraphs.length).toBeGreaterThanOrEqual(d.kind === 'post' ? 2 : 3);
      expect([d.title, ...d.paragraphs].join('')).toContain(subject.kind);
      expect(d.summary === d.paragraphs[0] || d.summary.endsWith('…')).toBe(true);
    }
  });

  it('cuts excerpts after a clause, never inside one', () => {
    expect(
      excerpt('挑保温杯之前，先想清楚自己最在意什么：是价格、耐用还是颜值。需求清楚了，再去看参数。'),
    ).toBe('挑保温杯之前，先想清楚自己最在意什么：是价格、耐用还是颜值。需求清楚了…');
    expect(excerpt('短句。')).toBe('短句。');
    expect(
      excerpt('一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二三'),
    ).toMatch(/…$/);
  });

  it('links food and kitchen goods from 美食食谱 articles', () => {
    const recipes = [...seed.documents.values()].filter((d) => d.kind === 'article' && d.categoryId === 3);
    expect(ARTICLE_CATEGORY_PLAN[2]!.title).toBe('美食食谱');
    const roots = new Set(recipes.flatMap((d) => d.goodsIds.map((id) => seed.goods.get(id)!.rootCategoryId)));
    expect([...roots].sort()).toEqual([1, 9]);
  });

  it('fills flash, welfare and activity topics with goods of their theme', () => {
    const topic = (title: string) => [...seed.flashTopics.values()].find((t) => t.title === title)!;
    const food = ['新鲜水果'];
    expect(topic('生鲜限时购').goodsIds.length).toBeGreaterThanOrEqual(5);
    for (const leaf of leafNamesOf(topic('生鲜限时购').goodsIds)) expect(food).toContain(leaf);
    const brandDay = topic('品牌闪购日').goodsIds.map((id) => seed.goods.get(id)!.brand);
    expect(new Set(brandDay).size).toBe(1);
    const pets = [...seed.welfareTopics.values()].find((t) => t.title === '宠物节专场')!;
    for (const leaf of leafNamesOf(pets.goodsIds))
      expect(['猫咪主粮', '狗狗主粮', '宠物用品', '宠物零食']).toContain(leaf);
  });
});

describe('search', () => {
  const searches = {
    1: 'searchGoodslist',
    2: 'searchDucumentAndTopiclist',
    3: 'searchPostlist',
    4: 'searchMemberlist',
  } as const;
  it.each(([1, 2, 3, 4] as const).flatMap((type) => HOT_WORDS[type].map((word) => [type, word] as const)))(
    'hot word of type %i “%s” finds results',
    async (type, word) => {
      const res = await call(app, searches[type], { keyword: word, pageNum: 1, pageSize: 20 }).expect(200);
      expect(res.body.code).toBe('01');
      expect(res.body.result.total).toBeGreaterThanOrEqual(type === 1 ? 5 : 1);
    },
  );

  it('finds goods by brand and by first-level category', async () => {
    const byBrand = await call(app, 'searchGoodslist', { keyword: '极客派', pageNum: 1, pageSize: 50 });
    expect(byBrand.body.result.total).toBeGreaterThan(0);
    const byRoot = await call(app, 'searchGoodslist', { keyword: '宠物生活', pageNum: 1, pageSize: 50 });
    expect(byRoot.body.result.total).toBeGreaterThanOrEqual(20);
  });
});

describe('regions', () => {
  it('hold every mainland province, each with cities that all have areas', async () => {
    const res = await call(app, 'getWebArea').expect(200);
    const { provinces, city, area } = res.body.result as typeof seed.regions;
    expect(provinces).toHaveLength(31);
    const names = provinces.map((p) => p.name);
    for (const name of ['北京市', '上海市', '广东省', '西藏自治区', '新疆维吾尔自治区', '海南省', '黑龙江省'])
      expect(names).toContain(name);
    for (const p of provinces) {
      expect(city[p.code]!.length).toBeGreaterThan(0);
      for (const c of city[p.code]!) expect(area[c.code]!.length).toBeGreaterThan(0);
    }
    expect(city['440000']!.find((c) => c.code === '440300')!.name).toBe('深圳市');
  });
});

describe('flash sale', () => {
  it.each([3, 15])('has a running session with goods at %i:00 China time', async (hour) => {
    const at = cstDayStart(NOW) + hour * HOUR_MS + 17 * 60 * 1000;
    const clocked = testApp({ seed, now: () => at });
    const res = await call(clocked, 'getFlashSale').expect(200);
    expect(res.body.result.session.status).toBe('ongoing');
    expect(res.body.result.goods.length).toBeGreaterThanOrEqual(5);
    const axis = await call(clocked, 'getTimeAxisV2').expect(200);
    const sessions = axis.body.result.sessions as Array<{ startTime: number; endTime: number }>;
    expect(sessions[0]!.startTime).toBe(cstDayStart(at));
    expect(sessions.at(-1)!.endTime).toBe(cstDayStart(at) + 24 * HOUR_MS);
  });
});
