// 首页: the search bar, banners, category shortcuts, the running flash sale and an endless feed of
// goods; pull down to refresh it all.
import { useQueryClient } from '@tanstack/react-query';
import { invalidateApi } from '../../../core/api/query';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { PullToRefresh } from '../../ui/pull-to-refresh/pull-to-refresh';
import { HomeArticles } from './home-articles';
import { HomeBanners } from './home-banners';
import { HomeCategories } from './home-categories';
import { HomeFeed } from './home-feed';
import { HomeFlashStrip } from './home-flash-strip';
import { HomeSearchBar } from './home-search-bar';

export default function HomePage() {
  const queryClient = useQueryClient();
  const refresh = () =>
    invalidateApi(
      queryClient,
      'getAdByHome',
      'getHomeCategoryList',
      'getFlashSale',
      'getDocumentHomeList',
      'getSelfProduct',
    );
  return (
    <PageLayout title="首页" navBar={false}>
      <HomeSearchBar />
      <PullToRefresh onRefresh={refresh} tone="brand">
        <HomeBanners />
        <HomeCategories />
        <HomeFlashStrip />
        <HomeArticles />
        <HomeFeed />
      </PullToRefresh>
    </PageLayout>
  );
}
