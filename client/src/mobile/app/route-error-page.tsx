// A page that failed to load or render (a lost connection while its chunk loads, a bug): said in
// Chinese, with a retry and a way home, inside the shell so the tab bar stays usable.
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../../core/router/chunk-reload';
import { ErrorState } from '../ui/error-state/error-state';
import { PageLayout } from '../ui/page-layout/page-layout';
import { showToast } from '../ui/toast/toast-bus';

// A reload while offline would replace the shop with the browser's own error page.
const reloadWhenOnline = () => {
  if (navigator.onLine) window.location.reload();
  else showToast('网络未连接，请检查网络后重试');
};

export function RouteErrorPage() {
  const error = useRouteError();
  const message = isChunkLoadError(error) ? '页面加载失败，请检查网络后重试' : '页面出错了，请稍后重试';
  return (
    <PageLayout title="出错了">
      <ErrorState message={message} onRetry={reloadWhenOnline} homeLink />
    </PageLayout>
  );
}
