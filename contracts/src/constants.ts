// Business constants and limits in docs/product-rules.md, named once so no magic number is repeated elsewhere.

export const APP_VERSION = '2.0';
export const APP_SOURCE = 4;
export const CUSTOM_HEADER = 'domo-custom';

export const CODE_SUCCESS = '01';
export const CODE_BUSINESS_REFUSED = '02';
export const CODE_INVALID_REQUEST = '03';
export const CODE_SESSION_INVALID = '52';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_TEXT_MAX = 100;
export const SEARCH_TYPES = { product: 1, article: 2, post: 3, user: 4 } as const;
export type SearchType = (typeof SEARCH_TYPES)[keyof typeof SEARCH_TYPES];
export const SEARCH_TYPE_NAMES: Record<SearchType, string> = { 1: '商品', 2: '文章', 3: '帖子', 4: '用户' };
export const SEARCH_PLACEHOLDER_PREFIX = '搜索 - ';
export const SEARCH_HISTORY_STORAGE_KEY = 'domoSearchHistory';
/** The phone's 足迹: goods looked at, kept on the device (docs/product-rules.md). */
export const FOOTPRINT_MAX = 50;
export const FOOTPRINT_STORAGE_KEY = 'domoFootprints';

export const NAV_PIN_SCROLL_PX = 120;
export const SCROLL_BOTTOM_THRESHOLD_PX = 442;

export const HIDDEN_CATEGORY_TYPE = 4;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

export const BACK_TO_TOP_DURATION_MS = 200;
export const CUSTOMER_SERVICE_QUESTION_TYPE = 48032;

export const POPUP_BASE_Z_INDEX = 2000;
export const REMOTE_SEARCH_DEBOUNCE_MS = 300;

export const QR_DEFAULTS = { size: 100, level: 'L', background: '#ffffff', foreground: '#000000' } as const;
export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export const MINI_PROGRAM_QR_PAGE = 'pages/goods/goods';

export const CAROUSEL_INTERVAL_MS = 3000;
export const CAROUSEL_THROTTLE_MS = 300;
export const RATING_MAX = 5;
export const RATING_LOW_THRESHOLD = 2;
export const RATING_HIGH_THRESHOLD = 4;
export const TOAST_DURATION_MS = 3000;
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_CHOICES = [10, 20, 30, 40, 50, 100] as const;
export const PAGE_SIZE_MAX = 100;

/** Lazy images start loading 1.3 screens below the viewport and try 3 times before the fallback. */
export const LAZY_IMAGE = { preloadScreens: 1.3, attempts: 3 } as const;

export const QS_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

/** Characters of an order's remark (the checkout's 订单备注). */
export const ORDER_REMARK_MAX = 200;

export const LOGOUT_MESSAGE = '已退出登录';
export const LOADING_TEXT = '加载中...';

/** Storage keys of the session (see docs/product-rules.md). */
export const STORAGE_KEYS = {
  userIdCookie: 'userId',
  tokenCookie: 'token',
  loginTime: 'loginTime',
  logoutFlag: 'logoutOnce',
  tokenFailure: 'tokenFailure',
  imageDialogShown: 'imageDialogShown',
  areaCache: 'webArea',
} as const;

/** The demo account the mock seeds on every start and the login pages show (docs/testing.md). */
export const DEMO_ACCOUNT = { mobile: '13800138000', password: 'demo1234' } as const;
