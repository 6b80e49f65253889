// Page404 (see docs/product-rules.md): unknown paths and /page404 itself.
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import styles from './pages.module.css';

export default function Page404Page() {
  usePageTitle('页面不存在');
  return (
    <section className={`layout-width ${styles.notFound}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.heading}>
        抱歉，您访问的页面不存在
      </h1>
      <p className={styles.note}>页面可能已被移除、更名，或暂时不可用。</p>
      <div className={styles.actions}>
        <Link className={styles.button} to="/home">
          返回首页
        </Link>
        <Link className={styles.ghost} to="/Classify">
          逛逛商品分类
        </Link>
      </div>
    </section>
  );
}
