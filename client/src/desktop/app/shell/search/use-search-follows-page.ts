// On a search result page the header shows that page's type and keyword, so refining a search
// starts from what is on screen.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { searchTextAtom, searchTypeAtom, searchTypeOfPath } from './search-type';

export function useSearchFollowsPage(): void {
  const { pathname, search } = useLocation();
  const setType = useSetAtom(searchTypeAtom);
  const setText = useSetAtom(searchTextAtom);
  useEffect(() => {
    const type = searchTypeOfPath(pathname);
    if (type == null) return;
    setType(type);
    setText(new URLSearchParams(search).get('keyword') ?? '');
  }, [pathname, search, setType, setText]);
}
