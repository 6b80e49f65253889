// The top of 首页: the brand and a search box that opens 搜索.
import { SearchTop } from '../../ui/search-link/search-link';
import styles from './home.module.css';

export function HomeSearchBar() {
  return (
    <SearchTop tone="brand">
      <span className={styles.brand} aria-hidden="true">
        多么
      </span>
    </SearchTop>
  );
}
