// The search box at the top of 首页: a link that opens 搜索, where the typing happens.
import { Link } from 'react-router-dom';
import { SearchIcon } from '../../ui/icons/icons';
import styles from './home.module.css';

export function HomeSearchBar() {
  return (
    <header className={styles.top}>
      <span className={styles.brand} aria-hidden="true">
        多么
      </span>
      <Link className={styles.searchBox} to="/search">
        <SearchIcon width={18} height={18} />
        <span>搜索商品</span>
      </Link>
    </header>
  );
}
