// One goods on a phone: pictures, price (the flash price while its session runs), sales, the SKU
// row, services, description and detail pictures, and the bottom bar. The SKU sheet opens from the
// 规格 row, 加入购物车 and 立即购买; a visitor is sent to log in and comes back to the same choice.
import { useSearchParams } from 'react-router-dom';
import { Image } from '../../ui/image/image';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { Swiper } from '../../ui/swiper/swiper';
import { GoodsActionBar } from './goods-action-bar';
import { GoodsDescription } from './goods-description';
import { GoodsFlashBanner } from './goods-flash-banner';
import { GoodsSpecCard } from './goods-spec-card';
import { GoodsSummary } from './goods-summary';
import { SkuSheet } from './sku-sheet';
import { useGoodsConfirm } from './use-goods-confirm';
import { useGoodsSheet } from './use-goods-sheet';
import { useSkuChoice, type GoodsDetail } from '../../../core/goods/use-sku-choice';
import styles from './goods.module.css';

const positive = (raw: string | null): number | undefined =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;

interface Props {
  goods: GoodsDetail;
  receivedAt: number;
  onFlashEnd: () => void;
}

export function GoodsDetailView({ goods, receivedAt, onFlashEnd }: Props) {
  const [params] = useSearchParams();
  // Back from login: the choice made before (skuId, quantity) and the sheet it was made in.
  const choice = useSkuChoice(goods, {
    skuId: positive(params.get('skuId')),
    quantity: positive(params.get('quantity')),
  });
  const { sheet, sheetEntry, openSheet, closeSheet } = useGoodsSheet();
  const { onConfirm, busy } = useGoodsConfirm({ goodsId: goods.goodsId, sheetEntry, closeSheet });
  const soldOut = goods.skus.every((s) => s.stock <= 0);
  const slides = goods.pictures.map((src, i) => (
    <Image key={src} src={src} alt={`${goods.name} 图${i + 1}`} eager={i === 0} />
  ));

  return (
    <PageLayout
      title="商品详情"
      bottomBar={
        <GoodsActionBar
          goods={goods}
          soldOut={soldOut}
          onAddToCart={() => openSheet('cart')}
          onBuyNow={() => openSheet('buy')}
        />
      }
    >
      <div className={styles.gallery}>
        <Swiper label="商品图片" slides={slides} ratio="1 / 1" indicator="count" />
      </div>
      {goods.flashSale && (
        <GoodsFlashBanner flashSale={goods.flashSale} receivedAt={receivedAt} onEnd={onFlashEnd} />
      )}
      <GoodsSummary goods={goods} sku={choice.sku} soldOut={soldOut} />
      {goods.shopType === 'self' && (
        <GoodsSpecCard goods={goods} choice={choice} onChoose={() => openSheet('choose')} />
      )}
      <GoodsDescription goods={goods} />
      {goods.shopType === 'self' && (
        <SkuSheet
          goods={goods}
          choice={choice}
          open={sheet !== null}
          mode={sheet ?? 'choose'}
          busy={busy}
          onClose={closeSheet}
          onConfirm={onConfirm}
        />
      )}
    </PageLayout>
  );
}
