// /address: the address book: list, add and edit in a dialog (the shared address form with the
// region picker fed by getWebArea), delete after a confirm, set the default.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { AddressForm, type AddressValues } from '../../ui/address-form/address-form';
import { Button } from '../../ui/button/button';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { Modal } from '../../ui/modal/modal';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { QueryView } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { Panel, UserCenterLayout } from '../../ui/user-center/user-center-layout';
import styles from './account.module.css';
import {
  useAddAddress,
  useDeleteAddress,
  useEditAddress,
  useSetDefaultAddress,
} from '../../../core/address/address-mutations';
import { toastError } from '../../ui/toast/toast-error';
import { useAddressList } from '../../../core/address/address-queries';

type Address = ResultOf<'getAddressList'>[number];
export const ADDRESS_MAX = 20;

const toValues = (a: Address): AddressValues => ({
  consignee: a.consignee,
  mobile: a.mobile,
  provinceCode: a.provinceCode,
  cityCode: a.cityCode,
  areaCode: a.areaCode,
  detail: a.detail,
  isDefault: a.isDefault,
});
const toInput = (v: AddressValues) => ({ ...v, isDefault: v.isDefault ? 1 : 0 });

interface AddressCardProps {
  address: Address;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  /** 设为默认, one at a time over the whole list. */
  makeDefault: { isPending: boolean; mutate: (input: { addressId: number }) => void };
}

/** One saved address: who, where, 默认, and 设为默认 / 编辑 / 删除. */
function AddressCard({ address: a, onEdit, onDelete, makeDefault }: AddressCardProps) {
  return (
    <li
      className={`${styles.addressCard} ${a.isDefault ? styles.addressDefault : ''}`}
      aria-label={`${a.consignee}的地址`}
    >
      <div className={styles.addressText}>
        <span>
          <strong>{a.consignee}</strong> {a.mobile}
          {a.isDefault && <span className={styles.tag}>默认</span>}
        </span>
        <span className={styles.muted}>
          {a.provinceName}
          {a.cityName}
          {a.areaName} {a.detail}
        </span>
      </div>
      <div className={styles.ops}>
        {!a.isDefault && (
          <Button
            size="sm"
            variant="text"
            disabled={makeDefault.isPending}
            onClick={() => makeDefault.mutate({ addressId: a.addressId })}
          >
            设为默认
          </Button>
        )}
        <Button size="sm" variant="text" onClick={() => onEdit(a)}>
          编辑
        </Button>
        <Button size="sm" variant="text" onClick={() => onDelete(a)}>
          删除
        </Button>
      </div>
    </li>
  );
}

/** 删除收货地址, confirmed first. */
function DeleteAddressDialog({
  address: deleting,
  onClose,
}: {
  address: Address | null;
  onClose: () => void;
}) {
  const remove = useDeleteAddress({ onError: toastError });
  return (
    <ConfirmDialog
      open={deleting !== null}
      title="删除收货地址"
      message={deleting ? `确定删除 ${deleting.consignee} 的地址“${deleting.detail}”吗？` : undefined}
      confirmText="删除"
      pending={remove.isPending}
      onConfirm={() =>
        deleting &&
        remove.mutate(
          { addressId: deleting.addressId },
          {
            onSuccess: () => {
              onClose();
              showToast('地址已删除', 'success');
            },
          },
        )
      }
      onCancel={() => onClose()}
    />
  );
}

export default function AddressPage() {
  usePageTitle('收货地址');
  const query = useAddressList();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const add = useAddAddress();
  const update = useEditAddress();
  const makeDefault = useSetDefaultAddress({ onError: toastError });
  const save = async (values: AddressValues) => {
    if (editing === 'new') await add.mutateAsync(toInput(values));
    else if (editing) await update.mutateAsync({ addressId: editing.addressId, ...toInput(values) });
    setEditing(null);
    showToast('收货地址已保存', 'success');
  };
  const count = query.data?.length ?? 0;
  return (
    <UserCenterLayout
      title="收货地址"
      extra={
        <Button variant="primary" onClick={() => setEditing('new')} disabled={count >= ADDRESS_MAX}>
          + 新增收货地址
        </Button>
      }
    >
      <Panel title={`已保存 ${count} 个地址，最多 ${ADDRESS_MAX} 个`}>
        <QueryView
          query={query}
          skeleton={<Skeleton height={96} />}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              title="还没有收货地址"
              description="新增一个地址，下单更方便"
              action={<Button onClick={() => setEditing('new')}>新增收货地址</Button>}
            />
          }
          errorTitle="收货地址加载失败"
        >
          {(list) => (
            <ul className={styles.addressList}>
              {list.map((a) => (
                <AddressCard
                  key={a.addressId}
                  address={a}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                  makeDefault={makeDefault}
                />
              ))}
            </ul>
          )}
        </QueryView>
      </Panel>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? '新增收货地址' : '编辑收货地址'}
        width={640}
      >
        {editing !== null && (
          <AddressForm
            key={editing === 'new' ? 'new' : editing.addressId}
            initial={editing === 'new' ? undefined : toValues(editing)}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />
    </UserCenterLayout>
  );
}
