// Lists of the buying side (my posts, my collections) built with the platform's catalogue views,
// so a card looks and counts the same wherever it appears.
import {
  documentCard,
  documentsOf,
  findDocument,
  goodsCard,
  page,
  topicView,
  type DocumentCard,
  type GoodsCard,
  type TopicView,
} from '../catalogue/views.js';
import type { ViewCtx } from '../context.js';
import { collectedIds } from './community.js';

/** A user's posts (seeded and written here), newest first, flags for the caller. */
export function myPostList(ctx: ViewCtx, uid: number, pageNum: number, pageSize: number) {
  const posts = documentsOf(ctx, ['post']).filter((d) => d.authorUid === uid);
  const p = page(posts, pageNum, pageSize);
  return { ...p, list: p.list.map((d) => documentCard(ctx, d)) };
}

export function collectedGoodsCards(ctx: ViewCtx, uid: number): GoodsCard[] {
  return collectedIds(ctx, uid, 'goods').flatMap((id) => {
    const goods = ctx.seed.goods.get(id);
    return goods ? [goodsCard(ctx, goods)] : [];
  });
}

/** Collected documents: 'posts' are community posts, 'articles' everything else (articles, study, life). */
export function collectedDocumentCards(
  ctx: ViewCtx,
  uid: number,
  which: 'articles' | 'posts',
): DocumentCard[] {
  return collectedIds(ctx, uid, 'document').flatMap((id) => {
    const doc = findDocument(ctx, id);
    if (!doc || (doc.kind === 'post') !== (which === 'posts')) return [];
    return [documentCard(ctx, doc)];
  });
}

export function collectedTopics(ctx: ViewCtx, uid: number): TopicView[] {
  return collectedIds(ctx, uid, 'topic').flatMap((id) => {
    const topic = ctx.seed.topics.get(id);
    return topic ? [topicView(ctx, topic)] : [];
  });
}
