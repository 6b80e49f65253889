// /article/articleDetail?id=: an article or a community post (getFindDocumentDetails).
import { DocumentDetailPage } from './components/document-detail-page';

export default function ArticleDetailPage() {
  return <DocumentDetailPage parent={{ title: '文章专题', href: '/article' }} pageTitle="文章详情" />;
}
