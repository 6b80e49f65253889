// The repair request: reason, description, pictures → repairOrderProduct.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { call } from '../../../api/call';
import { Button } from '../../../ui/button/button';
import { fieldAria, FormField, FormMessage } from '../../../ui/form/form-field';
import { applySubmitError } from '../../../ui/form/server-errors';
import { useSingleFlight } from '../../../ui/form/use-single-flight';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import styles from '../after-sale.module.css';
import { DESCRIPTION_MAX } from './refund-form';

export const REPAIR_REASONS = ['商品故障', '功能异常', '外观损坏', '配件缺失', '其他'] as const;

interface RepairValues {
  reason: string;
  description: string;
  pictures: string[];
}

const FIELDS = ['reason', 'description', 'pictures'] as const;

export function RepairForm({
  orderId,
  orderItemId,
  onDone,
}: {
  orderId: number;
  orderItemId: number;
  onDone: (repair: ResultOf<'repairOrderProduct'>) => void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RepairValues>({ defaultValues: { reason: '', description: '', pictures: [] } });
  const submit = useSingleFlight(async (v: RepairValues) => {
    setMessage(null);
    try {
      onDone(
        await call('repairOrderProduct', {
          orderId,
          orderItemId,
          reason: v.reason,
          ...(v.description.trim() ? { description: v.description.trim() } : {}),
          pictures: v.pictures,
        }),
      );
    } catch (error) {
      setMessage(applySubmitError(error, FIELDS, setError));
    }
  });
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="维修申请">
      <FormField htmlFor="repair-reason" label="维修原因" required error={errors.reason?.message}>
        <select
          {...fieldAria('repair-reason', errors.reason?.message)}
          {...register('reason', { required: '请选择维修原因' })}
        >
          <option value="">请选择维修原因</option>
          {REPAIR_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </FormField>
      <FormField htmlFor="repair-description" label="问题描述" error={errors.description?.message}>
        <textarea
          maxLength={DESCRIPTION_MAX}
          placeholder="请描述商品出现的问题"
          {...fieldAria('repair-description', errors.description?.message)}
          {...register('description', {
            maxLength: { value: DESCRIPTION_MAX, message: `问题描述不能超过${DESCRIPTION_MAX}个字` },
          })}
        />
      </FormField>
      <FormField htmlFor="repair-pictures" label="上传图片" error={errors.pictures?.message}>
        <Controller
          control={control}
          name="pictures"
          render={({ field }) => (
            <ImageUpload value={field.value} onChange={field.onChange} max={9} label="维修图片" />
          )}
        />
      </FormField>
      <div className={styles.actions}>
        <FormMessage message={message} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={isSubmitting} pendingText="提交中...">
          提交维修申请
        </Button>
      </div>
    </form>
  );
}
