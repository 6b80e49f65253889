// The Radix half of the search-type dropdown, loaded on first hover/focus of the trigger (Radix's
// menu stack costs ≈20 KB gzip, more than the whole header). Same look as the eager trigger.
import { SEARCH_TYPE_NAMES, type SearchType } from '@storefront/contracts';
import { DropdownMenu } from 'radix-ui';
import { ChevronDownIcon } from '../../../ui/icons/icons';
import styles from './search-box.module.css';

export interface SearchTypeMenuProps {
  value: SearchType;
  onChange: (type: SearchType) => void;
  types: readonly SearchType[];
  defaultOpen?: boolean;
}

export default function SearchTypeMenuRadix({
  value,
  onChange,
  types,
  defaultOpen = false,
}: SearchTypeMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={styles.typeTrigger}
        aria-label={`搜索类型：${SEARCH_TYPE_NAMES[value]}`}
      >
        {SEARCH_TYPE_NAMES[value]}
        <ChevronDownIcon size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.typeMenu} align="start" sideOffset={4}>
          <DropdownMenu.RadioGroup
            value={String(value)}
            onValueChange={(next) => onChange(Number(next) as SearchType)}
          >
            {types.map((type) => (
              <DropdownMenu.RadioItem key={type} value={String(type)} className={styles.typeItem}>
                {SEARCH_TYPE_NAMES[type]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
