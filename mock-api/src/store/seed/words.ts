// Curated Chinese word lists: faker's zh_CN locale has names and places but no shop vocabulary,
// so product names, brands, categories and article texts come from here (picked by the seeded faker).

export interface SpecPlan {
  name: string;
  values: string[];
}

export interface LeafPlan {
  name: string;
  /** Hidden child (category type 4, SPEC §9). */
  hidden?: boolean;
  products: string[];
  specs: SpecPlan[];
}

export interface RootPlan {
  name: string;
  children: LeafPlan[];
}

const weight: SpecPlan = { name: '规格', values: ['250g', '500g', '1kg', '2.5kg家庭装'] };
const flavour: SpecPlan = { name: '口味', values: ['原味', '香辣味', '五香味', '蜂蜜味', '海盐味'] };
const clothColor: SpecPlan = {
  name: '颜色',
  values: ['经典黑', '米白色', '藏青色', '燕麦色', '雾霾蓝', '酒红色'],
};
const clothSize: SpecPlan = { name: '尺码', values: ['S', 'M', 'L', 'XL', 'XXL'] };
const shoeSize: SpecPlan = { name: '尺码', values: ['36', '37', '38', '39', '40', '41', '42', '43'] };
const techColor: SpecPlan = { name: '颜色', values: ['曜石黑', '珍珠白', '星河银', '远峰蓝'] };
const techEdition: SpecPlan = { name: '版本', values: ['标准版', 'Pro版', '礼盒版'] };
const volume: SpecPlan = { name: '规格', values: ['30ml', '50ml', '100ml', '旅行装'] };
const homeColor: SpecPlan = { name: '颜色', values: ['奶油白', '浅灰色', '原木色', '墨绿色'] };
const packCount: SpecPlan = { name: '规格', values: ['单只装', '两只装', '四只装'] };
const bedSize: SpecPlan = { name: '尺寸', values: ['1.5m床', '1.8m床', '2.0m床'] };
const potSize: SpecPlan = { name: '规格', values: ['20cm', '24cm', '28cm', '32cm'] };
const petWeight: SpecPlan = { name: '规格', values: ['1.5kg', '5kg', '10kg'] };
const petFlavour: SpecPlan = { name: '口味', values: ['鸡肉味', '牛肉味', '三文鱼味'] };
const babyStage: SpecPlan = { name: '段数', values: ['1段', '2段', '3段'] };
const babySize: SpecPlan = { name: '尺码', values: ['NB', 'S', 'M', 'L', 'XL'] };
const capacity: SpecPlan = { name: '容量', values: ['350ml', '500ml', '750ml', '1L'] };
const bookEdition: SpecPlan = { name: '版本', values: ['平装', '精装', '套装'] };

