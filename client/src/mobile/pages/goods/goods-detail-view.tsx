// One goods on a phone: pictures, price (the flash price while its session runs), sales, the SKU
// row, services, description and detail pictures, and the bottom bar. The SKU sheet opens from the
// 规格 row, 加入购物车 and 立即购买; a visitor is sent to log in and comes back to the same choice.
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { shownPrice } from '@storefront/contracts';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { useAddToCart } from '../../../core/cart/cart-mutations';
import { isLoggedInAtom } from '../../../core/state/session';
import { buyNowPath } from '../../app/checkout-intent';
import { loginPathFor } from '../../app/login-redirect';
import { Image } from '../../ui/image/image';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { Price } from '../../ui/price/price';
import { Swiper } from '../../ui/swiper/swiper';
import { showToast } from '../../ui/toast/toast-bus';
import { salesText } from '../../ui/goods-card/goods-card';
import { GoodsActionBar } from './goods-action-bar';
import { GoodsFlashBanner } from './goods-flash-banner';
import { SkuSheet, type ChosenLine, type SheetMode } from './sku-sheet';
import { useSkuChoice, type GoodsDetail } from './use-sku-choice';
import styles from './goods.module.css';
import priceLine from './price-line.module.css';

const positive = (raw: string | null): number | undefined =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;

const SHEET_MODES: readonly SheetMode[] = ['cart', 'buy', 'choose'];

interface Props {
  goods: GoodsDetail;
  receivedAt: number;
  onFlashEnd: () => void;
}

export function GoodsDetailView({ goods, receivedAt, onFlashEnd }: Props) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  // Back from login: the choice made before (skuId, quantity) and the sheet it was made in.
  const choice = useSkuChoice(goods, {
    skuId: positive(params.get('skuId')),
    quantity: positive(params.get('quantity')),
  });
  // The open sheet lives in the URL (?sheet=), in a history entry of its own: Android's back
  // button (and the browser's) closes the sheet instead of leaving the product. Back from login
  // the same parameter reopens the sheet the choice was made in.
  const { state } = useLocation();
  const sheetEntry = (state as { sheetEntry?: boolean } | null)?.sheetEntry === true;
  const asked = params.get('sheet') as SheetMode | null;
  const sheet = asked && SHEET_MODES.includes(asked) ? asked : null;
  const setSheet = (mode: SheetMode) => {
    const next = new URLSearchParams(params);
    next.set('sheet', mode);
    setParams(next, { state: { sheetEntry: true } });
  };
  const addToCart = useAddToCart();

  const soldOut = goods.skus.every((s) => s.stock <= 0);
  const { price, originalPrice, flash } = shownPrice(goods, choice.sku);

  const closeSheet = () => {
    if (sheetEntry) void navigate(-1);
    else if (params.has('sheet')) setParams({}, { replace: true });
  };

  const onConfirm = (action: 'cart' | 'buy', { sku, quantity }: ChosenLine) => {
    const line = { goodsId: goods.goodsId, skuId: sku.skuId, quantity };
    if (action === 'buy') {
      const checkout = buyNowPath(line);
      // The sheet's own entry gives way to the checkout: back from there shows the product.
      if (loggedIn) void navigate(checkout, { replace: sheetEntry });
      else {
        showToast('请先登录');
        const [path, search] = checkout.split('?');
        void navigate(loginPathFor(path ?? '/checkout', `?${search ?? ''}`));
      }
      return;
    }
    if (!loggedIn) {
      showToast('请先登录');
      const back = new URLSearchParams({
        skuId: String(sku.skuId),
        quantity: String(quantity),
        sheet: 'cart',
      });
      void navigate(loginPathFor(`/goods/${goods.goodsId}`, `?${back.toString()}`));
      return;
    }
    addToCart.mutate(line, {
      onSuccess: () => {
        showToast('已加入购物车');
        closeSheet();
      },
      onError: (error) => {
        if (!isIgnorableError(error)) showToast(errorMessage(error));
      },
    });
  };

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
          onAddToCart={() => setSheet('cart')}
          onBuyNow={() => setSheet('buy')}
        />
      }
    >
      <div className={styles.gallery}>
        <Swiper label="商品图片" slides={slides} ratio="1 / 1" indicator="count" />
      </div>

      {goods.flashSale && (
        <GoodsFlashBanner flashSale={goods.flashSale} receivedAt={receivedAt} onEnd={onFlashEnd} />
      )}

      <section className={styles.card}>
        <div className={priceLine.priceLine} data-testid="goods-price">
          {flash && <span className={priceLine.flashTag}>抢购价</span>}
          <Price fen={price} originalFen={originalPrice} size="lg" />
          <span className={styles.sales}>{salesText(goods.sales)}</span>
        </div>
        <h2 className={styles.name}>{goods.name}</h2>
        {goods.subTitle && <p className={styles.subTitle}>{goods.subTitle}</p>}
        {soldOut && <p className={styles.soldOutNote}>该商品已售罄，看看其他商品吧</p>}
      </section>

      {goods.shopType === 'self' && (
        <section className={styles.card}>
          <button
            type="button"
            className={styles.row}
            onClick={() => setSheet('choose')}
            aria-haspopup="dialog"
          >
            <span className={styles.rowLabel}>规格</span>
            <span className={styles.rowValue}>
              {choice.missing.length > 0
                ? `请选择 ${choice.missing.join(' ')}`
                : `已选 ${choice.sku?.specText ?? ''} ×${choice.quantity}`}
            </span>
            <span aria-hidden="true" className={styles.chevron}>
              ›
            </span>
          </button>
          {goods.services.length > 0 && (
            <div className={styles.row}>
              <span className={styles.rowLabel}>服务</span>
              <span className={styles.rowValue}>{goods.services.join(' · ')}</span>
            </div>
          )}
        </section>
      )}

      <section className={styles.card} aria-labelledby="goods-detail-title">
        <h2 id="goods-detail-title" className={styles.sectionTitle}>
          商品详情
        </h2>
        {goods.description.map((text, i) => (
          <p key={i} className={styles.paragraph}>
            {text}
          </p>
        ))}
        <div className={styles.detailImages}>
          {goods.detailImages.map((src, i) => (
            // width/height reserve a 3:4 box until the picture tells its own size (no layout shift).
            <img
              key={src}
              className={styles.detailImage}
              src={src}
              alt={`商品详情图${i + 1}`}
              width={750}
              height={1000}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      </section>

      {goods.shopType === 'self' && (
        <SkuSheet
          goods={goods}
          choice={choice}
          open={sheet !== null}
          mode={sheet ?? 'choose'}
          busy={addToCart.isPending}
          onClose={closeSheet}
          onConfirm={onConfirm}
        />
      )}
    </PageLayout>
  );
}
