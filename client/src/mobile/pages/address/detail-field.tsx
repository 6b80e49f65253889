// 详细地址 of the address form: a two-line box (street, building, room) and its problem.
import { DETAIL_MAX, detailProblem } from '@storefront/contracts';
import type { UseFormRegister } from 'react-hook-form';
import { FieldError } from '../../ui/form/field-error';
import form from '../../ui/form/form.module.css';
import type { AddressValues } from './address-values';
import styles from './addresses.module.css';

interface DetailFieldProps {
  register: UseFormRegister<AddressValues>;
  error: string | undefined;
}

export function DetailField({ register, error }: DetailFieldProps) {
  return (
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'address-detail-error' : undefined}
          {...register('detail', {
            setValueAs: (v: string) => v.trim(),
            validate: (v) => detailProblem(v) ?? true,
          })}
        />
      </div>
      <FieldError id="address-detail-error" error={error} />
    </div>
  );
}
