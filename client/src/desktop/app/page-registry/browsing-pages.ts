// Pages of the browsing side, registered by their SPA_ROUTES name. Each is its own lazy
// chunk; a route without an entry renders the placeholder page.
import type { PageRegistry } from '../router/page-module';

export const browsingPages: PageRegistry = {
  Home: () => import('../../features/home/home-page'),
  Goods: () => import('../../features/goods/goods-page'),
  Classify: () => import('../../features/category/category-page'),
  GoodsClassify: () => import('../../features/category/goods-category-page'),
  ClassifyProducts: () => import('../../features/category/products-page'),
  SearchProduct: () => import('../../features/search/search-product-page'),
  SearchArticle: () => import('../../features/search/search-article-page'),
  SearchPost: () => import('../../features/search/search-post-page'),
  SearchUser: () => import('../../features/search/search-user-page'),
  LimitedTime: () => import('../../features/flash-sale/limited-time-page'),
  TaobaoGoods: () => import('../../features/flash-sale/taobao-goods-page'),
  LimitedTimeBrand: () => import('../../features/flash-sale/brand-page'),
  Group: () => import('../../features/group/group-page'),
};
