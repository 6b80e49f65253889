// /m/addresses (收货地址): the shopper's addresses, the default first, with 设为默认, 编辑 and 删除
// (after a confirmation), and 新增收货地址 at the bottom. With `?redirect=` (the checkout sent the
// shopper here) tapping an address goes back there with it chosen.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDeleteAddress, useSetDefaultAddress } from '../../../core/address/address-mutations';
import { useAddressList } from '../../../core/address/address-queries';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { Sheet } from '../../ui/sheet/sheet';
import { showToast } from '../../ui/toast/toast-bus';
import { canReturnWithAddress, keepAddressRedirect, returnWithAddress } from './address-return';
import styles from './addresses.module.css';
import { pickText } from './region-levels';

export default function AddressesPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const navigate = useNavigate();
  const list = useAddressList(undefined, { staleTime: 0 });
  const [deleting, setDeleting] = useState<number | null>(null);
  const onFailure = (error: unknown) => {
    if (!isIgnorableError(error)) showToast(errorMessage(error));
  };
  const remove = useDeleteAddress({
    onSuccess: () => showToast('地址已删除'),
    onError: onFailure,
    onSettled: () => setDeleting(null),
  });
  const makeDefault = useSetDefaultAddress({
    onSuccess: () => showToast('已设为默认地址'),
    onError: onFailure,
  });

  const addresses = [...(list.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const choosing = canReturnWithAddress(redirect);
  const newPath = keepAddressRedirect('/addresses/new', redirect);

  let body;
  if (list.isPending) body = <p className={styles.loading}>加载中...</p>;
  else if (list.isError)
    body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (addresses.length === 0)
    body = (
      <EmptyState title="还没有收货地址" description="添加一个地址，下单时就能直接使用">
        <Link className={styles.primaryLink} to={newPath}>
          新增收货地址
        </Link>
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.list}>
        {addresses.map((address) => {
          const back = returnWithAddress(redirect, address.addressId);
          const summary = (
            <>
              <span className={styles.nameLine}>
                <span className={styles.consignee}>{address.consignee}</span>
                <span>{address.mobile}</span>
                {address.isDefault && <span className={styles.tag}>默认</span>}
              </span>
              <span className={styles.addressLine}>
                {pickText(address)} {address.detail}
              </span>
            </>
          );
          return (
            <li key={address.addressId} className={styles.item}>
              {back ? (
                <button
                  type="button"
                  className={styles.summary}
                  onClick={() => void navigate(back, { replace: true })}
                >
                  {summary}
                </button>
              ) : (
                <div className={styles.summary}>{summary}</div>
              )}
              <div className={styles.actions}>
                {!address.isDefault && (
                  <button
                    type="button"
                    className={styles.action}
                    disabled={makeDefault.isPending}
                    onClick={() => makeDefault.mutate({ addressId: address.addressId })}
                  >
                    设为默认
                  </button>
                )}
                <Link
                  className={styles.action}
                  to={keepAddressRedirect(`/addresses/${address.addressId}`, redirect)}
                  aria-label={`编辑 ${address.consignee} 的地址`}
                >
                  编辑
                </Link>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`删除 ${address.consignee} 的地址`}
                  onClick={() => setDeleting(address.addressId)}
                >
                  删除
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <PageLayout
      title={choosing ? '选择收货地址' : '收货地址'}
      bottomBar={
        <Link className={styles.bottomButton} to={newPath}>
          新增收货地址
        </Link>
      }
    >
      {body}
      <Sheet
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="删除地址"
        footer={
          <div className={styles.confirmButtons}>
            <button type="button" className={styles.cancel} onClick={() => setDeleting(null)}>
              取消
            </button>
            <button
              type="button"
              className={styles.danger}
              disabled={remove.isPending}
              onClick={() => deleting !== null && remove.mutate({ addressId: deleting })}
            >
              {remove.isPending ? '删除中...' : '确定删除'}
            </button>
          </div>
        }
      >
        <p className={styles.confirmText}>确定要删除这个收货地址吗？删除后不可恢复。</p>
      </Sheet>
    </PageLayout>
  );
}
