// The refund request: type (仅退款 / 退货退款, as the order allows), reason, amount in yuan (≤ what
// was paid for the line), description and pictures → refundOrderProduct.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { call } from '../../../api/call';
import { Button } from '../../../ui/button/button';
import { fieldAria, FormField, FormMessage } from '../../../ui/form/form-field';
import { applySubmitError } from '../../../ui/form/server-errors';
import { useSingleFlight } from '../../../ui/form/use-single-flight';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { formatPrice } from '../../../ui/price/price';
import styles from '../after-sale.module.css';
import { fenToYuanText, validateRefundAmount, yuanToFen } from '../refund-amount';

type Info = ResultOf<'getApplyRefundInfo'>;
type Refund = ResultOf<'refundOrderProduct'>;

export const REFUND_TYPE_TEXT = { refundOnly: '仅退款', returnAndRefund: '退货退款' } as const;
export const DESCRIPTION_MAX = 500;

interface RefundValues {
  refundType: Info['refundTypes'][number];
  reason: string;
  amount: string;
  description: string;
  pictures: string[];
}

const FIELDS = ['refundType', 'reason', 'amount', 'description', 'pictures'] as const;

export function RefundForm({
  orderId,
  orderItemId,
  info,
  onDone,
}: {
  orderId: number;
  orderItemId: number;
  info: Info;
  onDone: (refund: Refund) => void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefundValues>({
    defaultValues: {
      refundType: info.refundTypes[0] ?? 'refundOnly',
      reason: '',
      amount: fenToYuanText(info.maxAmount),
      description: '',
      pictures: [],
    },
  });

  const submit = useSingleFlight(async (v: RefundValues) => {
    setMessage(null);
    try {
      const refund = await call('refundOrderProduct', {
        orderId,
        orderItemId,
        refundType: v.refundType,
        reason: v.reason,
        amount: yuanToFen(v.amount) ?? 0,
        ...(v.description.trim() ? { description: v.description.trim() } : {}),
        pictures: v.pictures,
      });
      onDone(refund);
    } catch (error) {
      setMessage(applySubmitError(error, FIELDS, setError));
    }
  });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="退款申请">
      <FormField htmlFor="refund-type" label="退款类型" required error={errors.refundType?.message}>
        <div className={styles.radios} role="radiogroup" aria-label="退款类型" id="refund-type">
          {info.refundTypes.map((t) => (
            <label key={t}>
              <input type="radio" value={t} {...register('refundType', { required: '请选择退款类型' })} />{' '}
              {REFUND_TYPE_TEXT[t]}
            </label>
          ))}
        </div>
      </FormField>
      <FormField htmlFor="refund-reason" label="退款原因" required error={errors.reason?.message}>
        <select
          {...fieldAria('refund-reason', errors.reason?.message)}
          {...register('reason', { required: '请选择退款原因' })}
        >
          <option value="">请选择退款原因</option>
          {info.reasons.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        htmlFor="refund-amount"
        label="退款金额"
        required
        error={errors.amount?.message}
        hint={`最多可退 ${formatPrice(info.maxAmount)}`}
      >
        <span className={styles.yuan}>
          ¥
          <input
            inputMode="decimal"
            maxLength={12}
            {...fieldAria('refund-amount', errors.amount?.message)}
            {...register('amount', { validate: (v) => validateRefundAmount(v, info.maxAmount) ?? true })}
          />
        </span>
      </FormField>
      <FormField htmlFor="refund-description" label="退款说明" error={errors.description?.message}>
        <textarea
          maxLength={DESCRIPTION_MAX}
          placeholder={`选填，最多${DESCRIPTION_MAX}字`}
          {...fieldAria('refund-description', errors.description?.message)}
          {...register('description', {
            maxLength: { value: DESCRIPTION_MAX, message: `退款说明不能超过${DESCRIPTION_MAX}个字` },
          })}
        />
      </FormField>
      <FormField htmlFor="refund-pictures" label="上传凭证" error={errors.pictures?.message}>
        <Controller
          control={control}
          name="pictures"
          render={({ field }) => (
            <ImageUpload value={field.value} onChange={field.onChange} max={9} label="退款凭证" />
          )}
        />
      </FormField>
      <div className={styles.actions}>
        <FormMessage message={message} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={isSubmitting} pendingText="提交中...">
          提交退款申请
        </Button>
      </div>
    </form>
  );
}
