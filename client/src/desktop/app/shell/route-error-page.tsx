// A route failed to load (a lazy chunk after a deploy, a loader error): say so in Chinese and
// offer 重新加载, which reloads the document to pick up fresh assets.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorState } from '../../ui/states/error-state';
import { usePageTitle } from '../../ui/page-title/use-page-title';

export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('页面出错了');
  const title = isRouteErrorResponse(error) && error.status === 404 ? '页面不存在' : '页面加载失败';
  return (
    <div className="layout-width" style={{ paddingTop: 80 }}>
      <ErrorState title={title} onRetry={() => window.location.reload()} />
    </div>
  );
}
