// What a page whose code could not be fetched shows: why, in Chinese, and a 重新加载 that fetches it
// again without reloading the shop (the tab bar and the page before it stay as they are).
import { ErrorState } from '../ui/error-state/error-state';
import { PageLayout } from '../ui/page-layout/page-layout';
import { useOnline } from '../../core/state/use-online';

export function PageLoadFailure({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  const message = online ? '页面加载失败，请稍后重试' : '网络未连接，请检查网络后重试';
  return (
    <PageLayout title="页面加载失败">
      <ErrorState message={message} onRetry={onRetry} retryText="重新加载" homeLink />
    </PageLayout>
  );
}
