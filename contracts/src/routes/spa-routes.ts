// Every route in docs/product-rules.md, one list read by the server (which paths get index.html) and the client
// (its route table). Paths are exact; details travel in the query string.

export interface SpaRoute {
  path: string;
  name: string;
  title: string;
  requireAuth: boolean;
  /** Mobile user agents stay on these pages instead of going to the mobile site (see docs/product-rules.md). */
  desktopOnMobile?: boolean;
}

const pub = (path: string, name: string, title: string, extra: Partial<SpaRoute> = {}): SpaRoute => ({
  path,
  name,
  title,
  requireAuth: false,
  ...extra,
});
const auth = (path: string, name: string, title: string): SpaRoute => ({
  path,
  name,
  title,
  requireAuth: true,
});

export const SPA_ROUTES = [
  pub('/home', 'Home', '首页'),
  pub('/page404', 'Page404', '页面不存在'),
  pub('/Classify', 'Classify', '商品分类'),
  pub('/Classify/goodsClassify', 'GoodsClassify', '分类商品'),
  pub('/Classify/products', 'ClassifyProducts', '商品列表', { desktopOnMobile: true }),
  pub('/limitedTime', 'LimitedTime', '限时优惠'),
  pub('/limitedTime/TaobaoGoods', 'TaobaoGoods', '淘宝好货', { desktopOnMobile: true }),
  pub('/limitedTime/brand', 'LimitedTimeBrand', '品牌特卖'),
  pub('/SearchArticle', 'SearchArticle', '搜索文章'),
  pub('/SearchProduct', 'SearchProduct', '搜索商品'),
  pub('/SearchUser', 'SearchUser', '搜索用户'),
  pub('/SearchPost', 'SearchPost', '搜索帖子'),
  pub('/find', 'Find', '发现'),
  pub('/find/themeDetails', 'ThemeDetails', '话题详情'),
  pub('/find/hotTopic', 'HotTopic', '热门话题'),
  pub('/CustomZone', 'CustomZone', '定制专区'),
  pub('/group', 'Group', '拼团'),
  pub('/article', 'Article', '文章专题'),
  pub('/article/articleDetail', 'ArticleDetail', '文章详情'),
  pub('/article/studyDetail', 'StudyDetail', '学堂详情'),
  pub('/study', 'Study', '学堂'),
  pub('/userLogin', 'UserLogin', '登录'),
  pub('/signUp', 'SignUp', '注册'),
  pub('/signProtocol', 'SignProtocol', '协议'),
  pub('/weekly_optimization', 'WeeklyOptimization', '每周优选'),
  pub('/welfareService', 'WelfareService', '福利社'),
  pub('/welfareDetails', 'WelfareDetails', '福利详情'),
  pub('/about', 'About', '关于我们'),
  pub('/contact', 'Contact', '联系我们'),
  pub('/integralGoods', 'IntegralGoods', '积分商城'),
  pub('/new_exclusive', 'NewExclusive', '新人专享'),
  pub('/new_arrival', 'NewArrival', '新品首发'),
  pub('/hot_products', 'HotProducts', '热销爆品'),
  pub('/optimize_detail', 'OptimizeDetail', '优选详情'),
  pub('/optimize', 'Optimize', '精选好物'),
  pub('/Goods', 'Goods', '商品详情'),
  pub('/activitySpecial', 'ActivitySpecial', '活动专题'),
  pub('/cooperation', 'Cooperation', '商家合作'),
  auth('/UserHome', 'UserHome', '个人中心'),
  auth('/account', 'Account', '账户设置'),
  auth('/address', 'Address', '收货地址'),
  auth('/collect_content', 'CollectContent', '我的收藏'),
  auth('/messageCenter', 'MessageCenter', '消息中心'),
  auth('/coupon', 'Coupon', '我的优惠券'),
  auth('/shoppingCart', 'ShoppingCart', '购物车'),
  auth('/CreateOrder', 'CreateOrder', '确认订单'),
  auth('/orders', 'Orders', '我的订单'),
  auth('/orders/orderDetails', 'OrderDetails', '订单详情'),
  auth('/orders/payOrder', 'PayOrder', '订单支付'),
  auth('/refund_application', 'RefundApplication', '申请售后'),
  auth('/refund_details', 'RefundDetails', '退款详情'),
  auth('/service_details', 'ServiceDetails', '维修详情'),
  auth('/Evaluate', 'Evaluate', '评价商品'),
  auth('/pEvaluate', 'PEvaluate', '查看评价'),
  auth('/UserInfo', 'UserInfo', '个人资料'),
  auth('/heHomePage', 'HeHomePage', 'TA的主页'),
] as const satisfies readonly SpaRoute[];

export type SpaRouteName = (typeof SPA_ROUTES)[number]['name'];

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/userLogin';
export const SIGN_UP_PATH = '/signUp';
export const NOT_FOUND_PATH = '/page404';

const byPath = new Map<string, SpaRoute>(SPA_ROUTES.map((route) => [route.path, route]));

/** Exact match on the path only; the query string is the page's business. */
export const findSpaRoute = (pathname: string): SpaRoute | undefined => byPath.get(pathname);

/** The device check: Android, iPhone, Windows Phone, iPad, iPod and others. */
export const MOBILE_USER_AGENT =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Windows Phone|Opera Mini|Mobile|HarmonyOS/i;

export const isMobileUserAgent = (userAgent: string | undefined | null): boolean =>
  !!userAgent && MOBILE_USER_AGENT.test(userAgent);

/**
 * The device check in a browser: an iPad on iPadOS 13+ sends a Mac's user agent by default, so only
 * its touch points tell it from a Mac (a Mac reports 0). Both of an iPad's user agents then get the
 * same shop: the phone shop, laid out as a centred column on a tablet.
 */
export const isMobileDevice = (userAgent: string, maxTouchPoints = 0): boolean =>
  isMobileUserAgent(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
