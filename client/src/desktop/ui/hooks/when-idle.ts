// Work that may wait until the page has painted: each caller's turn comes in an idle period of its
// own, one after another, so what they render is committed in small tasks after the first paint
// instead of one long task before it (Lighthouse's TBT and LCP on /home). Without
// requestIdleCallback (jsdom) turns come on timeouts.

/** At the latest this long after a turn is asked, it comes even if the browser is never idle. */
const IDLE_TIMEOUT_MS = 2_000;

const turns: (() => void)[] = [];
let scheduled = false;

function nextTurn(): void {
  scheduled = false;
  turns.shift()?.();
  if (turns.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(nextTurn, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(nextTurn, 0);
}

/** Asks for a turn; `run` is called in it unless the returned cancel came first. */
export function whenIdle(run: () => void): () => void {
  let wanted = true;
  turns.push(() => {
    if (wanted) run();
  });
  schedule();
  return () => {
    wanted = false;
  };
}
