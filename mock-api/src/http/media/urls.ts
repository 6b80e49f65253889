// Every image URL the mock hands out, in one place, so each has a route in media/router.ts.
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
