import { SEARCH_HISTORY_STORAGE_KEY } from '@storefront/contracts';
import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { addToHistory, readSearchHistory, useSearchHistory } from './search-history';

describe('search history rules', () => {
  it('puts a new keyword first', () => {
    expect(addToHistory(['旧的'], '新的')).toEqual(['新的', '旧的']);
  });

  it('saves a keyword only if it is not already present (no duplicates, order kept)', () => {
    expect(addToHistory(['手机', '耳机'], '耳机')).toEqual(['手机', '耳机']);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    const full = Array.from({ length: 10 }, (_, i) => `词${i}`);
    const next = addToHistory(full, '第十一个');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('第十一个');
    expect(next).not.toContain('词9');
  });

  it('ignores blank keywords and trims the rest', () => {
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
    expect(addToHistory([], '  保温杯 ')).toEqual(['保温杯']);
  });

  it('reads only a clean list back from local storage', () => {
    localStorage.setItem(
      SEARCH_HISTORY_STORAGE_KEY,
      JSON.stringify(['a', 'a', '', 'b', ...Array.from({ length: 12 }, (_, i) => `x${i}`)]),
    );
    const history = readSearchHistory();
    expect(history.slice(0, 2)).toEqual(['a', 'b']);
    expect(history).toHaveLength(10);
    localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, '{not json');
    expect(readSearchHistory()).toEqual([]);
  });

  it('persists what the hook remembers under the domo search key and clears it', () => {
    localStorage.clear();
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    const { result } = renderHook(() => useSearchHistory(), { wrapper });
    act(() => result.current.remember('连衣裙'));
    act(() => result.current.remember('凉鞋'));
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)!)).toEqual(['凉鞋', '连衣裙']);
    act(() => result.current.clear());
    expect(result.current.history).toEqual([]);
    expect(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)).toBeNull();
  });
});
