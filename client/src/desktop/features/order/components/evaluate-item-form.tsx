// The evaluation of one order line: stars 1–5 (docs/product-rules.md: ≤2 差评, ≥4 好评), text, up to 9 pictures,
// anonymous or not → evaluate.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useEvaluateOrder } from '../../../../core/order/order-mutations';
import { Button } from '../../../ui/button/button';
import { fieldAria, FormMessage } from '../../../ui/form/form-field';
import { applySubmitError } from '../../../ui/form/server-errors';
import { useSingleFlight } from '../../../ui/form/use-single-flight';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { Rating } from '../../../ui/rating/rating';
import styles from '../order.module.css';
import { EvaluateGoods } from './evaluate-goods';

type Item = ResultOf<'getOrderNew'>['items'][number];

interface EvaluateValues {
  score: number;
  content: string;
  pictures: string[];
  anonymous: boolean;
}

export const EVALUATE_TEXT_MAX = 500;
const FIELDS = ['score', 'content', 'pictures'] as const;

export const evaluateRules = {
  score: (v: number) => (v >= 1 && v <= 5 ? null : '请选择评分'),
  content: (v: string) =>
    !v.trim()
      ? '请填写评价内容'
      : v.trim().length > EVALUATE_TEXT_MAX
        ? `评价内容不能超过${EVALUATE_TEXT_MAX}个字`
        : null,
};

/** 商品评分: one to five stars. */
function ScoreRow({
  id,
  control,
  error,
}: {
  id: string;
  control: Control<EvaluateValues>;
  error: string | undefined;
}) {
  return (
    <div className={styles.ratingRow}>
      <span id={`${id}-score`}>商品评分</span>
      <Controller
        control={control}
        name="score"
        rules={{ validate: (v) => evaluateRules.score(v) ?? true }}
        render={({ field }) => (
          <Rating value={field.value} onChange={field.onChange} showText label="商品评分" size={22} />
        )}
      />
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** 评价图片: up to nine. */
function PicturesField({ control, disabled }: { control: Control<EvaluateValues>; disabled: boolean }) {
  return (
    <Controller
      control={control}
      name="pictures"
      render={({ field }) => (
        <ImageUpload
          value={field.value}
          onChange={field.onChange}
          max={9}
          label="评价图片"
          disabled={disabled}
        />
      )}
    />
  );
}

/** The form's values as the evaluate call takes them. */
const evaluateInput = (orderId: number, orderItemId: number, v: EvaluateValues) => ({
  orderId,
  orderItemId,
  score: v.score,
  content: v.content.trim(),
  pictures: v.pictures,
  anonymous: v.anonymous ? 1 : 0,
});

export function EvaluateItemForm({
  orderId,
  item,
  onDone,
}: {
  orderId: number;
  item: Item;
  onDone: () => void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EvaluateValues>({ defaultValues: { score: 5, content: '', pictures: [], anonymous: false } });
  const content = watch('content');
  const id = `evaluate-${item.orderItemId}`;

  const evaluate = useEvaluateOrder();
  const submit = useSingleFlight(async (v: EvaluateValues) => {
    setMessage(null);
    try {
      await evaluate.mutateAsync(evaluateInput(orderId, item.orderItemId, v));
      onDone();
    } catch (error) {
      setMessage(applySubmitError(error, FIELDS, setError));
    }
  });

  return (
    <form
      className={styles.evaluateItem}
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label={`评价 ${item.name}`}
    >
      <EvaluateGoods item={item} />
      <div>
        <ScoreRow id={id} control={control} error={errors.score?.message} />
        <label htmlFor={`${id}-content`} className="visually-hidden">
          评价内容
        </label>
        <textarea
          className={styles.remark}
          rows={4}
          maxLength={EVALUATE_TEXT_MAX}
          placeholder="商品质量如何？分享您的使用感受吧"
          {...fieldAria(`${id}-content`, errors.content?.message)}
          {...register('content', { validate: (v) => evaluateRules.content(v) ?? true })}
        />
        <p className={styles.counter}>
          {content.length}/{EVALUATE_TEXT_MAX}
        </p>
        {errors.content?.message && (
          <p className={styles.error} id={`${id}-content-error`} role="alert">
            {errors.content.message}
          </p>
        )}
        <PicturesField control={control} disabled={isSubmitting} />
        <p style={{ margin: '12px 0' }}>
          <label>
            <input type="checkbox" {...register('anonymous')} /> 匿名评价
          </label>
        </p>
        <FormMessage message={message} />
        <Button type="submit" variant="primary" pending={isSubmitting} pendingText="提交中...">
          提交评价
        </Button>
      </div>
    </form>
  );
}
