// 文章详情 /m/article/:id.
import { useParams } from 'react-router-dom';
import { DocumentView } from '../../ui/document/document-view';

export default function ArticlePage() {
  const { id } = useParams();
  return <DocumentView key={id} title="文章详情" rawId={id} />;
}
