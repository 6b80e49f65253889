// Province → city → area picker fed by getWebArea, cached in session storage (see docs/product-rules.md). If the
// lookup fails the picker says so in place of the selects, with 重试.
import { useRegionsOrError } from '../../../core/address/regions';
import type { WebArea } from '../../../core/api/web-area';
import styles from './region-picker.module.css';

export interface RegionValue {
  provinceCode: string;
  cityCode: string;
  areaCode: string;
}

export interface RegionNames {
  provinceName: string;
  cityName: string;
  areaName: string;
}

interface RegionPickerProps {
  value: RegionValue;
  onChange: (value: RegionValue, names: RegionNames) => void;
  disabled?: boolean;
}

export function regionNames(area: WebArea | null, value: RegionValue): RegionNames {
  const find = (list: Array<{ code: string; name: string }> | undefined, code: string) =>
    list?.find((r) => r.code === code)?.name ?? '';
  return {
    provinceName: find(area?.provinces, value.provinceCode),
    cityName: find(area?.city[value.provinceCode], value.cityCode),
    areaName: find(area?.area[value.cityCode], value.areaCode),
  };
}

export function RegionPicker({ value, onChange, disabled = false }: RegionPickerProps) {
  const regions = useRegionsOrError();
  if (regions.isError)
    return (
      <span className={styles.failed} role="alert">
        地区列表加载失败，请检查网络后重试
        <button
          type="button"
          className={styles.retry}
          disabled={regions.isFetching}
          onClick={() => void regions.refetch()}
        >
          {regions.isFetching ? '加载中…' : '重试'}
        </button>
      </span>
    );
  const area = regions.data ?? null;
  const cities = area?.city[value.provinceCode] ?? [];
  const areas = area?.area[value.cityCode] ?? [];
  const emit = (next: RegionValue) => onChange(next, regionNames(area, next));
  return (
    <span className={styles.root}>
      <RegionSelect
        label="省份"
        options={area?.provinces ?? []}
        disabled={disabled}
        value={value.provinceCode}
        onChange={(provinceCode) => emit({ provinceCode, cityCode: '', areaCode: '' })}
      />
      <RegionSelect
        label="城市"
        options={cities}
        disabled={disabled || !value.provinceCode}
        value={value.cityCode}
        onChange={(cityCode) => emit({ ...value, cityCode, areaCode: '' })}
      />
      <RegionSelect
        label="区县"
        options={areas}
        disabled={disabled || !value.cityCode}
        value={value.areaCode}
        onChange={(areaCode) => emit({ ...value, areaCode })}
      />
    </span>
  );
}

interface RegionSelectProps {
  /** 省份, 城市 or 区县: the select's name and, after 请选择, its empty option. */
  label: string;
  options: ReadonlyArray<{ code: string; name: string }>;
  disabled: boolean;
  value: string;
  onChange: (code: string) => void;
}

function RegionSelect({ label, options, disabled, value, onChange }: RegionSelectProps) {
  return (
    <select aria-label={label} disabled={disabled} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{`请选择${label}`}</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </select>
  );
}
