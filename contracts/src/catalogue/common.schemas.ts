// Building blocks shared by the area schemas: the shop's entities as the wire carries them.
// Money is in fen (integer), times are epoch milliseconds, images are URLs (same-origin /media/… from the mock).
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, RATING_MAX, SEARCH_TEXT_MAX } from '../constants.js';
import { MESSAGES, MOBILE_PATTERN, PHONE_PATTERN } from '../validators.js';
import { AFTER_SALE_STATUSES, ORDER_ACTIONS, ORDER_STATUSES } from '../rules/order-states.js';
import { DOCUMENT_KINDS } from '../rules/document-kinds.js';

// ---- request fields (form and query values arrive as strings) ----
/**
 * For a trimmed text of at least `min` characters: a value that is still that long once its outer
 * blanks are cut. The trim runs first, so this never refuses on its own; it is there so the
 * document's pattern says that blanks do not count (a minLength alone would call '  ' valid).
 */
export const nonBlank = (min: number): RegExp =>
  min <= 1 ? /\S/ : new RegExp(`^\\s*\\S[\\s\\S]{${min - 2},}\\S\\s*$`);
/** An id; `notANumber` is the 03's words when it is missing or not a number. */
export const idFieldSaying = (notANumber: string) =>
  z.coerce.number({ error: notANumber }).int('必须是整数').positive('必须大于0').max(2_147_483_647);
export const idField = idFieldSaying('必须是数字');
export const flagField = z.coerce.number({ error: '必须是0或1' }).int().min(0).max(1);
export const paging = {
  pageNum: z.coerce.number({ error: '页码必须是数字' }).int().min(1, '页码从1开始').max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int()
    .min(1)
    .max(PAGE_SIZE_MAX, `每页最多${PAGE_SIZE_MAX}条`)
    .default(PAGE_SIZE_DEFAULT),
};
export const pagingRequest = z.object(paging);
export const emptyRequest = z.object({});
export const mobileField = z
  .string({ error: MESSAGES.mobileRequired })
  .regex(MOBILE_PATTERN, MESSAGES.mobileInvalid);
/** A contact phone: a mobile or a landline such as 021-12345678. */
export const phoneField = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .regex(PHONE_PATTERN, MESSAGES.phoneInvalid);
export const keywordField = z
  .string({ error: MESSAGES.searchEmpty })
  .trim()
  .min(1, MESSAGES.searchEmpty)
  .regex(nonBlank(1), MESSAGES.searchEmpty)
  .max(SEARCH_TEXT_MAX, MESSAGES.searchTooLong);
/** A trimmed text of `min` (default 1) to `max` characters; the pattern tells the document blanks do not count. */
export const textField = (max: number, label: string, min = 1) => {
  const tooShort = min > 1 ? `${label}至少${min}个字` : `请填写${label}`;
  const filled = z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`);
  return (min > 1 ? filled.min(min, tooShort) : filled)
    .max(max, `${label}不能超过${max}个字`)
    .regex(nonBlank(min), tooShort);
};
export const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}不能超过${max}个字`).optional();
/**
 * Every list field of a request: a form carries a one-item list as a lone value (`ids=5`), a longer
 * one as a qs array (`ids[0]=1&ids[1]=2`, `ids[]=1&ids[]=2` or `ids=1&ids=2`), so each list takes
 * both, the same way everywhere; the document shows it as anyOf [array, item].
 */
export const oneOrMany = <T extends z.ZodType>(
  item: T,
  limits: { min?: number; max: number; tooMany?: string },
) =>
  z.union([
    z
      .array(item)
      .min(limits.min ?? 0)
      .max(limits.max, limits.tooMany),
    item.transform((value) => [value]),
  ]);
export const idList = oneOrMany(idField, { min: 1, max: 20 }).describe(
  '一个或多个id（qs 数组 ids[0]=1&ids[1]=2，一个时也可写 ids=1）',
);
export const pictureList = oneOrMany(z.string().trim().min(1).max(500).regex(nonBlank(1)), {
  max: 9,
  tooMany: '最多9张图片',
})
  .describe('图片地址，最多9张（qs 数组 pictures[0]=…，一张时也可写 pictures=…）')
  .default([]);

