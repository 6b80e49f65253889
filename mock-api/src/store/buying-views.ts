// Cards the buying side lists (my posts, my collections) in the wire's common shapes, with the
// caller's flags and counts merged from the user tables like the platform's reads do.
import type { ResultOf } from '@storefront/contracts';
import { mediaUrl } from '../media/urls.js';
import { qrMediaUrl } from '../media/qr.js';
import type { StoreCtx } from './buying-context.js';
import { collectedIds, commentTable, favorTable, isCollected, postTable, type PostRow } from './community.js';
import type { OrderRow } from './orders.js';
import type { SeedDocument } from './seed/types.js';
import { goodsStock } from './stock.js';
import { userBrief } from './users-view.js';

type GoodsCard = ResultOf<'getMyCollectGoodList'>['list'][number];
type DocumentCard = ResultOf<'getMyCollectDocumentList'>['list'][number];
type TopicCard = ResultOf<'getMyCollectFindTopiclist'>['list'][number];

const SUMMARY_CHARS = 60;

function counts(ctx: StoreCtx, documentId: number, viewerUid: number | null) {
  const favors = favorTable(ctx).find((f) => f.targetType === 'document' && f.targetId === documentId);
  let seededComments = 0;
  for (const c of ctx.seed.comments.values()) if (c.documentId === documentId) seededComments += 1;
  return {
    favorCount: favors.length,
    favored: viewerUid !== null && favors.some((f) => f.uid === viewerUid),
    commentCount: seededComments + commentTable(ctx).find((c) => c.documentId === documentId).length,
    collected: viewerUid !== null && isCollected(ctx, viewerUid, 'document', documentId),
  };
}

function seededCard(ctx: StoreCtx, doc: SeedDocument, viewerUid: number | null): DocumentCard {
  const c = counts(ctx, doc.documentId, viewerUid);
  return {
    documentId: doc.documentId,
    kind: doc.kind,
    title: doc.title,
    summary: doc.summary,
    coverUrl: doc.coverUrl,
    pictures: [...doc.pictures],
    author: userBrief(ctx, doc.authorUid),
    categoryId: doc.categoryId,
    topicId: doc.topicId,
    createTime: doc.createTime,
    viewCount: doc.viewCount,
    ...c,
    favorCount: doc.favorCount + c.favorCount,
  };
}

function postCard(ctx: StoreCtx, post: PostRow, viewerUid: number | null): DocumentCard {
  return {
    documentId: post.id,
    kind: 'post',
    title: post.title,
    summary: [...post.content].slice(0, SUMMARY_CHARS).join(''),
    coverUrl: post.pictures[0] ?? mediaUrl.document(post.id),
    pictures: [...post.pictures],
    author: userBrief(ctx, post.uid),
    categoryId: 0,
    topicId: post.topicId,
    createTime: post.createTime,
    viewCount: 0,
    ...counts(ctx, post.id, viewerUid),
  };
}

export function documentCard(ctx: StoreCtx, documentId: number, viewerUid: number | null): DocumentCard | null {
  const doc = ctx.seed.documents.get(documentId);
  if (doc) return seededCard(ctx, doc, viewerUid);
  const post = postTable(ctx).get(documentId);
  return post ? postCard(ctx, post, viewerUid) : null;
}

/** A user's posts (seeded and written here), newest first. */
export function userPostCards(ctx: StoreCtx, uid: number, viewerUid: number | null): DocumentCard[] {
  const seeded = [...ctx.seed.documents.values()].filter((d) => d.kind === 'post' && d.authorUid === uid).map((d) => seededCard(ctx, d, viewerUid));
  const written = postTable(ctx).find((p) => p.uid === uid).map((p) => postCard(ctx, p, viewerUid));
  return [...written, ...seeded].sort((a, b) => b.createTime - a.createTime || b.documentId - a.documentId);
}

export function myPostList(ctx: StoreCtx & { session: { userId: number } | null }, uid: number, pageNum: number, pageSize: number) {
  const cards = userPostCards(ctx, uid, ctx.session?.userId ?? null);
  const start = (pageNum - 1) * pageSize;
  return { list: cards.slice(start, start + pageSize), total: cards.length, pageNum, pageSize };
}

export function collectedGoodsCards(ctx: StoreCtx, uid: number): GoodsCard[] {
  return collectedIds(ctx, uid, 'goods').flatMap((goodsId) => {
    const g = ctx.seed.goods.get(goodsId);
    if (!g) return [];
    return [{
      goodsId: g.goodsId,
      name: g.name,
      subTitle: g.subTitle,
      picUrl: g.picUrl,
      price: g.price,
      originalPrice: g.originalPrice,
      sales: g.sales,
      stock: goodsStock(ctx, g.goodsId),
      tags: [...g.tags],
      integral: g.integral,
    }];
  });
}

/** Collected documents: 'posts' are community posts, 'articles' everything else (articles, study, life). */
export function collectedDocumentCards(ctx: StoreCtx, uid: number, which: 'articles' | 'posts'): DocumentCard[] {
  return collectedIds(ctx, uid, 'document').flatMap((id) => {
    const card = documentCard(ctx, id, uid);
    if (!card || (card.kind === 'post') !== (which === 'posts')) return [];
    return [card];
  });
}

export function collectedTopics(ctx: StoreCtx, uid: number): TopicCard[] {
  return collectedIds(ctx, uid, 'topic').flatMap((topicId) => {
    const t = ctx.seed.topics.get(topicId);
    if (!t) return [];
    let seededPosts = 0;
    for (const d of ctx.seed.documents.values()) if (d.topicId === topicId) seededPosts += 1;
    const collectors = ctx.db.table<{ id: number; targetType: string; targetId: number }>('collects').find((c) => c.targetType === 'topic' && c.targetId === topicId).length;
    return [{
      topicId,
      title: t.title,
      description: t.description,
      coverUrl: t.coverUrl,
      postCount: seededPosts + postTable(ctx).find((p) => p.topicId === topicId).length,
      followCount: t.followCount + collectors,
      collected: true,
    }];
  });
}

/** The simulated cashier's QR code for an order. */
export const payQrUrl = (order: OrderRow): string => qrMediaUrl(`mockpay://order/${order.orderNo}?amount=${order.payAmount}`);
