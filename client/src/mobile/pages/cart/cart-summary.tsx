// The checked lines' price, as JD's cart shows it: 商品总额, 优惠 (the best coupon, worked out by
// the server) and 合计, before freight (the checkout adds it).
import type { CartBreakdown } from '../../../core/cart/cart-estimate';
import { Price } from '../../ui/price/price';
import styles from './cart.module.css';

export function CartSummary({ breakdown }: { breakdown: CartBreakdown }) {
  return (
    <section className={styles.summary} aria-label="价格明细" data-testid="cart-summary">
      <dl>
        <div className={styles.summaryRow}>
          <dt>商品总额</dt>
          <dd data-testid="cart-goods-amount">
            <Price fen={breakdown.goodsAmount} size="sm" />
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>优惠</dt>
          <dd className={breakdown.discount > 0 ? styles.discount : styles.muted}>
            {breakdown.pending ? (
              '计算中…'
            ) : breakdown.discount > 0 ? (
              <>
                -<Price fen={breakdown.discount} size="sm" />
              </>
            ) : (
              '暂无可用优惠'
            )}
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>合计</dt>
          <dd className={styles.summaryTotal}>
            <Price fen={breakdown.total} />
          </dd>
        </div>
      </dl>
      <p className={styles.summaryNote}>不含运费，运费以结算页为准</p>
    </section>
  );
}
