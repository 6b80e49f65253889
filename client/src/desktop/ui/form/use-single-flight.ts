// Double-submit guard: while one run of the handler is in flight, further calls are dropped. The
// disabled button covers clicks; this also covers Enter in a field and fast double clicks that land
// before React has re-rendered the button as disabled.
import { useCallback, useRef } from 'react';

export function useSingleFlight<A extends unknown[]>(
  handler: (...args: A) => Promise<void>,
): (...args: A) => Promise<void> {
  const busy = useRef(false);
  const latest = useRef(handler);
  latest.current = handler;
  return useCallback(async (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await latest.current(...args);
    } finally {
      busy.current = false;
    }
  }, []);
}
