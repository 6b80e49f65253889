// Community writes: likes (`favors`), comments (`comments`), follows (`follows`), posts (`posts`)
// and collections (`collects`). The platform's reads merge these tables with the seed; the people
// concerned get a message (likes → favor box, comments and replies → comment box, follows → newMsg).
import type { StoreCtx } from '../context.js';
import { refuse } from '../refusal.js';
import { notify } from '../account/messages.js';
import type { DocumentKind } from '../../seed/types.js';
import { userBrief } from '../account/users-view.js';
import { isRegisteredUid } from '../account/accounts.js';

export * from './tables.js';
import {
  collectTable,
  commentTable,
  favorTable,
  followTable,
  postTable,
  type CollectRow,
  type CommentRow,
  type FavorRow,
  type PostRow,
} from './tables.js';

/** A document of the seed or a post a user wrote, reduced to what the writes need. */
export interface DocumentRef {
  documentId: number;
  kind: DocumentKind;
  title: string;
  authorUid: number;
  baseFavorCount: number;
}

export function documentRef(ctx: StoreCtx, documentId: number): DocumentRef | null {
  const seeded = ctx.seed.documents.get(documentId);
  if (seeded)
    return {
      documentId,
      kind: seeded.kind,
      title: seeded.title,
      authorUid: seeded.authorUid,
      baseFavorCount: seeded.favorCount,
    };
  const post = postTable(ctx).get(documentId);
  if (post) return { documentId, kind: 'post', title: post.title, authorUid: post.uid, baseFavorCount: 0 };
  return null;
}

export const documentLink = (ref: { documentId: number; kind: DocumentKind }): string =>
  ref.kind === 'study'
    ? `/article/studyDetail?id=${ref.documentId}`
    : `/article/articleDetail?id=${ref.documentId}`;

const KIND_NAME: Record<DocumentKind, string> = {
  article: '文章',
  post: '帖子',
  study: '学堂笔记',
  life: '生活分享',
};

interface CommentRef {
  commentId: number;
  documentId: number;
  parentId: number;
  uid: number;
  content: string;
  baseFavorCount: number;
}

export function commentRef(ctx: StoreCtx, commentId: number): CommentRef | null {
  const seeded = ctx.seed.comments.get(commentId);
  if (seeded) return { ...seeded, baseFavorCount: seeded.favorCount };
  const row = commentTable(ctx).get(commentId);
  if (row)
    return {
      commentId: row.id,
      documentId: row.documentId,
      parentId: row.parentId,
      uid: row.uid,
      content: row.content,
      baseFavorCount: 0,
    };
  return null;
}

const userExists = (ctx: StoreCtx, uid: number): boolean =>
  ctx.seed.users.has(uid) || isRegisteredUid(ctx.store, uid);

const excerpt = (text: string): string =>
  [...text].length > 20 ? `${[...text].slice(0, 20).join('')}…` : text;

// ---- likes ----

function setFavor(
  ctx: StoreCtx,
  uid: number,
  targetType: FavorRow['targetType'],
  targetId: number,
  favor: boolean,
): boolean {
  const table = favorTable(ctx);
  const existing = table.first({ uid, targetType, targetId });
  if (favor && !existing) {
    table.insert({ uid, targetType, targetId });
    return true;
  }
  if (!favor && existing) table.remove(existing.id);
  return false;
}

const favorCount = (
  ctx: StoreCtx,
  targetType: FavorRow['targetType'],
  targetId: number,
  base: number,
): number => base + favorTable(ctx).count({ targetType, targetId });

export function favorDocument(
  ctx: StoreCtx,
  uid: number,
  documentId: number,
  favor: boolean,
): { favored: boolean; favorCount: number } {
  const doc = documentRef(ctx, documentId);
  if (!doc) refuse('内容不存在或已删除');
  const added = setFavor(ctx, uid, 'document', documentId, favor);
  if (added) {
    notify(ctx.store, {
      uid: doc.authorUid,
      box: 'favor',
      title: '收到新的赞',
      content: `${userBrief(ctx, uid).nickname}赞了你的${KIND_NAME[doc.kind]}「${doc.title}」`,
      fromUid: uid,
      link: documentLink(doc),
      createTime: ctx.now(),
    });
  }
  return { favored: favor, favorCount: favorCount(ctx, 'document', documentId, doc.baseFavorCount) };
}

export function favorComment(
  ctx: StoreCtx,
  uid: number,
  commentId: number,
  favor: boolean,
): { favored: boolean; favorCount: number } {
  const comment = commentRef(ctx, commentId);
  if (!comment) refuse('评论不存在或已删除');
  const added = setFavor(ctx, uid, 'comment', commentId, favor);
  if (added) {
    const doc = documentRef(ctx, comment.documentId);
    notify(ctx.store, {
      uid: comment.uid,
      box: 'favor',
      title: '收到新的赞',
      content: `${userBrief(ctx, uid).nickname}赞了你的评论「${excerpt(comment.content)}」`,
      fromUid: uid,
      link: doc ? documentLink(doc) : null,
      createTime: ctx.now(),
    });
  }
  return { favored: favor, favorCount: favorCount(ctx, 'comment', commentId, comment.baseFavorCount) };
}

