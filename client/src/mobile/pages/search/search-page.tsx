// 搜索 /m/search?keyword=: the search form, suggestions as the text is typed; without a keyword the
// history (newest first, no duplicates, clearable) and the hot words; with one, the goods found,
// endlessly, sorted and filtered by price (?sort=, ?min=, ?max=, so 返回 finds them again).
import { MESSAGES, normaliseSearchText } from '@storefront/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchHistory } from '../../../core/state/search-history';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { SearchSuggestions } from './search-suggestions';
import { TypedSuggestions } from './typed-suggestions';

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { remember } = useSearchHistory();
  const raw = params.get('keyword');
  const { text: keyword, error: urlError } = normaliseSearchText(raw ?? '');
  const [error, setError] = useState<string | null>(null);
  const [typed, setTyped] = useState('');

  const search = (value: string) => {
    const { text, error: tooLong } = normaliseSearchText(value);
    if (!text) {
      setError(tooLong ?? MESSAGES.searchEmpty);
      return;
    }
    setError(null);
    setTyped('');
    remember(text);
    setParams({ keyword: text });
  };

  // A link with an empty or too long keyword is answered like a typed one.
  const shownError = error ?? (raw !== null && !keyword ? (urlError ?? MESSAGES.searchEmpty) : null);
  return (
    <PageLayout title={keyword ? `搜索：${keyword}` : '搜索'} navBar={false}>
      <SearchForm
        key={keyword ?? ''}
        initial={keyword ?? ''}
        error={shownError}
        onSearch={search}
        onType={setTyped}
      />
      {typed.trim() && typed.trim() !== keyword && <TypedSuggestions text={typed} onSearch={search} />}
      {keyword ? (
        <SearchResults keyword={keyword} onSearch={search} />
      ) : (
        <SearchSuggestions onSearch={search} />
      )}
    </PageLayout>
  );
}
