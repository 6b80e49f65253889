// Home area: agreements, ads (with click counting), the home article list and category entries.
import { Refusal } from '../../domain/refusal.js';
import type { AreaHandlers } from '../api/handler-types.js';
import { documentCard, documentsOf, pageMap } from '../../domain/catalogue/views.js';
import type { ViewCtx } from '../../domain/context.js';
import type { SeedAd, SeedCategory } from '../../seed/types.js';
import { countAdClick } from '../../domain/catalogue/ad-clicks.js';
import type { NamesOf } from './area-names.js';

const adView = (ad: SeedAd) => ({
  adId: ad.adId,
  title: ad.title,
  picUrl: ad.picUrl,
  linkUrl: ad.linkUrl,
  position: ad.position,
});
const adsAt = (ctx: ViewCtx, position: SeedAd['position']) =>
  ctx.seed.ads.filter((a) => a.position === position).map(adView);

const categoryLeaf = (c: SeedCategory) => ({
  id: c.id,
  name: c.name,
  type: c.type,
  picUrl: c.picUrl,
  pid: c.pid,
});
const byOrder = (a: SeedCategory, b: SeedCategory) => a.sort - b.sort || a.id - b.id;
export const rootCategories = (ctx: ViewCtx) =>
  [...ctx.seed.categories.values()].filter((c) => c.pid === 0).sort(byOrder);
export const childCategories = (ctx: ViewCtx, pid: number) =>
  [...ctx.seed.categories.values()].filter((c) => c.pid === pid).sort(byOrder);
/** The tree of the nav: hidden (type 4) children are included, the client hides them (see docs/product-rules.md). */
export const categoryTree = (ctx: ViewCtx) =>
  rootCategories(ctx).map((root) => ({
    ...categoryLeaf(root),
    childGoodsNavList: childCategories(ctx, root.id).map(categoryLeaf),
  }));
export { categoryLeaf };

export const homeHandlers: AreaHandlers<NamesOf<'home'>> = {
  getAgreementDetails: ({ type }, ctx) => ctx.seed.agreements[type],
  getUserRegisterAgreement: (_input, ctx) => ctx.seed.agreements.register,
  getUserPolicySecret: (_input, ctx) => ctx.seed.agreements.privacy,
  getReminderAsInvoice: (_input, ctx) => ctx.seed.agreements.invoice,
  getGoodsAd: (_input, ctx) => adsAt(ctx, 'goods'),
  getAdByFind: (_input, ctx) => adsAt(ctx, 'find'),
  getAdByHome: (_input, ctx) => ({
    banners: adsAt(ctx, 'homeBanner'),
    sideAds: adsAt(ctx, 'homeSide'),
    popup: adsAt(ctx, 'homePopup')[0] ?? null,
  }),
  addAdClickCount: ({ adId }, ctx) => {
    if (!ctx.seed.ads.some((a) => a.adId === adId)) throw new Refusal('广告不存在');
    return { adId, clickCount: countAdClick(ctx, adId) };
  },
  getDocumentHomeList: ({ pageNum, pageSize, categoryId }, ctx) => {
    const articles = documentsOf(ctx, ['article']).filter(
      (d) => categoryId === undefined || d.categoryId === categoryId,
    );
    return {
      ...pageMap(articles, pageNum, pageSize, (d) => documentCard(ctx, d)),
      categories: ctx.seed.articleCategories,
    };
  },
  getHomeCategoryList: (_input, ctx) => rootCategories(ctx).map(categoryLeaf),
  getNewCategoryList: (_input, ctx) => ({
    goodsNav: categoryTree(ctx),
    articleNav: ctx.seed.articleCategories,
  }),
};