// ---- comments ----

export function addComment(
  ctx: StoreCtx,
  uid: number,
  input: { documentId: number; content: string; parentId: number; replyUid: number },
): CommentRow {
  const doc = documentRef(ctx, input.documentId);
  if (!doc) refuse('内容不存在或已删除');
  let replyUid = 0;
  let parentId = 0;
  if (input.parentId > 0) {
    const parent = commentRef(ctx, input.parentId);
    if (!parent || parent.documentId !== input.documentId) refuse('回复的评论不存在');
    // Replies hang under the top-level comment; replyUid says whom inside the thread is answered.
    parentId = parent.parentId > 0 ? parent.parentId : parent.commentId;
    replyUid = input.replyUid > 0 ? input.replyUid : parent.uid;
    if (!userExists(ctx, replyUid)) refuse('回复的用户不存在');
  } else if (input.replyUid > 0) {
    refuse('回复用户时请指定要回复的评论');
  }
  const row = commentTable(ctx).insert({
    documentId: input.documentId,
    parentId,
    uid,
    replyUid,
    content: input.content,
    createTime: ctx.now(),
  });
  const nickname = userBrief(ctx, uid).nickname;
  const link = documentLink(doc);
  if (replyUid > 0) {
    notify(ctx.store, {
      uid: replyUid,
      box: 'comment',
      title: '收到新的回复',
      content: `${nickname}回复了你：${excerpt(input.content)}`,
      fromUid: uid,
      link,
      createTime: ctx.now(),
    });
  }
  if (doc.authorUid !== replyUid) {
    notify(ctx.store, {
      uid: doc.authorUid,
      box: 'comment',
      title: '收到新的评论',
      content: `${nickname}评论了你的${KIND_NAME[doc.kind]}「${doc.title}」：${excerpt(input.content)}`,
      fromUid: uid,
      link,
      createTime: ctx.now(),
    });
  }
  return row;
}

// ---- follows ----

export function fansCountOf(ctx: StoreCtx, uid: number): number {
  return (ctx.seed.users.get(uid)?.fansCount ?? 0) + followTable(ctx).count({ followUid: uid });
}

export function followCountOf(ctx: StoreCtx, uid: number): number {
  return (ctx.seed.users.get(uid)?.followCount ?? 0) + followTable(ctx).count({ uid });
}

export const isFollowing = (ctx: StoreCtx, uid: number, followUid: number): boolean =>
  followTable(ctx).first({ uid, followUid }) !== undefined;

export function setFollow(
  ctx: StoreCtx,
  uid: number,
  followUid: number,
  follow: boolean,
): { followed: boolean; fansCount: number } {
  if (followUid === uid) refuse('不能关注自己');
  if (!userExists(ctx, followUid)) refuse('用户不存在');
  const table = followTable(ctx);
  const existing = table.first({ uid, followUid });
  if (follow && !existing) {
    table.insert({ uid, followUid });
    notify(ctx.store, {
      uid: followUid,
      box: 'newMsg',
      title: '新增粉丝',
      content: `${userBrief(ctx, uid).nickname}关注了你`,
      fromUid: uid,
      link: `/heHomePage?uid=${uid}`,
      createTime: ctx.now(),
    });
  }
  if (!follow && existing) table.remove(existing.id);
  return { followed: follow, fansCount: fansCountOf(ctx, followUid) };
}

// ---- collections and posts ----

export function setCollect(
  ctx: StoreCtx,
  uid: number,
  targetType: CollectRow['targetType'],
  targetId: number,
  collect: boolean,
): boolean {
  if (targetType === 'goods' && !ctx.seed.goods.has(targetId)) refuse('商品不存在或已下架');
  if (targetType === 'document' && !documentRef(ctx, targetId)) refuse('内容不存在或已删除');
  if (targetType === 'topic' && !ctx.seed.topics.has(targetId)) refuse('话题不存在');
  const table = collectTable(ctx);
  const existing = table.first({ uid, targetType, targetId });
  if (collect && !existing) table.insert({ uid, targetType, targetId, createTime: ctx.now() });
  if (!collect && existing) table.remove(existing.id);
  return collect;
}

export const isCollected = (
  ctx: StoreCtx,
  uid: number,
  targetType: CollectRow['targetType'],
  targetId: number,
): boolean => collectTable(ctx).first({ uid, targetType, targetId }) !== undefined;

/** The user's collections of one kind, newest first. */
export const collectedIds = (ctx: StoreCtx, uid: number, targetType: CollectRow['targetType']): number[] =>
  collectTable(ctx)
    .where({ uid, targetType })
    .sort((a, b) => b.createTime - a.createTime || b.id - a.id)
    .map((c) => c.targetId);

export function addPost(
  ctx: StoreCtx,
  uid: number,
  input: { topicId: number; title: string; content: string; pictures: string[] },
): PostRow {
  if (input.topicId !== 0 && !ctx.seed.topics.has(input.topicId)) refuse('话题不存在');
  return postTable(ctx).insert({
    uid,
    topicId: input.topicId,
    title: input.title,
    content: input.content,
    pictures: input.pictures,
    createTime: ctx.now(),
  });
}
