// The two community columns of /find and a topic page: the 发帖 form above the page's post list,
// hot topics beside them.
import type { ReactNode } from 'react';
import styles from '../find.module.css';
import { HotTopics } from './hot-topics';
import { PostForm, type PostFormProps } from './post-form';

export function CommunityColumns({ fixedTopic, children }: PostFormProps & { children: ReactNode }) {
  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <PostForm fixedTopic={fixedTopic} />
        {children}
      </div>
      <aside className={styles.side} aria-label="社区侧栏">
        <HotTopics />
      </aside>
    </div>
  );
}
