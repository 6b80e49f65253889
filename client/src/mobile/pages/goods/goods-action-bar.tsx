// The goods page's bottom bar: 客服, 收藏 (已收藏 once collected), 购物车 (with the count), 加入购物车
// and 立即购买; 已售罄 when nothing is in stock; third-party goods are bought on their platform.
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { cartCountAtom } from '../../../core/state/badge-counts';
import { CartIcon, ServiceIcon } from '../../ui/icons/icons';
import { badgeText } from '../../ui/tab-bar/tab-bar';
import { StarIcon } from './goods-icons';
import styles from './goods.module.css';
import { useGoodsCollect } from './use-goods-collect';
import type { GoodsDetail } from '../../../core/goods/use-sku-choice';

interface Props {
  goods: GoodsDetail;
  soldOut: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

export function GoodsActionBar({ goods, soldOut, onAddToCart, onBuyNow }: Props) {
  const cartCount = useAtomValue(cartCountAtom);
  const badge = badgeText(cartCount);
  const collect = useGoodsCollect(goods);
  return (
    <div className={styles.actions}>
      {/* The shop's own 客服 page, with a nav bar back to the product (no internal ids shown). */}
      <Link className={styles.iconAction} to="/service">
        <ServiceIcon />
        <span>客服</span>
      </Link>
      <button
        type="button"
        className={`${styles.iconAction} ${collect.collected ? styles.on : ''}`}
        disabled={collect.busy}
        onClick={collect.toggle}
      >
        <StarIcon filled={collect.collected} />
        <span>{collect.collected ? '已收藏' : '收藏'}</span>
      </button>
      <Link
        className={styles.iconAction}
        to="/cart"
        aria-label={badge ? `购物车，${badge}件商品` : undefined}
      >
        <span className={styles.iconWrap}>
          <CartIcon />
          {badge && (
            <span className={styles.badge} aria-hidden="true">
              {badge}
            </span>
          )}
        </span>
        <span>购物车</span>
      </Link>
      {goods.shopType === 'taobao' && goods.buyUrl ? (
        <a
          className={`${styles.bigAction} ${styles.buy}`}
          href={goods.buyUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          去第三方平台购买
        </a>
      ) : soldOut ? (
        <button type="button" className={`${styles.bigAction} ${styles.soldOut}`} disabled>
          已售罄
        </button>
      ) : (
        <div className={styles.pair}>
          <button type="button" className={`${styles.bigAction} ${styles.cart}`} onClick={onAddToCart}>
            加入购物车
          </button>
          <button type="button" className={`${styles.bigAction} ${styles.buy}`} onClick={onBuyNow}>
            立即购买
          </button>
        </div>
      )}
    </div>
  );
}
