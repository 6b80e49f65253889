// Wire-shaped sample data for content page tests, one builder per entity of common.schemas.ts.
import type { ResultOf } from '@storefront/contracts';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
export type GoodsCardFixture = ResultOf<'getHotGoods'>['list'][number];
export type DocumentCardFixture = ResultOf<'getPostRemendList'>['list'][number];
export type TopicFixture = ResultOf<'getTopicById'>;
export type CommentFixture = ResultOf<'newAddComment'>;

export const pageOf = <T>(list: T[], total = list.length, pageNum = 1, pageSize = 20): Page<T> => ({
  list,
  total,
  pageNum,
  pageSize,
});

export const goodsCard = (goodsId: number, overrides: Partial<GoodsCardFixture> = {}): GoodsCardFixture => ({
  goodsId,
  name: `测试商品${goodsId}`,
  subTitle: '',
  picUrl: `/media/goods/${goodsId}.svg`,
  price: 1290,
  originalPrice: 1990,
  sales: 120,
  stock: 50,
  tags: [],
  integral: 0,
  shopType: 'self',
  buyUrl: null,
  ...overrides,
});

export const user = (uid: number, nickname = `用户${uid}`) => ({
  uid,
  nickname,
  avatarUrl: `/media/avatar/${uid}.svg`,
});

export const documentCard = (
  documentId: number,
  overrides: Partial<DocumentCardFixture> = {},
): DocumentCardFixture => ({
  documentId,
  kind: 'article',
  title: `文章标题${documentId}`,
  summary: `文章摘要${documentId}`,
  coverUrl: `/media/doc/${documentId}.svg`,
  pictures: [],
  author: user(100 + documentId),
  categoryId: 1,
  topicId: 0,
  createTime: Date.UTC(2026, 10, 1, 2),
  viewCount: 300,
  favorCount: 12,
  commentCount: 3,
  favored: false,
  collected: false,
  ...overrides,
});

export const documentDetail = (
  documentId: number,
  overrides: Partial<ResultOf<'getFindDocumentDetails'>> = {},
): ResultOf<'getFindDocumentDetails'> => ({
  ...documentCard(documentId),
  paragraphs: ['第一段正文', '第二段正文'],
  goods: [],
  topicTitle: null,
  authorFollowed: false,
  ...overrides,
});

export const topic = (topicId: number, overrides: Partial<TopicFixture> = {}): TopicFixture => ({
  topicId,
  title: `话题${topicId}`,
  description: `话题描述${topicId}`,
  coverUrl: `/media/topic/${topicId}.svg`,
  postCount: 20,
  followCount: 100,
  collected: false,
  ...overrides,
});

export const comment = (commentId: number, overrides: Partial<CommentFixture> = {}): CommentFixture => ({
  commentId,
  documentId: 1,
  parentId: 0,
  user: user(200 + commentId),
  replyTo: null,
  content: `评论内容${commentId}`,
  createTime: Date.UTC(2026, 10, 2, 2),
  favorCount: 0,
  favored: false,
  replies: [],
  ...overrides,
});
