// A bottom sheet (antd-mobile's Popup) that assistive tech sees as what it is: Popup sets no role,
// so the sheet's content is a modal dialog named by its visible title. Focus moves into it on open
// and back to the opener on close; Escape and the mask close it.
import 'antd-mobile/es/global';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons/icons';
import styles from './sheet.module.css';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's visible heading and accessible name. */
  title: string;
  children: ReactNode;
  /** A footer pinned under the scrolling content (确定 …). */
  footer?: ReactNode;
}

export function Sheet({ open, onClose, title, children, footer }: SheetProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    openerRef.current = document.activeElement;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (openerRef.current instanceof HTMLElement) openerRef.current.focus();
    };
  }, [open, onClose]);

  return (
    <Popup visible={open} onClose={onClose} bodyClassName={styles.body} destroyOnClose>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.content}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </Popup>
  );
}
