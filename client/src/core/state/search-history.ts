// Search history (see docs/product-rules.md): keyword strings in local storage, newest first, a keyword is
// saved only if not already present, at most SEARCH_HISTORY_MAX entries (the oldest drop off).
import { SEARCH_HISTORY_MAX, SEARCH_HISTORY_STORAGE_KEY } from '@storefront/contracts';
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { storageGetJson, storageRemove, storageSet } from './web-storage';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Pure rule: returns the list after searching `keyword`. Blank keywords change nothing. */
export function addToHistory(history: readonly string[], keyword: string): string[] {
  const text = keyword.trim();
  if (!text || history.includes(text)) return history.slice(0, SEARCH_HISTORY_MAX);
  return [text, ...history].slice(0, SEARCH_HISTORY_MAX);
}

export function readSearchHistory(): string[] {
  const stored = storageGetJson('local', SEARCH_HISTORY_STORAGE_KEY, isStringList) ?? [];
  return stored
    .filter((item, index) => item.trim() && stored.indexOf(item) === index)
    .slice(0, SEARCH_HISTORY_MAX);
}

const writeSearchHistory = (history: string[]): void => {
  if (history.length === 0) storageRemove('local', SEARCH_HISTORY_STORAGE_KEY);
  else storageSet('local', SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(history));
};

const baseAtom = atom<string[] | null>(null);

/** Reads local storage lazily on first use, writes through on every change. */
export const searchHistoryAtom = atom(
  (get) => get(baseAtom) ?? readSearchHistory(),
  (_get, set, next: string[]) => {
    writeSearchHistory(next);
    set(baseAtom, next);
  },
);

export function useSearchHistory() {
  const [history, setHistory] = useAtom(searchHistoryAtom);
  const remember = useCallback(
    (keyword: string) => setHistory(addToHistory(history, keyword)),
    [history, setHistory],
  );
  const clear = useCallback(() => setHistory([]), [setHistory]);
  return { history, remember, clear };
}
