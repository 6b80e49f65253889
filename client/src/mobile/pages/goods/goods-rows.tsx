// The rows under the price: 规格 (opens the SKU sheet), 服务, and 配送至 with the freight the shop's
// rule (contracts' freightFor) gives for what is chosen now.
import { shownPrice } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useDefaultAddress } from '../../../core/address/address-queries';
import { freightText } from '../../../core/goods/freight-text';
import { chooseSpecsText } from '../../../core/goods/purchasable-sku';
import { isLoggedInAtom } from '../../../core/state/session';
import { loginPathFor } from '../../ui/login-redirect/login-redirect';
import styles from './goods.module.css';
import type { GoodsDetail, SkuChoice } from '../../../core/goods/use-sku-choice';

function DeliveryRow({ amount }: { amount: number }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const address = useDefaultAddress(undefined, { enabled: loggedIn, retry: false });
  const place = address.data
    ? `${address.data.provinceName} ${address.data.cityName} ${address.data.areaName}`
    : '请选择收货地址';
  return (
    <Link className={styles.row} to={loggedIn ? '/addresses' : loginPathFor('/addresses')}>
      <span className={styles.rowLabel}>配送至</span>
      <span className={styles.rowValue} data-testid="goods-delivery">
        {place}
        <span className={styles.freight}>{freightText(amount)}</span>
      </span>
      <span aria-hidden="true" className={styles.chevron}>
        ›
      </span>
    </Link>
  );
}

interface Props {
  goods: GoodsDetail;
  choice: SkuChoice;
  onChoose: () => void;
}

export function GoodsRows({ goods, choice, onChoose }: Props) {
  return (
    <section className={styles.card}>
      <button type="button" className={styles.row} onClick={onChoose} aria-haspopup="dialog">
        <span className={styles.rowLabel}>规格</span>
        <span className={styles.rowValue}>
          {choice.missing.length > 0
            ? chooseSpecsText(choice.missing)
            : `已选 ${choice.sku?.specText ?? ''} ×${choice.quantity}`}
        </span>
        <span aria-hidden="true" className={styles.chevron}>
          ›
        </span>
      </button>
      {goods.services.length > 0 && (
        <div className={styles.row}>
          <span className={styles.rowLabel}>服务</span>
          <span className={styles.rowValue}>{goods.services.join(' · ')}</span>
        </div>
      )}
      <DeliveryRow amount={shownPrice(goods, choice.sku).price * choice.quantity} />
    </section>
  );
}