// ---- result entities ----
export const fen = z.number().int().nonnegative().describe('金额，单位：分');
export const epochMs = z.number().int().nonnegative().describe('时间戳（毫秒）');
export const imageUrl = z.string().min(1).describe('图片地址');
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

export const userBrief = z.object({
  uid: z.number().int().positive(),
  nickname: z.string(),
  avatarUrl: imageUrl,
});

export const goodsCard = z.object({
  goodsId: z.number().int().positive(),
  name: z.string().min(1),
  subTitle: z.string(),
  picUrl: imageUrl,
  price: fen,
  originalPrice: fen,
  sales: z.number().int().nonnegative(),
  stock: z.number().int().nonnegative(),
  tags: z.array(z.string()),
  integral: z.number().int().nonnegative().describe('可抵扣/可兑换积分'),
  shopType: z.enum(['self', 'taobao']).describe('self 自营；taobao 第三方平台（淘宝好货）'),
  buyUrl: z.string().nullable().describe('第三方平台购买链接（淘宝好货）'),
});

/** A page of goods cards, the result of most goods lists. */
export const goodsPage = pageOf(goodsCard);

export const specGroup = z.object({ name: z.string(), values: z.array(z.string()).min(1) });
export const sku = z.object({
  skuId: z.number().int().positive(),
  goodsId: z.number().int().positive(),
  specs: z.record(z.string(), z.string()).describe('规格名 → 规格值'),
  specText: z.string(),
  price: fen,
  originalPrice: fen,
  stock: z.number().int().nonnegative(),
  picUrl: imageUrl,
  flashPrice: fen.nullable().describe('该规格所在抢购场次进行中时的抢购价（下单即按此价）；否则 null'),
});

/** The goods' flash-sale session: the running one (its price applies now) or the next one. */
export const goodsFlashSale = z.object({
  sessionId: z.number().int().positive(),
  status: z.enum(['ongoing', 'upcoming']).describe('ongoing 进行中（按抢购价计价）；upcoming 下一场'),
  startTime: epochMs,
  endTime: epochMs,
  flashPrice: fen.describe('最低规格的抢购价'),
  limitPerUser: z.number().int().positive().describe('本场每人限购件数'),
  remaining: z.number().int().nonnegative().describe('本场剩余件数'),
  serverTime: epochMs.describe('服务器当前时间：客户端据此换算倒计时'),
});

export const goodsDetail = goodsCard.extend({
  pictures: z.array(imageUrl).min(1),
  detailImages: z.array(imageUrl),
  description: z.array(z.string()),
  specGroups: z.array(specGroup),
  skus: z.array(sku).min(1),
  services: z.array(z.string()),
  categoryId: z.number().int().positive(),
  categoryName: z.string(),
  evaluateCount: z.number().int().nonnegative(),
  goodRate: z.number().min(0).max(100),
  collected: z.boolean(),
  flashSale: goodsFlashSale
    .nullable()
    .describe('进行中的抢购场次（price 仍为原价，规格按 flashPrice 计价）或一周内的下一场；都没有则 null'),
});

const categoryBase = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  type: z.number().int().min(1).max(4).describe('类型 4 为隐藏'),
  picUrl: imageUrl,
  pid: z.number().int().nonnegative().describe('父分类 id，0 为一级'),
});
export const category = categoryBase.extend({ childGoodsNavList: z.array(categoryBase) });
export const categoryLeaf = categoryBase;

export const articleCategory = z.object({ id: z.number().int().positive(), title: z.string().min(1) });

