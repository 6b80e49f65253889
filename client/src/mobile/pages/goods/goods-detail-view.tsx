// One goods on a phone: pictures (a tap opens the preview), price (the flash price while its
// session runs), the SKU, services and delivery rows, reviews, description and detail pictures,
// 猜你喜欢, and the bottom bar. The SKU sheet opens from the 规格 row, 加入购物车 and 立即购买.
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { GoodsActionBar } from './goods-action-bar';
import { GoodsDescription } from './goods-description';
import { GoodsFlashBanner } from './goods-flash-banner';
import { GoodsGallery } from './goods-gallery';
import { GoodsRecommend } from './goods-recommend';
import { GoodsReviews } from './goods-reviews';
import { GoodsRows } from './goods-rows';
import { GoodsSummary } from './goods-summary';
import { ShareButton } from './share-button';
import { SkuSheet } from './sku-sheet';
import { useGoodsSheet } from './use-goods-sheet';
import { useSkuChoice, type GoodsDetail } from '../../../core/goods/use-sku-choice';
import { parseUrlId } from '../../../core/router/url-id';

interface Props {
  goods: GoodsDetail;
  receivedAt: number;
  onFlashEnd: () => void;
}

export function GoodsDetailView({ goods, receivedAt, onFlashEnd }: Props) {
  const [params] = useSearchParams();
  // Back from login: the choice made before (skuId, quantity) and the sheet it was made in.
  const choice = useSkuChoice(goods, {
    skuId: parseUrlId(params.get('skuId')) ?? undefined,
    quantity: parseUrlId(params.get('quantity')) ?? undefined,
  });
  const sheet = useGoodsSheet(goods.goodsId);
  const soldOut = goods.skus.every((s) => s.stock <= 0);
  const self = goods.shopType === 'self';

  return (
    <PageLayout
      title="商品详情"
      navRight={<ShareButton title={goods.name} goodsId={goods.goodsId} />}
      bottomBar={
        <GoodsActionBar
          goods={goods}
          soldOut={soldOut}
          onAddToCart={() => sheet.open('cart')}
          onBuyNow={() => sheet.open('buy')}
        />
      }
    >
      <GoodsGallery name={goods.name} pictures={goods.pictures} />
      {goods.flashSale && (
        <GoodsFlashBanner
          goodsId={goods.goodsId}
          flashSale={goods.flashSale}
          receivedAt={receivedAt}
          onEnd={onFlashEnd}
        />
      )}
      <GoodsSummary goods={goods} sku={choice.sku} soldOut={soldOut} />
      {self && <GoodsRows goods={goods} choice={choice} onChoose={() => sheet.open('choose')} />}
      <GoodsReviews goodsId={goods.goodsId} />
      <GoodsDescription goods={goods} />
      <GoodsRecommend goodsId={goods.goodsId} />
      {self && (
        <SkuSheet
          goods={goods}
          choice={choice}
          open={sheet.sheet !== null}
          mode={sheet.sheet ?? 'choose'}
          busy={sheet.busy}
          onClose={sheet.close}
          onConfirm={sheet.confirm}
        />
      )}
    </PageLayout>
  );
}
