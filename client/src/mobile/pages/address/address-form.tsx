// The address form of /m/addresses/:id, for a new address (`address` null) or an existing one.
import { CONSIGNEE_MAX, consigneeProblem, validatePhone } from '@storefront/contracts';
import { useForm } from 'react-hook-form';
import { FormMessage } from '../../ui/form/form-message';
import form from '../../ui/form/form.module.css';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { valuesOf, type Address, type AddressValues } from './address-values';
import styles from './addresses.module.css';
import { DetailField } from './detail-field';
import { RegionField } from './region-field';
import { useAddressSave } from './use-address-save';

const trim = (v: string) => v.trim();

export function AddressForm({ address }: { address: Address | null }) {
  const { register, control, handleSubmit, setError, formState } = useForm<AddressValues>({
    defaultValues: valuesOf(address),
  });
  const { errors } = formState;
  const { save, pending, failure } = useAddressSave(address, setError);
  const submit = handleSubmit(save);

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
            {...register('consignee', { setValueAs: trim, validate: (v) => consigneeProblem(v) ?? true })}
          />
          <TextField
            label="手机号码"
            type="tel"
            autoComplete="tel"
            maxLength={13}
            placeholder="手机号或固定电话"
            error={errors.mobile?.message}
            {...register('mobile', { setValueAs: trim, validate: (v) => validatePhone(v) ?? true })}
          />
          <RegionField control={control} />
          <DetailField register={register} error={errors.detail?.message} />
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
