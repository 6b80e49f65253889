// The author beside a document, with follow/unfollow (followSaveOrUpdate) for logged-in users.
import { Link } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { useSession } from '../../../../core/state/use-session';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { userHomeHref } from '../../../ui/links/site-links';
import { showToast } from '../../../ui/toast/toast-bus';
import type { DocumentDetail } from '../document-links';
import { useLoginGate } from '../../../ui/hooks/use-login-gate';
import styles from '../article.module.css';
import { useFollowUser } from '../../../../core/find/find-mutations';

export function AuthorCard({ doc }: { doc: DocumentDetail }) {
  const gate = useLoginGate();
  const { userId } = useSession();
  const isSelf = userId !== null && String(doc.author.uid) === userId;
  const follow = useFollowUser({
    onSuccess: (result) => {
      showToast(result.followed ? '关注成功' : '已取消关注', 'success');
    },
    onError: (error) => {
      if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
    },
  });
  return (
    <section className={`${styles.sideCard} ${styles.authorCard}`} aria-label="作者">
      <Link to={userHomeHref(doc.author.uid)} tabIndex={-1} aria-hidden="true">
        <LazyImage
          src={doc.author.avatarUrl}
          alt={`${doc.author.nickname}的头像`}
          width={64}
          height={64}
          className={styles.avatarLarge}
        />
      </Link>
      <p className={styles.authorName}>
        <Link to={userHomeHref(doc.author.uid)} className={styles.userLink}>
          {doc.author.nickname}
        </Link>
      </p>
      {!isSelf && (
        <button
          type="button"
          className={doc.authorFollowed ? styles.ghostButton : styles.smallButton}
          aria-pressed={doc.authorFollowed}
          disabled={follow.isPending}
          onClick={() =>
            gate() && follow.mutate({ followUid: doc.author.uid, follow: !doc.authorFollowed ? 1 : 0 })
          }
        >
          {doc.authorFollowed ? '已关注' : '+ 关注'}
        </button>
      )}
    </section>
  );
}
