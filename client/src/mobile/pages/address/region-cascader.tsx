// 所在地区: province → city → area in a bottom sheet, one level at a time, as phone shoppers know it
// (JD, Taobao, Vant's Area). The levels picked so far sit on top as buttons that go back to that
// level; each option is a button, so touch, keyboard and screen readers all pick the same way
// (antd-mobile's CascaderView renders options as anchors without href: neither focusable nor named).
import { useEffect, useState } from 'react';
import { Sheet } from '../../ui/sheet/sheet';
import styles from './addresses.module.css';
import { LEVEL_NAMES, optionsAt, pickOf, type Level, type RegionPick, type Regions } from './region-levels';

interface RegionCascaderProps {
  open: boolean;
  regions: Regions;
  value: RegionPick | null;
  onChange: (pick: RegionPick) => void;
  onClose: () => void;
}

export function RegionCascader({ open, regions, value, onChange, onClose }: RegionCascaderProps) {
  const [path, setPath] = useState<string[]>([]);
  const [level, setLevel] = useState<Level>(0);

  // Each opening starts from the current value, on its last level.
  useEffect(() => {
    if (!open) return;
    const codes = value ? [value.provinceCode, value.cityCode, value.areaCode] : [];
    setPath(codes);
    setLevel(codes.length === 3 ? 2 : 0);
  }, [open, value]);

  const options = optionsAt(regions, level, path);
  const choose = (code: string) => {
    const next = [...path.slice(0, level), code];
    if (level === 2) {
      const pick = pickOf(regions, next);
      if (pick) onChange(pick);
      onClose();
      return;
    }
    setPath(next);
    setLevel((level + 1) as Level);
  };

  const nameAt = (at: Level) => optionsAt(regions, at, path).find((r) => r.code === path[at])?.name;
  const shown = [0, 1, 2].filter((at) => at <= level || path[at] !== undefined) as Level[];

  return (
    <Sheet open={open} onClose={onClose} title="选择所在地区">
      <div className={styles.levels} role="group" aria-label="已选地区">
        {shown.map((at) => (
          <button
            key={at}
            type="button"
            className={styles.levelButton}
            aria-current={at === level ? 'step' : undefined}
            onClick={() => setLevel(at)}
          >
            {(at < level || (at === level && path[at] !== undefined) ? nameAt(at) : undefined) ??
              `请选择${LEVEL_NAMES[at]}`}
          </button>
        ))}
      </div>
      {/* Keyed by level: a new level starts scrolled to its top. */}
      <ul key={level} className={styles.options} aria-label={`选择${LEVEL_NAMES[level]}`}>
        {options.length === 0 && <li className={styles.noOptions}>暂无可选的{LEVEL_NAMES[level]}</li>}
        {options.map((region) => (
          <li key={region.code}>
            <button
              type="button"
              className={styles.option}
              aria-current={path[level] === region.code ? true : undefined}
              onClick={() => choose(region.code)}
            >
              {region.name}
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
