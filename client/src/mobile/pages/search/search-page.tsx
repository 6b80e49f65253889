// 搜索 /m/search?keyword=: the search form; without a keyword the history (newest first, no
// duplicates, clearable) and the hot words; with one, the goods found, endlessly, in a sort order.
import { MESSAGES, normaliseSearchText } from '@storefront/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchHistory } from '../../../core/state/search-history';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { SearchSuggestions } from './search-suggestions';

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { remember } = useSearchHistory();
  const raw = params.get('keyword');
  const { text: keyword, error: urlError } = normaliseSearchText(raw ?? '');
  const [error, setError] = useState<string | null>(null);

  const search = (value: string) => {
    const { text, error: tooLong } = normaliseSearchText(value);
    if (!text) {
      setError(tooLong ?? MESSAGES.searchEmpty);
      return;
    }
    setError(null);
    remember(text);
    setParams({ keyword: text });
  };

  // A link with an empty or too long keyword is answered like a typed one.
  const shownError = error ?? (raw !== null && !keyword ? (urlError ?? MESSAGES.searchEmpty) : null);
  return (
    <PageLayout title={keyword ? `搜索：${keyword}` : '搜索'} navBar={false}>
      <SearchForm key={keyword ?? ''} initial={keyword ?? ''} error={shownError} onSearch={search} />
      {keyword ? (
        <SearchResults keyword={keyword} onSearch={search} />
      ) : (
        <SearchSuggestions onSearch={search} />
      )}
    </PageLayout>
  );
}
