// Whether the browser believes it is online (navigator.onLine), kept current by the online and
// offline events: both faces' offline notices and the wording of failures.
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

const current = (): boolean => navigator.onLine;
// Server rendering does not exist here; a render outside a browser counts as online.
const assumeOnline = (): boolean => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, current, assumeOnline);
}
