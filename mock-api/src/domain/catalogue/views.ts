// Read views of the catalogue as the wire carries them: seed data merged with user-made state
// (current stock, likes, comments, posts, follows, collections) and the caller's own flags.
import type { common } from '@storefront/contracts/schemas';
import type { z } from 'zod';
import { mediaUrl } from '../../shared/media-urls.js';
import { excerpt } from '../../seed/excerpt.js';
import { currentStock, goodsStock } from './stock.js';
import {
  flashPriceOf,
  flashRemaining,
  flashTerms,
  nextFlashSession,
  runningFlashSession,
  type FlashTerms,
} from './flash-price.js';
import type { DocumentKind, SeedComment, SeedDocument, SeedGoods, SeedTopic } from '../../seed/types.js';
import { userBrief } from '../account/users-view.js';
import { USERS } from '../account/accounts.js';
import {
  collectTable as collects,
  commentTable as commentRows,
  favorTable as favors,
  followTable as follows,
  postTable as postRows,
  USER_CONTENT_ID_BASE,
  type CollectRow,
  type PostRow,
} from '../community/tables.js';

import type { ViewCtx } from '../context.js';
export type GoodsCard = z.infer<typeof common.goodsCard>;
export type GoodsDetail = z.infer<typeof common.goodsDetail>;
export type SkuView = z.infer<typeof common.sku>;
export type DocumentCard = z.infer<typeof common.documentCard>;
export type DocumentDetail = z.infer<typeof common.documentDetail>;
export type TopicView = z.infer<typeof common.topic>;
export type CommentView = z.infer<typeof common.comment>;
export type MemberView = z.infer<typeof common.member>;

/** Every registered user (the user search filters them by name). */
export const registeredUsers = (ctx: ViewCtx) => ctx.store.table(USERS).where({});

const me = (ctx: ViewCtx) => ctx.session?.userId ?? 0;

export { page, pageMap, type Page } from '../../shared/paging.js';

// ---- goods ----

/** Sort of goods lists: 0 综合 (catalogue order), 1 销量, 2 价格升序, 3 价格降序, 4 新品. */
export function sortGoods(list: SeedGoods[], orderType: number): SeedGoods[] {
  const sorted = [...list];
  const byId = (a: SeedGoods, b: SeedGoods) => a.goodsId - b.goodsId;
  const compare: Record<number, (a: SeedGoods, b: SeedGoods) => number> = {
    0: byId,
    1: (a, b) => b.sales - a.sales || byId(a, b),
    2: (a, b) => a.price - b.price || byId(a, b),
    3: (a, b) => b.price - a.price || byId(a, b),
    4: (a, b) => b.createTime - a.createTime || byId(a, b),
  };
  return sorted.sort(compare[orderType] ?? byId);
}

/** Goods shown in lists: those of hidden (type 4) categories only appear when asked for by category. */
export const listedGoods = (ctx: ViewCtx): SeedGoods[] =>
  ctx.seed.goodsIds
    .map((id) => ctx.seed.goods.get(id)!)
    .filter((g) => ctx.seed.categories.get(g.categoryId)?.type !== 4);

export function goodsCard(ctx: ViewCtx, g: SeedGoods): GoodsCard {
  return {
    goodsId: g.goodsId,
    name: g.name,
    subTitle: g.subTitle,
    picUrl: g.picUrl,
    price: g.price,
    originalPrice: g.originalPrice,
    sales: g.sales,
    stock: goodsStock(ctx, g.goodsId),
    tags: g.tags,
    integral: g.integral,
    shopType: g.shopType,
    buyUrl: g.buyUrl,
  };
}

/** The goods' SKUs with current stock and, while its session runs, their flash price. */
export function skuViews(ctx: ViewCtx, g: SeedGoods): SkuView[] {
  const session = runningFlashSession(ctx, g.goodsId);
  const terms = session ? flashTerms(ctx, g.goodsId, session) : null;
  return g.skus.map((s) => ({
    ...s,
    specs: { ...s.specs },
    stock: currentStock(ctx, s.skuId),
    flashPrice: terms ? flashPriceOf(terms, s.price) : null,
  }));
}

