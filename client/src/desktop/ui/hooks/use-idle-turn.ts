import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** false until this component's idle turn has come (see when-idle.ts). */
export function useIdleTurn(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready;
}
