// A bottom sheet on the browser's own modal <dialog>: a dialog named by its visible title, focus
// kept inside while it is open and given back to the opener after, Escape and a tap on the backdrop
// close it, the page behind does not scroll. (antd-mobile's Popup did the same in 28 KB gzip and set
// no role; see docs/decisions.md.) Browsers without showModal get an open dialog marked modal.
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
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      aria-modal="true"
      // Escape: the browser would close the dialog behind React's back; the page decides instead.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The panel fills the dialog box, so a click on the dialog itself is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
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
      )}
    </dialog>
  );
}
