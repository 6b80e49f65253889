// 选择支付方式: the methods this browser can hand off to (inside WeChat only 微信支付), and why
// starting the payment failed, when it did.
import styles from './pay.module.css';
import { availablePayMethods } from './pay-methods';
import type { PayType } from '../../../../core/order/pay-methods';

interface PayMethodChoiceProps {
  payType: PayType;
  onChange: (payType: PayType) => void;
  problem: string | null;
}

export function PayMethodChoice({ payType, onChange, problem }: PayMethodChoiceProps) {
  return (
    <section className={styles.card} aria-labelledby="pay-methods">
      <h2 id="pay-methods" className={styles.cardTitle}>
        选择支付方式
      </h2>
      <div role="radiogroup" aria-labelledby="pay-methods" className={styles.methods}>
        {availablePayMethods(navigator.userAgent).map((m) => (
          <label key={m.key} className={styles.method}>
            <span>{m.label}</span>
            <input
              type="radio"
              name="pay-type"
              className={styles.radio}
              checked={payType === m.key}
              onChange={() => onChange(m.key)}
            />
          </label>
        ))}
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          支付未能发起：{problem}，请重试
        </p>
      )}
    </section>
  );
}
