// 评价 one line of a 待评价 order, in a sheet: a score of 1 to 5 and what the shopper has to say,
// each answered in Chinese when missing or too long; submitted as evaluate. The line then reads 已评价.
import { useState } from 'react';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { useEvaluateOrder } from '../../../../core/order/order-mutations';
import { Sheet } from '../../../ui/sheet/sheet';
import { showToast } from '../../../ui/toast/toast-bus';
import styles from './orders.module.css';

export const REVIEW_MAX = 500;
const SCORES = [1, 2, 3, 4, 5] as const;
const SCORE_TEXT = ['', '非常差', '差', '一般', '好', '非常好'] as const;

/** What is wrong with a review before it is sent, or null. */
export function reviewProblem(score: number | null, content: string): string | null {
  if (score === null) return '请选择评分';
  const text = content.trim();
  if (!text) return '请填写评价内容';
  if (text.length > REVIEW_MAX) return `评价内容不能超过${REVIEW_MAX}个字`;
  return null;
}

interface ReviewSheetProps {
  orderId: number;
  item: { orderItemId: number; name: string };
  onClose: () => void;
}

export function ReviewSheet({ orderId, item, onClose }: ReviewSheetProps) {
  const [score, setScore] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const evaluate = useEvaluateOrder({
    onSuccess: () => {
      showToast('评价成功，感谢您的分享');
      onClose();
    },
    onError: (error) => {
      if (!isIgnorableError(error)) setProblem(errorMessage(error));
    },
  });
  const submit = () => {
    const found = reviewProblem(score, content);
    setProblem(found);
    if (found || score === null) return;
    evaluate.mutate({ orderId, orderItemId: item.orderItemId, score, content: content.trim() });
  };
  return (
    <Sheet open onClose={onClose} title="评价商品">
      <form
        aria-label="评价表单"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className={styles.muted}>{item.name}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.cardTitle}>评分{score !== null && `：${SCORE_TEXT[score]}`}</legend>
          <div className={styles.scores}>
            {SCORES.map((s) => (
              <label key={s} className={styles.score}>
                <input
                  type="radio"
                  name="review-score"
                  className="visually-hidden"
                  checked={score === s}
                  onChange={() => setScore(s)}
                />
                <span
                  aria-hidden="true"
                  className={score !== null && s <= score ? styles.starOn : styles.star}
                >
                  ★
                </span>
                <span className="visually-hidden">{s}星</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor="review-content" className={styles.cardTitle}>
          评价内容
        </label>
        <textarea
          id="review-content"
          className={styles.note}
          rows={4}
          placeholder="说说商品的质量、外观和使用感受吧"
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
        <p className={styles.muted}>
          {content.trim().length}/{REVIEW_MAX}
        </p>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className={styles.sheetButton} disabled={evaluate.isPending}>
          {evaluate.isPending ? '提交中…' : '提交评价'}
        </button>
      </form>
    </Sheet>
  );
}
