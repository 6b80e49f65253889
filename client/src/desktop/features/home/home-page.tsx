// /home: the storefront's front page. Every floor loads on its own, so one failing call only
// replaces its own floor with 重新加载; when several fail at once the page says so once (FailureGroup).
// The floors below the first screen come after the first paint, each in an idle turn of its own.
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { FailureGroup } from '../../ui/states/failure-group';
import { AfterFirstPaint } from './components/after-first-paint';
import { ArticleSection } from './components/article-section';
import { FlashSaleStrip } from './components/flash-sale-strip';
import { GoodsFloor } from './components/goods-floor';
import { GroupBuySection } from './components/group-buy-section';
import { HomeHero } from './components/home-hero';
import { PointsSection } from './components/points-section';
import { RecommendFeed } from './components/recommend-feed';
import { SpecialEntries } from './components/special-entries';
import styles from './home.module.css';

export default function HomePage() {
  usePageTitle('首页');
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className="visually-hidden">多么商城首页</h1>
      <FailureGroup>
        <HomeHero />
        <FlashSaleStrip />
        <AfterFirstPaint>
          <GroupBuySection />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <SpecialEntries />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <GoodsFloor
            call="getWeeklyPreferredGoods"
            title="每周优选"
            subtitle="每周精挑细选"
            moreHref="/weekly_optimization"
          />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <GoodsFloor
            call="getNewReleaseGoods"
            title="新品首发"
            subtitle="新品抢先看"
            moreHref="/new_arrival"
            badge="新品"
          />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <GoodsFloor
            call="getHotGoods"
            title="热销爆品"
            subtitle="大家都在买"
            moreHref="/hot_products"
            count={10}
          />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <PointsSection />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <ArticleSection />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <RecommendFeed />
        </AfterFirstPaint>
      </FailureGroup>
    </div>
  );
}
