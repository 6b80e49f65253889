// 配送至 on the product page: where it would be delivered (the chosen region, else the default
// address's, else a prompt) with a region picker, and the freight the shop's rule gives for what is
// chosen now (the same freightText as the phone's goods page).
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useDefaultAddress } from '../../../../core/address/address-queries';
import { freightText } from '../../../../core/goods/freight-text';
import { isLoggedInAtom } from '../../../../core/state/session';
import { RegionPicker, type RegionNames, type RegionValue } from '../../../ui/region-picker/region-picker';
import styles from '../goods.module.css';

const NO_REGION: RegionValue = { provinceCode: '', cityCode: '', areaCode: '' };

export function GoodsDelivery({ amount }: { amount: number }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const address = useDefaultAddress(undefined, { enabled: loggedIn, retry: false });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<RegionValue>(NO_REGION);
  const [chosen, setChosen] = useState<RegionNames | null>(null);
  const a = address.data;
  const place = chosen
    ? `${chosen.provinceName} ${chosen.cityName} ${chosen.areaName}`
    : a
      ? `${a.provinceName} ${a.cityName} ${a.areaName}`
      : '请选择配送地区';
  return (
    <div className={styles.specRow}>
      <span className={styles.label} aria-hidden="true">
        配送至
      </span>
      <span className={styles.delivery}>
        <button
          type="button"
          className={styles.deliveryPlace}
          aria-expanded={open}
          aria-controls="goods-delivery-picker"
          aria-label={`配送至 ${place}，选择配送地区`}
          onClick={() => setOpen(!open)}
        >
          {place} ▾
        </button>
        <span className={styles.freight} data-testid="goods-freight">
          {freightText(amount)}
        </span>
        {open && (
          <span id="goods-delivery-picker" className={styles.deliveryPicker}>
            <RegionPicker
              value={draft}
              onChange={(value, names) => {
                setDraft(value);
                if (!value.areaCode) return;
                setChosen(names);
                setOpen(false);
              }}
            />
          </span>
        )}
      </span>
    </div>
  );
}
