// The checkout's cards above the bar: the chosen address (tap to change), the goods, and the
// amounts (商品金额, 运费, 优惠券).
import type { ResultOf } from '@storefront/contracts';
import { GoodsLine } from '../../../ui/goods-line/goods-line';
import goodsLine from '../../../ui/goods-line/goods-line.module.css';
import { formatPrice } from '../../../ui/price/price';
import { addressLine, type Address } from './address-choice';
import styles from './checkout.module.css';

type Settle = ResultOf<'getOrderSettleInfoNew'>;

export function AddressCard({ chosen, onOpen }: { chosen: Address | null; onOpen: () => void }) {
  return (
    <section className={styles.card} aria-label="收货地址">
      {chosen ? (
        <button type="button" className={styles.addressCard} onClick={onOpen}>
          <span className={styles.addressName}>
            {chosen.consignee} {chosen.mobile}
          </span>
          <span className={styles.addressText}>{addressLine(chosen)}</span>
          <span className="visually-hidden">，更换收货地址</span>
        </button>
      ) : (
        <button type="button" className={styles.addressEmpty} onClick={onOpen}>
          请选择或新增收货地址
        </button>
      )}
    </section>
  );
}

export function LinesCard({ lines }: { lines: Settle['lines'] }) {
  return (
    <section className={styles.card} aria-labelledby="checkout-lines">
      <h2 id="checkout-lines" className={styles.cardTitle}>
        商品清单（{lines.length}）
      </h2>
      <ul className={goodsLine.list}>
        {lines.map((line) => (
          <GoodsLine
            key={line.skuId}
            picUrl={line.picUrl}
            name={line.name}
            specText={line.specText}
            price={line.price}
            quantity={line.quantity}
          />
        ))}
      </ul>
    </section>
  );
}

type Amounts = Pick<Settle, 'goodsAmount' | 'freight' | 'couponAmount'>;

export function AmountsCard({ amounts }: { amounts: Amounts }) {
  return (
    <section className={styles.card} aria-label="金额明细">
      <dl className={styles.amounts}>
        <dt>商品金额</dt>
        <dd>{formatPrice(amounts.goodsAmount)}</dd>
        <dt>运费</dt>
        <dd>{amounts.freight > 0 ? `+${formatPrice(amounts.freight)}` : '免运费'}</dd>
        {/* No coupon used: no 优惠券 line (a -¥0.00 reads as a discount that was lost). */}
        {amounts.couponAmount > 0 && (
          <>
            <dt>优惠券</dt>
            <dd data-testid="coupon-amount">-{formatPrice(amounts.couponAmount)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
