import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnceForChunk, type ChunkReloadEnv } from './chunk-reload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/orders-page-x.js');

function env(overrides: Partial<ChunkReloadEnv> = {}) {
  const store = new Map<string, string>();
  const reload = jest.fn();
  const value: ChunkReloadEnv = {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    now: 1_000_000,
    online: true,
    reload,
    ...overrides,
  };
  return { value, reload };
}

describe('reloadOnceForChunk', () => {
  it('reloads once for a missing chunk, then not again within the guard period (no loop)', () => {
    const { value, reload } = env();
    expect(reloadOnceForChunk(chunkError, value)).toBe(true);
    expect(reloadOnceForChunk(chunkError, { ...value, now: value.now + 1_000 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, once the guard period is over', () => {
    const { value, reload } = env();
    reloadOnceForChunk(chunkError, value);
    expect(reloadOnceForChunk(chunkError, { ...value, now: value.now + RELOAD_GUARD_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline, for another error, or without storage for its guard', () => {
    const { value, reload } = env();
    expect(reloadOnceForChunk(chunkError, { ...value, online: false })).toBe(false);
    expect(reloadOnceForChunk(new Error('render failed'), value)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunk(chunkError, { ...value, storage: refusing })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('knows the browsers’ words for a failed dynamic import', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
  });
});
