// The address form of /m/addresses/:id, for a new address (`address` null) or an existing one.
import {
  CONSIGNEE_MAX,
  consigneeProblem,
  DETAIL_MAX,
  detailProblem,
  validatePhone,
  type ResultOf,
} from '@storefront/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAddAddress, useEditAddress } from '../../../core/address/address-mutations';
import { useRegions } from '../../../core/address/regions';
import { FormMessage } from '../../ui/form/form-message';
import { formFailure, type FormFailure } from '../../ui/form/form-failure';
import form from '../../ui/form/form.module.css';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { showToast } from '../../ui/toast/toast-bus';
import { ADDRESS_LIST_PATH, returnWithAddress } from './address-return';
import styles from './addresses.module.css';
import { RegionCascader } from './region-cascader';
import { pickText, type RegionPick } from './region-levels';

type Address = ResultOf<'getAddressList'>[number];

interface AddressValues {
  consignee: string;
  mobile: string;
  region: RegionPick | null;
  detail: string;
  isDefault: boolean;
}

const FIELDS = ['consignee', 'mobile', 'region', 'detail'] as const;
/** The wire's region fields are one field here. */
const FIELD_OF: Record<string, (typeof FIELDS)[number]> = {
  provinceCode: 'region',
  cityCode: 'region',
  areaCode: 'region',
};

const valuesOf = (address: Address | null): AddressValues => ({
  consignee: address?.consignee ?? '',
  mobile: address?.mobile ?? '',
  region: address
    ? {
        provinceCode: address.provinceCode,
        cityCode: address.cityCode,
        areaCode: address.areaCode,
        provinceName: address.provinceName,
        cityName: address.cityName,
        areaName: address.areaName,
      }
    : null,
  detail: address?.detail ?? '',
  isDefault: address?.isDefault ?? false,
});

export function AddressForm({ address }: { address: Address | null }) {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const regions = useRegions();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressValues>({ defaultValues: valuesOf(address) });
  const add = useAddAddress();
  const edit = useEditAddress();
  const pending = add.isPending || edit.isPending;

  const submit = handleSubmit(async ({ consignee, mobile, region, detail, isDefault }) => {
    if (pending || !region) return;
    setFailure(null);
    const input = {
      consignee,
      mobile,
      provinceCode: region.provinceCode,
      cityCode: region.cityCode,
      areaCode: region.areaCode,
      detail,
      isDefault: isDefault ? 1 : 0,
    };
    try {
      const saved = address
        ? await edit.mutateAsync({ ...input, addressId: address.addressId })
        : await add.mutateAsync(input);
      showToast(address ? '地址已保存' : '地址已添加');
      await navigate(returnWithAddress(redirect, saved.addressId) ?? ADDRESS_LIST_PATH, { replace: true });
    } catch (error) {
      setFailure(
        formFailure(error, [...FIELDS, ...Object.keys(FIELD_OF)], (field, problem, options) =>
          setError(FIELD_OF[field] ?? (field as (typeof FIELDS)[number]), problem, options),
        ),
      );
    }
  });

  return (
    <PageLayout title={address ? '编辑收货地址' : '新增收货地址'}>
      <form onSubmit={submit} noValidate aria-label="收货地址表单">
        <div className={form.card}>
          <TextField
            label="收货人"
            autoComplete="name"
            maxLength={CONSIGNEE_MAX}
            placeholder="请输入收货人姓名"
            error={errors.consignee?.message}
            {...register('consignee', {
              setValueAs: (v: string) => v.trim(),
              validate: (v) => consigneeProblem(v) ?? true,
            })}
          />
          <TextField
            label="手机号码"
            type="tel"
            autoComplete="tel"
            maxLength={13}
            placeholder="手机号或固定电话"
            error={errors.mobile?.message}
            {...register('mobile', {
              setValueAs: (v: string) => v.trim(),
              validate: (v) => validatePhone(v) ?? true,
            })}
          />
          <Controller
            control={control}
            name="region"
            rules={{ validate: (v) => (v ? true : '请选择所在地区') }}
            render={({ field, fieldState }) => (
              <div className={form.field}>
                <div className={form.row}>
                  <span className={form.label} id="address-region-label">
                    所在地区
                  </span>
                  <button
                    ref={field.ref}
                    type="button"
                    className={styles.regionButton}
                    aria-labelledby="address-region-label address-region-value"
                    aria-invalid={fieldState.error ? true : undefined}
                    aria-describedby={fieldState.error ? 'address-region-error' : undefined}
                    disabled={regions.isPending}
                    onClick={() => (regions.data ? setPickerOpen(true) : void regions.refetch())}
                  >
                    <span id="address-region-value" className={field.value ? undefined : styles.placeholder}>
                      {field.value
                        ? pickText(field.value)
                        : regions.isPending
                          ? '地区加载中...'
                          : regions.data
                            ? '请选择省/市/区'
                            : '地区加载失败，点此重试'}
                    </span>
                    <span aria-hidden="true">›</span>
                  </button>
                </div>
                {fieldState.error && (
                  <p id="address-region-error" className={form.error} role="alert">
                    {fieldState.error.message}
                  </p>
                )}
                {regions.data && (
                  <RegionCascader
                    open={pickerOpen}
                    regions={regions.data}
                    value={field.value}
                    onChange={field.onChange}
                    onClose={() => setPickerOpen(false)}
                  />
                )}
              </div>
            )}
          />
          <div className={form.field}>
            <div className={`${form.row} ${styles.detailRow}`}>
              <label className={form.label} htmlFor="address-detail">
                详细地址
              </label>
              <textarea
                id="address-detail"
                className={styles.detail}
                rows={2}
                maxLength={DETAIL_MAX}
                placeholder="街道、楼牌号等"
                aria-invalid={errors.detail ? true : undefined}
                aria-describedby={errors.detail ? 'address-detail-error' : undefined}
                {...register('detail', {
                  setValueAs: (v: string) => v.trim(),
                  validate: (v) => detailProblem(v) ?? true,
                })}
              />
            </div>
            {errors.detail && (
              <p id="address-detail-error" className={form.error} role="alert">
                {errors.detail.message}
              </p>
            )}
          </div>
          <div className={form.field}>
            <label className={`${form.row} ${styles.switchRow}`}>
              <span>设为默认地址</span>
              <input type="checkbox" role="switch" className={styles.switch} {...register('isDefault')} />
            </label>
          </div>
        </div>
        <FormMessage
          message={failure?.message ?? null}
          onRetry={failure?.retryable ? () => void submit() : undefined}
        />
        <SubmitButton pending={pending} pendingText="保存中...">
          保存
        </SubmitButton>
      </form>
    </PageLayout>
  );
}
