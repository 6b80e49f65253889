// The buying column of /Goods: price and points, every spec group, stock, quantity, 加入购物车 and
// 立即购买 (visitors log in first), collecting, and the service promises. Third-party goods are
// bought on their platform instead.
import { useQueryClient } from '@tanstack/react-query';
import type { ResultOf } from '@storefront/contracts';
import { useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { errorMessage, isIgnorableError } from '../../../api/errors';
import { apiKey, invalidateApi } from '../../../api/query';
import { cartCountAtom } from '../../../state/counts';
import { Price } from '../../../ui/price/price';
import { GoodsFlashSale } from './goods-flash-sale';
import { showToast } from '../../../ui/toast/toast-bus';
import {
  clampQuantity,
  initialSelection,
  isValueAvailable,
  missingGroups,
  QUANTITY_LIMIT,
  selectedSku,
  toggleValue,
  type Selection,
} from '../sku-selection';
import { useLoginGate } from '../../../state/use-login-gate';
import styles from '../goods.module.css';

type Goods = ResultOf<'getGoods'>;
type Sku = Goods['skus'][number];

interface GoodsPurchaseProps {
  goods: Goods;
  /** When the goods reply arrived (epoch ms), for the flash-sale countdown. */
  receivedAt: number;
  onSkuChange: (sku: Sku | undefined) => void;
}

const failed = (error: unknown) => {
  if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
};

export function GoodsPurchase({ goods, receivedAt, onSkuChange }: GoodsPurchaseProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requireLogin = useLoginGate();
  const setCartCount = useSetAtom(cartCountAtom);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(goods.specGroups, goods.skus));
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<'cart' | 'collect' | null>(null);
  const [hint, setHint] = useState('');

  const sku = useMemo(() => selectedSku(goods.specGroups, goods.skus, selection), [goods, selection]);
  const stock = sku ? sku.stock : goods.stock;
  const soldOut = stock <= 0;
  const maxQuantity = Math.max(1, Math.min(stock, QUANTITY_LIMIT));

  const choose = (group: string, value: string) => {
    const next = toggleValue(selection, group, value);
    setSelection(next);
    setHint('');
    const nextSku = selectedSku(goods.specGroups, goods.skus, next);
    onSkuChange(nextSku);
    setQuantity((q) => clampQuantity(q, nextSku ? nextSku.stock : goods.stock));
  };

  /** The SKU to buy, or null after saying what is missing. */
  const readySku = (): Sku | null => {
    const missing = missingGroups(goods.specGroups, selection);
    if (missing.length > 0 || !sku) {
      setHint(`请选择 ${missing.join('、') || '规格'}`);
      return null;
    }
    if (sku.stock <= 0) {
      setHint('该规格已售罄');
      return null;
    }
    return sku;
  };

  const addToCart = async () => {
    if (!requireLogin()) return;
    const chosen = readySku();
    if (!chosen) return;
    setBusy('cart');
    try {
      const result = await call('addCart', { goodsId: goods.goodsId, skuId: chosen.skuId, quantity });
      setCartCount(result.cartNumber);
      void invalidateApi(queryClient, 'getCartNumber', 'getCart');
      showToast('已加入购物车', 'success');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const buyNow = () => {
    if (!requireLogin()) return;
    const chosen = readySku();
    if (!chosen) return;
    navigate(
      `/CreateOrder?source=buyNow&goodsId=${goods.goodsId}&skuId=${chosen.skuId}&quantity=${quantity}`,
    );
  };

  const toggleCollect = async () => {
    if (!requireLogin()) return;
    setBusy('collect');
    try {
      const result = await call('addGoodsCollect', {
        targetId: goods.goodsId,
        targetType: 'goods',
        collect: goods.collected ? 0 : 1,
      });
      queryClient.setQueryData(apiKey('getGoods', { goodsId: goods.goodsId }), {
        ...goods,
        collected: result.collected,
      });
      void invalidateApi(queryClient, 'getMyCollectGoodList');
      showToast(result.collected ? '收藏成功' : '已取消收藏', 'success');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  // While the goods' session runs the mock charges the flash price; the normal one is struck through.
  const flashOn = goods.flashSale?.status === 'ongoing';
  const normalPrice = sku?.price ?? goods.price;
  const flashPrice = sku ? sku.flashPrice : flashOn ? goods.flashSale!.flashPrice : null;
  const price = flashPrice ?? normalPrice;
  const originalPrice = flashPrice !== null ? normalPrice : (sku?.originalPrice ?? goods.originalPrice);
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
      <div className={styles.priceBox}>
        <div className={styles.priceLine} data-testid="goods-price">
          <span className={styles.label}>{flashPrice !== null ? '抢购价' : '价格'}</span>
          <Price fen={price} originalFen={originalPrice} size="lg" />
        </div>
        {goods.integral > 0 && (
          <div className={styles.priceLine}>
            <span className={styles.label}>积分</span>
            <span className={styles.points}>购买可得 {goods.integral} 积分</span>
          </div>
        )}
        <div className={styles.priceLine}>
          <span className={styles.label}>销量</span>
          <span>
            已售{goods.sales}件 · 累计评价{goods.evaluateCount} · 好评率{goods.goodRate}%
          </span>
        </div>
      </div>

      {goods.specGroups.map((group) => (
        <div key={group.name} className={styles.specRow} role="radiogroup" aria-label={group.name}>
          <span className={styles.label}>{group.name}</span>
          <div className={styles.specValues}>
            {group.values.map((value) => {
              const available = isValueAvailable(goods.skus, selection, group.name, value);
              const chosen = selection[group.name] === value;
              return (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  className={`${styles.specValue} ${chosen ? styles.specChosen : ''}`}
                  disabled={!available && !chosen}
                  title={available ? undefined : '已售罄'}
                  onClick={() => choose(group.name, value)}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </div>
      ))}

      {goods.shopType === 'self' ? (
        <>
          <div className={styles.specRow}>
            <span className={styles.label} id="quantity-label">
              数量
            </span>
            <div className={styles.stepper}>
              <button
                type="button"
                aria-label="减少数量"
                disabled={quantity <= 1}
                onClick={() => setQuantity((q) => clampQuantity(q - 1, stock))}
              >
                −
              </button>
              <input
                aria-labelledby="quantity-label"
                inputMode="numeric"
                value={quantity}
                onChange={(e) =>
                  setQuantity(clampQuantity(Number(e.target.value.replace(/\D/g, '') || 1), stock))
                }
              />
              <button
                type="button"
                aria-label="增加数量"
                disabled={quantity >= maxQuantity}
                onClick={() => setQuantity((q) => clampQuantity(q + 1, stock))}
              >
                +
              </button>
            </div>
            <span className={styles.stock}>{soldOut ? '已售罄' : `库存${stock}件`}</span>
          </div>
          {hint && (
            <p className={styles.hint} role="alert">
              {hint}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.buyNow} disabled={soldOut} onClick={buyNow}>
              立即购买
            </button>
            <button
              type="button"
              className={styles.addCart}
              disabled={soldOut || busy === 'cart'}
              onClick={() => void addToCart()}
            >
              {busy === 'cart' ? '加入中…' : '加入购物车'}
            </button>
            <CollectButton
              collected={goods.collected}
              busy={busy === 'collect'}
              onClick={() => void toggleCollect()}
            />
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          {goods.buyUrl && (
            <a className={styles.buyNow} href={goods.buyUrl} target="_blank" rel="noopener noreferrer">
              去淘宝购买
            </a>
          )}
          <CollectButton
            collected={goods.collected}
            busy={busy === 'collect'}
            onClick={() => void toggleCollect()}
          />
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

function CollectButton({
  collected,
  busy,
  onClick,
}: {
  collected: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.collect}
      aria-pressed={collected}
      disabled={busy}
      onClick={onClick}
    >
      {collected ? '★ 已收藏' : '☆ 收藏'}
    </button>
  );
}
