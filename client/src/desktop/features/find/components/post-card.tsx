// A community post in a list: author with follow, time, title, text, pictures, topic, like and the
// comment count. Likes and follows are for logged-in users; visitors are sent to log in. All user
// text is rendered as text.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { useSession } from '../../../../core/state/use-session';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { userHomeHref } from '../../../ui/links/site-links';
import { MessageIcon } from '../../../ui/icons/icons';
import { showToast } from '../../../ui/toast/toast-bus';
import { postHref, topicHref, type Post } from '../find-links';
import { countText, formatRelative } from '../../../ui/format/relative-time';
import { useLoginGate } from '../../../ui/hooks/use-login-gate';
import styles from '../find.module.css';
import { useFollowUser, useLikeDocument } from '../../../../core/find/find-mutations';

const reportError = (error: unknown) => {
  if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
};

interface PostCardProps {
  post: Post;
  /** Title of the post's topic, when the list knows it. */
  topicTitle?: string;
}

/** The author, when it was posted, and 关注 (never on one's own post). */
function PostHead({ post }: { post: Post }) {
  const gate = useLoginGate();
  const { userId } = useSession();
  const [followed, setFollowed] = useState(false);
  const follow = useFollowUser({
    onSuccess: (result) => {
      setFollowed(result.followed);
      showToast(result.followed ? '关注成功' : '已取消关注', 'success');
    },
    onError: reportError,
  });
  const isSelf = userId !== null && String(post.author.uid) === userId;
  return (
    <header className={styles.postHead}>
      <Link to={userHomeHref(post.author.uid)} tabIndex={-1} aria-hidden="true">
        <LazyImage src={post.author.avatarUrl} alt="" width={40} height={40} className={styles.avatar} />
      </Link>
      <div className={styles.postAuthor}>
        <Link to={userHomeHref(post.author.uid)} className={styles.authorLink}>
          <strong>{post.author.nickname}</strong>
        </Link>
        <time dateTime={new Date(post.createTime).toISOString()}>{formatRelative(post.createTime)}</time>
      </div>
      {!isSelf && (
        <button
          type="button"
          className={followed ? styles.ghostButton : styles.smallButton}
          aria-pressed={followed}
          aria-label={`${followed ? '取消关注' : '关注'}${post.author.nickname}`}
          disabled={follow.isPending}
          onClick={() => gate() && follow.mutate({ followUid: post.author.uid, follow: !followed ? 1 : 0 })}
        >
          {followed ? '已关注' : '+ 关注'}
        </button>
      )}
    </header>
  );
}

export function PostCard({ post, topicTitle }: PostCardProps) {
  const gate = useLoginGate();
  const [favor, setFavor] = useState({ favored: post.favored, favorCount: post.favorCount });
  const like = useLikeDocument({ onSuccess: (result) => setFavor(result), onError: reportError });
  const href = postHref(post.documentId);

  return (
    <article className={styles.post} aria-labelledby={`post-${post.documentId}`}>
      <PostHead post={post} />
      <h3 id={`post-${post.documentId}`} className={styles.postTitle}>
        <Link to={href}>{post.title}</Link>
      </h3>
      {post.summary && <p className={styles.postText}>{post.summary}</p>}
      {post.pictures.length > 0 && (
        <div className={styles.postPictures}>
          {post.pictures.slice(0, 3).map((src, index) => (
            <Link key={`${src}-${index}`} to={href} className={styles.postPicture} tabIndex={-1}>
              <LazyImage src={src} alt={`${post.title} 配图${index + 1}`} aspectRatio="4 / 3" />
            </Link>
          ))}
        </div>
      )}
      <footer className={styles.postFoot}>
        {post.topicId > 0 ? (
          <Link className={styles.topicTag} to={topicHref(post.topicId)}>
            #{topicTitle ?? '查看话题'}
          </Link>
        ) : (
          <span />
        )}
        <span className={styles.postTools}>
          <button
            type="button"
            className={`${styles.tool} ${favor.favored ? styles.toolOn : ''}`}
            aria-pressed={favor.favored}
            disabled={like.isPending}
            onClick={() =>
              gate() && like.mutate({ documentId: post.documentId, favor: !favor.favored ? 1 : 0 })
            }
          >
            <span aria-hidden="true">{favor.favored ? '♥' : '♡'}</span> {favor.favored ? '已赞' : '点赞'}{' '}
            {countText(favor.favorCount)}
          </button>
          <Link className={styles.tool} to={`${href}#comments`}>
            <MessageIcon size={15} /> 评论 {countText(post.commentCount)}
          </Link>
        </span>
      </footer>
    </article>
  );
}

export function PostListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.post} aria-hidden="true">
          <span className={styles.shimmer} style={{ width: 160, height: 40 }} />
          <span className={styles.shimmer} style={{ width: '60%', height: 20, marginTop: 12 }} />
          <span className={styles.shimmer} style={{ width: '90%', height: 14, marginTop: 8 }} />
        </div>
      ))}
    </div>
  );
}
