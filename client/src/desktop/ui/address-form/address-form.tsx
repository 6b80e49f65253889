// The address form (consignee, phone — a mobile or a landline —, province → city → area, detail, default), shared by the
// address book and the order page. It validates and shows errors; saving is the caller's call,
// whose failure (03 per field, 02 as a sentence) is shown here without losing what was typed.
import {
  ADDRESS_FIELDS,
  CONSIGNEE_MAX,
  consigneeProblem,
  DETAIL_MAX,
  detailProblem,
  validatePhone,
  type AddressFields,
} from '@storefront/contracts';
import { useState } from 'react';
import { setAddressFieldError } from '../../../core/address/address-form-fields';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Button } from '../button/button';
import { FieldError, fieldAria, FormField, FormMessage } from '../form/form-field';
import { applySubmitError } from '../form/server-errors';
import { useSingleFlight } from '../form/use-single-flight';
import { RegionPicker, type RegionValue } from '../region-picker/region-picker';
import styles from './address-form.module.css';

export interface AddressValues extends AddressFields {
  isDefault: boolean;
}

export const EMPTY_ADDRESS: AddressValues = {
  consignee: '',
  mobile: '',
  provinceCode: '',
  cityCode: '',
  areaCode: '',
  detail: '',
  isDefault: false,
};

export function validateRegion(region: RegionValue): string | null {
  if (!region.provinceCode) return '请选择省份';
  if (!region.cityCode) return '请选择城市';
  if (!region.areaCode) return '请选择区县';
  return null;
}

interface AddressFormProps {
  initial?: AddressValues;
  submitText?: string;
  onSubmit: (values: AddressValues) => Promise<void>;
  onCancel?: () => void;
}

interface FormShape extends Omit<AddressValues, 'provinceCode' | 'cityCode' | 'areaCode'> {
  region: RegionValue;
}

/** The form's own shape: the three region codes are one picker's value. */
const shapeOf = (v: AddressValues): FormShape => ({
  consignee: v.consignee,
  mobile: v.mobile,
  detail: v.detail,
  isDefault: v.isDefault,
  region: { provinceCode: v.provinceCode, cityCode: v.cityCode, areaCode: v.areaCode },
});

/** 所在地区: province, city and area in one picker. */
function RegionRow({ control, error }: { control: Control<FormShape>; error: string | undefined }) {
  return (
    <div className={styles.regionRow}>
      <span className={styles.regionLabel} id="address-region-label">
        <span className={styles.required} aria-hidden="true">
          *
        </span>
        所在地区
      </span>
      <div role="group" aria-labelledby="address-region-label">
        <Controller
          control={control}
          name="region"
          rules={{ validate: (v) => validateRegion(v) ?? true }}
          render={({ field }) => (
            <RegionPicker value={field.value} onChange={(value) => field.onChange(value)} />
          )}
        />
        <FieldError error={error} />
      </div>
    </div>
  );
}

/** 取消 (when the caller offers it) and the submit button. */
function FormButtons({
  submitText,
  pending,
  onCancel,
}: {
  submitText: string;
  pending: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className={styles.actions}>
      {onCancel && (
        <Button onClick={onCancel} disabled={pending}>
          取消
        </Button>
      )}
      <Button type="submit" variant="primary" pending={pending} pendingText="保存中...">
        {submitText}
      </Button>
    </div>
  );
}

export function AddressForm({
  initial = EMPTY_ADDRESS,
  submitText = '保存地址',
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormShape>({
    defaultValues: shapeOf(initial),
  });

  const detail = useWatch({ control, name: 'detail' });

  const submit = useSingleFlight(async ({ region, ...rest }: FormShape) => {
    setFormMessage(null);
    try {
      await onSubmit({ ...rest, consignee: rest.consignee.trim(), detail: rest.detail.trim(), ...region });
    } catch (error) {
      setFormMessage(applySubmitError(error, ADDRESS_FIELDS, setAddressFieldError(setError)));
    }
  });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="收货地址表单" className={styles.form}>
      <FormField htmlFor="address-consignee" label="收货人" required error={errors.consignee?.message}>
        <input
          maxLength={CONSIGNEE_MAX}
          placeholder="请填写收货人姓名"
          {...fieldAria('address-consignee', errors.consignee?.message)}
          {...register('consignee', { validate: (v) => consigneeProblem(v) ?? true })}
        />
      </FormField>
      <FormField htmlFor="address-mobile" label="联系电话" required error={errors.mobile?.message}>
        <input
          type="tel"
          inputMode="tel"
          maxLength={13}
          placeholder="手机号或固定电话，如 021-12345678"
          {...fieldAria('address-mobile', errors.mobile?.message)}
          {...register('mobile', {
            validate: (v) => validatePhone(v.trim()) ?? true,
            setValueAs: (v: string) => v.trim(),
          })}
        />
      </FormField>
      <RegionRow control={control} error={errors.region?.message} />
      <FormField
        htmlFor="address-detail"
        label="详细地址"
        required
        error={errors.detail?.message}
        hint={<span data-testid="detail-count">{`${detail.length}/${DETAIL_MAX}`}</span>}
      >
        <textarea
          rows={2}
          maxLength={DETAIL_MAX}
          placeholder="街道、楼牌号等，至少5个字"
          {...fieldAria('address-detail', errors.detail?.message)}
          {...register('detail', { validate: (v) => detailProblem(v) ?? true })}
        />
      </FormField>
      <div className={styles.defaultRow}>
        <label>
          <input type="checkbox" {...register('isDefault')} /> 设为默认收货地址
        </label>
      </div>
      <FormMessage message={formMessage} />
      <FormButtons submitText={submitText} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
