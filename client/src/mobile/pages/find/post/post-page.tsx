// 帖子详情 /m/post/:id.
import { useParams } from 'react-router-dom';
import { DocumentView } from '../../../ui/document/document-view';

export default function PostPage() {
  const { id } = useParams();
  return <DocumentView key={id} title="帖子详情" rawId={id} />;
}
