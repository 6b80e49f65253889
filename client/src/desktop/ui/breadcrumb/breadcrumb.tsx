// 首页 > 精选好物 > 优选详情: the trail above a content page, links to the pages above and the
// current page's name last.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from '../styles/page.module.css';

export interface Crumb {
  to: string;
  label: string;
}

export function Breadcrumb({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="面包屑" className={styles.breadcrumb}>
      {trail.map(({ to, label }) => (
        <Fragment key={to}>
          <Link to={to}>{label}</Link>
          <span aria-hidden="true">&gt;</span>
        </Fragment>
      ))}
      <span aria-current="page">{current}</span>
    </nav>
  );
}

/** A content page under its trail: the layout width, the page's own class, the trail, then the page. */
export function CrumbPage({
  className,
  trail,
  current,
  children,
}: {
  className: string | undefined;
  trail: readonly Crumb[];
  current: string;
  children: ReactNode;
}) {
  return (
    <div className={`layout-width ${className ?? ''}`}>
      <Breadcrumb trail={trail} current={current} />
      {children}
    </div>
  );
}
