// 选择收货地址: the user's addresses as a radio group; 新增收货地址 opens the address page, which
// comes back to the checkout.
import { Link } from 'react-router-dom';
import { Sheet } from '../../../ui/sheet/sheet';
import { addressLine, type Address } from './address-choice';
import styles from './checkout.module.css';

interface AddressSheetProps {
  open: boolean;
  addresses: readonly Address[];
  chosenId: number | undefined;
  /** Router path of 新增收货地址 with its way back here. */
  addPath: string;
  onAdd: () => void;
  onChoose: (addressId: number) => void;
  onClose: () => void;
}

export function AddressSheet({
  open,
  addresses,
  chosenId,
  addPath,
  onAdd,
  onChoose,
  onClose,
}: AddressSheetProps) {
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title="选择收货地址"
      footer={
        <Link className={styles.sheetAction} to={addPath} onClick={onAdd}>
          新增收货地址
        </Link>
      }
    >
      {addresses.length === 0 ? (
        <p className={styles.muted}>还没有收货地址，请新增一个</p>
      ) : (
        <div role="radiogroup" aria-label="收货地址" className={styles.options}>
          {addresses.map((a) => (
            <label key={a.addressId} className={styles.option}>
              <input
                type="radio"
                name="checkout-address"
                className={styles.radio}
                checked={a.addressId === chosenId}
                onChange={() => onChoose(a.addressId)}
              />
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>
                  {a.consignee} {a.mobile}
                  {a.isDefault && <span className={styles.tag}>默认</span>}
                </span>
                <span className={styles.muted}>{addressLine(a)}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </Sheet>
  );
}
