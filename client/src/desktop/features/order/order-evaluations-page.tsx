// /pEvaluate?orderId=: what the buyer wrote about each line of the order. There is no per-order
// evaluation call, so each evaluated line's goods evaluations are read and the buyer's own (same
// user, same spec) picked out.
import { PAGE_SIZE_MAX } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router-dom';
import { userIdAtom } from '../../../core/state/session';
import { buttonClass } from '../../ui/button/button';
import { formatDateTime } from '../../ui/format/format-time';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { QueryView } from '../../ui/query-view/query-view';
import { Rating, RATING_LEVEL_TEXT, ratingLevel } from '../../ui/rating/rating';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { UserCenterLayout } from '../../ui/user-center/user-center-layout';
import type { Order } from '../../../core/order/use-order-action';
import styles from './order.module.css';
import { EvaluateGoods } from './components/evaluate-goods';
import { useGoodsEvaluations } from '../../../core/goods/goods-queries';
import { useOrderDetail } from '../../../core/order/order-queries';
import { parseUrlId } from '../../../core/router/url-id';

type Item = Order['items'][number];

function ItemEvaluation({ item, uid }: { item: Item; uid: number }) {
  const query = useGoodsEvaluations({
    goodsId: item.goodsId,
    pageNum: 1,
    pageSize: PAGE_SIZE_MAX,
    level: 'all',
  });
  const mine = query.data?.list.find((e) => e.user.uid === uid && e.specText === item.specText);
  return (
    <article className={styles.evaluateItem} aria-label={`${item.name} 的评价`}>
      <EvaluateGoods item={item} title={<Link to={`/Goods?id=${item.goodsId}`}>{item.name}</Link>} />
      <div>
        {!item.evaluated ? (
          <p className={styles.muted}>尚未评价</p>
        ) : query.isPending ? (
          <Skeleton height={60} />
        ) : !mine ? (
          <p className={styles.muted}>评价已提交，正在展示中</p>
        ) : (
          <>
            <div className={styles.ratingRow}>
              <Rating value={mine.score} label="评分" />
              <span
                className={`${styles.level} ${styles[`level${ratingLevel(mine.score).replace(/^./, (c) => c.toUpperCase())}`]}`}
              >
                {RATING_LEVEL_TEXT[ratingLevel(mine.score)]}
              </span>
              <time className={styles.muted}>{formatDateTime(mine.createTime)}</time>
            </div>
            <p>{mine.content}</p>
            {mine.pictures.length > 0 && (
              <div className={styles.pictures}>
                {mine.pictures.map((src, i) => (
                  <img key={src} src={src} alt={`评价图片${i + 1}`} width={80} height={80} loading="lazy" />
                ))}
              </div>
            )}
          </>
        )}
      </div>
    </article>
  );
}

export default function PEvaluatePage() {
  usePageTitle('查看评价');
  const [params] = useSearchParams();
  const uid = Number(useAtomValue(userIdAtom));
  const orderId = parseUrlId(params.get('orderId')) ?? 0;
  const valid = orderId > 0;
  const query = useOrderDetail({ orderId }, { enabled: valid });
  return (
    <UserCenterLayout title="查看评价">
      <section className={styles.block}>
        {!valid ? (
          <EmptyState title="订单不存在" description="链接中缺少订单号" />
        ) : (
          <QueryView query={query} skeleton={<Skeleton height={200} />} errorTitle="评价加载失败">
            {(order) =>
              order.items.some((i) => i.evaluated) ? (
                <>
                  <p className={styles.muted}>订单号：{order.orderNo}</p>
                  {order.items.map((item) => (
                    <ItemEvaluation key={item.orderItemId} item={item} uid={uid} />
                  ))}
                </>
              ) : (
                <EmptyState
                  title="该订单暂无评价"
                  action={
                    order.actions.includes('evaluate') ? (
                      <Link className={buttonClass('primary')} to={`/Evaluate?orderId=${order.orderId}`}>
                        去评价
                      </Link>
                    ) : undefined
                  }
                />
              )
            }
          </QueryView>
        )}
      </section>
    </UserCenterLayout>
  );
}
