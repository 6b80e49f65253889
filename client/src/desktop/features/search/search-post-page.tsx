// /SearchPost?keyword=…: community posts that match.
import { DocumentList, DocumentSkeleton } from './components/document-list';
import { SearchLayout } from './components/search-layout';
import { SearchResults } from './components/search-results';
import { useSearchQuery } from './use-search-query';

export default function SearchPostPage() {
  const { keyword, results } = useSearchQuery('searchPostlist');
  return (
    <SearchLayout type={3} keyword={keyword}>
      <SearchResults type={3} {...results} skeleton={<DocumentSkeleton />}>
        {(list) => <DocumentList list={list} keyword={keyword} />}
      </SearchResults>
    </SearchLayout>
  );
}