function flashSaleOf(ctx: ViewCtx, g: SeedGoods): GoodsDetail['flashSale'] {
  const session = runningFlashSession(ctx, g.goodsId) ?? nextFlashSession(ctx, g.goodsId);
  if (!session) return null;
  const terms: FlashTerms = flashTerms(ctx, g.goodsId, session);
  return {
    sessionId: session.sessionId,
    status: session.startTime <= ctx.now() ? 'ongoing' : 'upcoming',
    startTime: session.startTime,
    endTime: session.endTime,
    flashPrice: flashPriceOf(terms, g.price),
    limitPerUser: terms.limitPerUser,
    remaining: flashRemaining(ctx, terms, g.goodsId),
    serverTime: ctx.now(),
  };
}

export function goodsDetail(ctx: ViewCtx, g: SeedGoods): GoodsDetail {
  const uid = me(ctx);
  return {
    ...goodsCard(ctx, g),
    pictures: g.pictures,
    detailImages: g.detailImages,
    description: g.description,
    specGroups: g.specGroups,
    skus: skuViews(ctx, g),
    services: g.services,
    categoryId: g.categoryId,
    categoryName: g.categoryName,
    shopType: g.shopType,
    buyUrl: g.buyUrl,
    evaluateCount: g.evaluateCount,
    goodRate: g.goodRate,
    collected:
      uid > 0 && collects(ctx).first({ uid, targetType: 'goods', targetId: g.goodsId }) !== undefined,
    flashSale: flashSaleOf(ctx, g),
  };
}

// ---- documents (seed documents and user posts) ----

/** A seed document or a user's post, in the seed's shape. */
export type AnyDocument = SeedDocument;

function postAsDocument(row: PostRow): AnyDocument {
  const text = row.content.replace(/\s+/g, ' ').trim();
  return {
    documentId: row.id,
    kind: 'post',
    title: row.title,
    summary: excerpt(text),
    coverUrl: row.pictures[0] ?? mediaUrl.document(row.id, 0),
    pictures: row.pictures,
    authorUid: row.uid,
    categoryId: 0,
    topicId: row.topicId,
    createTime: row.createTime,
    viewCount: 0,
    favorCount: 0,
    paragraphs: row.content.split(/\n+/).filter((p) => p.trim() !== ''),
    goodsIds: [],
  };
}

export function findDocument(ctx: ViewCtx, documentId: number): AnyDocument | undefined {
  const seeded = ctx.seed.documents.get(documentId);
  if (seeded) return seeded;
  const row = documentId >= USER_CONTENT_ID_BASE ? postRows(ctx).get(documentId) : undefined;
  return row ? postAsDocument(row) : undefined;
}

/** Every document of the given kinds, newest first; user posts included for 'post'. */
export function documentsOf(ctx: ViewCtx, kinds: readonly DocumentKind[]): AnyDocument[] {
  const list = [...ctx.seed.documents.values()].filter((d) => kinds.includes(d.kind));
  if (kinds.includes('post')) list.push(...postRows(ctx).where({}).map(postAsDocument));
  return list.sort((a, b) => b.createTime - a.createTime || b.documentId - a.documentId);
}

const seedCommentsByDocument = new WeakMap<object, Map<number, SeedComment[]>>();
function seedCommentsOf(ctx: ViewCtx, documentId: number): SeedComment[] {
  let index = seedCommentsByDocument.get(ctx.seed);
  if (!index) {
    index = new Map();
    for (const c of ctx.seed.comments.values()) {
      const list = index.get(c.documentId) ?? [];
      list.push(c);
      index.set(c.documentId, list);
    }
    seedCommentsByDocument.set(ctx.seed, index);
  }
  return index.get(documentId) ?? [];
}

export function favorCountOf(
  ctx: ViewCtx,
  targetType: 'document' | 'comment',
  targetId: number,
  base: number,
): number {
  return base + favors(ctx).count({ targetType, targetId });
}
const favoredByMe = (ctx: ViewCtx, targetType: 'document' | 'comment', targetId: number) => {
  const uid = me(ctx);
  return uid > 0 && favors(ctx).first({ uid, targetType, targetId }) !== undefined;
};
const collectedByMe = (ctx: ViewCtx, targetType: CollectRow['targetType'], targetId: number) => {
  const uid = me(ctx);
  return uid > 0 && collects(ctx).first({ uid, targetType, targetId }) !== undefined;
};

export function commentCountOf(ctx: ViewCtx, documentId: number): number {
  return seedCommentsOf(ctx, documentId).length + commentRows(ctx).count({ documentId });
}

