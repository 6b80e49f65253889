// 去首页逛逛: the way out of a dead end (unknown goods, nothing found).
import { Link } from 'react-router';
import styles from './goods.module.css';

export function HomeLink() {
  return (
    <Link className={styles.homeLink} to="/">
      去首页逛逛
    </Link>
  );
}
