// 收货地址 of /CreateOrder: the user's addresses as radio cards, 管理收货地址 in a new tab, and
// 新增收货地址 in a dialog; a new address joins the list at once and becomes the chosen one.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAddressList } from '../../../../core/address/address-queries';
import { useAddAddress } from '../../../../core/address/address-mutations';
import { AddressForm, type AddressValues } from '../../../ui/address-form/address-form';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/modal/modal';
import { showToast } from '../../../ui/toast/toast-bus';
import styles from '../order.module.css';

type Settle = ResultOf<'getOrderSettleInfoNew'>;
type Address = ResultOf<'getAddressList'>[number];

const addressInput = (v: AddressValues) => ({ ...v, isDefault: v.isDefault ? 1 : 0 });

interface AddressChoiceProps {
  settle: Settle;
  value: number;
  onChange: (id: number) => void;
}

export function AddressChoice({ settle, value, onChange }: AddressChoiceProps) {
  const [adding, setAdding] = useState(false);
  const list = useAddressList();
  const add = useAddAddress();
  const addresses: Address[] = list.data ?? (settle.address ? [settle.address] : []);
  return (
    <section className={styles.block} aria-labelledby="co-address">
      <div className={styles.blockHead}>
        <h2 id="co-address" className={styles.blockTitle}>
          收货地址
        </h2>
        <span>
          <Link to="/address" className={styles.smallLink} target="_blank" rel="noopener">
            管理收货地址
          </Link>{' '}
          <Button size="sm" onClick={() => setAdding(true)}>
            + 新增收货地址
          </Button>
        </span>
      </div>
      {addresses.length === 0 ? (
        <p className={styles.muted}>您还没有收货地址，请先新增一个。</p>
      ) : (
        <div className={styles.addresses} role="radiogroup" aria-label="选择收货地址">
          {addresses.map((a) => (
            <button
              key={a.addressId}
              type="button"
              role="radio"
              aria-checked={a.addressId === value}
              className={`${styles.addressCard} ${a.addressId === value ? styles.addressChosen : ''}`}
              onClick={() => onChange(a.addressId)}
            >
              <span className={styles.addressName}>
                {a.consignee} {a.mobile}
              </span>
              <span className={styles.muted}>
                {a.provinceName}
                {a.cityName}
                {a.areaName}
              </span>
              <span className={styles.muted}>{a.detail}</span>
              {a.isDefault && <span className={styles.defaultTag}>默认</span>}
            </button>
          ))}
        </div>
      )}
      <Modal open={adding} onOpenChange={setAdding} title="新增收货地址" width={640}>
        <AddressForm
          onCancel={() => setAdding(false)}
          onSubmit={async (values) => {
            const created = await add.mutateAsync(addressInput(values));
            onChange(created.addressId);
            setAdding(false);
            showToast('收货地址已添加', 'success');
          }}
        />
      </Modal>
    </section>
  );
}
