// Shapes of the read-only seeded catalogue (docs/architecture.md, the seed). Money in fen,
// times in epoch ms, image URLs same-origin /media/… (see media/urls.ts).
import type { DocumentKind } from '@storefront/contracts';

export interface SeedSku {
  skuId: number;
  goodsId: number;
  specs: Record<string, string>;
  specText: string;
  price: number;
  originalPrice: number;
  /** Initial stock; the current stock lives in the `skuStock` table (domain/catalogue/stock.ts). */
  stock: number;
  picUrl: string;
}

export interface SeedGroupBuy {
  groupPrice: number;
  groupSize: number;
  joinedCount: number;
  platform: string;
  buyUrl: string;
  endTime: number;
}

export interface SeedGoods {
  goodsId: number;
  name: string;
  /** Its product kind in catalogue-plan.ts ("降噪蓝牙耳机"). */
  kind: string;
  /** Fluent Emoji Flat icon its pictures draw (media/icons.ts). */
  icon: string;
  /** Words search finds it by besides name, brand and categories. */
  keywords: string[];
  subTitle: string;
  brand: string;
  picUrl: string;
  pictures: string[];
  detailImages: string[];
  description: string[];
  /** Lowest SKU price, in fen. */
  price: number;
  originalPrice: number;
  sales: number;
  tags: string[];
  /** Points that may be deducted when buying. */
  integral: number;
  specGroups: Array<{ name: string; values: string[] }>;
  skus: SeedSku[];
  services: string[];
  /** Always a second-level category. */
  categoryId: number;
  categoryName: string;
  /** Its first-level category. */
  rootCategoryId: number;
  shopType: 'self' | 'taobao';
  buyUrl: string | null;
  createTime: number;
  evaluateCount: number;
  goodRate: number;
  hot: boolean;
  newUser: boolean;
  newRelease: boolean;
  superValue: boolean;
  superReasons: string[];
  /** 0 when not in a zone. */
  greateZoneId: number;
  weeklyZoneId: number;
  activityId: number;
  points: { exchangeIntegral: number; exchangeCount: number } | null;
  groupBuy: SeedGroupBuy | null;
}

export interface SeedCategory {
  id: number;
  name: string;
  /** 1 first level; 2 and 3 visible children; 4 hidden child (docs/product-rules.md). */
  type: number;
  picUrl: string;
  pid: number;
  sort: number;
  /** Icon of its pictures. */
  icon: string;
}

export interface SeedArticleCategory {
  id: number;
  title: string;
}

export type { DocumentKind };

export interface SeedDocument {
  documentId: number;
  kind: DocumentKind;
  title: string;
  summary: string;
  coverUrl: string;
  pictures: string[];
  authorUid: number;
  /** Article category for articles and study notes; 0 otherwise. */
  categoryId: number;
  /** Topic for posts; 0 otherwise. */
  topicId: number;
  createTime: number;
  viewCount: number;
  /** Likes by people other than the seeded state; user likes are added from the `favors` table. */
  favorCount: number;
  paragraphs: string[];
  goodsIds: number[];
  /** Icon of its pictures (the product kind it talks about); user posts have none. */
  icon?: string;
}

export interface SeedTopic {
  topicId: number;
  title: string;
  icon: string;
  description: string;
  coverUrl: string;
  followCount: number;
  hot: number;
}

export interface SeedComment {
  commentId: number;
  documentId: number;
  /** 0 for a top-level comment. */
  parentId: number;
  uid: number;
  replyUid: number;
  content: string;
  createTime: number;
  favorCount: number;
}

export interface SeedUser {
  uid: number;
  nickname: string;
  avatarUrl: string;
  signature: string;
  gender: number;
  fansCount: number;
  followCount: number;
}

export interface SeedEvaluation {
  evaluateId: number;
  goodsId: number;
  uid: number;
  score: number;
  content: string;
  pictures: string[];
  specText: string;
  createTime: number;
}

export interface SeedCoupon {
  couponId: number;
  name: string;
  kind: 'reduce' | 'discount';
  amount: number;
  discount: number;
  threshold: number;
  scopeText: string;
  categoryId: number;
  startTime: number;
  endTime: number;
  /** How many may be handed out in total. */
  total: number;
}

export interface Region {
  code: string;
  name: string;
}
export interface Regions {
  provinces: Region[];
  /** province code → cities */
  city: Record<string, Region[]>;
  /** city code → areas */
  area: Record<string, Region[]>;
}

export interface SeedZone {
  zoneId: number;
  title: string;
  subTitle: string;
  picUrl: string;
}

export interface FlashSession {
  sessionId: number;
  title: string;
  startTime: number;
  endTime: number;
  goodsIds: number[];
}

export interface SeedFlashTopic {
  topicId: number;
  title: string;
  bannerUrl: string;
  startTime: number;
  endTime: number;
  goodsIds: number[];
}

export interface SeedWelfareTopic {
  topicId: number;
  title: string;
  description: string;
  picUrl: string;
  startTime: number;
  endTime: number;
  goodsIds: number[];
}

export interface SeedActivity {
  activityId: number;
  title: string;
  bannerUrl: string;
  endTime: number;
  goodsIds: number[];
}

export interface SeedAd {
  adId: number;
  title: string;
  picUrl: string;
  linkUrl: string;
  position: 'homeBanner' | 'homeSide' | 'homePopup' | 'goods' | 'find';
}

export interface Agreement {
  type: string;
  title: string;
  updateTime: number;
  paragraphs: string[];
}
export type AgreementType = 'register' | 'privacy' | 'service' | 'invoice';

export interface Seed {
  seedNumber: number;
  /** The time the seed was built for (start of its timeline). */
  builtAt: number;
  goods: Map<number, SeedGoods>;
  /** Every goods id in catalogue order (the order of "综合" sort). */
  goodsIds: number[];
  skus: Map<number, SeedSku>;
  categories: Map<number, SeedCategory>;
  articleCategories: SeedArticleCategory[];
  documents: Map<number, SeedDocument>;
  topics: Map<number, SeedTopic>;
  comments: Map<number, SeedComment>;
  users: Map<number, SeedUser>;
  coupons: Map<number, SeedCoupon>;
  regions: Regions;
  /** Sessions of yesterday, today and tomorrow (CST) around `builtAt`; seed/flash-sale.ts resolves any day or id. */
  flashSessions: FlashSession[];
  /** Goods eligible for flash sales (input of seed/flash-sale.ts). */
  flashPool: { seedNumber: number; goodsIds: number[] };
  flashTopics: Map<number, SeedFlashTopic>;
  welfareTopics: Map<number, SeedWelfareTopic>;
  activities: Map<number, SeedActivity>;
  greateZones: SeedZone[];
  weeklyZones: SeedZone[];
  gpBanners: Array<{ title: string; picUrl: string }>;
  ads: SeedAd[];
  agreements: Record<AgreementType, Agreement>;
  /** search type (1 product, 2 article, 3 post, 4 user) → hot words */
  hotWords: Record<1 | 2 | 3 | 4, string[]>;
  expressCompanies: Array<{ code: string; name: string }>;
  interests: Array<{ id: number; name: string }>;
  /** Evaluations of one goods, generated on first use (deterministic per seed and goods). */
  evaluationsOf(goodsId: number): SeedEvaluation[];
}
