// A search box that is a link: tapping it opens 搜索, where the typing happens. SearchTop is the
// sticky bar that carries it at the top of 首页 (red, after the brand) and 分类 (white).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SearchIcon } from '../icons/icons';
import styles from './search-link.module.css';

export function SearchLink({ tone = 'white' }: { tone?: 'white' | 'grey' }) {
  return (
    <Link className={`${styles.box} ${tone === 'grey' ? styles.grey : ''}`} to="/search">
      <SearchIcon width={18} height={18} />
      <span>搜索商品</span>
    </Link>
  );
}

interface SearchTopProps {
  tone: 'brand' | 'plain';
  /** Before the box (首页's brand). */
  children?: ReactNode;
}

export function SearchTop({ tone, children }: SearchTopProps) {
  return (
    <header className={`${styles.top} ${tone === 'brand' ? styles.brandTop : styles.plainTop}`}>
      {children}
      <SearchLink tone={tone === 'brand' ? 'white' : 'grey'} />
    </header>
  );
}
