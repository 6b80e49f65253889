// 删除地址: the confirmation before an address is deleted, which cannot be undone.
import { Sheet } from '../../ui/sheet/sheet';
import styles from './addresses.module.css';

interface DeleteAddressSheetProps {
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteAddressSheet({ open, deleting, onConfirm, onClose }: DeleteAddressSheetProps) {
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title="删除地址"
      footer={
        <div className={styles.confirmButtons}>
          <button type="button" className={styles.cancel} onClick={onClose}>
            取消
          </button>
          <button type="button" className={styles.danger} disabled={deleting} onClick={onConfirm}>
            {deleting ? '删除中...' : '确定删除'}
          </button>
        </div>
      }
    >
      <p className={styles.confirmText}>确定要删除这个收货地址吗？删除后不可恢复。</p>
    </Sheet>
  );
}
