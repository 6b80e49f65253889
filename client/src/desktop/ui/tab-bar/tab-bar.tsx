// A row of tabs for lists filtered by state (orders, coupons, messages, collections). Each tab may
// carry a count. Keyboard: arrow keys move between tabs (WAI-ARIA tabs pattern, manual activation).
import { useRef, type KeyboardEvent } from 'react';
import styles from './tab-bar.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  count?: number;
}

interface TabBarProps<K extends string> {
  tabs: ReadonlyArray<TabItem<K>>;
  active: K;
  onChange: (key: K) => void;
  label: string;
  /** id prefix; the panel of tab k is `${idPrefix}-panel` labelled by `${idPrefix}-tab-${k}`. */
  idPrefix: string;
}

export function TabBar<K extends string>({ tabs, active, onChange, label, idPrefix }: TabBarProps<K>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    refs.current[(index + step + tabs.length) % tabs.length]?.focus();
  };
  return (
    <div className={styles.root} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(node) => {
            refs.current[index] = node;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.key}`}
          aria-selected={tab.key === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.key === active ? 0 : -1}
          className={`${styles.tab} ${tab.key === active ? styles.active : ''}`}
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {tab.label}
          {tab.count !== undefined && tab.count > 0 && (
            <span className={styles.count}>{tab.count > 99 ? '99+' : tab.count}</span>
          )}
        </button>
      ))}
    </div>
  );
}

/** Props of the panel under a TabBar. */
export const tabPanelProps = (idPrefix: string, active: string) => ({
  role: 'tabpanel' as const,
  id: `${idPrefix}-panel`,
  'aria-labelledby': `${idPrefix}-tab-${active}`,
});
