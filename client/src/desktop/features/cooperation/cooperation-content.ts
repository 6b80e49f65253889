// The copy of the merchant-cooperation page (see docs/product-rules.md): the two partner kinds, what each pays or
// gains, and the forms of cooperation. Plain data so the page and its test read the same lines.

export type CooperationType = 1 | 2;

export const DEFAULT_COOPERATION_TYPE: CooperationType = 2;

/** A fictional portal address: the real supplier portal is not part of the specification. */
export const SUPPLIER_PORTAL_URL = 'https://supplier.example.com';

export interface CooperationPoint {
  title: string;
  text: string;
}

export interface CooperationKind {
  type: CooperationType;
  name: string;
  tabTitle: string;
  audience: string;
  intro: string[];
  /** Steps of how a purchase flows for this kind. */
  flow: string[];
  paymentTitle?: string;
  payment?: CooperationPoint[];
  forms?: CooperationPoint[];
  advantages: CooperationPoint[];
}

export const COOPERATION_KINDS: Record<CooperationType, CooperationKind> = {
  1: {
    type: 1,
    name: '团购合作',
    tabTitle: '什么是团购合作',
    audience: '已在淘宝、天猫、京东、拼多多等第三方购物平台开设店铺的商家',
    intro: [
      '团购合作面向已在第三方购物平台开店的商家。商家提供优惠商品，本平台通过团购频道将商品推荐给用户。',
      '用户在本平台发现商品后，跳转至商家所在的第三方平台店铺完成购买，订单、发货与售后仍由商家店铺负责。',
    ],
    flow: ['商家报名并提交团购商品', '平台审核后在团购频道展示', '用户跳转至商家店铺下单', '按成交效果结算'],
    paymentTitle: '合作方式',
    payment: [
      { title: '单品佣金', text: '按成交订单向平台支付单品佣金，不成交不收费。' },
      { title: '品牌曝光', text: '商品在团购频道、首页推荐位集中展示，提升品牌知名度。' },
      { title: '产品推广', text: '结合文章、话题与社区内容进行产品种草与推广。' },
    ],
    advantages: [
      { title: '快速动销', text: '借助平台流量集中引流，帮助商品快速出单、消化库存。' },
      { title: '拉新获客', text: '触达平台的大量活跃用户，为店铺带来新的客户群体。' },
      { title: '提升口碑', text: '真实成交与用户好评沉淀在店铺，持续提升平台信誉。' },
      { title: '按效果付费', text: '以实际成交结算费用，投入清晰可控，效果一目了然。' },
    ],
  },
  2: {
    type: 2,
    name: '自营供应商',
    tabTitle: '什么是自营供应商',
    audience: '工厂、代理商、品牌方',
    intro: [
      '自营供应商是与本平台直接合作的工厂、代理商和品牌方。供应商提供商品及商品资料，平台审核通过后上架销售。',
      '用户直接在本平台下单购买，由平台统一处理订单、配送跟进与售后服务，供应商专注于产品与供货。',
    ],
    flow: ['供应商提交商品及资料', '平台审核并上架', '用户在平台下单购买', '平台处理订单与售后'],
    forms: [
      { title: '一件代发', text: '用户下单后由供应商直接发货，无需提前备货入仓。' },
      { title: '平台采购入仓', text: '平台按销售计划批量采购，商品进入平台仓库统一发货。' },
      { title: '工厂联合定制', text: '平台与工厂共同研发、联合定制，打造专属爆款商品。' },
      { title: '品牌孵化', text: '为有潜力的新品牌提供从定位、包装到推广的全链路扶持。' },
    ],
    advantages: [
      { title: '品质保障，售后无忧', text: '平台严格审核商品品质，统一提供售后服务，消费者买得放心。' },
      { title: '全站流量扶持', text: '优质商品获得首页、频道与搜索等全站流量资源倾斜。' },
      { title: '联合营销', text: '参与平台大促、限时优惠与内容营销，共同策划推广活动。' },
      { title: '品牌孵化', text: '借助平台数据与用户洞察，助力品牌成长与升级。' },
      { title: '长期稳定上架', text: '建立长期合作关系，商品持续稳定在架销售。' },
    ],
  },
};

/** `?type=1` opens the group-buy tab; anything else (or nothing) the default, type 2. */
export function cooperationTypeFrom(value: string | null): CooperationType {
  return value === '1' ? 1 : value === '2' ? 2 : DEFAULT_COOPERATION_TYPE;
}

/** Demo contact lines of the side bar; clearly fictional. */
export const COOPERATION_CONTACT = {
  phone: '400-820-1122 转 2',
  email: 'partner@example.com',
  hours: '周一至周五 9:00-18:00',
  address: '上海市浦东新区演示路 88 号（演示地址）',
} as const;
