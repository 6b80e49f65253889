// The shop's catalogue as data: first-level categories, their leaves, and in each leaf the product
// kinds sold there with the brands, spec axes, price range (yuan) and picture that fit the kind.
// createSeed (seed/index.ts) draws goods from this plan; tests in seed/world.test.ts pin its rules
// (units fit the kind, every kind has a picture, clothes have 颜色/尺码, makeup has 色号).

export interface SpecPlan {
  name: string;
  values: string[];
}

export interface KindPlan {
  /** The product word used in names ("降噪蓝牙耳机"). */
  name: string;
  /** Fluent Emoji Flat icon drawn on its pictures (media/icons.ts). */
  icon: string;
  /** Price range in yuan of the cheapest SKU. */
  price: [number, number];
  specs: SpecPlan[];
  /** Sold by volume or holding a liquid: the only kinds with a 容量 axis or sizes in ml. */
  liquid?: boolean;
  /** Extra words search should find it by ("耳机" for 头戴式耳机 is already in the name). */
  keywords?: string[];
  /** Name endings that fit the kind ("升级款"); the leaf's `variants` when absent. */
  variants?: string[];
}

export interface LeafPlan {
  name: string;
  /** Hidden child (category type 4, see docs/product-rules.md). */
  hidden?: boolean;
  brands: string[];
  variants: string[];
  kinds: KindPlan[];
}

export interface RootPlan {
  name: string;
  icon: string;
  children: LeafPlan[];
}

const axis = (name: string, ...values: string[]): SpecPlan => ({ name, values });

// Shared axes.
const grams = (...v: string[]) => axis('规格', ...v);
const flavour = axis('口味', '原味', '香辣味', '五香味', '蜂蜜味', '海盐味');
const clothColor = axis('颜色', '经典黑', '米白色', '藏青色', '燕麦色', '雾霾蓝', '酒红色');
const clothSize = axis('尺码', 'S', 'M', 'L', 'XL', 'XXL');
const shoeSize = axis('尺码', '36', '37', '38', '39', '40', '41', '42', '43');
const kidSize = axis('尺码', '80cm', '90cm', '100cm', '110cm', '120cm', '130cm');
const techColor = axis('颜色', '曜石黑', '珍珠白', '星河银', '远峰蓝');
const techEdition = axis('版本', '标准版', 'Pro版', '礼盒版');
const homeColor = axis('颜色', '奶油白', '浅灰色', '原木色', '墨绿色');
const packCount = axis('规格', '单只装', '两只装', '四只装');
const bedSize = axis('尺寸', '1.5m床', '1.8m床', '2.0m床');
const potSize = axis('尺寸', '20cm', '24cm', '28cm', '32cm');
const petWeight = axis('规格', '1.5kg', '2kg', '5kg', '10kg');
const petFlavour = axis('口味', '鸡肉味', '牛肉味', '三文鱼味');
const babyStage = axis('段数', '1段', '2段', '3段');
const diaperSize = axis('尺码', 'NB', 'S', 'M', 'L', 'XL');
const bookEdition = axis('版本', '平装', '精装', '套装');
const lipShade = axis('色号', '#01 正红', '#02 豆沙', '#03 枫叶红', '#04 奶茶色', '#05 烂番茄');
const baseShade = axis('色号', '01 象牙白', '02 自然色', '03 小麦色');
const bottle = (...v: string[]) => axis('容量', ...v);