export const CATEGORY_PLAN: RootPlan[] = [
  {
    name: '食品生鲜',
    children: [
      {
        name: '休闲零食',
        products: ['每日坚果', '手撕牛肉干', '芒果干', '海苔脆片', '原味腰果', '蛋黄酥', '鸭脖'],
        specs: [weight, flavour],
      },
      {
        name: '新鲜水果',
        products: ['赣南脐橙', '烟台红富士', '海南金钻凤梨', '丹东草莓', '阳光玫瑰葡萄', '奇异果'],
        specs: [weight],
      },
      {
        name: '粮油调味',
        products: ['东北五常大米', '压榨花生油', '零添加酱油', '老陈醋', '火锅底料'],
        specs: [weight],
      },
      {
        name: '茶饮冲调',
        products: ['明前龙井', '云南普洱', '挂耳咖啡', '燕麦片', '柠檬冻干茶'],
        specs: [weight, flavour],
      },
      { name: '临期特卖', hidden: true, products: ['临期饼干', '临期牛奶'], specs: [weight] },
    ],
  },
  {
    name: '美妆个护',
    children: [
      {
        name: '面部护肤',
        products: ['玻尿酸补水面膜', '烟酰胺精华液', '氨基酸洗面奶', '保湿面霜', '防晒乳'],
        specs: [volume],
      },
      {
        name: '彩妆香水',
        products: ['丝绒哑光口红', '持妆粉底液', '眼影盘', '淡香水', '气垫BB霜'],
        specs: [volume],
      },
      {
        name: '洗护清洁',
        products: ['控油洗发水', '护发精油', '沐浴露', '电动牙刷', '漱口水'],
        specs: [volume],
      },
      { name: '个护小样', hidden: true, products: ['精华小样', '面霜小样'], specs: [volume] },
    ],
  },
  {
    name: '家居日用',
    children: [
      {
        name: '收纳整理',
        products: ['可折叠收纳箱', '衣柜分层隔板', '桌面收纳盒', '真空压缩袋', '鞋柜收纳架'],
        specs: [homeColor, packCount],
      },
      {
        name: '清洁用品',
        products: ['抽纸', '洗衣凝珠', '厨房湿巾', '除螨喷雾', '懒人拖把'],
        specs: [packCount],
      },
      {
        name: '家居饰品',
        products: ['香薰蜡烛', '北欧花瓶', '装饰挂画', '氛围小夜灯', '绿植盆栽'],
        specs: [homeColor],
      },
      { name: '雨具伞具', products: ['晴雨两用伞', '自动折叠伞', '儿童雨衣'], specs: [homeColor] },
    ],
  },
  {
    name: '服饰鞋包',
    children: [
      {
        name: '女装',
        products: ['法式碎花连衣裙', '针织开衫', '阔腿西装裤', '纯棉白T恤', '羊毛大衣'],
        specs: [clothColor, clothSize],
      },
      {
        name: '男装',
        products: ['商务休闲衬衫', '连帽卫衣', '直筒牛仔裤', '轻薄羽绒服', 'POLO衫'],
        specs: [clothColor, clothSize],
      },
      {
        name: '鞋靴',
        products: ['百搭小白鞋', '透气跑步鞋', '切尔西短靴', '居家拖鞋', '帆布鞋'],
        specs: [clothColor, shoeSize],
      },
      {
        name: '箱包',
        products: ['通勤双肩包', '真皮托特包', '20寸登机箱', '斜挎小方包'],
        specs: [clothColor],
      },
      { name: '内部样衣', hidden: true, products: ['样衣T恤'], specs: [clothSize] },
    ],
  },
  {
    name: '数码家电',
    children: [
      {
        name: '手机配件',
        products: ['氮化镓快充头', '磁吸无线充电器', '20000毫安充电宝', '手机支架', '编织数据线'],
        specs: [techColor],
      },
      {
        name: '影音娱乐',
        products: ['降噪蓝牙耳机', '便携蓝牙音箱', '头戴式耳机', '家用投影仪'],
        specs: [techColor, techEdition],
      },
      {
        name: '生活电器',
        products: ['空气炸锅', '手持挂烫机', '负离子吹风机', '扫地机器人', '电热水壶'],
        specs: [techColor, techEdition],
      },
      {
        name: '电脑办公',
        products: ['机械键盘', '无线静音鼠标', '显示器支架', '护眼台灯'],
        specs: [techColor],
      },
    ],
  },
  {
    name: '母婴亲子',
    children: [
      { name: '奶粉辅食', products: ['婴幼儿配方奶粉', '高铁米粉', '宝宝溶豆', '果泥'], specs: [babyStage] },
      { name: '尿裤湿巾', products: ['超薄纸尿裤', '拉拉裤', '婴儿手口湿巾'], specs: [babySize] },
      { name: '玩具早教', products: ['益智积木', '绘本套装', '磁力片', '早教点读笔'], specs: [bookEdition] },
      {
        name: '童装童鞋',
        products: ['儿童纯棉睡衣', '宝宝学步鞋', '儿童羽绒服'],
        specs: [clothColor, babySize],
      },
    ],
  },
  {
    name: '运动户外',
    children: [
      {
        name: '健身训练',
        products: ['瑜伽垫', '可调节哑铃', '弹力带', '跳绳', '筋膜枪'],
        specs: [homeColor],
      },
      {
        name: '户外露营',
        products: ['自动速开帐篷', '折叠露营椅', '户外天幕', '便携卡式炉', '睡袋'],
        specs: [homeColor, techEdition],
      },
      {
        name: '运动服饰',
        products: ['速干运动T恤', '运动紧身裤', '防风冲锋衣', '运动袜'],
        specs: [clothColor, clothSize],
      },
      { name: '骑行装备', products: ['骑行头盔', '骑行手套', '自行车尾灯'], specs: [techColor] },
    ],
  },
  {
    name: '家纺布艺',
    children: [
      {
        name: '床品套件',
        products: ['纯棉四件套', '天丝凉感四件套', '水洗棉被套'],
        specs: [homeColor, bedSize],
      },
      { name: '被子枕芯', products: ['蚕丝被', '羽绒被', '乳胶枕', '记忆棉枕'], specs: [bedSize] },
      { name: '毛巾浴巾', products: ['长绒棉毛巾', '加厚浴巾', '珊瑚绒浴袍'], specs: [homeColor, packCount] },
      { name: '窗帘地垫', products: ['遮光窗帘', '硅藻泥地垫', '客厅地毯'], specs: [homeColor] },
    ],
  },
  {
    name: '厨房用具',
    children: [
      { name: '锅具', products: ['不粘炒锅', '铸铁珐琅锅', '麦饭石煎锅', '多功能电煮锅'], specs: [potSize] },
      {
        name: '餐具',
        products: ['日式陶瓷碗', '骨瓷餐具套装', '304不锈钢筷子', '木质餐盘'],
        specs: [packCount],
      },
      {
        name: '水具杯具',
        products: ['316不锈钢保温杯', '玻璃随行杯', '运动水壶', '咖啡马克杯'],
        specs: [techColor, capacity],
      },
      {
        name: '厨房小工具',
        products: ['硅胶刮刀', '厨房剪刀', '多功能切菜器', '密封保鲜盒'],
        specs: [packCount],
      },
    ],
  },
  {
    name: '宠物生活',
    children: [
      {
        name: '猫咪主粮',
        products: ['全价无谷猫粮', '冻干双拼猫粮', '幼猫奶糕粮'],
        specs: [petWeight, petFlavour],
      },
      {
        name: '狗狗主粮',
        products: ['全价成犬粮', '小型犬幼犬粮', '鲜肉狗粮'],
        specs: [petWeight, petFlavour],
      },
      {
        name: '宠物用品',
        products: ['豆腐猫砂', '宠物自动饮水机', '猫抓板', '宠物牵引绳'],
        specs: [homeColor],
      },
      { name: '宠物零食', products: ['猫条', '冻干鸡胸肉', '洁齿骨'], specs: [petFlavour] },
    ],
  },
];

