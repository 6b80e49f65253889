// A page whose script cannot load, on either face. Most often it is an old tab after a deploy: the
// chunk it knows is gone, and only a fresh document knows the new one, so the page reloads itself
// once. A guard in sessionStorage (one reload per RELOAD_GUARD_MS) keeps a chunk that stays missing
// from reloading in a loop; then the page says 页面加载失败 with 重新加载. Offline, a reload would
// only bring the browser's own error page, so it never reloads then.
const GUARD_KEY = 'chunkReloadAt';
export const RELOAD_GUARD_MS = 30_000;

/** The browsers' ways of saying a dynamic import failed (Chromium, Safari, Firefox; Vite's CSS preload). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch|Unable to preload CSS/i.test(
    error.message,
  );

export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  online: boolean;
  reload: () => void;
}

const browserEnv = (): ChunkReloadEnv => ({
  storage: window.sessionStorage,
  now: Date.now(),
  online: navigator.onLine,
  reload: () => window.location.reload(),
});

/** Reloads the document for a failed chunk, once per guard period; true when it did. */
export function reloadOnceForChunk(error: unknown, env: ChunkReloadEnv = browserEnv()): boolean {
  if (!isChunkLoadError(error) || !env.online) return false;
  try {
    const last = Number(env.storage.getItem(GUARD_KEY));
    if (last > 0 && env.now - last >= 0 && env.now - last < RELOAD_GUARD_MS) return false;
    env.storage.setItem(GUARD_KEY, String(env.now));
  } catch {
    // Storage refused (private mode, quota): without a guard, never reload by itself.
    return false;
  }
  env.reload();
  return true;
}
