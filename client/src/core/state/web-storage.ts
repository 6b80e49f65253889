// localStorage/sessionStorage that never throw: private modes and full quotas must not break pages.
type Area = 'local' | 'session';

const area = (which: Area): Storage | null => {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const storageGet = (which: Area, key: string): string | null => {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const storageSet = (which: Area, key: string, value: string): void => {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value simply does not persist.
  }
};

export const storageRemove = (which: Area, key: string): void => {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
};

export function storageGetJson<T>(
  which: Area,
  key: string,
  isValid: (value: unknown) => value is T,
): T | null {
  const raw = storageGet(which, key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}
