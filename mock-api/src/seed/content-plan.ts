// The community as data: article categories and post topics, each tied to the catalogue leaves its
// goods come from, with title and paragraph templates that talk about one product kind ({kind}).
// Placeholders: {kind} product kind, {leaf} its category, {brand} a brand of it, {season}, {count}.

export interface ContentTheme {
  /** Leaves (catalogue-plan leaf names) whose goods the texts talk about and link. */
  leaves: string[];
  /** Leaves of goods linked beside the subject (the pan beside the recipe's food). */
  companions?: string[];
  titles: string[];
  paragraphs: string[];
  icon: string;
}

export interface ArticleCategoryPlan extends ContentTheme {
  title: string;
}

export interface TopicPlan extends ContentTheme {
  title: string;
  description: string;
}

const ALL_VISIBLE = [
  '休闲零食',
  '面部护肤',
  '收纳整理',
  '女装',
  '影音娱乐',
  '玩具早教',
  '户外露营',
  '床品套件',
  '水具杯具',
  '宠物用品',
];

/** Paragraphs any buying guide can use. */
const GUIDE = [
  '挑{kind}之前，先想清楚自己最在意什么：是价格、耐用还是颜值。需求清楚了，再去看参数，就不容易被营销话术带跑。',
  '这次对比的几款{kind}里，{brand}的表现最均衡，做工扎实、细节到位，价格也在大多数人能接受的范围内。',
  '看规格时别只盯着最低价，同一款{kind}的不同规格差价往往不大，按家里的实际用量选，反而更省钱。',
  '{kind}到手后按说明使用、妥善存放，体验会好很多，也更耐用。',
  '如果预算有限，可以留意平台的限时抢购和满减券，{leaf}类商品经常有很划算的活动价。',
  '最后总结一下：{kind}不必追求最贵，选口碑稳定、售后完善的品牌，用得顺手才是真的好。',
];

