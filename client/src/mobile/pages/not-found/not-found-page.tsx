// Any path under /m that is not a page of the shop: said in Chinese, with a way home.
import { Link } from 'react-router-dom';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { PageLayout } from '../../ui/page-layout/page-layout';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  return (
    <PageLayout title="页面不存在">
      <EmptyState title="页面不存在" description="您访问的页面不存在或已下架">
        <Link className={styles.home} to="/">
          回到首页
        </Link>
      </EmptyState>
    </PageLayout>
  );
}
