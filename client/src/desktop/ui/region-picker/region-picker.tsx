// Province → city → area picker fed by getWebArea, cached in session storage (see docs/product-rules.md). If the
// lookup fails the selects stay empty without a message (see docs/wire.md).
import { useEffect, useState } from 'react';
import { loadWebArea, type WebArea } from '../../../core/api/web-area';
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
  const [area, setArea] = useState<WebArea | null>(null);
  useEffect(() => {
    let live = true;
    void loadWebArea().then((data) => live && setArea(data));
    return () => {
      live = false;
    };
  }, []);
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
