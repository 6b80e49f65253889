// Comments of a document (getNewFindCommentList), paged, each with its replies; logged-in users
// comment, reply and like comments, visitors are offered the login page. All text is plain text.
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { invalidateApi } from '../../../../core/api/query';
import { useSession } from '../../../../core/state/use-session';
import { LoginHint } from '../../../ui/login-hint/login-hint';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { userHomeHref } from '../../../ui/links/site-links';
import { SimplePager } from '../../../ui/pagination/simple-pager';
import { EmptyState } from '../../../ui/states/empty-state';
import { ErrorState } from '../../../ui/states/error-state';
import { Skeleton } from '../../../ui/states/skeleton';
import { showToast } from '../../../ui/toast/toast-bus';
import { formatRelative } from '../../../ui/format/relative-time';
import { useLoginGate } from '../../../ui/hooks/use-login-gate';
import { CommentForm } from './comment-form';
import type { ResultOf } from '@storefront/contracts';
import styles from '../article.module.css';
import { useLocalPaging } from '../../../ui/hooks/use-local-paging';
import { useComments } from '../../../../core/find/find-queries';
import { useLikeComment } from '../../../../core/find/find-mutations';

type Comment = ResultOf<'newAddComment'>;

/** The replies under a comment: who answered whom, what and when. */
function Replies({ comment }: { comment: Comment }) {
  if (comment.replies.length === 0) return null;
  return (
    <ul className={styles.replies} aria-label={`${comment.user.nickname}的评论的回复`}>
      {comment.replies.map((reply) => (
        <li key={reply.commentId}>
          <Link to={userHomeHref(reply.user.uid)} className={styles.userLink}>
            <strong>{reply.user.nickname}</strong>
          </Link>
          {reply.replyTo && (
            <>
              {' '}
              回复{' '}
              <Link to={userHomeHref(reply.replyTo.uid)} className={styles.userLink}>
                <strong>{reply.replyTo.nickname}</strong>
              </Link>
            </>
          )}
          ：<span className={styles.commentText}>{reply.content}</span>
          <time className={styles.replyTime} dateTime={new Date(reply.createTime).toISOString()}>
            {formatRelative(reply.createTime)}
          </time>
        </li>
      ))}
    </ul>
  );
}

function CommentItem({
  comment,
  documentId,
  onChanged,
}: {
  comment: Comment;
  documentId: number;
  onChanged: () => void;
}) {
  const gate = useLoginGate();
  const [replying, setReplying] = useState(false);
  const [favor, setFavor] = useState({ favored: comment.favored, favorCount: comment.favorCount });
  const like = useLikeComment({
    onSuccess: (result) => setFavor(result),
    onError: (error) => {
      if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
    },
  });
  return (
    <li className={styles.comment}>
      <Link to={userHomeHref(comment.user.uid)} tabIndex={-1} aria-hidden="true">
        <LazyImage src={comment.user.avatarUrl} alt="" width={36} height={36} className={styles.avatar} />
      </Link>
      <div className={styles.commentBody}>
        <p className={styles.commentHead}>
          <Link to={userHomeHref(comment.user.uid)} className={styles.userLink}>
            <strong>{comment.user.nickname}</strong>
          </Link>
          <time dateTime={new Date(comment.createTime).toISOString()}>
            {formatRelative(comment.createTime)}
          </time>
        </p>
        <p className={styles.commentText}>{comment.content}</p>
        <p className={styles.commentTools}>
          <button
            type="button"
            className={styles.linkButton}
            aria-pressed={favor.favored}
            onClick={() =>
              gate() && like.mutate({ commentId: comment.commentId, favor: !favor.favored ? 1 : 0 })
            }
          >
            {favor.favored ? '已赞' : '赞'} {favor.favorCount > 0 ? favor.favorCount : ''}
          </button>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => gate() && setReplying((v) => !v)}
            aria-expanded={replying}
          >
            回复
          </button>
        </p>
        <Replies comment={comment} />
        {replying && (
          <CommentForm
            documentId={documentId}
            parentId={comment.commentId}
            replyUid={comment.user.uid}
            label={`回复 ${comment.user.nickname}`}
            submitText="回复"
            autoFocus
            onCancel={() => setReplying(false)}
            onPosted={() => {
              setReplying(false);
              showToast('回复成功', 'success');
              onChanged();
            }}
          />
        )}
      </div>
    </li>
  );
}

export function CommentSection({ documentId, commentCount }: { documentId: number; commentCount: number }) {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const { page, size, setPage } = useLocalPaging();
  const query = useComments(
    { documentId, pageNum: page, pageSize: size },
    { placeholderData: keepPreviousData },
  );
  const refresh = () =>
    void invalidateApi(
      queryClient,
      'getNewFindCommentList',
      'getFindDocumentDetails',
      'getLifeDocumentDetails',
    );
  const total = query.data?.total ?? commentCount;

  let list;
  if (query.isPending) list = <Skeleton height={160} />;
  else if (query.isError)
    list = <ErrorState error={query.error} title="评论加载失败" onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0)
    list = <EmptyState title="暂无评论" description="快来发表第一条评论吧" />;
  else
    list = (
      <>
        <ul className={styles.comments}>
          {query.data.list.map((comment) => (
            <CommentItem
              key={comment.commentId}
              comment={comment}
              documentId={documentId}
              onChanged={refresh}
            />
          ))}
        </ul>
        <SimplePager className={styles.pager} total={query.data.total} paging={{ page, size, setPage }} />
      </>
    );

  return (
    <section id="comments" className={styles.card} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.cardTitle}>
        评论（{total}）
      </h2>
      {isLoggedIn ? (
        <CommentForm
          documentId={documentId}
          label="写下你的评论"
          onPosted={() => {
            showToast('评论成功', 'success');
            setPage(1);
            refresh();
          }}
        />
      ) : (
        <LoginHint>后参与评论</LoginHint>
      )}
      {list}
    </section>
  );
}
