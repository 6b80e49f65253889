// Invoice details (personal or company title, tax number for companies, email). Used on the order
// page (kept until the order is paid) and by 申请发票 on a paid order.
import { validateEmail } from '@storefront/contracts';
import { useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../ui/button/button';
import { fieldAria, FormField, FormMessage } from '../../../ui/form/form-field';
import { applySubmitError } from '../../../ui/form/server-errors';
import { useSingleFlight } from '../../../ui/form/use-single-flight';

export interface InvoiceValues {
  invoiceTitleType: 'personal' | 'company';
  invoiceTitle: string;
  taxNo: string;
  email: string;
}

export const EMPTY_INVOICE: InvoiceValues = {
  invoiceTitleType: 'personal',
  invoiceTitle: '个人',
  taxNo: '',
  email: '',
};
const FIELDS = ['invoiceTitleType', 'invoiceTitle', 'taxNo', 'email'] as const;

export const invoiceRules = {
  title: (v: string) =>
    !v.trim() ? '请填写发票抬头' : v.trim().length > 50 ? '发票抬头不能超过50个字' : null,
  taxNo: (v: string, type: InvoiceValues['invoiceTitleType']) => {
    if (type !== 'company') return null;
    if (!v.trim()) return '企业发票须填写纳税人识别号';
    return /^[0-9A-Z]{15,20}$/.test(v.trim()) ? null : '请填写正确的纳税人识别号（15-20位数字或大写字母）';
  },
  email: (v: string) => (!v.trim() ? '请填写接收发票的邮箱' : validateEmail(v.trim())),
};

/** The call's input from the form (no tax number on a personal invoice). */
export const invoiceInput = (v: InvoiceValues) => ({
  invoiceTitleType: v.invoiceTitleType,
  invoiceTitle: v.invoiceTitle.trim(),
  email: v.email.trim(),
  ...(v.invoiceTitleType === 'company' ? { taxNo: v.taxNo.trim() } : {}),
});

interface InvoiceFormProps {
  initial?: InvoiceValues;
  submitText: string;
  onSubmit: (values: InvoiceValues) => Promise<void>;
  onCancel?: () => void;
}

/** 个人 or 单位: the kind of title the invoice carries. */
function TitleTypeChoice({ register }: { register: UseFormRegister<InvoiceValues> }) {
  return (
    <div
      role="radiogroup"
      aria-label="抬头类型"
      style={{ display: 'flex', gap: 16, margin: '0 0 16px 122px' }}
    >
      <label>
        <input type="radio" value="personal" {...register('invoiceTitleType')} /> 个人
      </label>
      <label>
        <input type="radio" value="company" {...register('invoiceTitleType')} /> 单位
      </label>
    </div>
  );
}

export function InvoiceForm({ initial = EMPTY_INVOICE, submitText, onSubmit, onCancel }: InvoiceFormProps) {
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvoiceValues>({ defaultValues: initial });
  const type = watch('invoiceTitleType');
  const submit = useSingleFlight(async (values: InvoiceValues) => {
    setFormMessage(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormMessage(applySubmitError(error, FIELDS, setError));
    }
  });
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="发票信息">
      <TitleTypeChoice register={register} />
      <FormField htmlFor="invoice-title" label="发票抬头" required error={errors.invoiceTitle?.message}>
        <input
          maxLength={50}
          placeholder={type === 'company' ? '请填写单位名称' : '个人'}
          {...fieldAria('invoice-title', errors.invoiceTitle?.message)}
          {...register('invoiceTitle', { validate: (v) => invoiceRules.title(v) ?? true })}
        />
      </FormField>
      {type === 'company' && (
        <FormField htmlFor="invoice-tax" label="纳税人识别号" required error={errors.taxNo?.message}>
          <input
            maxLength={20}
            placeholder="15-20位数字或大写字母"
            {...fieldAria('invoice-tax', errors.taxNo?.message)}
            {...register('taxNo', {
              validate: (v, all) => invoiceRules.taxNo(v, all.invoiceTitleType) ?? true,
              setValueAs: (v: string) => v.toUpperCase(),
            })}
          />
        </FormField>
      )}
      <FormField
        htmlFor="invoice-email"
        label="接收邮箱"
        required
        error={errors.email?.message}
        hint="电子发票开具后将发送至该邮箱"
      >
        <input
          type="email"
          maxLength={100}
          {...fieldAria('invoice-email', errors.email?.message)}
          {...register('email', { validate: (v) => invoiceRules.email(v) ?? true })}
        />
      </FormField>
      <FormMessage message={formMessage} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={isSubmitting}>
            取消
          </Button>
        )}
        <Button type="submit" variant="primary" pending={isSubmitting} pendingText="提交中...">
          {submitText}
        </Button>
      </div>
    </form>
  );
}
