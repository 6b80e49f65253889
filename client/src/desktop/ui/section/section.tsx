// A titled white panel of a page (首页楼层, 商品推荐 …) with an optional 查看更多 link, so every
// page's blocks share one heading style and heading level.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './section.module.css';

interface SectionProps {
  title: string;
  /** Small grey words after the title. */
  subtitle?: string;
  moreHref?: string;
  moreText?: string;
  /** Content on the right of the heading (a countdown, tabs). */
  aside?: ReactNode;
  /** h2 on ordinary pages; h3 inside a page region that already has an h2. */
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}

export function Section({
  title,
  subtitle,
  moreHref,
  moreText = '查看更多',
  aside,
  level = 2,
  className,
  children,
}: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-label={title}>
      <header className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
        {aside && <div className={styles.aside}>{aside}</div>}
        {moreHref && (
          <Link className={styles.more} to={moreHref} aria-label={`${title}，${moreText}`}>
            {moreText} ›
          </Link>
        )}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
