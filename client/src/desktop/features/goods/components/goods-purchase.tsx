// The buying column of /Goods: price and points, every spec group, stock, quantity, 加入购物车 and
// 立即购买 (visitors log in first), collecting, and the service promises. Third-party goods are
// bought on their platform instead.
import { selectedSku, shownPrice, toggleValue, type ResultOf } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddToCart } from '../../../../core/cart/cart-mutations';
import { purchasableSku } from '../../../../core/goods/purchasable-sku';
import { useSkuChoice } from '../../../../core/goods/use-sku-choice';
import { buyNowQuery } from '../../../../core/order/checkout-intent';
import { invalidateApi } from '../../../../core/api/query';
import { useSingleFlight } from '../../../ui/form/use-single-flight';
import { useLoginGate } from '../../../ui/hooks/use-login-gate';
import { QuantityStepper } from '../../../ui/quantity-stepper/quantity-stepper';
import { showToast } from '../../../ui/toast/toast-bus';
import { toastError } from '../../../ui/toast/toast-error';
import styles from '../goods.module.css';
import { CollectButton } from './collect-button';
import { GoodsDelivery } from './goods-delivery';
import { GoodsFlashSale } from './goods-flash-sale';
import { GoodsPriceBox } from './goods-price-box';
import { GoodsSpecPicker } from './goods-spec-picker';
import { ShareButton } from './share-button';
import { useCollectGoods } from './use-collect-goods';

type Goods = ResultOf<'getGoods'>;
type Sku = Goods['skus'][number];

interface GoodsPurchaseProps {
  goods: Goods;
  /** When the goods reply arrived (epoch ms), for the flash-sale countdown. */
  receivedAt: number;
  onSkuChange: (sku: Sku | undefined) => void;
}

/** What is being bought (core's SKU choice), what is still missing, and the SKU once it can be bought. */
function usePurchaseChoice(
  goods: GoodsPurchaseProps['goods'],
  onSkuChange: GoodsPurchaseProps['onSkuChange'],
) {
  const requireLogin = useLoginGate();
  const choice = useSkuChoice(goods);
  const [hint, setHint] = useState('');

  const choose = (group: string, value: string) => {
    choice.choose(group, value);
    setHint('');
    onSkuChange(selectedSku(goods.specGroups, goods.skus, toggleValue(choice.selection, group, value)));
  };

  /** The SKU to buy, or null after saying what is missing (visitors are sent to log in first). */
  const readySku = (): Sku | null => {
    if (!requireLogin()) return null;
    const purchase = purchasableSku(choice);
    if (purchase.refusal !== undefined) {
      setHint(purchase.refusal);
      return null;
    }
    return purchase.sku;
  };
  const { selection, sku, stock, quantity, setQuantity } = choice;
  return { selection, sku, stock, soldOut: stock <= 0, quantity, setQuantity, hint, choose, readySku };
}

/** 数量: the stepper within the stock, and the stock left. */
function QuantityRow(props: {
  name: string;
  quantity: number;
  stock: number;
  onChange: (n: number) => void;
}) {
  const { name, quantity, stock, onChange } = props;
  return (
    <div className={styles.specRow}>
      <span className={styles.label} aria-hidden="true">
        数量
      </span>
      <QuantityStepper
        value={quantity}
        stock={stock}
        label={`${name} 数量`}
        inputLabel="数量"
        size="md"
        onChange={onChange}
      />
      <span className={styles.stock}>{stock <= 0 ? '已售罄' : `库存${stock}件`}</span>
    </div>
  );
}

interface BuyButtonsProps {
  soldOut: boolean;
  adding: boolean;
  onBuyNow: () => void;
  onAdd: () => void;
  children: ReactNode;
}

/** 立即购买 and 加入购物车 of a self-run shop's goods, beside what `children` adds (收藏). */
function BuyButtons({ soldOut, adding, onBuyNow, onAdd, children }: BuyButtonsProps) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.buyNow} disabled={soldOut} onClick={onBuyNow}>
        立即购买
      </button>
      <button
        type="button"
        className={styles.addCart}
        disabled={soldOut || adding}
        // The second click of a double click (detail 2) is not a second add, however late it comes: on a
        // busy machine the first add can be over, and the button enabled again, before it lands.
        onClick={(event) => event.detail < 2 && onAdd()}
      >
        {adding ? '加入中…' : '加入购物车'}
      </button>
      {children}
    </div>
  );
}

/** 加入购物车 once per click: a second click lands before the re-render that disables the button. */
function useAddToCartOnce(goodsId: number, readySku: () => { skuId: number } | null, quantity: number) {
  const addToCart = useAddToCart({
    onSuccess: () => showToast('已加入购物车', 'success'),
    onError: toastError,
  });
  const add = useSingleFlight(async () => {
    const chosen = readySku();
    if (chosen) await addToCart.mutateAsync({ goodsId, skuId: chosen.skuId, quantity }).catch(() => {});
  });
  return { adding: addToCart.isPending, add: () => void add() };
}

export function GoodsPurchase({ goods, receivedAt, onSkuChange }: GoodsPurchaseProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { selection, sku, stock, soldOut, quantity, setQuantity, hint, choose, readySku } = usePurchaseChoice(
    goods,
    onSkuChange,
  );
  const addToCart = useAddToCartOnce(goods.goodsId, readySku, quantity);
  const collect = useCollectGoods(goods);
  const buyNow = () => {
    const chosen = readySku();
    if (!chosen) return;
    navigate(`/CreateOrder?${buyNowQuery({ goodsId: goods.goodsId, skuId: chosen.skuId, quantity })}`);
  };

  const collectButton = (
    <>
      <CollectButton collected={goods.collected} busy={collect.busy} onClick={collect.toggle} />
      <ShareButton title={goods.name} />
    </>
  );
  return (
    <div className={styles.purchase}>
      <h1 className={styles.goodsName}>{goods.name}</h1>
      {goods.subTitle && <p className={styles.subTitle}>{goods.subTitle}</p>}

      {goods.flashSale && (
        <GoodsFlashSale
          flashSale={goods.flashSale}
          receivedAt={receivedAt}
          onEnd={() => void invalidateApi(queryClient, 'getGoods')}
        />
      )}
      <GoodsPriceBox goods={goods} sku={sku} />
      <GoodsSpecPicker goods={goods} selection={selection} onChoose={choose} />

      {goods.shopType === 'self' ? (
        <>
          <QuantityRow name={goods.name} quantity={quantity} stock={stock} onChange={setQuantity} />
          <GoodsDelivery amount={shownPrice(goods, sku).price * quantity} />
          {hint && (
            <p className={styles.hint} role="alert">
              {hint}
            </p>
          )}
          <BuyButtons soldOut={soldOut} adding={addToCart.adding} onBuyNow={buyNow} onAdd={addToCart.add}>
            {collectButton}
          </BuyButtons>
        </>
      ) : (
        <div className={styles.actions}>
          {goods.buyUrl && (
            <a className={styles.buyNow} href={goods.buyUrl} target="_blank" rel="noopener noreferrer">
              去淘宝购买
            </a>
          )}
          {collectButton}
        </div>
      )}

      {goods.services.length > 0 && (
        <ul className={styles.services} aria-label="服务承诺">
          {goods.services.map((service) => (
            <li key={service}>✓ {service}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
