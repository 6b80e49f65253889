// Remote suggestions while a search is typed (the desktop header's box, the phone's 搜索 page): once
// the user stops typing for REMOTE_SEARCH_DEBOUNCE_MS, ask searchContent for five goods and offer
// their names. A plain timer, no dependency, because the header ships with the home page bundle. A
// failed lookup just offers nothing: history and hot words still work, and the next keystroke asks again.
import { REMOTE_SEARCH_DEBOUNCE_MS } from '@storefront/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchContent } from './search-queries';

export const SUGGESTION_COUNT = 5;

export function useSearchSuggestions(text: string): string[] {
  const wanted = text.trim();
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(wanted), REMOTE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const query = useSearchContent(
    { keyword, pageSize: SUGGESTION_COUNT },
    { enabled: keyword.length > 0, retry: false, staleTime: 60_000, placeholderData: keepPreviousData },
  );
  // Cleared text hides suggestions at once rather than after the debounce.
  if (!wanted || !keyword || query.isError || !query.data) return [];
  const names = query.data.goods.map((g) => g.name);
  return [...new Set(names)].slice(0, SUGGESTION_COUNT);
}
