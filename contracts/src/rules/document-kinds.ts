// The kinds of the community's documents: 文章 (article), 帖子 (post), 学习 articles (study) and
// 生活研究所 articles (life). One list for the wire schemas, the mock's seed and every face.
export const DOCUMENT_KINDS = ['article', 'post', 'study', 'life'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