export const ARTICLE_CATEGORY_PLAN: ArticleCategoryPlan[] = [
  {
    title: '好物推荐',
    icon: 'wrapped-gift',
    leaves: ALL_VISIBLE,
    titles: [
      '{kind}选购攻略：看完这篇不踩坑',
      '回购三次的{kind}，说说真实感受',
      '{season}好物清单：{count}款{kind}真实测评',
      '被问了无数次的{kind}，今天一次说清楚',
    ],
    paragraphs: [
      ...GUIDE,
      '用了大半年的{kind}，最大的感受是“省心”：不用反复研究怎么用，拿起来就顺手，这是我愿意推荐给朋友的原因。',
      '身边好几个朋友看我用{kind}也跟着入手了，大家普遍觉得做工比预想的好，{brand}的售后回复也很及时。',
    ],
  },
  {
    title: '生活妙招',
    icon: 'light-bulb',
    leaves: ['清洁用品', '雨具伞具', '家居饰品', '毛巾浴巾'],
    titles: [
      '{count}个{kind}的妙用，第3个太实用了',
      '{kind}用对了，家务省一半力气',
      '{season}生活小妙招：{kind}的正确打开方式',
    ],
    paragraphs: [
      '很多人买了{kind}只用了最基本的功能，其实稍微换个用法，就能解决不少家务上的小麻烦。',
      '第一个妙招：把{kind}放在最顺手的位置，用完随手归位，比“集中大扫除”轻松得多。',
      '第二个妙招：按房间准备不同的{kind}，厨房、卫生间分开使用，更卫生，也不容易串味。',
      '第三个妙招：买{kind}时选中等规格，既不会用不完放太久，也不用频繁补货。',
      '{brand}的{kind}在我家用了很久，性价比不错，{leaf}里算是闭眼入的那一类。',
      '生活里的幸福感常常来自这些小小的改变，希望这些方法对你也有用。',
    ],
  },
  {
    title: '美食食谱',
    icon: 'cooking',
    leaves: ['新鲜水果', '粮油调味', '休闲零食'],
    companions: ['锅具', '餐具', '厨房小工具'],
    titles: [
      '10分钟早餐：用{kind}做一份元气早餐',
      '{kind}的{count}种家常吃法，简单又好吃',
      '{season}食谱：{kind}怎么做才好吃',
      '厨房新手也能学会的{kind}做法',
    ],
    paragraphs: [
      '这道菜的主角是{kind}，准备工作很简单：食材洗净备好，调料提前调成一碗汁，下锅时就不会手忙脚乱。',
      '火候是关键：先中火把锅烧热，再转小火慢慢来，{kind}的香味才能充分出来，又不容易糊底。',
      '调味上我习惯少盐少油，最后出锅前再尝一下咸淡，比一开始放足调料更稳妥。',
      '做早餐时间紧，可以前一晚把{kind}和配料准备好放进冰箱，第二天早上十分钟就能端上桌。',
      '我用的是{brand}的{kind}，品质稳定，做出来的味道家里人都说好。',
      '锅具和餐具也有讲究：一口受热均匀的不粘锅能让新手少翻车，文末附上了我常用的厨房好物。',
      '吃不完的部分放进密封保鲜盒冷藏，第二天加热一下依然好吃，一人食也不浪费。',
    ],
  },
  {
    title: '家居收纳',
    icon: 'card-file-box',
    leaves: ['收纳整理', '家居饰品', '床品套件', '窗帘地垫'],
    titles: [
      '小户型收纳：{kind}让家瞬间变大',
      '{kind}收纳实测：{count}个角落改造前后对比',
      '出租屋改造｜{kind}花小钱换新颜',
    ],
    paragraphs: [
      '小户型收纳的核心是“向上要空间”：墙面、柜门背后和床底都是常被忽略的地方，配上合适的{kind}，能多出不少空间。',
      '收纳前先断舍离，把一年没用过的东西清出去，再按使用频率分区，常用的放在伸手就能拿到的位置。',
      '我家用的是{brand}的{kind}，尺寸提前量好再下单，放进去严丝合缝，看着就舒服。',
      '颜色上建议统一成一两个色系，{kind}颜色统一之后，柜子里立刻清爽很多。',
      '收纳不是一次性的工作，每周花十分钟归位，家就能一直保持整洁。',
    ],
  },
  {
    title: '护肤心得',
    icon: 'lotion-bottle',
    leaves: ['面部护肤', '彩妆香水', '洗护清洁'],
    titles: [
      '{kind}怎么选？护肤新手看这篇',
      '坚持用{kind}一个月，我的护肤心得',
      '{season}护肤：{kind}的正确用法',
    ],
    paragraphs: [
      '护肤的第一步是了解自己的肤质：干皮、油皮还是混合肌，选{kind}时侧重点完全不一样。',
      '新品第一次用{kind}，建议先在耳后或手腕内侧试用一两天，不泛红不刺痛再上脸。',
      '用量不是越多越好，按说明取适量，配合轻柔按摩，吸收反而更好。',
      '我这个月一直在用{brand}的{kind}，肤感清爽不黏腻，早晚都能用。',
      '再好的{kind}也要坚持，护肤是长期的事，规律作息和防晒同样重要。',
    ],
  },
  {
    title: '育儿经验',
    icon: 'baby-bottle',
    leaves: ['奶粉辅食', '尿裤湿巾', '玩具早教', '童装童鞋'],
    titles: [
      '新手爸妈必看：{kind}怎么选',
      '宝宝用了半年的{kind}，说说真实体验',
      '{kind}选购攻略：宝妈的{count}条经验',
    ],
    paragraphs: [
      '给宝宝挑{kind}，安全永远是第一位的：看清材质和执行标准，来路不明的不要买。',
      '每个宝宝都不一样，{kind}先买小规格试一试，合适了再囤货，避免浪费。',
      '我家用的是{brand}的{kind}，宝宝适应得很快，到现在已经回购好几次了。',
      '带娃的日子很忙，选对{kind}能省下不少心力，把时间留给陪伴。',
      '最后提醒一句：有任何不确定的地方，多咨询医生和有经验的家长。',
    ],
  },
  {
    title: '数码测评',
    icon: 'laptop',
    leaves: ['手机配件', '影音娱乐', '生活电器', '电脑办公'],
    titles: [
      '{kind}深度测评：{count}天真实使用体验',
      '{kind}值不值得买？看完这篇测评再决定',
      '{season}数码选购攻略：{kind}怎么挑',
    ],
    paragraphs: [
      '这次测评的{kind}来自{brand}，我连续用了两周，从外观做工、核心体验和续航三方面说说感受。',
      '外观上，做工扎实，接缝均匀，拿在手里没有廉价感，配色也很耐看。',
      '核心体验是挑{kind}最该看的地方：日常使用流畅稳定，几个常用场景都没有掉链子。',
      '稳定性也不错，连续用了两周没有出过问题，{brand}的售后响应也及时。',
      '缺点也有：配件略少、说明书偏简单。不过考虑到价格，整体仍是同价位里值得推荐的{kind}。',
    ],
  },
  {
    title: '旅行日记',
    icon: 'camping',
    leaves: ['户外露营', '箱包', '骑行装备', '运动服饰'],
    titles: [
      '周末露营记：带上{kind}去山里过一夜',
      '{season}旅行装备清单：{kind}真好用',
      '一个人的旅行，{kind}陪我走了{count}座城',
    ],
    paragraphs: [
      '这次出发只带了一个背包，{kind}是我特意带上的装备之一，事实证明这个决定很正确。',
      '到营地时天色已晚，{kind}上手很快，几分钟就收拾妥当，留出时间看日落、煮一壶茶。',
      '山里昼夜温差大，出发前一定要看天气预报，衣物和装备都按最低温准备。',
      '{brand}的{kind}轻便结实，收纳后体积不大，塞进后备箱还能放下不少零食。',
      '旅行的意义在于路上的风景和遇见的人，装备只是让这一切更从容一些。',
    ],
  },
];

