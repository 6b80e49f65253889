// The frame of the two detail routes: breadcrumb, loading, refusal and retry around the view.
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../../core/api/errors';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { EmptyState } from '../../../ui/states/empty-state';
import { ErrorState } from '../../../ui/states/error-state';
import { idFrom } from '../document-links';
import { DocumentDetailSkeleton, DocumentDetailView } from './document-detail-view';
import frame from '../../../ui/styles/page.module.css';
import { CrumbPage } from '../../../ui/breadcrumb/breadcrumb';
import { useDocumentDetailOf } from '../../../../core/find/find-queries';

interface DocumentDetailPageProps {
  /** Breadcrumb parent: 文章专题 → /article, 学堂 → /study. */
  parent: { title: string; href: string };
  pageTitle: string;
}

export function DocumentDetailPage({ parent, pageTitle }: DocumentDetailPageProps) {
  const [params] = useSearchParams();
  const documentId = idFrom(params.get('id'));
  const life = params.get('source') === 'life';
  const input = { documentId: documentId ?? 0 };
  const detailCall = life ? 'getLifeDocumentDetails' : 'getFindDocumentDetails';
  // The detail's cache key, so actions can update the cached detail in place.
  const query = useDocumentDetailOf(detailCall, input, { enabled: documentId !== null });
  usePageTitle(query.data ? query.data.title : pageTitle);
  // Posts open here too (the community has no page of its own for one): their trail is 发现.
  const kind = query.data?.kind;
  const trail =
    kind === 'post'
      ? { parent: { title: '发现', href: '/find' }, label: '帖子详情' }
      : kind === 'life'
        ? { parent: { title: '生活研究所', href: '/study?tab=life' }, label: '文章详情' }
        : { parent, label: pageTitle };

  let body;
  if (documentId === null)
    body = (
      <EmptyState
        title="未找到该内容"
        description="链接中缺少文章编号"
        action={<Link to={parent.href}>返回{parent.title}</Link>}
      />
    );
  else if (query.isPending) body = <DocumentDetailSkeleton />;
  // A refusal (deleted or unknown) will not change on retry; a network failure may.
  else if (query.isError && isApiError(query.error))
    body = (
      <EmptyState
        title={query.error.msg || '内容不存在或已删除'}
        action={<Link to={parent.href}>返回{parent.title}</Link>}
      />
    );
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else body = <DocumentDetailView doc={query.data} />;

  return (
    <CrumbPage
      className={frame.stack}
      trail={[
        { to: '/home', label: '首页' },
        { to: trail.parent.href, label: trail.parent.title },
      ]}
      current={trail.label}
    >
      {body}
    </CrumbPage>
  );
}
