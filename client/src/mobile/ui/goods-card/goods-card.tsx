// A goods in a mobile list: one link (picture, two-line name) to its page, the price and 已售N件.
// Lists render it in a two-column grid (GoodsGrid).
import type { GoodsCardFields } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Image } from '../image/image';
import { Price } from '../price/price';
import styles from './goods-card.module.css';

export type MobileGoodsCardData = GoodsCardFields;

/** Router path (relative to /m) of a goods' page. */
export const mobileGoodsPath = (goodsId: number): string => `/goods/${goodsId}`;

/** 已售N件, with 万 for large counts as Chinese shops write them. */
export function salesText(sales: number): string {
  const n = Math.max(0, Math.floor(Number.isFinite(sales) ? sales : 0));
  if (n >= 10_000) return `已售${(Math.floor(n / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万件`;
  return `已售${n}件`;
}

interface GoodsCardProps {
  goods: MobileGoodsCardData;
  /** Replaces the price (a flash price, …). */
  price?: { fen: number; originalFen?: number };
  eagerImage?: boolean;
}

export function GoodsCard({ goods, price, eagerImage = false }: GoodsCardProps) {
  const shown = price ?? { fen: goods.price, originalFen: goods.originalPrice };
  return (
    <article className={styles.card} data-testid="goods-card">
      <Link className={styles.link} to={mobileGoodsPath(goods.goodsId)}>
        {/* Decorative: the name inside the same link names it. */}
        <Image src={goods.picUrl} alt="" eager={eagerImage} />
        <span className={styles.name}>{goods.name}</span>
      </Link>
      <div className={styles.meta}>
        <Price fen={shown.fen} originalFen={shown.originalFen} size="sm" />
        {goods.sales != null && <span className={styles.sales}>{salesText(goods.sales)}</span>}
      </div>
    </article>
  );
}

export function GoodsGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
