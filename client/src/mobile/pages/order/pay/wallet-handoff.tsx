// The wallet app a phone payment hands off to, simulated: a real H5 cashier opens 微信 / 支付宝 and
// the shopper comes back to the shop's result page. This shop is offline, so the "app" is this
// full-screen page; 确认支付 (or the demo paying by itself) returns to the result, 取消支付 to the
// choice of method. No QR code: a phone cannot scan its own screen.
import { useEffect, useId, useRef } from 'react';
import { Price } from '../../../ui/price/price';
import styles from './wallet-handoff.module.css';

interface WalletHandoffProps {
  app: string;
  payAmount: number;
  orderNo: string;
  onReturn: () => void;
  onCancel: () => void;
}

export function WalletHandoff({ app, payAmount, orderNo, onReturn, onCancel }: WalletHandoffProps) {
  const titleId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className={styles.app} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <header className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          {app}（模拟）
        </h2>
      </header>
      <div className={styles.body}>
        <p className={styles.muted}>多么商城</p>
        <Price fen={payAmount} size="lg" />
        <p className={styles.muted}>订单号 {orderNo}</p>
        <p className={styles.note}>演示环境：此页模拟已跳转到{app}，不会真正扣款</p>
      </div>
      <div className={styles.actions}>
        <button ref={confirm} type="button" className={styles.confirm} onClick={onReturn}>
          确认支付
        </button>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          取消支付
        </button>
      </div>
    </div>
  );
}
