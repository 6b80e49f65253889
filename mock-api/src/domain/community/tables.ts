// The community's tables: likes, collections, follows, comments and posts users made here.
import type { StoreCtx } from '../context.js';
import type { Table, TableSpec } from '../../persistence/table.js';
import type { SeedComment } from '../../seed/types.js';

export const USER_CONTENT_ID_BASE = 1_000_000;

export interface FavorRow {
  id: number;
  uid: number;
  targetType: 'document' | 'comment';
  targetId: number;
}
export interface CollectRow {
  id: number;
  uid: number;
  targetType: 'goods' | 'document' | 'topic';
  targetId: number;
  createTime: number;
}
export interface FollowRow {
  id: number;
  uid: number;
  followUid: number;
}
/** A comment a user wrote here: a seed comment's fields but the like count (likes here are favor rows). */
export interface CommentRow extends Omit<SeedComment, 'commentId' | 'favorCount'> {
  id: number;
}
export interface PostRow {
  id: number;
  uid: number;
  topicId: number;
  title: string;
  content: string;
  pictures: string[];
  createTime: number;
}

const spec = <T extends { id: number }>(
  name: string,
  jsonName: string,
  idBase: number,
  columns: TableSpec<T>['columns'],
): TableSpec<T> => ({ name, jsonName, idBase, columns });

export const FAVORS = spec<FavorRow>('favors', 'favors', 1, {
  uid: 'int',
  targetType: 'text',
  targetId: 'int',
});
export const COLLECTS = spec<CollectRow>('collects', 'collects', 1, {
  uid: 'int',
  targetType: 'text',
  targetId: 'int',
  createTime: 'int',
});
export const FOLLOWS = spec<FollowRow>('follows', 'follows', 1, { uid: 'int', followUid: 'int' });
export const COMMENTS = spec<CommentRow>('comments', 'comments', USER_CONTENT_ID_BASE, {
  documentId: 'int',
  parentId: 'int',
  uid: 'int',
  replyUid: 'int',
  content: 'text',
  createTime: 'int',
});
export const POSTS = spec<PostRow>('posts', 'posts', USER_CONTENT_ID_BASE, {
  uid: 'int',
  topicId: 'int',
  title: 'text',
  content: 'text',
  pictures: 'json',
  createTime: 'int',
});

type TablesCtx = Pick<StoreCtx, 'store'>;
export const favorTable = (ctx: TablesCtx): Table<FavorRow> => ctx.store.table(FAVORS);
export const collectTable = (ctx: TablesCtx): Table<CollectRow> => ctx.store.table(COLLECTS);
export const followTable = (ctx: TablesCtx): Table<FollowRow> => ctx.store.table(FOLLOWS);
export const commentTable = (ctx: TablesCtx): Table<CommentRow> => ctx.store.table(COMMENTS);
export const postTable = (ctx: TablesCtx): Table<PostRow> => ctx.store.table(POSTS);
