// "Are you sure?" before deleting or cancelling: a modal with 确定/取消, the confirm button busy
// while the action runs so it cannot fire twice. Optional children hold extra fields (a reason).
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmText = '确定',
  cancelText = '取消',
  pending = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && !pending && onCancel()} title={title} width={400}>
      {message && <div className={styles.message}>{message}</div>}
      {children}
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={pending}>
          {cancelText}
        </Button>
        <Button variant="primary" onClick={onConfirm} pending={pending} pendingText="处理中...">
          {confirmText}
        </Button>
      </div>
    </Modal>
  );
}
