// 下拉刷新: pulling down at the top of the page past PULL_PX refreshes it. Touch only; the page's
// own retry buttons and a reload serve everyone else.
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import styles from './pull-to-refresh.module.css';

const PULL_PX = 64;
const MAX_PX = 96;

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing';

const LABEL: Record<Phase, string> = {
  idle: '',
  pulling: '下拉刷新',
  ready: '释放立即刷新',
  refreshing: '刷新中…',
};

export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [pull, setPull] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const start = useRef<{ y: number } | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    if (phase === 'refreshing' || window.scrollY > 0) return;
    start.current = { y: event.touches[0]?.clientY ?? 0 };
  };
  const onTouchMove = (event: TouchEvent) => {
    if (!start.current) return;
    const dy = (event.touches[0]?.clientY ?? 0) - start.current.y;
    if (dy <= 0 || window.scrollY > 0) {
      setPull(0);
      setPhase('idle');
      return;
    }
    // Resistance: the content follows the finger at half speed, up to MAX_PX.
    const distance = Math.min(MAX_PX, dy / 2);
    setPull(distance);
    setPhase(distance >= PULL_PX ? 'ready' : 'pulling');
  };
  const onTouchEnd = () => {
    start.current = null;
    if (phase !== 'ready') {
      setPull(0);
      setPhase('idle');
      return;
    }
    setPhase('refreshing');
    setPull(PULL_PX * 0.75);
    void onRefresh().finally(() => {
      setPull(0);
      setPhase('idle');
    });
  };

  return (
    <div
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div className={styles.indicator} style={{ height: pull }} aria-live="polite">
        {phase !== 'idle' && <span>{LABEL[phase]}</span>}
      </div>
      {children}
    </div>
  );
}