export const BRANDS = [
  '良品匠心',
  '山野集',
  '溪木',
  '初禾',
  '栖木家居',
  '北纬三十度',
  '青柚',
  '云朵棉',
  '素问',
  '拾光',
  '朴作',
  '禾风',
  '知味观',
  '岭南果园',
  '米悦',
  '暖暖熊',
  '极客派',
  '声浪',
  '墨途',
  '远行者',
  '白鹿原',
  '喵小厨',
  '汪星人',
  '小森林',
  '织梦',
  '净颜',
  '花间集',
  '若水',
  '一木',
  '简屿',
];

export const NAME_PREFIXES = ['【新品】', '【热卖】', '【爆款】', '', '', '', '', ''];
export const SELLING_POINTS = [
  '升级款',
  '加厚款',
  '轻薄款',
  '家用款',
  '便携款',
  '网红同款',
  '经典款',
  '礼盒装',
  '大容量',
  '0添加',
];

export const SUBTITLES = [
  '精选好料，品质看得见',
  '源头直供，新鲜到家',
  '会员专享价，限时特惠',
  '用心做好每一件小物',
  '万人回购的口碑好物',
  '设计师联名，颜值与实用兼顾',
  '七天无理由，放心买',
  '买贵退差，安心之选',
  '国货品牌，匠心品质',
  '一年质保，售后无忧',
];

