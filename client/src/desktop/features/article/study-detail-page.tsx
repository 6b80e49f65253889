// /article/studyDetail?id=: a study note (getFindDocumentDetails), or with source=life a 生活研究所
// article (getLifeDocumentDetails).
import { DocumentDetailPage } from './components/document-detail-page';

export default function StudyDetailPage() {
  return <DocumentDetailPage parent={{ title: '学堂', href: '/study' }} pageTitle="学堂详情" />;
}
