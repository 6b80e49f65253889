// One address of /m/addresses: consignee, phone, 默认 and the address; tapping it goes back to the
// checkout with it chosen when the checkout sent the shopper here. Then 设为默认, 编辑 and 删除.
import { Link, useNavigate } from 'react-router-dom';
import { keepAddressRedirect, returnWithAddress } from './address-return';
import type { Address } from './address-values';
import styles from './addresses.module.css';
import { pickText } from './region-levels';

interface AddressItemProps {
  address: Address;
  redirect: string | null;
  settingDefault: boolean;
  onSetDefault: () => void;
  onDelete: () => void;
}

function AddressSummary({ address, redirect }: Pick<AddressItemProps, 'address' | 'redirect'>) {
  const navigate = useNavigate();
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
  return back ? (
    <button type="button" className={styles.summary} onClick={() => void navigate(back, { replace: true })}>
      {summary}
    </button>
  ) : (
    <div className={styles.summary}>{summary}</div>
  );
}

export function AddressItem({ address, redirect, settingDefault, onSetDefault, onDelete }: AddressItemProps) {
  return (
    <li className={styles.item}>
      <AddressSummary address={address} redirect={redirect} />
      <div className={styles.actions}>
        {!address.isDefault && (
          <button type="button" className={styles.action} disabled={settingDefault} onClick={onSetDefault}>
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
          onClick={onDelete}
        >
          删除
        </button>
      </div>
    </li>
  );
}
