// Line icons of the five order shortcuts; decorative (the label beside each names it).
import type { ReactNode } from 'react';
import { lineSvg } from './line-svg';
import type { ORDER_SHORTCUTS } from './order-shortcuts';

const icon = lineSvg;

export const ORDER_ICONS: Record<(typeof ORDER_SHORTCUTS)[number]['state'], ReactNode> = {
  waitPay: icon(
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>,
  ),
  waitDelivery: icon(
    <>
      <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="M3 7.5 12 12l9-4.5M12 12v9" />
    </>,
  ),
  waitTakeDelivery: icon(
    <>
      <path d="M2 6h11v10H2zM13 9h4l3 3v4h-7" />
      <circle cx="6" cy="17.5" r="1.8" />
      <circle cx="16.5" cy="17.5" r="1.8" />
    </>,
  ),
  waitEvaluate: icon(<path d="M4 5h16v11H9l-5 4z M8 10h8" />),
  afterSale: icon(
    <>
      <path d="M20 12a8 8 0 1 1-2.3-5.6" />
      <path d="M20 4v4h-4" />
    </>,
  ),
};