export const CATEGORY_PLAN: RootPlan[] = [
  {
    name: '食品生鲜',
    icon: 'red-apple',
    children: [
      {
        name: '休闲零食',
        brands: ['山野集', '良品匠心', '知味观', '禾风'],
        variants: ['量贩装', '小包装', '办公室零食', '追剧必备'],
        kinds: [
          {
            name: '每日坚果',
            icon: 'peanuts',
            price: [39, 129],
            specs: [grams('375g', '750g', '1kg')],
            keywords: ['坚果'],
          },
          {
            name: '手撕牛肉干',
            icon: 'cut-of-meat',
            price: [29, 99],
            specs: [grams('100g', '250g', '500g'), flavour],
          },
          {
            name: '芒果干',
            icon: 'mango',
            price: [19, 49],
            specs: [grams('120g', '250g', '500g')],
            keywords: ['果干'],
          },
          { name: '海苔脆片', icon: 'rice-cracker', price: [12, 39], specs: [grams('40g', '100g'), flavour] },
          {
            name: '蛋黄酥',
            icon: 'moon-cake',
            price: [29, 69],
            specs: [axis('规格', '6枚装', '12枚装', '20枚礼盒')],
            keywords: ['糕点'],
          },
          {
            name: '曲奇饼干',
            icon: 'cookie',
            price: [19, 59],
            specs: [grams('200g', '400g'), flavour],
            keywords: ['饼干'],
          },
        ],
      },
      {
        name: '新鲜水果',
        brands: ['岭南果园', '北纬三十度', '山野集'],
        variants: ['产地直发', '当季鲜果', '精选大果', '礼盒装'],
        kinds: [
          {
            name: '赣南脐橙',
            icon: 'tangerine',
            price: [29, 69],
            specs: [grams('2.5kg', '5kg', '9斤礼盒')],
            keywords: ['橙子', '生鲜'],
          },
          {
            name: '烟台红富士苹果',
            icon: 'red-apple',
            price: [29, 79],
            specs: [grams('2.5kg', '5kg', '12个礼盒')],
            keywords: ['生鲜'],
          },
          {
            name: '海南金钻凤梨',
            icon: 'pineapple',
            price: [39, 89],
            specs: [axis('规格', '2个装', '4个装', '6个装')],
            keywords: ['菠萝', '生鲜'],
          },
          {
            name: '丹东草莓',
            icon: 'strawberry',
            price: [59, 159],
            specs: [grams('500g', '1kg', '1.5kg')],
            keywords: ['生鲜'],
          },
          {
            name: '阳光玫瑰葡萄',
            icon: 'grapes',
            price: [49, 129],
            specs: [grams('1kg', '2kg')],
            keywords: ['生鲜'],
          },
          {
            name: '徐香猕猴桃',
            icon: 'kiwi-fruit',
            price: [29, 69],
            specs: [axis('规格', '12个装', '24个装')],
            keywords: ['奇异果', '生鲜'],
          },
        ],
      },
      {
        name: '粮油调味',
        brands: ['米悦', '禾风', '北纬三十度'],
        variants: ['家庭装', '厨房常备', '实惠装'],
        kinds: [
          {
            name: '五常稻花香大米',
            variants: ['当季新米', '家庭装'],
            icon: 'cooked-rice',
            price: [49, 139],
            specs: [grams('2.5kg', '5kg', '10kg')],
            keywords: ['大米'],
          },
          {
            name: '压榨花生油',
            icon: 'oil-drum',
            price: [59, 149],
            specs: [bottle('900ml', '1.8L', '5L')],
            liquid: true,
            keywords: ['食用油'],
          },
          {
            name: '特级生抽酱油',
            icon: 'sake',
            price: [12, 39],
            specs: [bottle('500ml', '1L', '1.9L')],
            liquid: true,
            keywords: ['调味'],
          },
          {
            name: '手工火锅底料',
            icon: 'hot-pepper',
            price: [19, 59],
            specs: [grams('200g', '400g'), axis('辣度', '微辣', '中辣', '特辣')],
            keywords: ['火锅'],
          },
          {
            name: '有机杂粮礼盒',
            icon: 'sheaf-of-rice',
            price: [69, 169],
            specs: [grams('2kg', '4kg')],
            keywords: ['杂粮'],
          },
        ],
      },
      {
        name: '茶饮冲调',
        brands: ['知味观', '青柚', '一木'],
        variants: ['独立小包', '办公室常备', '礼盒装'],
        kinds: [
          {
            name: '明前龙井',
            variants: ['新茶上市', '礼盒装'],
            icon: 'teapot',
            price: [89, 399],
            specs: [grams('100g', '250g', '500g礼盒')],
            keywords: ['绿茶', '茶叶'],
          },
          {
            name: '冻干挂耳咖啡',
            icon: 'hot-beverage',
            price: [39, 99],
            specs: [axis('规格', '10包', '30包', '50包')],
            keywords: ['咖啡', '早餐'],
          },
          {
            name: '即食燕麦片',
            icon: 'bowl-with-spoon',
            price: [19, 59],
            specs: [grams('500g', '1kg')],
            keywords: ['早餐', '麦片'],
          },
          {
            name: '纯牛奶',
            icon: 'glass-of-milk',
            price: [49, 89],
            specs: [axis('容量', '200ml×12盒', '250ml×24盒')],
            liquid: true,
            keywords: ['早餐', '牛奶'],
          },
          {
            name: '柠檬冻干茶',
            icon: 'lemon',
            price: [19, 49],
            specs: [axis('规格', '7袋', '14袋', '30袋')],
            keywords: ['果茶'],
          },
        ],
      },
      {
        name: '临期特卖',
        hidden: true,
        brands: ['良品匠心'],
        variants: ['临期特价'],
        kinds: [
          { name: '临期饼干', icon: 'cookie', price: [9, 19], specs: [grams('200g', '400g')] },
          {
            name: '临期牛奶',
            icon: 'glass-of-milk',
            price: [19, 39],
            specs: [axis('容量', '250ml×12盒')],
            liquid: true,
          },
        ],
      },
    ],
  },
  {
    name: '美妆个护',
    icon: 'lipstick',
    children: [
      {
        name: '面部护肤',
        brands: ['净颜', '素问', '若水', '花间集'],
        variants: ['补水保湿', '敏感肌可用', '温和配方', '滋润型'],
        kinds: [
          {
            name: '玻尿酸补水面膜',
            icon: 'bubbles',
            price: [49, 129],
            specs: [axis('规格', '5片装', '10片装', '20片装')],
            keywords: ['护肤', '面膜'],
          },
          {
            name: '烟酰胺精华液',
            icon: 'test-tube',
            price: [129, 399],
            specs: [bottle('30ml', '50ml')],
            liquid: true,
            keywords: ['护肤', '精华'],
          },
          {
            name: '氨基酸洗面奶',
            icon: 'soap',
            price: [39, 99],
            specs: [axis('规格', '100g', '120g', '150g')],
            keywords: ['护肤', '洁面'],
          },
          {
            name: '保湿面霜',
            icon: 'jar',
            price: [89, 299],
            specs: [axis('规格', '30g', '50g')],
            keywords: ['护肤', '面霜'],
          },
          {
            name: '清透防晒乳',
            icon: 'lotion-bottle',
            price: [69, 199],
            specs: [bottle('40ml', '60ml', '90ml')],
            liquid: true,
            keywords: ['护肤', '防晒'],
          },
        ],
      },
      {
        name: '彩妆香水',
        brands: ['花间集', '拾光', '若水'],
        variants: ['持久不脱色', '新色上市', '礼盒装', '经典款'],
        kinds: [
          {
            name: '丝绒哑光口红',
            icon: 'lipstick',
            price: [79, 269],
            specs: [lipShade],
            keywords: ['彩妆', '唇膏'],
          },
          {
            name: '持妆粉底液',
            icon: 'lotion-bottle',
            price: [129, 399],
            specs: [baseShade],
            keywords: ['彩妆', '底妆'],
          },
          {
            name: '九色眼影盘',
            icon: 'artist-palette',
            price: [89, 259],
            specs: [axis('色号', '大地色', '蜜桃色', '烟熏色', '玫瑰色')],
            keywords: ['彩妆', '眼影'],
          },
          {
            name: '花果淡香水',
            variants: ['持久留香', '礼盒装'],
            icon: 'tulip',
            price: [159, 599],
            specs: [bottle('30ml', '50ml', '100ml')],
            liquid: true,
            keywords: ['香水'],
          },
          {
            name: '持色甲油胶',
            icon: 'nail-polish',
            price: [29, 79],
            specs: [axis('色号', '裸粉', '正红', '雾霾蓝', '焦糖色')],
            keywords: ['彩妆', '美甲'],
          },
        ],
      },
      {
        name: '洗护清洁',
        brands: ['净颜', '云朵棉', '若水'],
        variants: ['家庭装', '清爽型', '温和无硅油', '大容量'],
        kinds: [
          {
            name: '控油洗发水',
            icon: 'lotion-bottle',
            price: [39, 109],
            specs: [bottle('400ml', '750ml', '1L')],
            liquid: true,
            keywords: ['洗护'],
          },
          {
            name: '氨基酸沐浴露',
            icon: 'bathtub',
            price: [39, 99],
            specs: [bottle('500ml', '750ml', '1L')],
            liquid: true,
            keywords: ['洗护'],
          },
          {
            name: '声波电动牙刷',
            variants: ['声波震动', '长续航'],
            icon: 'toothbrush',
            price: [99, 399],
            specs: [techColor, axis('版本', '标准版', '含4支刷头')],
            keywords: ['牙刷'],
          },
          {
            name: '清新漱口水',
            icon: 'droplet',
            price: [19, 59],
            specs: [bottle('250ml', '500ml')],
            liquid: true,
            keywords: ['口腔护理'],
          },
          {
            name: '护发精油',
            icon: 'pouring-liquid',
            price: [59, 159],
            specs: [bottle('50ml', '100ml')],
            liquid: true,
            keywords: ['洗护', '护发'],
          },
        ],
      },
      {
        name: '个护小样',
        hidden: true,
        brands: ['净颜'],
        variants: ['试用装'],
        kinds: [
          {
            name: '精华小样',
            icon: 'test-tube',
            price: [9, 29],
            specs: [bottle('5ml', '10ml')],
            liquid: true,
          },
          { name: '面霜小样', icon: 'jar', price: [9, 29], specs: [axis('规格', '5g', '10g')] },
        ],
      },
    ],
  },
  {
    name: '家居日用',
    icon: 'house',
    children: [
      {
        name: '收纳整理',
        brands: ['栖木家居', '简屿', '一木'],
        variants: ['可叠加', '大容量', '加厚款', '小户型适用'],
        kinds: [
          {
            name: '可折叠收纳箱',
            icon: 'package',
            price: [29, 89],
            specs: [homeColor, packCount],
            keywords: ['收纳'],
          },
          {
            name: '桌面收纳盒',
            icon: 'card-file-box',
            price: [19, 59],
            specs: [homeColor],
            keywords: ['收纳'],
          },
          {
            name: '真空压缩袋',
            icon: 'shopping-bags',
            price: [29, 69],
            specs: [axis('规格', '6件套', '11件套', '16件套')],
            keywords: ['收纳'],
          },
          {
            name: '抽屉分隔收纳盒',
            icon: 'file-cabinet',
            price: [19, 69],
            specs: [homeColor, packCount],
            keywords: ['收纳'],
          },
          { name: '挂钩式收纳篮', icon: 'basket', price: [19, 49], specs: [homeColor], keywords: ['收纳'] },
        ],
      },
      {
        name: '清洁用品',
        brands: ['云朵棉', '净颜', '朴作'],
        variants: ['家庭囤货装', '实惠装', '加量装'],
        kinds: [
          {
            name: '原木抽纸',
            icon: 'roll-of-paper',
            price: [29, 69],
            specs: [axis('规格', '12包', '24包', '36包')],
            keywords: ['纸巾', '清洁'],
          },
          {
            name: '洗衣凝珠',
            icon: 'bubbles',
            price: [39, 99],
            specs: [axis('规格', '30颗', '60颗', '100颗')],
            keywords: ['洗衣', '清洁'],
          },
          {
            name: '厨房去油湿巾',
            icon: 'sponge',
            price: [15, 39],
            specs: [axis('规格', '80抽×2包', '80抽×5包')],
            keywords: ['清洁'],
          },
          {
            name: '除螨喷雾',
            icon: 'droplet',
            price: [29, 79],
            specs: [bottle('300ml', '500ml')],
            liquid: true,
            keywords: ['清洁'],
          },
          {
            name: '免手洗平板拖把',
            icon: 'broom',
            price: [59, 159],
            specs: [axis('规格', '标配2块布', '加赠4块布')],
            keywords: ['清洁'],
          },
        ],
      },
      {
        name: '家居饰品',
        brands: ['栖木家居', '拾光', '简屿'],
        variants: ['北欧风', '治愈系', '送礼佳品', 'ins风'],
        kinds: [
          {
            name: '香薰蜡烛',
            icon: 'candle',
            price: [49, 159],
            specs: [axis('香型', '白茶', '无花果', '雪松', '玫瑰')],
            keywords: ['香薰'],
          },
          { name: '陶瓷花瓶', icon: 'amphora', price: [39, 129], specs: [homeColor] },
          {
            name: '装饰挂画',
            icon: 'framed-picture',
            price: [69, 299],
            specs: [axis('尺寸', '40×60cm', '50×70cm', '60×90cm')],
          },
          { name: '氛围小夜灯', icon: 'light-bulb', price: [39, 99], specs: [homeColor] },
          {
            name: '桌面绿植盆栽',
            icon: 'potted-plant',
            price: [29, 89],
            specs: [axis('规格', '小号', '中号', '大号')],
            keywords: ['绿植'],
          },
        ],
      },
      {
        name: '雨具伞具',
        brands: ['一木', '简屿'],
        variants: ['晴雨两用', '防晒防紫外线', '轻量款'],
        kinds: [
          {
            name: '自动折叠伞',
            icon: 'closed-umbrella',
            price: [49, 129],
            specs: [homeColor],
            keywords: ['雨伞'],
          },
          { name: '长柄直杆伞', icon: 'umbrella', price: [39, 99], specs: [homeColor], keywords: ['雨伞'] },
          {
            name: '儿童雨衣',
            icon: 'umbrella-with-rain-drops',
            price: [39, 89],
            specs: [homeColor, kidSize],
            variants: ['防水透气', '卡通款', '带书包位'],
          },
        ],
      },
    ],
  },
  {
    name: '服饰鞋包',
    icon: 't-shirt',
    children: [
      {
        name: '女装',
        brands: ['织梦', '素问', '拾光'],
        variants: ['春夏新款', '法式复古', '显瘦百搭', '通勤款'],
        kinds: [
          {
            name: '碎花连衣裙',
            icon: 'dress',
            price: [129, 399],
            specs: [clothColor, clothSize],
            keywords: ['裙子'],
          },
          {
            name: '针织开衫',
            icon: 'scarf',
            price: [99, 299],
            specs: [clothColor, clothSize],
            keywords: ['毛衣'],
          },
          {
            name: '高腰阔腿裤',
            icon: 'jeans',
            price: [99, 259],
            specs: [clothColor, clothSize],
            keywords: ['裤子'],
          },
          { name: '纯棉短袖T恤', icon: 'womans-clothes', price: [59, 129], specs: [clothColor, clothSize] },
          {
            name: '双面羊毛大衣',
            icon: 'coat',
            price: [599, 1599],
            specs: [clothColor, clothSize],
            keywords: ['外套'],
          },
        ],
      },
      {
        name: '男装',
        brands: ['墨途', '远行者', '白鹿原'],
        variants: ['商务休闲', '宽松版型', '百搭基础款', '抗皱免烫'],
        kinds: [
          { name: '免烫长袖衬衫', icon: 'necktie', price: [129, 299], specs: [clothColor, clothSize] },
          { name: '连帽卫衣', icon: 'coat', price: [129, 299], specs: [clothColor, clothSize] },
          {
            name: '直筒牛仔裤',
            icon: 'jeans',
            price: [129, 359],
            specs: [clothColor, clothSize],
            keywords: ['裤子'],
          },
          {
            name: '轻薄羽绒服',
            icon: 'coat',
            price: [299, 899],
            specs: [clothColor, clothSize],
            keywords: ['外套'],
          },
          { name: '纯棉POLO衫', icon: 't-shirt', price: [99, 259], specs: [clothColor, clothSize] },
        ],
      },
      {
        name: '鞋靴',
        brands: ['远行者', '织梦', '墨途'],
        variants: ['透气轻便', '百搭款', '软底舒适'],
        kinds: [
          {
            name: '百搭小白鞋',
            icon: 'running-shoe',
            price: [159, 459],
            specs: [clothColor, shoeSize],
            keywords: ['板鞋'],
          },
          {
            name: '缓震跑步鞋',
            icon: 'running-shoe',
            price: [259, 699],
            specs: [clothColor, shoeSize],
            keywords: ['运动鞋'],
          },
          {
            name: '切尔西短靴',
            icon: 'womans-boot',
            price: [299, 799],
            specs: [clothColor, shoeSize],
            keywords: ['靴子'],
          },
          { name: '平底单鞋', icon: 'flat-shoe', price: [129, 359], specs: [clothColor, shoeSize] },
          {
            name: '户外徒步鞋',
            icon: 'hiking-boot',
            price: [299, 799],
            specs: [clothColor, shoeSize],
            keywords: ['登山鞋'],
          },
        ],
      },
      {
        name: '箱包',
        brands: ['远行者', '墨途', '拾光'],
        variants: ['大容量', '轻便款', '通勤款', '旅行款'],
        kinds: [
          {
            name: '通勤双肩包',
            icon: 'backpack',
            price: [129, 399],
            specs: [clothColor],
            keywords: ['背包'],
          },
          {
            name: '真皮托特包',
            icon: 'handbag',
            price: [399, 1299],
            specs: [clothColor],
            keywords: ['手提包'],
          },
          {
            name: '20寸登机箱',
            icon: 'luggage',
            price: [299, 899],
            specs: [clothColor, axis('尺寸', '20寸', '24寸', '28寸')],
            keywords: ['行李箱', '旅行'],
          },
          { name: '斜挎小方包', icon: 'purse', price: [99, 399], specs: [clothColor] },
        ],
      },
      {
        name: '内部样衣',
        hidden: true,
        brands: ['织梦'],
        variants: ['样衣'],
        kinds: [{ name: '样衣T恤', icon: 't-shirt', price: [29, 59], specs: [clothColor, clothSize] }],
      },
    ],
  },
  {
    name: '数码家电',
    icon: 'laptop',
    children: [
      {
        name: '手机配件',
        brands: ['极客派', '声浪', '墨途'],
        variants: ['快充版', '轻薄款', '升级款'],
        kinds: [
          {
            name: '65W氮化镓快充头',
            icon: 'electric-plug',
            price: [79, 199],
            specs: [techColor],
            keywords: ['充电器', '数码'],
          },
          {
            name: '磁吸无线充电器',
            icon: 'battery',
            price: [99, 259],
            specs: [techColor],
            keywords: ['充电器', '数码'],
          },
          {
            name: '20000毫安充电宝',
            icon: 'battery',
            price: [99, 229],
            specs: [techColor],
            keywords: ['移动电源', '数码'],
          },
          {
            name: '桌面手机支架',
            icon: 'mobile-phone',
            price: [29, 99],
            specs: [techColor],
            keywords: ['数码'],
          },
          {
            name: '编织快充数据线',
            icon: 'link',
            price: [19, 59],
            specs: [techColor, axis('长度', '1m', '1.5m', '2m')],
            keywords: ['数码'],
          },
        ],
      },
      {
        name: '影音娱乐',
        brands: ['声浪', '极客派'],
        variants: ['主动降噪', '长续航', '高保真音质'],
        kinds: [
          {
            name: '降噪蓝牙耳机',
            icon: 'headphone',
            price: [199, 899],
            specs: [techColor, techEdition],
            keywords: ['耳机', '数码'],
          },
          {
            name: '头戴式蓝牙耳机',
            icon: 'headphone',
            price: [299, 1299],
            specs: [techColor, techEdition],
            keywords: ['耳机', '数码'],
          },
          {
            name: '便携蓝牙音箱',
            icon: 'speaker-high-volume',
            price: [159, 599],
            specs: [techColor, techEdition],
            keywords: ['音箱', '数码'],
          },
          {
            name: '家用智能投影仪',
            variants: ['4K高清', '智能语音'],
            icon: 'film-projector',
            price: [999, 3999],
            specs: [techColor, techEdition],
            keywords: ['投影', '数码'],
          },
          {
            name: '电竞游戏手柄',
            variants: ['无线连接', '低延迟'],
            icon: 'video-game',
            price: [149, 459],
            specs: [techColor],
            keywords: ['游戏', '数码'],
          },
        ],
      },
      {
        name: '生活电器',
        brands: ['极客派', '栖木家居', '朴作'],
        variants: ['家用款', '智能款', '升级款'],
        kinds: [
          {
            name: '可视空气炸锅',
            icon: 'french-fries',
            price: [259, 599],
            specs: [techColor, axis('规格', '4.5L', '6L')],
            keywords: ['电器', '厨房电器'],
          },
          {
            name: '手持挂烫机',
            icon: 't-shirt',
            price: [159, 399],
            specs: [techColor, techEdition],
            keywords: ['电器'],
          },
          {
            name: '负离子吹风机',
            icon: 'dashing-away',
            price: [199, 799],
            specs: [techColor, techEdition],
            keywords: ['电器', '电吹风'],
          },
          {
            name: '扫地机器人',
            icon: 'robot',
            price: [1299, 3999],
            specs: [techColor, techEdition],
            keywords: ['电器', '扫地机'],
          },
          {
            name: '恒温电热水壶',
            icon: 'teapot',
            price: [129, 299],
            specs: [techColor, bottle('1.5L', '1.7L')],
            liquid: true,
            keywords: ['电器', '烧水壶'],
          },
        ],
      },
      {
        name: '电脑办公',
        brands: ['极客派', '墨途'],
        variants: ['办公款', '静音版', '人体工学'],
        kinds: [
          {
            name: '机械键盘',
            icon: 'keyboard',
            price: [199, 699],
            specs: [techColor, axis('轴体', '红轴', '茶轴', '青轴')],
            keywords: ['键盘', '数码'],
          },
          {
            name: '无线静音鼠标',
            icon: 'computer-mouse',
            price: [59, 199],
            specs: [techColor],
            keywords: ['鼠标', '数码'],
          },
          {
            name: '显示器支架',
            icon: 'desktop-computer',
            price: [129, 399],
            specs: [techColor],
            keywords: ['数码'],
          },
          {
            name: '护眼台灯',
            icon: 'light-bulb',
            price: [159, 499],
            specs: [techColor, techEdition],
            keywords: ['台灯'],
          },
          {
            name: '轻薄笔记本电脑包',
            variants: ['防泼水', '轻薄款'],
            icon: 'briefcase',
            price: [99, 259],
            specs: [techColor, axis('尺寸', '13英寸', '14英寸', '16英寸')],
            keywords: ['电脑包'],
          },
        ],
      },
    ],
  },
  {
    name: '母婴亲子',
    icon: 'baby-bottle',
    children: [
      {
        name: '奶粉辅食',
        brands: ['暖暖熊', '小森林', '初禾'],
        variants: ['进口奶源', '宝宝辅食', '营养均衡'],
        kinds: [
          {
            name: '婴幼儿配方奶粉',
            icon: 'baby-bottle',
            price: [199, 459],
            specs: [babyStage, grams('400g', '800g')],
            keywords: ['奶粉'],
          },
          {
            name: '高铁米粉',
            icon: 'bowl-with-spoon',
            price: [59, 139],
            specs: [grams('225g', '450g')],
            keywords: ['辅食'],
          },
          {
            name: '宝宝溶豆',
            icon: 'candy',
            price: [29, 69],
            specs: [grams('18g×3盒', '18g×6盒')],
            keywords: ['辅食', '零食'],
          },
          {
            name: '有机果泥',
            icon: 'green-apple',
            price: [39, 99],
            specs: [axis('规格', '6袋装', '12袋装')],
            keywords: ['辅食'],
          },
        ],
      },
      {
        name: '尿裤湿巾',
        brands: ['暖暖熊', '云朵棉'],
        variants: ['超薄透气', '夜用款', '箱装'],
        kinds: [
          { name: '超薄纸尿裤', icon: 'briefs', price: [99, 239], specs: [diaperSize], keywords: ['尿不湿'] },
          { name: '成长拉拉裤', icon: 'briefs', price: [99, 239], specs: [diaperSize], keywords: ['尿不湿'] },
          {
            name: '婴儿手口湿巾',
            variants: ['加厚款', '便携装'],
            icon: 'roll-of-paper',
            price: [29, 69],
            specs: [axis('规格', '80抽×3包', '80抽×6包')],
            keywords: ['湿巾'],
          },
        ],
      },
      {
        name: '玩具早教',
        brands: ['小森林', '初禾', '暖暖熊'],
        variants: ['益智启蒙', '3岁以上', '亲子互动'],
        kinds: [
          {
            name: '大颗粒益智积木',
            icon: 'puzzle-piece',
            price: [99, 299],
            specs: [axis('规格', '80颗粒', '150颗粒', '260颗粒')],
            keywords: ['玩具', '积木'],
          },
          {
            name: '儿童绘本套装',
            icon: 'books',
            price: [59, 199],
            specs: [bookEdition],
            keywords: ['绘本', '图书'],
          },
          {
            name: '磁力片',
            icon: 'magnet',
            price: [79, 259],
            specs: [axis('规格', '60片', '100片', '150片')],
            keywords: ['玩具'],
          },
          {
            name: '毛绒泰迪熊',
            icon: 'teddy-bear',
            price: [59, 169],
            specs: [axis('尺寸', '30cm', '45cm', '60cm')],
            keywords: ['玩具', '公仔'],
          },
        ],
      },
      {
        name: '童装童鞋',
        brands: ['暖暖熊', '织梦', '小森林'],
        variants: ['纯棉亲肤', 'A类标准', '新款'],
        kinds: [
          {
            name: '儿童纯棉睡衣',
            icon: 'womans-clothes',
            price: [69, 169],
            specs: [clothColor, kidSize],
            keywords: ['童装'],
          },
          {
            name: '宝宝学步鞋',
            icon: 'ballet-shoes',
            price: [79, 199],
            specs: [clothColor, axis('尺码', '13cm', '14cm', '15cm', '16cm')],
            keywords: ['童鞋'],
          },
          {
            name: '儿童羽绒服',
            icon: 'coat',
            price: [199, 499],
            specs: [clothColor, kidSize],
            keywords: ['童装'],
          },
          {
            name: '儿童防晒帽',
            icon: 'billed-cap',
            price: [39, 99],
            specs: [clothColor, axis('尺码', '48cm', '50cm', '52cm')],
            keywords: ['童装'],
          },
        ],
      },
    ],
  },
  {
    name: '运动户外',
    icon: 'camping',
    children: [
      {
        name: '健身训练',
        brands: ['远行者', '白鹿原', '禾风'],
        variants: ['家用健身', '加厚防滑', '专业款'],
        kinds: [
          {
            name: 'TPE瑜伽垫',
            icon: 'person-in-lotus-position',
            price: [59, 199],
            specs: [homeColor, axis('厚度', '6mm', '8mm', '10mm')],
            keywords: ['瑜伽', '健身'],
          },
          {
            name: '可调节哑铃',
            icon: 'flexed-biceps',
            price: [99, 599],
            specs: [axis('重量', '5kg×2', '10kg×2', '20kg×2')],
            keywords: ['健身'],
          },
          { name: '计数跳绳', icon: 'stopwatch', price: [29, 89], specs: [homeColor], keywords: ['健身'] },
          {
            name: '深层筋膜枪',
            icon: 'hammer',
            price: [199, 599],
            specs: [techColor, techEdition],
            keywords: ['健身', '按摩'],
          },
        ],
      },
      {
        name: '户外露营',
        brands: ['远行者', '北纬三十度', '山野集'],
        variants: ['露营款', '轻量化', '一键速开'],
        kinds: [
          {
            name: '自动速开帐篷',
            icon: 'tent',
            price: [299, 999],
            specs: [homeColor, axis('规格', '2人', '3-4人', '5-8人')],
            keywords: ['露营', '户外'],
          },
          {
            name: '折叠露营椅',
            icon: 'chair',
            price: [99, 299],
            specs: [homeColor],
            keywords: ['露营', '户外'],
          },
          {
            name: '户外天幕',
            icon: 'camping',
            price: [259, 799],
            specs: [homeColor, axis('尺寸', '3×4m', '4×6m')],
            keywords: ['露营', '户外'],
          },
          {
            name: '便携卡式炉',
            icon: 'fire',
            price: [129, 359],
            specs: [homeColor],
            keywords: ['露营', '户外'],
          },
          {
            name: '户外保暖睡袋',
            icon: 'bed',
            price: [159, 499],
            specs: [homeColor, axis('适用温度', '10℃', '5℃', '-5℃')],
            keywords: ['露营', '户外'],
          },
        ],
      },
      {
        name: '运动服饰',
        brands: ['远行者', '白鹿原', '墨途'],
        variants: ['速干透气', '弹力修身', '防风防泼水'],
        kinds: [
          {
            name: '速干运动T恤',
            icon: 'running-shirt',
            price: [59, 169],
            specs: [clothColor, clothSize],
            keywords: ['运动'],
          },
          {
            name: '运动紧身裤',
            icon: 'jeans',
            price: [99, 259],
            specs: [clothColor, clothSize],
            keywords: ['运动', '瑜伽'],
          },
          {
            name: '防风冲锋衣',
            icon: 'coat',
            price: [299, 899],
            specs: [clothColor, clothSize],
            keywords: ['户外', '外套'],
          },
          {
            name: '运动中筒袜',
            variants: ['速干透气', '加厚毛圈底'],
            icon: 'socks',
            price: [29, 69],
            specs: [clothColor, axis('尺码', 'M（35-39）', 'L（40-44）')],
            keywords: ['运动', '袜子'],
          },
        ],
      },
      {
        name: '骑行装备',
        brands: ['远行者', '极客派'],
        variants: ['通勤骑行', '夜骑安全', '轻量化'],
        kinds: [
          {
            name: '骑行头盔',
            icon: 'rescue-workers-helmet',
            price: [159, 499],
            specs: [techColor, axis('尺码', 'M', 'L')],
            keywords: ['骑行'],
          },
          {
            name: '骑行半指手套',
            icon: 'gloves',
            price: [39, 99],
            specs: [clothColor, clothSize],
            keywords: ['骑行'],
          },
          {
            name: '自行车智能尾灯',
            icon: 'bicycle',
            price: [59, 159],
            specs: [techColor],
            keywords: ['骑行'],
          },
        ],
      },
    ],
  },
  {
    name: '家纺布艺',
    icon: 'bed',
    children: [
      {
        name: '床品套件',
        brands: ['云朵棉', '织梦', '栖木家居'],
        variants: ['亲肤裸睡', 'A类母婴级', '新疆长绒棉'],
        kinds: [
          {
            name: '全棉四件套',
            icon: 'bed',
            price: [199, 599],
            specs: [homeColor, bedSize],
            keywords: ['床品'],
          },
          {
            name: '天丝凉感四件套',
            icon: 'bed',
            price: [259, 699],
            specs: [homeColor, bedSize],
            keywords: ['床品', '凉感'],
          },
          {
            name: '水洗棉被套',
            icon: 'bed',
            price: [129, 299],
            specs: [homeColor, bedSize],
            keywords: ['床品'],
          },
        ],
      },
      {
        name: '被子枕芯',
        brands: ['云朵棉', '白鹿原'],
        variants: ['四季通用', '加厚保暖', '可水洗'],
        kinds: [
          { name: '桑蚕丝被', icon: 'cloud', price: [399, 1599], specs: [bedSize], keywords: ['被子'] },
          { name: '白鹅绒羽绒被', icon: 'feather', price: [599, 1999], specs: [bedSize], keywords: ['被子'] },
          {
            name: '天然乳胶枕',
            icon: 'cloud',
            price: [129, 399],
            specs: [axis('规格', '单只装', '一对装')],
            keywords: ['枕头'],
          },
          {
            name: '记忆棉护颈枕',
            icon: 'zzz',
            price: [99, 299],
            specs: [axis('规格', '单只装', '一对装')],
            keywords: ['枕头'],
          },
        ],
      },
      {
        name: '毛巾浴巾',
        brands: ['云朵棉', '织梦'],
        variants: ['吸水不掉毛', 'A类纯棉', '加厚款'],
        kinds: [
          {
            name: '长绒棉毛巾',
            icon: 'ribbon',
            price: [29, 79],
            specs: [homeColor, axis('规格', '2条装', '4条装')],
            keywords: ['毛巾'],
          },
          { name: '加厚纯棉浴巾', icon: 'shower', price: [59, 159], specs: [homeColor], keywords: ['浴巾'] },
          {
            name: '珊瑚绒浴袍',
            icon: 'kimono',
            price: [99, 259],
            specs: [homeColor, clothSize],
            keywords: ['睡衣'],
          },
        ],
      },
      {
        name: '窗帘地垫',
        brands: ['栖木家居', '简屿'],
        variants: ['遮光隔热', '防滑吸水', '北欧风'],
        kinds: [
          {
            name: '全遮光窗帘',
            variants: ['遮光隔热', '北欧风'],
            icon: 'window',
            price: [99, 399],
            specs: [homeColor, axis('尺寸', '宽2m×高2.5m', '宽3m×高2.7m')],
            keywords: ['窗帘'],
          },
          {
            name: '硅藻泥地垫',
            icon: 'brick',
            price: [39, 99],
            specs: [homeColor, axis('尺寸', '40×60cm', '50×80cm')],
            keywords: ['地垫'],
          },
          {
            name: '客厅地毯',
            icon: 'couch-and-lamp',
            price: [199, 699],
            specs: [homeColor, axis('尺寸', '1.4×2m', '1.6×2.3m', '2×3m')],
            keywords: ['地毯'],
          },
        ],
      },
    ],
  },
  {
    name: '厨房用具',
    icon: 'cooking',
    children: [
      {
        name: '锅具',
        brands: ['朴作', '喵小厨', '一木'],
        variants: ['不粘涂层', '燃气电磁炉通用', '少油烟'],
        kinds: [
          {
            name: '不粘炒锅',
            icon: 'cooking',
            price: [129, 399],
            specs: [potSize],
            keywords: ['锅', '厨具'],
          },
          {
            name: '铸铁珐琅锅',
            icon: 'pot-of-food',
            price: [299, 899],
            specs: [homeColor, axis('尺寸', '20cm', '24cm')],
            keywords: ['锅', '厨具'],
          },
          {
            name: '麦饭石煎锅',
            icon: 'shallow-pan-of-food',
            price: [99, 259],
            specs: [potSize],
            keywords: ['锅', '早餐'],
          },
          {
            name: '多功能电煮锅',
            icon: 'steaming-bowl',
            price: [129, 299],
            specs: [homeColor, axis('规格', '1.5L', '2.5L')],
            keywords: ['锅', '电器'],
          },
        ],
      },
      {
        name: '餐具',
        brands: ['朴作', '简屿', '喵小厨'],
        variants: ['日式简约', '可进洗碗机', '礼盒装'],
        kinds: [
          {
            name: '日式陶瓷碗',
            icon: 'bowl-with-spoon',
            price: [29, 99],
            specs: [homeColor, axis('规格', '4只装', '6只装')],
            keywords: ['碗', '餐具'],
          },
          {
            name: '骨瓷餐具套装',
            icon: 'fork-and-knife-with-plate',
            price: [199, 599],
            specs: [axis('规格', '18头', '28头', '56头')],
            keywords: ['餐具'],
          },
          {
            name: '合金防滑筷子',
            icon: 'chopsticks',
            price: [29, 69],
            specs: [axis('规格', '5双装', '10双装')],
            keywords: ['筷子', '餐具'],
          },
          {
            name: '便当饭盒',
            icon: 'bento-box',
            price: [39, 99],
            specs: [homeColor, axis('规格', '单层', '双层')],
            keywords: ['饭盒', '午餐'],
          },
        ],
      },
      {
        name: '水具杯具',
        brands: ['一木', '青柚', '简屿'],
        variants: ['长效保温', '便携款', '办公室款'],
        kinds: [
          {
            name: '316不锈钢保温杯',
            icon: 'cup-with-straw',
            price: [99, 259],
            specs: [techColor, bottle('350ml', '500ml', '750ml')],
            liquid: true,
            keywords: ['水杯'],
          },
          {
            name: '玻璃随行杯',
            icon: 'tumbler-glass',
            price: [39, 99],
            specs: [techColor, bottle('350ml', '450ml')],
            liquid: true,
            keywords: ['水杯'],
          },
          {
            name: '大容量运动水壶',
            icon: 'potable-water',
            price: [49, 129],
            specs: [techColor, bottle('1L', '1.5L', '2L')],
            liquid: true,
            keywords: ['水杯', '运动'],
          },
          {
            name: '陶瓷马克杯',
            icon: 'hot-beverage',
            price: [29, 79],
            specs: [homeColor, bottle('350ml', '450ml')],
            liquid: true,
            keywords: ['水杯', '咖啡'],
          },
        ],
      },
      {
        name: '厨房小工具',
        brands: ['喵小厨', '朴作'],
        variants: ['食品级材质', '厨房好帮手', '耐高温'],
        kinds: [
          {
            name: '硅胶刮刀铲',
            icon: 'spoon',
            price: [19, 49],
            specs: [homeColor, axis('规格', '单支', '三件套')],
            keywords: ['厨具'],
          },
          {
            name: '锻打厨刀',
            icon: 'kitchen-knife',
            price: [99, 299],
            specs: [axis('规格', '切片刀', '三件套')],
            keywords: ['菜刀', '厨具'],
          },
          { name: '多功能切菜器', icon: 'carrot', price: [39, 99], specs: [homeColor], keywords: ['厨具'] },
          {
            name: '玻璃密封保鲜盒',
            icon: 'takeout-box',
            price: [49, 129],
            specs: [axis('规格', '3件套', '5件套', '10件套')],
            keywords: ['保鲜盒'],
          },
        ],
      },
    ],
  },
  {
    name: '宠物生活',
    icon: 'paw-prints',
    children: [
      {
        name: '猫咪主粮',
        brands: ['喵小厨', '小森林'],
        variants: ['无谷配方', '全阶段', '高蛋白'],
        kinds: [
          {
            name: '全价无谷猫粮',
            icon: 'cat',
            price: [99, 399],
            specs: [petWeight, petFlavour],
            keywords: ['猫粮', '萌宠'],
          },
          {
            name: '冻干双拼猫粮',
            icon: 'black-cat',
            price: [129, 459],
            specs: [petWeight, petFlavour],
            keywords: ['猫粮', '萌宠'],
          },
          {
            name: '幼猫奶糕粮',
            icon: 'cat',
            price: [79, 259],
            specs: [petWeight],
            keywords: ['猫粮', '萌宠'],
          },
        ],
      },
      {
        name: '狗狗主粮',
        brands: ['汪星人', '小森林'],
        variants: ['全犬种', '美毛配方', '高蛋白'],
        kinds: [
          {
            name: '全价成犬粮',
            icon: 'dog',
            price: [99, 399],
            specs: [petWeight, petFlavour],
            keywords: ['狗粮', '萌宠'],
          },
          {
            name: '小型犬幼犬粮',
            icon: 'poodle',
            price: [79, 299],
            specs: [petWeight],
            keywords: ['狗粮', '萌宠'],
          },
          {
            name: '鲜肉烘焙狗粮',
            icon: 'dog',
            price: [129, 459],
            specs: [petWeight, petFlavour],
            keywords: ['狗粮', '萌宠'],
          },
        ],
      },
      {
        name: '宠物用品',
        brands: ['喵小厨', '汪星人', '小森林'],
        variants: ['萌宠必备', '易清洁', '耐抓耐用'],
        kinds: [
          {
            name: '豆腐猫砂',
            icon: 'bucket',
            price: [39, 99],
            specs: [axis('规格', '2.5kg×2包', '2.5kg×4包')],
            keywords: ['猫砂', '萌宠'],
          },
          {
            name: '宠物自动饮水机',
            icon: 'potable-water',
            price: [99, 259],
            specs: [homeColor],
            keywords: ['萌宠'],
          },
          {
            name: '瓦楞纸猫抓板',
            icon: 'cat',
            price: [19, 69],
            specs: [axis('规格', '小号', '大号', '猫窝款')],
            keywords: ['萌宠'],
          },
          {
            name: '宠物牵引绳',
            icon: 'guide-dog',
            price: [29, 89],
            specs: [homeColor, axis('尺码', 'S', 'M', 'L')],
            keywords: ['萌宠', '遛狗'],
          },
        ],
      },
      {
        name: '宠物零食',
        brands: ['喵小厨', '汪星人'],
        variants: ['无添加', '训练奖励', '营养补充'],
        kinds: [
          {
            name: '营养猫条',
            icon: 'fish',
            price: [29, 79],
            specs: [petFlavour, axis('规格', '20支', '50支')],
            keywords: ['猫零食', '萌宠'],
          },
          {
            name: '冻干鸡胸肉',
            icon: 'poultry-leg',
            price: [39, 99],
            specs: [grams('100g', '250g', '500g')],
            keywords: ['萌宠'],
          },
          {
            name: '洁齿磨牙骨',
            icon: 'bone',
            price: [29, 79],
            specs: [grams('200g', '500g')],
            keywords: ['狗零食', '萌宠'],
          },
        ],
      },
    ],
  },
];

/** Every icon the catalogue plan names (kinds and roots). */
export const catalogueIcons = (): string[] => [
  ...new Set(
    CATEGORY_PLAN.flatMap((root) => [
      root.icon,
      ...root.children.flatMap((leaf) => leaf.kinds.map((k) => k.icon)),
    ]),
  ),
];
