// User-behaviour collection (see docs/wire.md): posted to BEHAVIOUR_URL, fire and forget. Analytics must
// never disturb the page, so every failure is dropped.
import { call } from './call';

export function collectBehaviour(
  event: string,
  data: Record<string, unknown> = {},
  page = currentPage(),
): void {
  const payload = JSON.stringify(data).slice(0, 2000);
  call('collectBehaviourData', { event: event.slice(0, 50), page: page.slice(0, 300), data: payload }).catch(
    () => undefined,
  );
}

const currentPage = (): string =>
  typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
