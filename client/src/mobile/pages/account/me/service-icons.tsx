// Line icons of 我的服务; decorative (the label beside each names it).
import type { ReactNode } from 'react';
import { lineSvg } from './line-svg';

export type ServiceKey =
  'favorites' | 'history' | 'messages' | 'coupons' | 'addresses' | 'settings' | 'service';

const icon = lineSvg;

export const SERVICE_ICONS: Record<ServiceKey, ReactNode> = {
  favorites: icon(<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />),
  history: icon(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>,
  ),
  messages: icon(<path d="M4 5h16v11H9l-5 4z" />),
  coupons: icon(
    <>
      <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />
      <path d="M10 7v10" strokeDasharray="2 2" />
    </>,
  ),
  addresses: icon(
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>,
  ),
  settings: icon(
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
    </>,
  ),
  service: icon(
    <>
      <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
    </>,
  ),
};
