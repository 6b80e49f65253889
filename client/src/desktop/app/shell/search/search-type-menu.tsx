// The search-type dropdown (docs/product-rules.md: only enabled types). Until the user reaches for it, a plain
// trigger with the same look stands in; hover or focus loads the Radix menu, a click or key opens it.
import { SEARCH_TYPE_NAMES, type SearchType } from '@storefront/contracts';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { runtimeConfig } from '../../../../core/config/runtime-config';
import { ChevronDownIcon } from '../../../ui/icons/icons';
import styles from './search-box.module.css';

const loadRadixMenu = () => import('./search-type-menu-radix');
const SearchTypeMenuRadix = lazy(loadRadixMenu);

interface SearchTypeMenuProps {
  value: SearchType;
  onChange: (type: SearchType) => void;
  types?: readonly SearchType[];
}

export function SearchTypeMenu({
  value,
  onChange,
  types = runtimeConfig.enabledSearchTypes,
}: SearchTypeMenuProps) {
  const [activated, setActivated] = useState<'idle' | 'open'>('idle');
  const preload = () => {
    void loadRadixMenu();
  };
  const openMenu = () => setActivated('open');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu();
    }
  };
  const placeholder = (
    <button
      type="button"
      className={styles.typeTrigger}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={`搜索类型：${SEARCH_TYPE_NAMES[value]}`}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={openMenu}
      onKeyDown={onKeyDown}
    >
      {SEARCH_TYPE_NAMES[value]}
      <ChevronDownIcon size={14} />
    </button>
  );
  if (activated === 'idle') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SearchTypeMenuRadix
        value={value}
        onChange={onChange}
        types={types}
        defaultOpen={activated === 'open'}
      />
    </Suspense>
  );
}
