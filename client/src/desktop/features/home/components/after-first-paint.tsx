// A floor below the first screen: rendered (and its call made) in an idle turn of its own after the
// first paint, so /home's first paint commits only the first screen (Lighthouse's TBT, LCP).
import type { ReactNode } from 'react';
import { useIdleTurn } from '../../../ui/hooks/use-idle-turn';

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useIdleTurn() ? children : null;
}
