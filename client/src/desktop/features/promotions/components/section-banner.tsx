// The coloured title band at the top of a section page; fixed height so nothing below it moves.
import type { ReactNode } from 'react';
import styles from '../promotions.module.css';

interface SectionBannerProps {
  title: string;
  subtitle: string;
  tone?: 'red' | 'orange' | 'purple' | 'green' | 'blue';
  aside?: ReactNode;
}

export function SectionBanner({ title, subtitle, tone = 'red', aside }: SectionBannerProps) {
  return (
    <header className={`${styles.banner} ${styles[`tone-${tone}`]}`}>
      <div>
        <h1 className={styles.bannerTitle}>{title}</h1>
        <p className={styles.bannerSubtitle}>{subtitle}</p>
      </div>
      {aside && <div className={styles.bannerAside}>{aside}</div>}
    </header>
  );
}
