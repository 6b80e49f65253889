// /m/addresses (收货地址): the shopper's addresses, the default first, with 设为默认, 编辑 and 删除
// (after a confirmation), and 新增收货地址 at the bottom. With `?redirect=` (the checkout sent the
// shopper here) tapping an address goes back there with it chosen.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDeleteAddress, useSetDefaultAddress } from '../../../core/address/address-mutations';
import { useAddressList } from '../../../core/address/address-queries';
import { errorMessage } from '../../../core/api/errors';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';
import { LoadingText } from '../../ui/loading-text/loading-text';
import { AddressItem } from './address-item';
import { canReturnWithAddress, keepAddressRedirect } from './address-return';
import styles from './addresses.module.css';
import { DeleteAddressSheet } from './delete-address-sheet';

export default function AddressesPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const list = useAddressList(undefined, { staleTime: 0 });
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = useDeleteAddress({
    onSuccess: () => showToast('地址已删除'),
    onError: toastError,
    onSettled: () => setDeleting(null),
  });
  const makeDefault = useSetDefaultAddress({
    onSuccess: () => showToast('已设为默认地址'),
    onError: toastError,
  });

  const addresses = [...(list.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const newPath = keepAddressRedirect('/addresses/new', redirect);

  let body;
  if (list.isPending) body = <LoadingText />;
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
        {addresses.map((address) => (
          <AddressItem
            key={address.addressId}
            address={address}
            redirect={redirect}
            settingDefault={makeDefault.isPending}
            onSetDefault={() => makeDefault.mutate({ addressId: address.addressId })}
            onDelete={() => setDeleting(address.addressId)}
          />
        ))}
      </ul>
    );

  return (
    <PageLayout
      title={canReturnWithAddress(redirect) ? '选择收货地址' : '收货地址'}
      bottomBar={
        <Link className={styles.bottomButton} to={newPath}>
          新增收货地址
        </Link>
      }
    >
      {body}
      <DeleteAddressSheet
        open={deleting !== null}
        deleting={remove.isPending}
        onConfirm={() => deleting !== null && remove.mutate({ addressId: deleting })}
        onClose={() => setDeleting(null)}
      />
    </PageLayout>
  );
}
