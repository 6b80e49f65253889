// Where community things open. Posts share the article detail page (getFindDocumentDetails serves both).
import type { ResultOf } from '@storefront/contracts';

export type Post = ResultOf<'getPostRemendList'>['list'][number];
export type Topic = ResultOf<'getTopicById'>;

export const postHref = (documentId: number) => `/article/articleDetail?id=${documentId}`;
export const topicHref = (topicId: number) => `/find/themeDetails?id=${topicId}`;

export const idFrom = (value: string | null): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
