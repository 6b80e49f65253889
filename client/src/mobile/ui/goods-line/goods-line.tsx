// One bought goods beside its picture, at checkout and in an order: the name (a way to the goods page
// when `to` is given), the spec, the price and ×quantity; `children` add what the page says under it.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Image } from '../image/image';
import { Price } from '../price/price';
import styles from './goods-line.module.css';

interface GoodsLineProps {
  picUrl: string;
  name: string;
  specText: string;
  /** Fen, each. */
  price: number;
  quantity: number;
  /** The goods page the name leads to. */
  to?: string;
  /** The picture's box when the page's differs (an order's smaller one). */
  thumbClassName?: string;
  children?: ReactNode;
}

export function GoodsLine({
  picUrl,
  name,
  specText,
  price,
  quantity,
  to,
  thumbClassName,
  children,
}: GoodsLineProps) {
  return (
    <li className={styles.line}>
      <Image src={picUrl} alt="" width={72} height={72} className={thumbClassName ?? styles.thumb} />
      <span className={styles.text}>
        {to ? (
          <Link className={styles.nameLink} to={to}>
            {name}
          </Link>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        {specText && <span className={styles.muted}>{specText}</span>}
        <span className={styles.price}>
          <Price fen={price} size="sm" />
          <span className={styles.muted}>×{quantity}</span>
        </span>
        {children}
      </span>
    </li>
  );
}
