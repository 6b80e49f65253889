// Every image URL the mock hands out, in one place, so each has a route in http/media/router.ts.
import { QR_LEVELS } from '@storefront/contracts';

export const mediaUrl = {
  goods: (goodsId: number, index = 0) => `/media/goods/${goodsId}-${index}.svg`,
  goodsDetail: (goodsId: number, index: number) => `/media/goods/${goodsId}-detail-${index}.svg`,
  sku: (skuId: number) => `/media/sku/${skuId}.svg`,
  category: (id: number) => `/media/category/${id}.svg`,
  banner: (adId: number) => `/media/banner/${adId}.svg`,
  avatar: (uid: number) => `/media/avatar/${uid}.svg`,
  document: (documentId: number, index = 0) => `/media/document/${documentId}-${index}.svg`,
  topic: (topicId: number) => `/media/topic/${topicId}.svg`,
  zone: (kind: 'greate' | 'weekly', zoneId: number) => `/media/zone/${kind}-${zoneId}.svg`,
  welfare: (topicId: number) => `/media/welfare/${topicId}.svg`,
  flashTopic: (topicId: number) => `/media/flash-topic/${topicId}.svg`,
  activity: (activityId: number) => `/media/activity/${activityId}.svg`,
  groupBanner: (index: number) => `/media/group-banner/${index}.svg`,
  evaluation: (evaluateId: number, index: number) => `/media/evaluation/${evaluateId}-${index}.svg`,
};

export type QrLevel = (typeof QR_LEVELS)[number];

/**
 * A QR code addressed by the text it encodes, so any part of the mock can hand out a URL without
 * storing anything: /media/qr/<base64url(text)>.svg?size=&level=
 */
export function qrMediaUrl(text: string, options: { size?: number; level?: QrLevel } = {}): string {
  const params = new URLSearchParams();
  if (options.size) params.set('size', String(options.size));
  if (options.level) params.set('level', options.level);
  const query = params.toString();
  return `/media/qr/${Buffer.from(text, 'utf8').toString('base64url')}.svg${query ? `?${query}` : ''}`;
}
