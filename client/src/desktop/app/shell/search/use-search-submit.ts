// Enter or the icon searches (see docs/product-rules.md): empty text does nothing, the keyword joins the history
// (only if new) and the result page of the current type opens.
import { normaliseSearchText, type SearchType } from '@storefront/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchHistory } from '../../../../core/state/search-history';
import { searchUrl } from './search-type';

export function useSearchSubmit() {
  const navigate = useNavigate();
  const { remember } = useSearchHistory();
  return useCallback(
    (type: SearchType, rawText: string): boolean => {
      const { text } = normaliseSearchText(rawText);
      if (!text) return false;
      remember(text);
      void navigate(searchUrl(type, text));
      return true;
    },
    [navigate, remember],
  );
}
