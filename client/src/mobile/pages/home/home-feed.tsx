// 为你推荐: self-operated goods, ten a page, the next page as the reader nears the end.
import { useSelfProductFeed } from '../../../core/goods/goods-feeds';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { GoodsFeed } from '../../ui/goods-feed/goods-feed';
import styles from './home.module.css';

export function HomeFeed() {
  const feed = useSelfProductFeed();
  return (
    <section className={styles.feed} aria-labelledby="home-feed-title">
      <h2 id="home-feed-title" className={styles.feedTitle}>
        为你推荐
      </h2>
      <GoodsFeed feed={feed} empty={<EmptyState title="暂无推荐商品" />} nextSkeleton />
    </section>
  );
}
