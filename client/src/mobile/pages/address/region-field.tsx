// 所在地区 of the address form: a row that opens the province → city → area cascader, says when the
// regions are still loading or failed (tap to retry), and shows the field's problem.
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useRegions } from '../../../core/address/regions';
import { FieldError } from '../../ui/form/field-error';
import form from '../../ui/form/form.module.css';
import type { AddressValues } from './address-values';
import styles from './addresses.module.css';
import { RegionCascader } from './region-cascader';
import { pickText } from './region-levels';

export function RegionField({ control }: { control: Control<AddressValues> }) {
  const regions = useRegions();
  const [pickerOpen, setPickerOpen] = useState(false);
  const emptyText = regions.isPending
    ? '地区加载中...'
    : regions.data
      ? '请选择省/市/区'
      : '地区加载失败，点此重试';
  return (
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
                {field.value ? pickText(field.value) : emptyText}
              </span>
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <FieldError id="address-region-error" error={fieldState.error?.message} />
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
  );
}
