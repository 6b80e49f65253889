// What shows while the first page's code loads: a quiet skeleton, no layout jump when it arrives.
import { Skeleton } from '../ui/skeleton/skeleton';

export function ShellFallback() {
  return (
    <div role="status" aria-busy="true" aria-label="加载中" style={{ padding: 12 }}>
      <Skeleton lines={6} />
    </div>
  );
}
