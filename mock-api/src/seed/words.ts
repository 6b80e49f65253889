// Curated Chinese word lists: faker's zh_CN locale has names and places but no shop vocabulary.
// The catalogue lives in catalogue-plan.ts, the community texts in content-plan.ts; the rest is here.

/** Promotions and the catalogue leaves their goods come from (empty: any visible leaf). */
export interface ThemedPromotion {
  title: string;
  leaves: string[];
}

export const SUBTITLES = [
  '会员专享价，限时特惠',
  '万人回购的口碑好物',
  '七天无理由，放心买',
  '买贵退差，安心之选',
  '国货品牌，匠心品质',
  '用心做好每一件小物',
];

export const GOODS_TAGS = ['包邮', '新品', '热卖', '满199减20', '限时折扣', '次日达', '顺丰发货', '赠运费险'];
export const SERVICES = ['正品保障', '7天无理由退货', '48小时发货', '运费险', '破损包赔', '假一赔十'];

export const DESCRIPTION_TEMPLATES = [
  '【产品亮点】这款{name}用料讲究，做工扎实，细节处见用心。',
  '【品牌故事】{brand}专注{leaf}多年，每一件产品都经过反复打磨。',
  '【规格说明】可选{specs}，请按实际需要选择。',
  '【品质保障】严格质检，出厂前逐件检验，确保到手即是好物。',
  '【温馨提示】不同显示器色差略有不同，请以实物为准。',
  '【售后服务】支持七天无理由退换货，有任何问题请联系在线客服。',
];

export const STUDY_TITLES = [
  '新手也能学会：{kind}入门课',
  '{count}分钟学会{kind}保养',
  '{kind}小课堂：常见问题一次解答',
];
export const LIFE_TITLES = [
  '生活研究所｜{kind}的正确打开方式',
  '实验室报告：{count}款{kind}横向对比',
  '研究员手记：{kind}值不值得买',
  '{season}生活提案：和{kind}一起慢下来',
];

export const SUPER_REASONS = [
  '同类产品中性价比最高',
  '近30天好评率超过98%',
  '编辑部实测推荐',
  '用料扎实，细节到位',
  '老用户回购率高',
  '大牌同厂，价格更亲民',
];

export const NICK_PREFIXES = [
  '爱吃',
  '快乐的',
  '认真',
  '佛系',
  '元气',
  '慢慢',
  '小小',
  '晚风',
  '清晨',
  '深夜',
  '努力的',
  '温柔',
];
export const NICK_SUFFIXES = [
  '小鹿',
  '橘子',
  '猫咪',
  '少女',
  '大叔',
  '程序员',
  '宝妈',
  '吃货',
  '旅人',
  '设计师',
  '小厨娘',
  '跑者',
];
export const COMMENTS = [
  '看起来不错，已收藏！',
  '请问在哪里买的？求链接',
  '同款get，确实好用',
  '学到了，感谢分享',
  '写得太详细了，果断关注',
  '这个颜色好好看',
  '已经下单了，等收货',
  '我也踩过这个坑，哈哈',
  '楼主的分享好温馨',
  '收藏了，周末试试',
  '价格怎么样？贵不贵',
  '支持一下，期待更新',
];

export const EVALUATIONS: Record<'good' | 'medium' | 'bad', string[]> = {
  good: [
    '质量很好，和描述一致，物流也很快，好评！',
    '第二次回购了，家里人都很喜欢。',
    '包装很用心，做工精细，性价比很高。',
    '用了一周才来评价，确实好用，推荐购买。',
    '颜值很高，送朋友也很有面子。',
    '客服态度很好，耐心解答问题。',
  ],
  medium: ['整体还行，就是物流慢了点。', '和图片有一点色差，可以接受。', '中规中矩，对得起这个价格。'],
  bad: ['收到有点破损，联系客服处理中。', '物流太慢，等了一周才到。', '和预期有差距，做工一般。'],
};

