// Search types (see docs/product-rules.md): 1 product, 2 article, 3 post, 4 user; each has its result page and
// the placeholder '搜索 - ' + type name (see docs/product-rules.md).
import {
  SEARCH_PLACEHOLDER_PREFIX,
  SEARCH_TYPE_NAMES,
  SEARCH_TYPES,
  type SearchType,
} from '@storefront/contracts';
import { atom } from 'jotai';
import { runtimeConfig } from '../../../../core/config/runtime-config';

export const SEARCH_RESULT_PATHS: Record<SearchType, string> = {
  [SEARCH_TYPES.product]: '/SearchProduct',
  [SEARCH_TYPES.article]: '/SearchArticle',
  [SEARCH_TYPES.post]: '/SearchPost',
  [SEARCH_TYPES.user]: '/SearchUser',
};

export const searchPlaceholder = (type: SearchType): string =>
  `${SEARCH_PLACEHOLDER_PREFIX}${SEARCH_TYPE_NAMES[type]}`;

export const searchUrl = (type: SearchType, keyword: string): string =>
  `${SEARCH_RESULT_PATHS[type]}?keyword=${encodeURIComponent(keyword)}`;

/** The type whose result page is `pathname`, so the header follows the page being shown. */
export function searchTypeOfPath(pathname: string): SearchType | null {
  const entry = Object.entries(SEARCH_RESULT_PATHS).find(([, path]) => path === pathname);
  return entry ? (Number(entry[0]) as SearchType) : null;
}

const firstEnabled = runtimeConfig.enabledSearchTypes[0] ?? SEARCH_TYPES.product;

/** Shared by the header's search box and the pinned nav's second box. */
export const searchTypeAtom = atom<SearchType>(firstEnabled);
export const searchTextAtom = atom('');