export function documentCard(ctx: ViewCtx, d: AnyDocument): DocumentCard {
  return {
    documentId: d.documentId,
    kind: d.kind,
    title: d.title,
    summary: d.summary,
    coverUrl: d.coverUrl,
    pictures: d.pictures,
    author: userBrief(ctx, d.authorUid),
    categoryId: d.categoryId,
    topicId: d.topicId,
    createTime: d.createTime,
    viewCount: d.viewCount,
    favorCount: favorCountOf(ctx, 'document', d.documentId, d.favorCount),
    commentCount: commentCountOf(ctx, d.documentId),
    favored: favoredByMe(ctx, 'document', d.documentId),
    collected: collectedByMe(ctx, 'document', d.documentId),
  };
}

export function documentDetail(ctx: ViewCtx, d: AnyDocument): DocumentDetail {
  const uid = me(ctx);
  return {
    ...documentCard(ctx, d),
    paragraphs: d.paragraphs.length > 0 ? d.paragraphs : [d.summary],
    goods: d.goodsIds
      .map((id) => ctx.seed.goods.get(id))
      .filter((g): g is SeedGoods => g !== undefined)
      .map((g) => goodsCard(ctx, g)),
    topicTitle: ctx.seed.topics.get(d.topicId)?.title ?? null,
    authorFollowed: uid > 0 && follows(ctx).first({ uid, followUid: d.authorUid }) !== undefined,
  };
}

// ---- topics, comments, members ----

export function postCountOfTopic(ctx: ViewCtx, topicId: number): number {
  let count = 0;
  for (const d of ctx.seed.documents.values()) if (d.kind === 'post' && d.topicId === topicId) count++;
  return count + postRows(ctx).count({ topicId });
}

export function topicView(ctx: ViewCtx, t: SeedTopic): TopicView {
  return {
    topicId: t.topicId,
    title: t.title,
    description: t.description,
    coverUrl: t.coverUrl,
    postCount: postCountOfTopic(ctx, t.topicId),
    followCount: t.followCount + collects(ctx).count({ targetType: 'topic', targetId: t.topicId }),
    collected: collectedByMe(ctx, 'topic', t.topicId),
  };
}

/** Top-level comments of a document, newest first, each with its replies oldest first. */
export function commentsOf(ctx: ViewCtx, documentId: number): CommentView[] {
  // The seed's comments and those users wrote here, in the seed's shape.
  const all: SeedComment[] = [
    ...seedCommentsOf(ctx, documentId),
    ...commentRows(ctx)
      .where({ documentId })
      .map((c) => ({ ...c, commentId: c.id, favorCount: 0 })),
  ];
  const brief = (uid: number) => userBrief(ctx, uid);
  return all
    .filter((c) => c.parentId === 0)
    .sort((a, b) => b.createTime - a.createTime || b.commentId - a.commentId)
    .map((c) => ({
      commentId: c.commentId,
      documentId: c.documentId,
      parentId: 0,
      user: brief(c.uid),
      replyTo: null,
      content: c.content,
      createTime: c.createTime,
      favorCount: favorCountOf(ctx, 'comment', c.commentId, c.favorCount),
      favored: favoredByMe(ctx, 'comment', c.commentId),
      replies: all
        .filter((r) => r.parentId === c.commentId)
        .sort((a, b) => a.createTime - b.createTime || a.commentId - b.commentId)
        .map((r) => ({
          commentId: r.commentId,
          user: brief(r.uid),
          replyTo: r.replyUid ? brief(r.replyUid) : null,
          content: r.content,
          createTime: r.createTime,
        })),
    }));
}

export function memberView(ctx: ViewCtx, uid: number): MemberView {
  const seeded = ctx.seed.users.get(uid);
  const registered = seeded ? undefined : ctx.store.table(USERS).get(uid);
  const mine = me(ctx);
  let posts = 0;
  for (const d of ctx.seed.documents.values()) if (d.authorUid === uid && d.kind === 'post') posts++;
  return {
    ...userBrief(ctx, uid),
    signature: seeded?.signature ?? registered?.signature ?? '',
    fansCount: (seeded?.fansCount ?? 0) + follows(ctx).count({ followUid: uid }),
    postCount: posts + postRows(ctx).count({ uid }),
    followed: mine > 0 && follows(ctx).first({ uid: mine, followUid: uid }) !== undefined,
  };
}
