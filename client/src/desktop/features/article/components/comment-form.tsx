// Writing a comment or a reply (newAddComment). The same limits as the contract: required, at most
// 500 characters, with Chinese messages.
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import styles from '../article.module.css';
import { useAddComment } from '../../../../core/find/find-mutations';

export const COMMENT_MAX = 500;

export function checkComment(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '请填写评论内容';
  if (trimmed.length > COMMENT_MAX) return `评论内容不能超过${COMMENT_MAX}个字`;
  return null;
}

interface CommentFormProps {
  documentId: number;
  parentId?: number;
  replyUid?: number;
  /** Shown as the field's label and placeholder, e.g. 回复 小明. */
  label: string;
  submitText?: string;
  autoFocus?: boolean;
  onPosted: () => void;
  onCancel?: () => void;
}

export function CommentForm({
  documentId,
  parentId = 0,
  replyUid = 0,
  label,
  submitText = '发表评论',
  autoFocus = false,
  onPosted,
  onCancel,
}: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const post = useAddComment({
    onSuccess: () => {
      setText('');
      setProblem(null);
      onPosted();
    },
    onError: (error) => {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = checkComment(text);
    setProblem(message);
    if (!message) post.mutate({ documentId, content: text.trim(), parentId, replyUid });
  };

  return (
    <form className={styles.commentForm} onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        placeholder={`${label}…`}
        rows={parentId ? 2 : 3}
        autoFocus={autoFocus}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.commentFormBar}>
        {problem ? (
          <span id={`${id}-error`} role="alert" className={styles.fieldError}>
            {problem}
          </span>
        ) : (
          <span className={`${styles.counter} ${text.trim().length > COMMENT_MAX ? styles.counterOver : ''}`}>
            {text.trim().length}/{COMMENT_MAX}
          </span>
        )}
        <span className={styles.commentButtons}>
          {onCancel && (
            <button type="button" className={styles.ghostButton} onClick={onCancel}>
              取消
            </button>
          )}
          <button type="submit" className={styles.smallButton} disabled={post.isPending}>
            {post.isPending ? '提交中...' : submitText}
          </button>
        </span>
      </div>
    </form>
  );
}
