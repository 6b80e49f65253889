// 价格有变化 on the phone: the lines old → new and the amount due (core/order/order-changes.ts), and
// a second confirmation; a refusal (a line sold out or off sale) can only go back to the cart.
import { Link } from 'react-router-dom';
import { lineChangeText, payChangeText, type OrderChange } from '../../../../core/order/order-changes';
import { Sheet } from '../../../ui/sheet/sheet';
import styles from './checkout.module.css';

interface PriceChangeSheetProps {
  change: OrderChange | null;
  onAccept: () => void;
  onClose: () => void;
}

export function PriceChangeSheet({ change, onAccept, onClose }: PriceChangeSheetProps) {
  const pay = change && payChangeText(change);
  return (
    <Sheet
      open={change !== null}
      onClose={onClose}
      title={change?.refusal ? '订单内容有变化' : '价格有变化'}
      footer={
        change?.refusal ? (
          <Link className={styles.sheetAction} to="/cart">
            返回购物车
          </Link>
        ) : (
          <button type="button" className={styles.sheetAction} onClick={onAccept}>
            按新金额提交订单
          </button>
        )
      }
    >
      {change?.refusal ? (
        <p role="alert">{change.refusal}，请返回购物车重新选择。</p>
      ) : (
        <div data-testid="price-change">
          <p>提交前商品价格或库存有变化，请确认新的金额：</p>
          <ul aria-label="变化的商品" className={styles.options}>
            {change?.lines.map((line) => (
              <li key={line.key} className={styles.option}>
                <span className={styles.optionText}>
                  <span className={styles.optionTitle}>{line.name}</span>
                  <span>{line.specText}</span>
                </span>
                <span>{lineChangeText(line)}</span>
              </li>
            ))}
          </ul>
          {pay && <p>应付金额：{pay}</p>}
        </div>
      )}
    </Sheet>
  );
}