export const TOPIC_PLAN: TopicPlan[] = [
  {
    title: '晒单有礼',
    description: '晒出你的心头好，优质晒单有机会获得积分奖励',
    icon: 'wrapped-gift',
    leaves: ALL_VISIBLE,
    titles: ['晒单｜入手{kind}一个月，来交作业了', '晒单｜{brand}的{kind}到货啦', '好物分享｜{kind}真的好用'],
    paragraphs: [
      '终于等到{kind}到货，包装很用心，拆开就是一股新东西的味道。',
      '用了一段时间来说说感受：做工细致，和详情页描述一致，{brand}这次没让我失望。',
      '价格是趁活动入手的，叠加优惠券很划算，推荐有需要的朋友蹲一蹲活动。',
    ],
  },
  {
    title: '一人食',
    description: '一个人也要好好吃饭，分享你的一人食日常',
    icon: 'steaming-bowl',
    leaves: ['新鲜水果', '茶饮冲调', '粮油调味', '餐具'],
    titles: ['一人食｜{kind}搭配的快手晚餐', '一人食｜今天的早餐有{kind}', '一人食的{count}个小确幸'],
    paragraphs: [
      '一个人吃饭也不想将就，今天的晚餐配上了{kind}，十五分钟搞定。',
      '摆盘用了喜欢的碗碟，拍照好看，吃起来心情也更好。',
      '小份量刚刚好，不浪费，洗碗也轻松。',
    ],
  },
  {
    title: '周末去哪儿',
    description: '城市周边游、露营、看展，周末计划都在这里',
    icon: 'tent',
    leaves: ['户外露营', '箱包', '骑行装备'],
    titles: ['周末露营打卡｜{kind}初体验', '周末去哪儿｜骑行加露营的一天', '带着{kind}去郊外'],
    paragraphs: [
      '周末和朋友去了城郊的营地，带上{kind}，一整天都很惬意。',
      '营地人不多，找了块树荫下的草地，支好装备就开始煮咖啡。',
      '回程路上已经在计划下一次出发了，推荐大家也去走走。',
    ],
  },
  {
    title: '家居改造',
    description: '旧房翻新、出租屋改造，晒出你的改造前后对比',
    icon: 'house-with-garden',
    leaves: ['收纳整理', '家居饰品', '窗帘地垫', '床品套件'],
    titles: [
      '出租屋改造｜{kind}让房间焕然一新',
      '家居改造前后对比｜{count}件小物搞定',
      '卧室改造｜换了{kind}之后',
    ],
    paragraphs: [
      '房子是租的，生活是自己的。这次改造只花了几百块，{kind}是出场最多的单品。',
      '改造前房间又乱又暗，换上新的{kind}之后，整个空间亮了起来。',
      '小建议：先定好整体色调，再挑单品，这样买回来的东西不会互相打架。',
    ],
  },
  {
    title: '护肤打卡',
    description: '坚持护肤每一天，交流心得与好物',
    icon: 'lotion-bottle',
    leaves: ['面部护肤', '彩妆香水', '洗护清洁'],
    titles: ['护肤打卡第{count}天｜{kind}', '护肤打卡｜最近在用的{kind}', '换季护肤打卡'],
    paragraphs: [
      '今天继续护肤打卡，最近在用{brand}的{kind}，皮肤状态稳定了很多。',
      '早上清洁后薄涂一层，晚上再加一步按摩，坚持下来能感觉到变化。',
      '姐妹们有好用的护肤品也欢迎在评论区分享。',
    ],
  },
  {
    title: '萌宠日常',
    description: '家里的毛孩子又做了什么可爱的事？',
    icon: 'cat',
    leaves: ['猫咪主粮', '狗狗主粮', '宠物用品', '宠物零食'],
    titles: ['萌宠日常｜主子爱上了{kind}', '萌宠日常｜今天也是被治愈的一天', '给毛孩子换了{kind}'],
    paragraphs: [
      '家里的毛孩子最近爱上了{kind}，每天到点就在旁边等着。',
      '换粮换用品都要循序渐进，观察几天没有不适再完全替换。',
      '养宠的快乐就在这些日常小瞬间里，分享给大家。',
    ],
  },
  {
    title: '运动打卡',
    description: '跑步、健身、瑜伽，一起自律一起变好',
    icon: 'running-shoe',
    leaves: ['健身训练', '运动服饰', '鞋靴'],
    titles: ['运动打卡第{count}天', '运动打卡｜新入手的{kind}', '居家健身打卡｜{kind}真方便'],
    paragraphs: [
      '今天完成了三十分钟训练，{kind}用起来很顺手。',
      '运动最难的是坚持，给自己定个小目标，每天打卡就有动力。',
      '记得运动前热身、运动后拉伸，别让身体受伤。',
    ],
  },
  {
    title: '宝宝成长记',
    description: '记录宝宝的每一个第一次，交流带娃心得',
    icon: 'baby',
    leaves: ['奶粉辅食', '玩具早教', '童装童鞋', '尿裤湿巾'],
    titles: ['宝宝成长记｜第一次用{kind}', '宝宝成长记｜{count}个月的小变化', '宝妈好物分享｜{kind}'],
    paragraphs: [
      '宝宝最近离不开{kind}了，每天都要用上好几回。',
      '作为新手宝妈，买东西前会先做功课，{brand}的口碑不错才入手的。',
      '带娃辛苦，但每一个小进步都让人觉得值得。',
    ],
  },
  {
    title: '手工DIY',
    description: '手作的温度，分享你的作品和教程',
    icon: 'sewing-needle',
    leaves: ['家居饰品', '厨房小工具', '收纳整理'],
    titles: ['手工DIY｜{kind}的小改造', '手工DIY教程｜{count}步搞定', '周末手作时光'],
    paragraphs: [
      '这个周末的手作少不了{kind}，过程比想象中简单。',
      '材料都是家里现成的，跟着步骤来，新手也能完成。',
      '手作最大的乐趣是过程本身，做完放在桌上，看着就开心。',
    ],
  },
  {
    title: '省钱攻略',
    description: '会买更会省，优惠信息与囤货心得',
    icon: 'money-bag',
    leaves: ['清洁用品', '粮油调味', '休闲零食', '尿裤湿巾'],
    titles: ['省钱攻略｜{kind}这样买最划算', '囤货清单｜{count}样家里常备', '好物分享｜平价好用的{kind}'],
    paragraphs: [
      '{kind}是家里的消耗品，趁满减活动一次囤够两三个月的量最划算。',
      '领券、凑单、看单价，三步下来能省不少。',
      '不过囤货也要量力而行，保质期短的东西别一次买太多。',
    ],
  },
  {
    title: '打工人午餐',
    description: '带饭、外卖、食堂，今天中午吃什么',
    icon: 'bento-box',
    leaves: ['餐具', '水具杯具', '休闲零食', '茶饮冲调'],
    titles: ['打工人午餐｜今天带饭了', '打工人午餐｜{kind}装下一整天的能量', '办公室下午茶｜{kind}'],
    paragraphs: [
      '今天的午餐是前一晚准备的，带到公司热一下就能吃，饭后还有{kind}。',
      '自己带饭健康又省钱，一周能省下不少外卖钱。',
      '下午配一杯热茶和一点零食，工作效率都高了。',
    ],
  },
  {
    title: '旅行碎片',
    description: '旅途中的风景与故事',
    icon: 'airplane',
    leaves: ['箱包', '户外露营', '运动服饰'],
    titles: ['旅行碎片｜{kind}陪我走过的路', '旅行碎片｜海边的{count}个瞬间', '说走就走的旅行'],
    paragraphs: [
      '这次旅行只带了一个{kind}，轻装出发，走到哪里都很自在。',
      '路上遇到了很美的日落，停下来拍了很多照片。',
      '旅行的意义大概就是在陌生的地方，重新发现生活的美好。',
    ],
  },
];

export const SEASONS = ['春季', '夏日', '秋冬', '开学季', '年货节', '换季'];

/** Seed users' signatures; each user hot word (see HOT_WORDS in words.ts) appears in several. */
export const SIGNATURES = [
  '美食博主｜一日三餐认真吃',
  '家居博主，喜欢把小家打理得刚刚好',
  '数码爱好者，拆机测评都在这里',
  '二胎宝妈，分享带娃好物',
  '热爱旅行，走过三十座城市',
  '认真生活的人运气不会差',
  '记录日常的小确幸',
  '吃好喝好，快乐到老｜美食探店',
  '坚持做喜欢的事',
  '种草达人，拔草专家',
  '露营和旅行是我的充电方式',
  '新手宝妈，边学边记录',
];
