// 下拉刷新: pulling down at the top of the page past PULL_PX refreshes it. Touch only; the page's
// own retry buttons and a reload serve everyone else. Only the content moves: it slides down over
// an indicator painted in the tone of the bar above it, and the browser's own overscroll (iOS's
// bounce, Android's reload) is held back while pulling, so a sticky header never moves or parts
// from the page.
import { useEffect, useRef, useState, type ReactNode } from 'react';
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

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  /** 'brand': the gap opened under a red top bar (首页's search bar) is red too. */
  tone?: 'plain' | 'brand';
}

/** The pull as the finger moves, and what a release does; listeners on the element itself. */
function usePull(onRefresh: () => Promise<unknown>) {
  const ref = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const state = useRef({ startY: null as number | null, phase, refresh: onRefresh });
  state.current.phase = phase;
  state.current.refresh = onRefresh;

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const s = state.current;
    const reset = () => {
      setPull(0);
      setPhase('idle');
    };
    const start = (event: TouchEvent) => {
      // A sheet opened from the list (查看物流, 评价) scrolls on its own; dragging in it is no pull.
      const inSheet = event.target instanceof Element && event.target.closest('dialog') !== null;
      if (s.phase === 'refreshing' || window.scrollY > 0 || inSheet) return;
      s.startY = event.touches[0]?.clientY ?? 0;
    };
    const move = (event: TouchEvent) => {
      if (s.startY === null) return;
      const dy = (event.touches[0]?.clientY ?? 0) - s.startY;
      if (dy <= 0 || window.scrollY > 0) return reset();
      // Ours, not the browser's: without this the whole page, header and all, bounces or reloads.
      if (event.cancelable) event.preventDefault();
      // Resistance: the content follows the finger at half speed, up to MAX_PX.
      const distance = Math.min(MAX_PX, dy / 2);
      setPull(distance);
      setPhase(distance >= PULL_PX ? 'ready' : 'pulling');
    };
    const end = () => {
      s.startY = null;
      if (s.phase !== 'ready') return reset();
      setPhase('refreshing');
      setPull(PULL_PX * 0.75);
      void s.refresh().finally(reset);
    };
    // touchmove must not be passive (React's are), or preventDefault is ignored.
    node.addEventListener('touchstart', start, { passive: true });
    node.addEventListener('touchmove', move, { passive: false });
    node.addEventListener('touchend', end);
    node.addEventListener('touchcancel', end);
    return () => {
      node.removeEventListener('touchstart', start);
      node.removeEventListener('touchmove', move);
      node.removeEventListener('touchend', end);
      node.removeEventListener('touchcancel', end);
    };
  }, []);
  return { ref, pull, phase };
}

export function PullToRefresh({ onRefresh, children, tone = 'plain' }: PullToRefreshProps) {
  const { ref, pull, phase } = usePull(onRefresh);
  const settling = phase === 'idle' || phase === 'refreshing';
  return (
    <div ref={ref} className={styles.root}>
      <div
        className={`${styles.indicator} ${tone === 'brand' ? styles.brand : ''}`}
        style={{ height: pull }}
        aria-live="polite"
        data-testid="pull-indicator"
      >
        {phase !== 'idle' && <span>{LABEL[phase]}</span>}
      </div>
      <div
        className={`${styles.content} ${settling ? styles.settling : ''}`}
        style={pull ? { transform: `translateY(${pull}px)` } : undefined}
      >
        {children}
      </div>
    </div>
  );
}
