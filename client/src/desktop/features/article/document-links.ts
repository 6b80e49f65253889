// Where a document opens: articles and posts on the article detail page, study notes and 生活研究所
// articles on the study detail page (the latter marked with source=life).
import type { ResultOf } from '@storefront/contracts';

export type DocumentCard = ResultOf<'getPostRemendList'>['list'][number];
export type DocumentDetail = ResultOf<'getFindDocumentDetails'>;

export function documentHref(doc: Pick<DocumentCard, 'documentId' | 'kind'>): string {
  if (doc.kind === 'life') return `/article/studyDetail?id=${doc.documentId}&source=life`;
  if (doc.kind === 'study') return `/article/studyDetail?id=${doc.documentId}`;
  return `/article/articleDetail?id=${doc.documentId}`;
}

export const idFrom = (value: string | null): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
