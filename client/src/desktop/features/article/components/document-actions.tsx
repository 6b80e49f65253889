// Like and collect on a document, for logged-in users (visitors are sent to log in). The detail
// query's cache is updated from each reply, so the counts shown are the server's.
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { MessageIcon } from '../../../ui/icons/icons';
import { showToast } from '../../../ui/toast/toast-bus';
import type { DocumentDetail } from '../document-links';
import { countText } from '../../../ui/format/relative-time';
import { useLoginGate } from '../../../ui/hooks/use-login-gate';
import styles from '../article.module.css';
import { useCollect, useLikeDocument } from '../../../../core/find/find-mutations';

interface DocumentActionsProps {
  doc: DocumentDetail;
}

const reportError = (error: unknown) => {
  if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
};

export function DocumentActions({ doc }: DocumentActionsProps) {
  const gate = useLoginGate();
  const favor = useLikeDocument({
    onError: reportError,
  });
  const collect = useCollect({
    onSuccess: (result) => {
      showToast(result.collected ? '收藏成功' : '已取消收藏', 'success');
    },
    onError: reportError,
  });

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${styles.action} ${doc.favored ? styles.actionOn : ''}`}
        aria-pressed={doc.favored}
        disabled={favor.isPending}
        onClick={() => gate() && favor.mutate({ documentId: doc.documentId, favor: !doc.favored ? 1 : 0 })}
      >
        <span aria-hidden="true">{doc.favored ? '♥' : '♡'}</span>
        {doc.favored ? '已赞' : '点赞'} {countText(doc.favorCount)}
      </button>
      <button
        type="button"
        className={`${styles.action} ${doc.collected ? styles.actionOn : ''}`}
        aria-pressed={doc.collected}
        disabled={collect.isPending}
        onClick={() =>
          gate() &&
          collect.mutate({
            targetId: doc.documentId,
            targetType: 'document',
            collect: !doc.collected ? 1 : 0,
          })
        }
      >
        <span aria-hidden="true">{doc.collected ? '★' : '☆'}</span>
        {doc.collected ? '已收藏' : '收藏'}
      </button>
      <a className={styles.action} href="#comments">
        <MessageIcon size={15} />
        评论 {countText(doc.commentCount)}
      </a>
    </div>
  );
}