export const GOODS_TAGS = ['包邮', '新品', '热卖', '满199减20', '限时折扣', '次日达', '顺丰发货', '赠运费险'];
export const SERVICES = ['正品保障', '7天无理由退货', '48小时发货', '运费险', '破损包赔', '假一赔十'];

export const DESCRIPTION_TEMPLATES = [
  '【产品亮点】{name}精选优质原料，做工扎实，细节处见用心。',
  '【品牌故事】{brand}专注品质生活，每一件产品都经过反复打磨。',
  '【使用场景】居家、办公、出行皆宜，是日常生活的贴心帮手。',
  '【品质保障】严格质检，出厂前逐件检验，确保到手即是好物。',
  '【温馨提示】不同显示器色差略有不同，请以实物为准。',
  '【售后服务】支持七天无理由退换货，有任何问题请联系在线客服。',
];

export const SUPER_REASONS = [
  '同类产品中性价比最高',
  '近30天好评率超过98%',
  '编辑部实测推荐',
  '用料扎实，细节到位',
  '老用户回购率高',
  '大牌同厂，价格更亲民',
];

export const ARTICLE_CATEGORIES = [
  '好物推荐',
  '生活妙招',
  '美食食谱',
  '家居收纳',
  '护肤心得',
  '育儿经验',
  '数码测评',
  '旅行日记',
];

export const ARTICLE_TITLE_TEMPLATES = [
  '{noun}怎么选？看完这篇不踩坑',
  '花小钱办大事：{noun}选购全攻略',
  '我家用了三年的{noun}，说说真实感受',
  '{season}必备！{count}款{noun}真实测评',
  '被问了无数次的{noun}，今天一次说清楚',
  '从入门到进阶：{noun}使用指南',
  '{count}个关于{noun}的冷知识，第3个太实用了',
  '不交智商税：{noun}的那些坑',
];

export const LIFE_TITLE_TEMPLATES = [
  '生活研究所｜{noun}的正确打开方式',
  '实验室报告：{count}款{noun}横向对比',
  '研究员手记：为什么{noun}越用越好用',
  '{season}生活提案：和{noun}一起慢下来',
];

export const STUDY_TITLE_TEMPLATES = [
  '新手也能学会：{noun}入门课',
  '{count}分钟学会{noun}保养',
  '{noun}小课堂：常见问题一次解答',
];

export const POST_TITLE_TEMPLATES = [
  '晒晒我的新{noun}',
  '入手{noun}一个月，来交作业了',
  '{topic}｜今天也是元气满满的一天',
  '求推荐：{noun}哪个牌子好？',
  '周末的小确幸，分享给大家',
  '{topic}｜记录一下',
  '家里添了新{noun}，开心！',
];

export const SEASONS = ['春季', '夏日', '秋冬', '开学季', '年货节', '换季'];

export const PARAGRAPHS = [
  '说起这件事，我一开始也是半信半疑，直到自己真正用了一段时间，才发现确实能让生活轻松不少。',
  '选购的时候最重要的是先想清楚自己的需求，不要被各种营销概念带跑，适合自己的才是最好的。',
  '材质方面，建议优先选择口碑好的品牌，虽然价格略高一些，但使用寿命和体验都会好很多。',
  '日常使用中要注意定期清洁和保养，这样不仅更卫生，也能延长使用时间。',
  '如果预算有限，可以关注平台的限时活动和优惠券，常常能用很划算的价格入手。',
  '我整理了几个自己踩过的坑，希望能帮大家少走弯路：一是不要贪便宜，二是看清规格，三是留意售后。',
  '身边的朋友试用之后也纷纷种草，大家普遍觉得做工和细节都超出预期。',
  '最后想说，生活中的幸福感往往来自这些小小的改变，愿大家都能好好照顾自己。',
  '对于小户型来说，合理利用垂直空间是关键，一个好的收纳方案能让家瞬间变大。',
  '整个过程其实并不复杂，跟着步骤一步步来，新手也能轻松上手。',
  '如果你也有类似的困扰，不妨试试这个方法，欢迎在评论区分享你的经验。',
  '比较了市面上常见的几款产品，从价格、颜值、实用性三个维度打分，结果放在文末。',
];

