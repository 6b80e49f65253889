// 商品详情 /m/goods/:goodsId: loads the goods and answers a bad or unknown id, an off-shelf goods
// and a failed load on the page, in Chinese.
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { invalidateApi } from '../../../core/api/query';
import { isIgnorableError, errorMessage } from '../../../core/api/errors';
import { MISSING_GOODS, missingGoodsWords } from '../../../core/api/shop-words';
import { parseUrlId } from '../../../core/router/url-id';
import { useRecordFootprint } from '../../../core/footprint/use-footprints';
import { useGoodsDetail } from '../../../core/goods/goods-queries';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { SkeletonBlock, Skeleton } from '../../ui/skeleton/skeleton';
import { GoodsDetailView } from './goods-detail-view';
import { HomeLink } from './home-link';

function GoodsMissing() {
  return (
    <PageLayout title="商品详情">
      <EmptyState title={MISSING_GOODS.title} description={MISSING_GOODS.description}>
        <HomeLink />
      </EmptyState>
    </PageLayout>
  );
}

function GoodsLoader({ goodsId }: { goodsId: number }) {
  const queryClient = useQueryClient();
  const goods = useGoodsDetail({ goodsId });
  useRecordFootprint(goods.data);
  if (goods.data)
    return (
      <GoodsDetailView
        goods={goods.data}
        receivedAt={goods.dataUpdatedAt}
        onFlashEnd={() => void invalidateApi(queryClient, 'getGoods')}
      />
    );
  if (goods.isError) {
    // A refusal or a malformed id: the goods does not exist or is off the shelf.
    if (missingGoodsWords(goods.error)) return <GoodsMissing />;
    return (
      <PageLayout title="商品详情">
        {!isIgnorableError(goods.error) && (
          <ErrorState message={errorMessage(goods.error)} onRetry={() => void goods.refetch()} homeLink />
        )}
      </PageLayout>
    );
  }
  return (
    <PageLayout title="商品详情">
      <div role="status" aria-busy="true" aria-label="加载中">
        <SkeletonBlock height="100vw" radius={0} />
        <div style={{ padding: 12 }}>
          <Skeleton lines={4} />
        </div>
      </div>
    </PageLayout>
  );
}

export default function GoodsPage() {
  const { goodsId } = useParams();
  const id = parseUrlId(goodsId);
  if (id === null) return <GoodsMissing />;
  return <GoodsLoader key={id} goodsId={id} />;
}