export const documentCard = z.object({
  documentId: z.number().int().positive(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  summary: z.string(),
  coverUrl: imageUrl,
  pictures: z.array(imageUrl),
  author: userBrief,
  categoryId: z.number().int().nonnegative(),
  topicId: z.number().int().nonnegative(),
  createTime: epochMs,
  viewCount: z.number().int().nonnegative(),
  favorCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  favored: z.boolean(),
  collected: z.boolean(),
});
export const documentDetail = documentCard.extend({
  paragraphs: z.array(z.string()),
  goods: z.array(goodsCard),
  topicTitle: z.string().nullable(),
  authorFollowed: z.boolean(),
});

export const topic = z.object({
  topicId: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  coverUrl: imageUrl,
  postCount: z.number().int().nonnegative(),
  followCount: z.number().int().nonnegative(),
  collected: z.boolean(),
});

export const member = userBrief.extend({
  signature: z.string(),
  fansCount: z.number().int().nonnegative(),
  postCount: z.number().int().nonnegative(),
  followed: z.boolean(),
});

export const comment = z.object({
  commentId: z.number().int().positive(),
  documentId: z.number().int().positive(),
  parentId: z.number().int().nonnegative(),
  user: userBrief,
  replyTo: userBrief.nullable(),
  content: z.string(),
  createTime: epochMs,
  favorCount: z.number().int().nonnegative(),
  favored: z.boolean(),
  replies: z.array(
    z.object({
      commentId: z.number().int().positive(),
      user: userBrief,
      replyTo: userBrief.nullable(),
      content: z.string(),
      createTime: epochMs,
    }),
  ),
});

export const evaluation = z.object({
  evaluateId: z.number().int().positive(),
  user: userBrief,
  score: z.number().int().min(1).max(RATING_MAX),
  content: z.string(),
  pictures: z.array(imageUrl),
  specText: z.string(),
  createTime: epochMs,
});

export const ad = z.object({
  adId: z.number().int().positive(),
  title: z.string(),
  picUrl: imageUrl,
  linkUrl: z.string().describe('站内路径，如 /Goods?id=1'),
  position: z.string(),
});

export const couponTemplate = z.object({
  couponId: z.number().int().positive(),
  name: z.string(),
  kind: z.enum(['reduce', 'discount']).describe('reduce 满减；discount 折扣'),
  amount: fen.describe('满减金额（分）'),
  discount: z.number().int().min(0).max(100).describe('折扣百分比，如 90 表示九折'),
  threshold: fen.describe('使用门槛（分），0 为无门槛'),
  scopeText: z.string(),
  categoryId: z.number().int().nonnegative().describe('限定分类，0 为全场'),
  startTime: epochMs,
  endTime: epochMs,
});
export const userCoupon = couponTemplate.extend({
  userCouponId: z.number().int().positive(),
  status: z.enum(['unused', 'used', 'expired']),
  receivedTime: epochMs,
});

export const address = z.object({
  addressId: z.number().int().positive(),
  consignee: z.string(),
  mobile: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  areaCode: z.string(),
  areaName: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});

export const orderStatus = z.enum(ORDER_STATUSES);

/** What a cart line and an order line both say of the SKU they hold. */
export const skuLine = {
  goodsId: z.number().int().positive(),
  skuId: z.number().int().positive(),
  name: z.string(),
  picUrl: imageUrl,
  specText: z.string(),
  price: fen,
  quantity: z.number().int().positive(),
};

export const orderItem = z.object({
  orderItemId: z.number().int().positive(),
  ...skuLine,
  afterSaleStatus: z.enum(AFTER_SALE_STATUSES),
  evaluated: z.boolean(),
});

export const order = z.object({
  orderId: z.number().int().positive(),
  orderNo: z.string(),
  status: orderStatus,
  statusText: z.string(),
  items: z.array(orderItem).min(1),
  goodsAmount: fen,
  freight: fen,
  couponAmount: fen,
  payAmount: fen,
  userCouponId: z.number().int().nonnegative(),
  address: address.omit({ addressId: true, isDefault: true }),
  remark: z.string(),
  createTime: epochMs,
  payTime: epochMs.nullable(),
  deliveryTime: epochMs.nullable(),
  finishTime: epochMs.nullable(),
  payDeadline: epochMs.describe('未支付自动取消的时间'),
  expressCompany: z.string().nullable(),
  expressNo: z.string().nullable(),
  invoiceId: z.number().int().nonnegative(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});

export const timelineEntry = z.object({ time: epochMs, text: z.string() });

export const messageItem = z.object({
  messageId: z.number().int().positive(),
  title: z.string(),
  content: z.string(),
  createTime: epochMs,
  read: z.boolean(),
  fromUser: userBrief.nullable(),
  link: z.string().nullable().describe('站内跳转路径'),
});

export const userInfo = z.object({
  uid: z.number().int().positive(),
  nickname: z.string(),
  mobile: z.string(),
  avatarUrl: imageUrl,
});