export const COUPON_PLAN = [
  { name: '新人专享10元无门槛券', kind: 'reduce', amount: 1000, discount: 0, threshold: 0 },
  { name: '全场满199减20', kind: 'reduce', amount: 2000, discount: 0, threshold: 19900 },
  { name: '全场满99减10', kind: 'reduce', amount: 1000, discount: 0, threshold: 9900 },
  { name: '全场满299减40', kind: 'reduce', amount: 4000, discount: 0, threshold: 29900 },
  { name: '会员9折券', kind: 'discount', amount: 0, discount: 90, threshold: 5000 },
  { name: '周末囤货95折', kind: 'discount', amount: 0, discount: 95, threshold: 0 },
] as const;

export const INTERESTS = [
  '美食',
  '家居',
  '美妆',
  '穿搭',
  '数码',
  '母婴',
  '运动',
  '旅行',
  '宠物',
  '读书',
  '摄影',
  '手工',
];

export const EXPRESS_COMPANIES = [
  { code: 'SF', name: '顺丰速运' },
  { code: 'ZTO', name: '中通快递' },
  { code: 'YTO', name: '圆通速递' },
  { code: 'STO', name: '申通快递' },
  { code: 'YD', name: '韵达快递' },
  { code: 'JD', name: '京东物流' },
  { code: 'EMS', name: '中国邮政EMS' },
  { code: 'JTSD', name: '极兔速递' },
];

export const GREATE_ZONES = [
  { title: '匠心好物', subTitle: '手艺人的用心之作' },
  { title: '品质生活馆', subTitle: '让日子更有质感' },
  { title: '国货之光', subTitle: '好国货，值得被看见' },
  { title: '轻奢美学', subTitle: '小预算也能精致' },
];

export const WEEKLY_ZONES = [
  { title: '本周必买', subTitle: '编辑精选，闭眼入' },
  { title: '居家精选', subTitle: '把家打理得刚刚好' },
  { title: '吃货周刊', subTitle: '每周上新的美味' },
];

export const WELFARE_TOPICS: Array<ThemedPromotion & { description: string }> = [
  { title: '会员福利日', description: '每月18日会员专享，多重好礼等你拿', leaves: [] },
  {
    title: '周末囤货节',
    description: '生活必需品一站囤齐，满减叠加更划算',
    leaves: ['清洁用品', '粮油调味', '休闲零食', '尿裤湿巾'],
  },
  { title: '新品尝鲜季', description: '新品抢先试，优质评价赢积分', leaves: [] },
  {
    title: '家居焕新周',
    description: '换季焕新，家居好物低至5折',
    leaves: ['收纳整理', '家居饰品', '床品套件', '窗帘地垫'],
  },
  {
    title: '美妆狂欢日',
    description: '大牌美妆限量福利，先到先得',
    leaves: ['面部护肤', '彩妆香水', '洗护清洁'],
  },
  {
    title: '年货大集',
    description: '年味十足的年货清单，送礼自用两相宜',
    leaves: ['休闲零食', '新鲜水果', '茶饮冲调', '粮油调味'],
  },
  {
    title: '开学季福利',
    description: '学习文具、数码好物开学特惠',
    leaves: ['电脑办公', '手机配件', '箱包', '水具杯具'],
  },
  {
    title: '宠物节专场',
    description: '为毛孩子囤粮正当时',
    leaves: ['猫咪主粮', '狗狗主粮', '宠物用品', '宠物零食'],
  },
  {
    title: '露营季',
    description: '户外装备限时特惠，出发去露营',
    leaves: ['户外露营', '骑行装备', '运动服饰'],
  },
  {
    title: '夏日清凉节',
    description: '凉感好物，清凉一夏',
    leaves: ['床品套件', '水具杯具', '运动服饰', '新鲜水果'],
  },
];

export const FLASH_TOPICS: ThemedPromotion[] = [
  { title: '品牌闪购日', leaves: [] },
  { title: '生鲜限时购', leaves: ['新鲜水果'] },
  { title: '数码尖货限时抢', leaves: ['手机配件', '影音娱乐', '生活电器', '电脑办公'] },
];
export const ACTIVITIES: ThemedPromotion[] = [
  { title: '满减狂欢节', leaves: [] },
  { title: '家居焕新季', leaves: ['收纳整理', '家居饰品', '床品套件', '窗帘地垫', '清洁用品'] },
  { title: '开学季特惠', leaves: ['电脑办公', '手机配件', '箱包', '水具杯具'] },
];
export const GROUP_BANNERS = ['拼团享低价', '好友一起拼，越拼越划算', '淘宝好货精选'];
export const GROUP_PLATFORMS = ['淘宝', '天猫', '京东'];

