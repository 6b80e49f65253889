// 退货退款 once approved: the buyer sends the goods back and tells which company and number.
import { useSendReturnExpress } from '../../../../core/order/after-sale-mutations';
import { fieldAria, FormField } from '../../../ui/form/form-field';
import { useServerForm } from '../../../ui/form/use-server-form';
import { FormActions } from './form-actions';
import { useExpressCompanies } from '../../../../core/order/after-sale-queries';

interface ExpressValues {
  expressCode: string;
  expressNo: string;
}

export const validateExpressNo = (v: string): string | null =>
  !v.trim()
    ? '请填写快递单号'
    : /^[A-Za-z0-9]{6,30}$/.test(v.trim())
      ? null
      : '请填写正确的快递单号（6-30位字母或数字）';
const FIELDS = ['expressCode', 'expressNo'] as const;
type Field = (typeof FIELDS)[number];

export function ReturnExpressForm({ refundId, onDone }: { refundId: number; onDone: () => void }) {
  const companies = useExpressCompanies();
  const sendExpress = useSendReturnExpress();
  const { register, errors, isSubmitting, onSubmit, message } = useServerForm<ExpressValues, Field>(
    { expressCode: '', expressNo: '' },
    FIELDS,
    async (v) => {
      await sendExpress.mutateAsync({ refundId, expressCode: v.expressCode, expressNo: v.expressNo.trim() });
      onDone();
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="填写退货物流">
      <FormField htmlFor="express-code" label="快递公司" required error={errors.expressCode?.message}>
        <select
          {...fieldAria('express-code', errors.expressCode?.message)}
          {...register('expressCode', { required: '请选择快递公司' })}
        >
          <option value="">{companies.isPending ? '加载中...' : '请选择快递公司'}</option>
          {companies.data?.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField htmlFor="express-no" label="快递单号" required error={errors.expressNo?.message}>
        <input
          maxLength={30}
          {...fieldAria('express-no', errors.expressNo?.message)}
          {...register('expressNo', { validate: (v) => validateExpressNo(v) ?? true })}
        />
      </FormField>
      <FormActions message={message} pending={isSubmitting} submitText="提交物流信息" />
    </form>
  );
}
