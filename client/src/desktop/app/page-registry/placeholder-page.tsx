// Stands in for a route whose real page has not been registered yet: the route's Chinese title
// inside the full shell, so navigation, guards and titles can already be used and tested.
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { useCurrentRoute } from '../router/use-current-route';
import styles from './pages.module.css';

export default function PlaceholderPage() {
  const route = useCurrentRoute();
  const title = route?.title ?? '页面';
  usePageTitle(title);
  return (
    <section className={`layout-width ${styles.placeholder}`} aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.note}>该页面正在建设中，敬请期待。</p>
      <Link className={styles.button} to="/home">
        返回首页
      </Link>
    </section>
  );
}
