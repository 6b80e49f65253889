// Like and collect on a document, for logged-in users (visitors are sent to log in). The detail
// query's cache is updated from each reply, so the counts shown are the server's.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { errorMessage, isIgnorableError } from '../../../api/errors';
import { MessageIcon } from '../../../ui/icons/icons';
import { showToast } from '../../../ui/toast/toast-bus';
import type { DocumentDetail } from '../document-links';
import { countText } from '../../../ui/format/relative-time';
import { useLoginGate } from '../../../state/use-login-gate';
import styles from '../article.module.css';

interface DocumentActionsProps {
  doc: DocumentDetail;
  /** The query key of the detail, to update from the replies. */
  detailKey: readonly unknown[];
}

const reportError = (error: unknown) => {
  if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
};

export function DocumentActions({ doc, detailKey }: DocumentActionsProps) {
  const queryClient = useQueryClient();
  const gate = useLoginGate();
  const patch = (changes: Partial<DocumentDetail>) =>
    queryClient.setQueryData<DocumentDetail>(detailKey, (old) => (old ? { ...old, ...changes } : old));

  const favor = useMutation({
    mutationFn: (next: boolean) =>
      call('addDocumentFavor', { documentId: doc.documentId, favor: next ? 1 : 0 }),
    onSuccess: (result) => patch({ favored: result.favored, favorCount: result.favorCount }),
    onError: reportError,
  });
  const collect = useMutation({
    mutationFn: (next: boolean) =>
      call('addGoodsCollect', { targetId: doc.documentId, targetType: 'document', collect: next ? 1 : 0 }),
    onSuccess: (result) => {
      patch({ collected: result.collected });
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
        onClick={() => gate() && favor.mutate(!doc.favored)}
      >
        <span aria-hidden="true">{doc.favored ? '♥' : '♡'}</span>
        {doc.favored ? '已赞' : '点赞'} {countText(doc.favorCount)}
      </button>
      <button
        type="button"
        className={`${styles.action} ${doc.collected ? styles.actionOn : ''}`}
        aria-pressed={doc.collected}
        disabled={collect.isPending}
        onClick={() => gate() && collect.mutate(!doc.collected)}
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
