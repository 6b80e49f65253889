// Blocks of one page failing together (the network gone, the upstream down) show one failure with
// 重新加载 for all of them instead of one per block; a block failing alone still shows its own.
// Each ErrorState inside registers while it is shown (see error-state.tsx).
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorState } from './error-state';
import { FailureGroupContext } from './failure-group-context';

/** From this many failed blocks on, the page shows one failure. */
const COLLAPSE_FROM = 2;

export function FailureGroup({ children }: { children: ReactNode }) {
  const retries = useRef(new Map<string, () => void>());
  const [count, setCount] = useState(0);
  const register = useCallback((id: string, retry: () => void) => {
    retries.current.set(id, retry);
    setCount(retries.current.size);
    return () => {
      retries.current.delete(id);
      setCount(retries.current.size);
    };
  }, []);
  const collapsed = count >= COLLAPSE_FROM;
  const value = useMemo(() => ({ register, collapsed }), [register, collapsed]);
  return (
    <>
      {collapsed && (
        <ErrorState
          title="页面加载失败，请检查网络后重试"
          onRetry={() => [...retries.current.values()].forEach((retry) => retry())}
        />
      )}
      <FailureGroupContext.Provider value={value}>{children}</FailureGroupContext.Provider>
    </>
  );
}
