// Province → city → area picker fed by getWebArea, cached in session storage (see docs/product-rules.md). If the
// lookup fails the selects stay empty without a message (see docs/wire.md).
import { useEffect, useState } from 'react';
import { loadWebArea, type WebArea } from '../../api/web-area';
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
      <select
        aria-label="省份"
        disabled={disabled}
        value={value.provinceCode}
        onChange={(e) => emit({ provinceCode: e.target.value, cityCode: '', areaCode: '' })}
      >
        <option value="">请选择省份</option>
        {area?.provinces.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
          </option>
        ))}
      </select>
      <select
        aria-label="城市"
        disabled={disabled || !value.provinceCode}
        value={value.cityCode}
        onChange={(e) => emit({ ...value, cityCode: e.target.value, areaCode: '' })}
      >
        <option value="">请选择城市</option>
        {cities.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <select
        aria-label="区县"
        disabled={disabled || !value.cityCode}
        value={value.areaCode}
        onChange={(e) => emit({ ...value, areaCode: e.target.value })}
      >
        <option value="">请选择区县</option>
        {areas.map((a) => (
          <option key={a.code} value={a.code}>
            {a.name}
          </option>
        ))}
      </select>
    </span>
  );
}
