// What a page whose script could not load shows inside the shell (the header and footer stay): 页面
// 加载失败 and 重新加载, which loads the document again (the router keeps a failed page module for good,
// and after a deploy only a fresh document knows the new chunk). Offline it says so instead.
import { ErrorState } from '../../ui/states/error-state';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { showToast } from '../../ui/toast/toast-bus';

const reloadWhenOnline = () => {
  // A reload while offline would replace the shop with the browser's own error page.
  if (navigator.onLine) window.location.reload();
  else showToast('网络未连接，请检查网络后重试', 'error');
};

export function PageLoadFailure() {
  usePageTitle('页面加载失败');
  return (
    <div className="layout-width" style={{ paddingTop: 80 }}>
      <ErrorState title="页面加载失败" onRetry={reloadWhenOnline} />
    </div>
  );
}
