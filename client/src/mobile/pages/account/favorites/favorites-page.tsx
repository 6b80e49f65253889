// /m/favorites (我的收藏): the goods the shopper collected, newest first; a tap opens the goods, 取消收藏
// takes it off (addGoodsCollect with collect 0, which refreshes the list); the next page loads as
// the list's end scrolls into view. Nothing collected yet: 还没有收藏的商品 with 去逛逛.
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../../core/api/errors';
import { useCollect } from '../../../../core/find/find-mutations';
import { useCollectedGoodsFeed } from '../../../../core/find/find-queries';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { ErrorState } from '../../../ui/error-state/error-state';
import { FeedFoot } from '../../../ui/feed/feed-foot';
import { mobileGoodsPath } from '../../../ui/goods-card/goods-card';
import { Image } from '../../../ui/image/image';
import { PageLayout } from '../../../ui/page-layout/page-layout';
import { Price } from '../../../ui/price/price';
import { showToast } from '../../../ui/toast/toast-bus';
import { toastError } from '../../../ui/toast/toast-error';
import styles from './favorites.module.css';

function FavoriteList() {
  const goods = useCollectedGoodsFeed();
  const collect = useCollect({
    onSuccess: () => showToast('已取消收藏'),
    onError: toastError,
  });
  if (goods.isPending) return <p className={styles.loading}>加载中...</p>;
  if (goods.isError)
    return <ErrorState message={errorMessage(goods.error)} onRetry={() => void goods.refetch()} />;
  const list = goods.data.pages.flatMap((page) => page.list);
  if (list.length === 0)
    return (
      <EmptyState title="还没有收藏的商品" description="看到喜欢的商品，点收藏就能在这里找到">
        <Link className={styles.wayOn} to="/">
          去逛逛
        </Link>
      </EmptyState>
    );
  return (
    <>
      <ul className={styles.list} aria-label="收藏的商品">
        {list.map((item) => (
          <li key={item.goodsId} className={styles.item}>
            <Image src={item.picUrl} alt="" width={88} height={88} className={styles.thumb} />
            <span className={styles.text}>
              <Link className={styles.name} to={mobileGoodsPath(item.goodsId)}>
                {item.name}
              </Link>
              <span className={styles.foot}>
                <Price fen={item.price} size="sm" />
                <button
                  type="button"
                  className={styles.cancel}
                  disabled={collect.isPending}
                  aria-label={`取消收藏 ${item.name}`}
                  onClick={() => collect.mutate({ targetId: item.goodsId, targetType: 'goods', collect: 0 })}
                >
                  取消收藏
                </button>
              </span>
            </span>
          </li>
        ))}
      </ul>
      <FeedFoot feed={goods} empty={false} />
    </>
  );
}

export default function FavoritesPage() {
  return (
    <PageLayout title="我的收藏">
      <FavoriteList />
    </PageLayout>
  );
}
