// The after-sale request for one order line. Both kinds ask for a reason, a description and pictures;
// a refund also asks for its type (仅退款 / 退货退款, as the order allows) and the amount in yuan
// (≤ what was paid for the line). Sends refundOrderProduct or repairOrderProduct and hands back the
// new record's details URL.
import type { ResultOf } from '@storefront/contracts';
import { Controller, useForm, type UseFormRegister } from 'react-hook-form';
import { useApplyRefund, useApplyRepair } from '../../../../core/order/after-sale-mutations';
import { fieldAria, FormField } from '../../../ui/form/form-field';
import { useFormSubmit } from '../../../ui/form/use-form-submit';
import { ImageUpload } from '../../../ui/image-upload/image-upload';
import { formatPrice } from '../../../ui/price/price';
import styles from '../after-sale.module.css';
import { AFTER_SALE_TEXT, DESCRIPTION_MAX, REFUND_TYPE_TEXT, REPAIR_REASONS } from '../after-sale-kind';
import { fenToYuanText, validateRefundAmount, yuanToFen } from '../refund-amount';
import { FormActions } from './form-actions';

type RefundInfo = ResultOf<'getApplyRefundInfo'>;

interface AfterSaleValues {
  refundType: RefundInfo['refundTypes'][number];
  reason: string;
  amount: string;
  description: string;
  pictures: string[];
}

const FIELDS = {
  refund: ['refundType', 'reason', 'amount', 'description', 'pictures'],
  repair: ['reason', 'description', 'pictures'],
} as const;

type AfterSaleFormProps = {
  orderId: number;
  orderItemId: number;
  onDone: (detailsUrl: string) => void;
} & ({ kind: 'refund'; info: RefundInfo } | { kind: 'repair'; info?: undefined });

interface FieldProps {
  register: UseFormRegister<AfterSaleValues>;
  error: string | undefined;
}

/** 退款类型: the kinds of refund this line allows. */
function RefundTypeField({ types, register, error }: FieldProps & { types: RefundInfo['refundTypes'] }) {
  return (
    <FormField htmlFor="refund-type" label="退款类型" required error={error}>
      <div className={styles.radios} role="radiogroup" aria-label="退款类型" id="refund-type">
        {types.map((t) => (
          <label key={t}>
            <input type="radio" value={t} {...register('refundType', { required: '请选择退款类型' })} />{' '}
            {REFUND_TYPE_TEXT[t]}
          </label>
        ))}
      </div>
    </FormField>
  );
}

/** 退款金额 in yuan, at most what the line may refund. */
function RefundAmountField({ maxAmount, register, error }: FieldProps & { maxAmount: number }) {
  return (
    <FormField
      htmlFor="refund-amount"
      label="退款金额"
      required
      error={error}
      hint={`最多可退 ${formatPrice(maxAmount)}`}
    >
      <span className={styles.yuan}>
        ¥
        <input
          inputMode="decimal"
          maxLength={12}
          {...fieldAria('refund-amount', error)}
          {...register('amount', { validate: (v) => validateRefundAmount(v, maxAmount) ?? true })}
        />
      </span>
    </FormField>
  );
}

export function AfterSaleForm({ kind, info, orderId, orderItemId, onDone }: AfterSaleFormProps) {
  const text = AFTER_SALE_TEXT[kind];
  const { register, control, handleSubmit, setError, formState } = useForm<AfterSaleValues>({
    defaultValues: {
      refundType: info?.refundTypes[0] ?? 'refundOnly',
      reason: '',
      amount: info ? fenToYuanText(info.maxAmount) : '',
      description: '',
      pictures: [],
    },
  });
  const { errors, isSubmitting } = formState;
  const applyRefund = useApplyRefund();
  const applyRepair = useApplyRepair();
  const { submit, message } = useFormSubmit(FIELDS[kind], setError, async (v: AfterSaleValues) => {
    const line = { orderId, orderItemId, reason: v.reason };
    const rest = {
      ...(v.description.trim() ? { description: v.description.trim() } : {}),
      pictures: v.pictures,
    };
    if (kind === 'refund') {
      const amount = yuanToFen(v.amount) ?? 0;
      const refund = await applyRefund.mutateAsync({ ...line, refundType: v.refundType, amount, ...rest });
      onDone(`${text.detailsPath}?${text.idParam}=${refund.refundId}`);
    } else {
      const repair = await applyRepair.mutateAsync({ ...line, ...rest });
      onDone(`${text.detailsPath}?${text.idParam}=${repair.repairId}`);
    }
  });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={text.application}>
      {info && (
        <RefundTypeField types={info.refundTypes} register={register} error={errors.refundType?.message} />
      )}
      <FormField htmlFor={`${kind}-reason`} label={text.reason} required error={errors.reason?.message}>
        <select
          {...fieldAria(`${kind}-reason`, errors.reason?.message)}
          {...register('reason', { required: `请选择${text.reason}` })}
        >
          <option value="">{`请选择${text.reason}`}</option>
          {(info?.reasons ?? REPAIR_REASONS).map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </FormField>
      {info && (
        <RefundAmountField maxAmount={info.maxAmount} register={register} error={errors.amount?.message} />
      )}
      <FormField htmlFor={`${kind}-description`} label={text.description} error={errors.description?.message}>
        <textarea
          maxLength={DESCRIPTION_MAX}
          placeholder={text.descriptionPlaceholder}
          {...fieldAria(`${kind}-description`, errors.description?.message)}
          {...register('description', {
            maxLength: {
              value: DESCRIPTION_MAX,
              message: `${text.description}不能超过${DESCRIPTION_MAX}个字`,
            },
          })}
        />
      </FormField>
      <FormField htmlFor={`${kind}-pictures`} label={text.picturesLabel} error={errors.pictures?.message}>
        <Controller
          control={control}
          name="pictures"
          render={({ field }) => (
            <ImageUpload value={field.value} onChange={field.onChange} max={9} label={text.picture} />
          )}
        />
      </FormField>
      <FormActions message={message} pending={isSubmitting} submitText={`提交${text.application}`} />
    </form>
  );
}
