// A row that reveals its actions when swiped left (antd-mobile's SwipeAction), loaded after the
// row itself: its animation and gesture libraries are most of a cart page's weight, and a shopper
// sees and taps the row long before they swipe it. Until they arrive, or if they cannot (offline),
// the row shows as it is; the next row mounted tries the download again.
import { useEffect, useState, type ReactNode } from 'react';
import type AntSwipeActionType from 'antd-mobile/es/components/swipe-action';

type AntSwipeAction = typeof AntSwipeActionType;

let loaded: AntSwipeAction | undefined;
let loading: Promise<AntSwipeAction | undefined> | undefined;

const loadSwipeAction = (): Promise<AntSwipeAction | undefined> =>
  (loading ??= import('antd-mobile/es/components/swipe-action').then(
    (module) => (loaded = module.default),
    () => (loading = undefined),
  ));

export interface SwipeActionProps {
  rightActions: NonNullable<Parameters<AntSwipeAction>[0]['rightActions']>;
  children: ReactNode;
}

export function SwipeAction({ rightActions, children }: SwipeActionProps) {
  const [Swipe, setSwipe] = useState(() => loaded);
  useEffect(() => {
    if (Swipe) return;
    let mounted = true;
    void loadSwipeAction().then((component) => {
      if (mounted && component) setSwipe(() => component);
    });
    return () => {
      mounted = false;
    };
  }, [Swipe]);
  if (!Swipe) return children;
  return (
    <Swipe rightActions={rightActions} closeOnAction>
      {children}
    </Swipe>
  );
}
