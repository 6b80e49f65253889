// The storefront's goods card: square picture, two-line name, tags, red price with the original
// struck through, and 已售N件. Every goods list of the shop (home, categories, search, sections)
// renders this one card, so they look and behave alike.
import type { GoodsCardFields } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LazyImage } from '../lazy-image/lazy-image';
import { Price } from '../price/price';
import styles from './goods-card.module.css';

/** The fields a card needs; every goods entity of the wire (goodsCard and its extensions) has them. */
export interface GoodsCardData extends GoodsCardFields {
  tags?: readonly string[];
  subTitle?: string;
}

export interface GoodsCardProps {
  goods: GoodsCardData;
  /** Where the card leads; the product detail page by default. */
  href?: string;
  /** Opens an outside shop in a new tab (third-party goods). */
  external?: boolean;
  /** Replaces the plain name, e.g. with the search keyword highlighted. */
  name?: ReactNode;
  /** Replaces the price row's price (group price, points …). */
  price?: ReactNode;
  /** Replaces 已售N件 on the right of the price row. */
  meta?: ReactNode;
  /** Extra content under the price row: a progress bar, a button. */
  footer?: ReactNode;
  /** Text over the picture's corner, e.g. 新品. */
  badge?: string;
  showTags?: boolean;
  eagerImage?: boolean;
}

/** 已售N件, with 万 for large counts as Chinese shops write them. */
export function salesText(sales: number): string {
  const n = Math.max(0, Math.floor(Number.isFinite(sales) ? sales : 0));
  if (n >= 10_000) return `已售${(Math.floor(n / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万件`;
  return `已售${n}件`;
}

export const goodsHref = (goodsId: number): string => `/Goods?id=${goodsId}`;

export function GoodsCard({
  goods,
  href,
  external = false,
  name,
  price,
  meta,
  footer,
  badge,
  showTags = true,
  eagerImage = false,
}: GoodsCardProps) {
  const target = href ?? goodsHref(goods.goodsId);
  const body = (
    <>
      <span className={styles.picture}>
        {/* Decorative: the name below already names the link; an alt repeating it is read twice. */}
        <LazyImage
          src={goods.picUrl}
          alt=""
          aspectRatio="1 / 1"
          className={styles.image}
          eager={eagerImage}
        />
        {badge && <span className={styles.badge}>{badge}</span>}
      </span>
      <span className={styles.name}>{name ?? goods.name}</span>
    </>
  );
  const tags = showTags ? (goods.tags ?? []).slice(0, 3) : [];
  return (
    <article className={styles.card} data-testid="goods-card">
      {external ? (
        <a className={styles.link} href={target} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <Link className={styles.link} to={target}>
          {body}
        </Link>
      )}
      <div className={styles.tags}>
        {tags.map((tag) => (
          <span key={tag} className={styles.tag}>
            {tag}
          </span>
        ))}
      </div>
      <div className={styles.priceRow}>
        {price ?? <Price fen={goods.price} originalFen={goods.originalPrice} size="md" />}
        <span className={styles.meta}>{meta ?? (goods.sales != null ? salesText(goods.sales) : null)}</span>
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