export const AD_PLAN = {
  homeBanner: [
    '年货节 · 全场满199减20',
    '新人专享 · 首单立减10元',
    '限时抢购 · 每日整点开抢',
    '家居焕新季 · 低至5折',
    '国货之光 · 品质好物',
  ],
  homeSide: [
    '积分商城 · 好礼兑不停',
    '每周优选 · 编辑推荐',
    '新人专享 · 首单立减',
    '福利社 · 每日签到领积分',
  ],
  homePopup: ['新人礼包 · 最高领168元'],
  goods: ['正品保障 · 7天无理由', '满99包邮', '会员专享价'],
  find: ['晒单有礼 · 赢积分', '话题征集 · 分享你的生活', '达人招募中'],
} as const;

/** Home side tiles say where they go, so each links to its own section. */
export const HOME_SIDE_LINKS = [
  '/integralGoods',
  '/weekly_optimization',
  '/new_exclusive',
  '/welfareService',
] as const;

/** Shown as chips on the search page; seed/world.test.ts checks each finds results. */
export const HOT_WORDS: Record<1 | 2 | 3 | 4, string[]> = {
  1: ['零食', '水杯', '女装', '蓝牙', '四件套', '护肤', '猫粮', '收纳', '露营', '生鲜'],
  2: ['收纳', '早餐', '护肤', '选购攻略', '露营', '测评'],
  3: ['晒单', '打卡', '好物分享', '萌宠', '一人食', '改造'],
  4: ['美食', '家居', '数码', '宝妈', '旅行'],
};

/** Icon of each promotion picture (banners, zones, topics, activities), by its title. */
export const PROMOTION_ICONS: Record<string, string> = {
  年货节: 'red-envelope',
  新人专享: 'wrapped-gift',
  限时抢购: 'alarm-clock',
  家居焕新季: 'couch-and-lamp',
  国货之光: 'red-paper-lantern',
  积分商城: 'coin',
  每周优选: 'star',
  福利社: 'party-popper',
  新人礼包: 'wrapped-gift',
  正品保障: 'shield',
  满99包邮: 'delivery-truck',
  会员专享价: 'crown',
  晒单有礼: 'camera-with-flash',
  话题征集: 'speech-balloon',
  达人招募中: 'megaphone',
  匠心好物: 'hammer-and-wrench',
  品质生活馆: 'house-with-garden',
  轻奢美学: 'gem-stone',
  本周必买: 'shopping-cart',
  居家精选: 'couch-and-lamp',
  吃货周刊: 'fork-and-knife-with-plate',
  会员福利日: 'crown',
  周末囤货节: 'shopping-cart',
  新品尝鲜季: 'sparkles',
  家居焕新周: 'potted-plant',
  美妆狂欢日: 'lipstick',
  年货大集: 'red-envelope',
  开学季福利: 'backpack',
  宠物节专场: 'paw-prints',
  露营季: 'tent',
  夏日清凉节: 'watermelon',
  品牌闪购日: 'high-voltage',
  生鲜限时购: 'strawberry',
  数码尖货限时抢: 'headphone',
  满减狂欢节: 'money-bag',
  开学季特惠: 'graduation-cap',
  拼团享低价: 'busts-in-silhouette',
  '好友一起拼，越拼越划算': 'handshake',
  淘宝好货精选: 'shopping-bags',
};

/** Avatar pictures: friendly animals, picked by uid. */
export const AVATAR_ICONS = [
  'cat',
  'dog',
  'fox',
  'panda',
  'rabbit',
  'koala',
  'penguin',
  'hamster',
  'bear',
  'tiger',
  'frog',
  'owl',
  'hedgehog',
  'otter',
  'chipmunk',
  'baby-chick',
  'dolphin',
  'unicorn',
  'monkey',
  'pig',
];