export const TOPICS: Array<{ title: string; description: string }> = [
  { title: '晒单有礼', description: '晒出你的心头好，优质晒单有机会获得积分奖励' },
  { title: '一人食', description: '一个人也要好好吃饭，分享你的一人食日常' },
  { title: '周末去哪儿', description: '城市周边游、露营、看展，周末计划都在这里' },
  { title: '家居改造', description: '旧房翻新、出租屋改造，晒出你的改造前后对比' },
  { title: '护肤打卡', description: '坚持护肤每一天，交流心得与好物' },
  { title: '萌宠日常', description: '家里的毛孩子又做了什么可爱的事？' },
  { title: '运动打卡', description: '跑步、健身、瑜伽，一起自律一起变好' },
  { title: '好书推荐', description: '分享最近读到的好书与金句' },
  { title: '手工DIY', description: '手作的温度，分享你的作品和教程' },
  { title: '省钱攻略', description: '会买更会省，优惠信息与囤货心得' },
  { title: '打工人午餐', description: '带饭、外卖、食堂，今天中午吃什么' },
  { title: '旅行碎片', description: '旅途中的风景与故事' },
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
export const SIGNATURES = [
  '热爱生活，热爱分享',
  '认真生活的人运气不会差',
  '记录日常的小确幸',
  '吃好喝好，快乐到老',
  '一个喜欢折腾的家居博主',
  '坚持做喜欢的事',
  '种草达人，拔草专家',
  '慢慢来，比较快',
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
  '楼主的家好温馨',
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
  bad: ['收到有点破损，联系客服处理中。', '尺寸偏小，建议买大一码。', '味道一般，不太符合预期。'],
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

export const WELFARE_TOPICS = [
  { title: '会员福利日', description: '每月18日会员专享，多重好礼等你拿' },
  { title: '周末囤货节', description: '生活必需品一站囤齐，满减叠加更划算' },
  { title: '新品尝鲜季', description: '新品抢先试，优质评价赢积分' },
  { title: '家居焕新周', description: '换季焕新，家居好物低至5折' },
  { title: '美妆狂欢日', description: '大牌美妆限量福利，先到先得' },
  { title: '年货大集', description: '年味十足的年货清单，送礼自用两相宜' },
  { title: '开学季福利', description: '学习文具、数码好物开学特惠' },
  { title: '宠物节专场', description: '为毛孩子囤粮正当时' },
  { title: '露营季', description: '户外装备限时特惠，出发去露营' },
  { title: '夏日清凉节', description: '凉感好物，清凉一夏' },
];

export const FLASH_TOPICS = ['品牌闪购日', '生鲜限时购', '数码尖货限时抢'];
export const ACTIVITIES = ['满减狂欢节', '家居焕新季', '开学季特惠'];
export const GROUP_BANNERS = ['拼团享低价', '好友一起拼，越拼越划算', '淘宝好货精选'];
export const GROUP_PLATFORMS = ['淘宝', '天猫', '京东'];

export const AD_PLAN = {
  homeBanner: [
    '年货节 · 全场满199减20',
    '新人专享 · 首单立减10元',
    '限时抢购 · 每日10点开抢',
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

export const HOT_WORDS: Record<1 | 2 | 3 | 4, string[]> = {
  1: ['每日坚果', '保温杯', '连衣裙', '蓝牙耳机', '四件套', '洗面奶', '猫粮', '空气炸锅', '瑜伽垫', '收纳箱'],
  2: ['收纳', '早餐', '护肤', '选购攻略', '露营', '测评'],
  3: ['晒单', '打卡', '好物分享', '萌宠', '一人食', '改造'],
  4: ['美食', '家居', '数码', '宝妈', '旅行'],
};
