// /SearchPost?keyword=…: community posts that match.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/query';
import { DocumentList, DocumentSkeleton } from './components/document-list';
import { SearchLayout } from './components/search-layout';
import { SearchResults } from './components/search-results';
import { useSearchParamsState } from './use-search-params';

export default function SearchPostPage() {
  const { keyword, page, size, setPage } = useSearchParamsState();
  const query = useQuery({
    ...apiQuery('searchPostlist', { keyword, pageNum: page, pageSize: size }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
  return (
    <SearchLayout type={3} keyword={keyword}>
      <SearchResults
        type={3}
        query={query}
        page={page}
        pageSize={size}
        onPage={setPage}
        skeleton={<DocumentSkeleton />}
      >
        {(list) => <DocumentList list={list} keyword={keyword} />}
      </SearchResults>
    </SearchLayout>
  );
}
