// A page whose content does not exist (a bad id, or 02 from the server): says so in Chinese and
// offers the way home, keeping the page's nav bar.
import { Link } from 'react-router-dom';
import linkButton from '../link-button/link-button.module.css';
import { PageLayout } from '../page-layout/page-layout';
import { EmptyState } from './empty-state';

export function GonePage({ pageTitle, title }: { pageTitle: string; title: string }) {
  return (
    <PageLayout title={pageTitle}>
      <EmptyState title={title} description="看看其他内容吧">
        <Link className={linkButton.wayOn} to="/">
          回到首页
        </Link>
      </EmptyState>
    </PageLayout>
  );
}
