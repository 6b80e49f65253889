// The author's small avatar and nickname, linking to their home page (document list and detail).
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { userHomeHref } from '../../../ui/links/site-links';
import styles from '../article.module.css';

interface AuthorLinkProps {
  author: { uid: number; nickname: string; avatarUrl: string };
  /** The avatar's side in px. */
  size: number;
}

export function AuthorLink({ author, size }: AuthorLinkProps) {
  return (
    <Link to={userHomeHref(author.uid)} className={`${styles.author} ${styles.userLink}`}>
      <LazyImage src={author.avatarUrl} alt="" width={size} height={size} className={styles.avatarSmall} />
      {author.nickname}
    </Link>
  );
}
