// 修改规格 for one cart line: the goods' spec groups from getSaleSku (sold-out values disabled, by
// contracts' sku-selection rules, as on the goods pages),
// starting from the line's current sku; 确定 moves the line to the chosen sku through changeCart.
import { isValueAvailable, selectedSku, type ResultOf, type Selection } from '@storefront/contracts';
import { useState } from 'react';
import { useChangeCartSpec } from '../../../../core/cart/cart-mutations';
import { useSaleSku, type CartItem } from '../../../../core/cart/cart-queries';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/modal/modal';
import { ErrorState } from '../../../ui/states/error-state';
import { Skeleton } from '../../../ui/states/skeleton';
import { formatPrice } from '../../../ui/price/price';
import { toastError } from '../../../ui/toast/toast-error';
import styles from '../cart.module.css';

type SaleSku = ResultOf<'getSaleSku'>['skus'][number];

interface SpecDialogProps {
  item: CartItem;
  onClose: () => void;
}

function SpecChooser({
  item,
  skus,
  groups,
  onClose,
}: SpecDialogProps & { skus: SaleSku[]; groups: { name: string; values: string[] }[] }) {
  const change = useChangeCartSpec({ onError: toastError });
  const current = skus.find((s) => s.skuId === item.skuId);
  const [choice, setChoice] = useState<Selection>(() => ({ ...(current?.specs ?? {}) }));
  const chosen = selectedSku(groups, skus, choice);
  const usable = chosen !== undefined && chosen.stock > 0;

  const confirm = () => {
    if (!chosen) return;
    if (chosen.skuId === item.skuId) return onClose();
    change.mutate({ cartId: item.cartId, skuId: chosen.skuId }, { onSuccess: onClose });
  };

  return (
    <div className={styles.specDialog}>
      {groups.map((group) => (
        <fieldset key={group.name} className={styles.specGroup}>
          <legend>{group.name}</legend>
          {group.values.map((value) => {
            const soldOut = !isValueAvailable(skus, choice, group.name, value);
            const on = choice[group.name] === value;
            return (
              <button
                key={value}
                type="button"
                className={`${styles.specValue} ${on ? styles.specValueOn : ''}`}
                aria-pressed={on}
                disabled={soldOut}
                title={soldOut ? '已售罄' : undefined}
                onClick={() => setChoice({ ...choice, [group.name]: value })}
              >
                {value}
              </button>
            );
          })}
        </fieldset>
      ))}
      <p className={styles.specSummary} aria-live="polite">
        {chosen
          ? `${chosen.specText} · ${formatPrice(chosen.flashPrice ?? chosen.price)} · ${chosen.stock > 0 ? `库存${chosen.stock}件` : '已售罄'}`
          : '请选择完整规格'}
      </p>
      <div className={styles.specActions}>
        <Button onClick={onClose}>取消</Button>
        <Button
          variant="primary"
          disabled={!usable}
          pending={change.isPending}
          pendingText="保存中..."
          onClick={confirm}
        >
          确定
        </Button>
      </div>
    </div>
  );
}

export function SpecDialog({ item, onClose }: SpecDialogProps) {
  const sale = useSaleSku({ goodsId: item.goodsId });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="修改规格"
      description={item.name}
      width={460}
    >
      {sale.isPending ? (
        <div role="status" aria-label="加载中">
          <Skeleton height={24} />
          <Skeleton height={24} />
        </div>
      ) : sale.isError ? (
        <ErrorState error={sale.error} title="规格加载失败" onRetry={() => void sale.refetch()} />
      ) : sale.data.specGroups.length === 0 ? (
        <p className={styles.specSummary}>该商品没有可选规格</p>
      ) : (
        <SpecChooser item={item} skus={sale.data.skus} groups={sale.data.specGroups} onClose={onClose} />
      )}
    </Modal>
  );
}
