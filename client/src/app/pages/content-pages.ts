// Pages of content, community, sections and static/partner pages, by their
// SPA_ROUTES name. Each is a lazy chunk of its feature.
import type { PageRegistry } from '../router/page-module';

export const contentPages: PageRegistry = {
  Cooperation: () => import('../../features/cooperation/cooperation-page'),
  About: () => import('../../features/about/about-page'),
  Contact: () => import('../../features/about/contact-page'),
  SignProtocol: () => import('../../features/agreement/sign-protocol-page'),
  IntegralGoods: () => import('../../features/sections/integral-goods-page'),
  WeeklyOptimization: () => import('../../features/sections/weekly-optimization-page'),
  NewExclusive: () => import('../../features/sections/new-exclusive-page'),
  NewArrival: () => import('../../features/sections/new-arrival-page'),
  HotProducts: () => import('../../features/sections/hot-products-page'),
  Optimize: () => import('../../features/sections/optimize-page'),
  OptimizeDetail: () => import('../../features/sections/optimize-detail-page'),
  WelfareService: () => import('../../features/sections/welfare-service-page'),
  WelfareDetails: () => import('../../features/sections/welfare-details-page'),
  Article: () => import('../../features/article/article-page'),
  ArticleDetail: () => import('../../features/article/article-detail-page'),
  StudyDetail: () => import('../../features/article/study-detail-page'),
  Study: () => import('../../features/article/study-page'),
  Find: () => import('../../features/find/find-page'),
  ThemeDetails: () => import('../../features/find/theme-details-page'),
  HotTopic: () => import('../../features/find/hot-topic-page'),
  CustomZone: () => import('../../features/zones/custom-zone-page'),
  ActivitySpecial: () => import('../../features/sections/activity-special-page'),
};
