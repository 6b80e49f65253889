// Pages of content, community, sections and static/partner pages, by their
// SPA_ROUTES name. Each is a lazy chunk of its feature.
import type { PageRegistry } from '../router/page-module';

export const contentPages: PageRegistry = {
  Cooperation: () => import('../../features/cooperation/cooperation-page'),
  About: () => import('../../features/about/about-page'),
  Contact: () => import('../../features/about/contact-page'),
  SignProtocol: () => import('../../features/agreement/sign-protocol-page'),
  IntegralGoods: () => import('../../features/promotions/integral-goods-page'),
  WeeklyOptimization: () => import('../../features/promotions/weekly-optimization-page'),
  NewExclusive: () => import('../../features/promotions/new-exclusive-page'),
  NewArrival: () => import('../../features/promotions/new-arrival-page'),
  HotProducts: () => import('../../features/promotions/hot-products-page'),
  Optimize: () => import('../../features/promotions/optimize-page'),
  OptimizeDetail: () => import('../../features/promotions/optimize-detail-page'),
  WelfareService: () => import('../../features/promotions/welfare-service-page'),
  WelfareDetails: () => import('../../features/promotions/welfare-details-page'),
  Article: () => import('../../features/article/article-page'),
  ArticleDetail: () => import('../../features/article/article-detail-page'),
  StudyDetail: () => import('../../features/article/study-detail-page'),
  Study: () => import('../../features/article/study-page'),
  Find: () => import('../../features/find/find-page'),
  ThemeDetails: () => import('../../features/find/theme-details-page'),
  HotTopic: () => import('../../features/find/hot-topic-page'),
  CustomZone: () => import('../../features/zones/custom-zone-page'),
  ActivitySpecial: () => import('../../features/promotions/activity-special-page'),
};
