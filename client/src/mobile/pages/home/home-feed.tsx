// 为你推荐: self-operated goods, ten a page, the next page as the reader nears the end.
import { useSelfProductFeed } from '../../../core/goods/goods-feeds';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { EndlessGoods } from '../../ui/feed/endless-goods';
import styles from './home.module.css';

export function HomeFeed() {
  const feed = useSelfProductFeed();
  const goods = feed.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className={styles.feed} aria-labelledby="home-feed-title">
      <h2 id="home-feed-title" className={styles.feedTitle}>
        为你推荐
      </h2>
      <EndlessGoods feed={feed} goods={goods} empty={<EmptyState title="暂无推荐商品" />} />
    </section>
  );
}
