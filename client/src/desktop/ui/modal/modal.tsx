// Modal dialog on Radix Dialog: focus trap, Escape closes, layered from the base z-index 2000 (see
// docs/product-rules.md, "Business constants"). Import it from lazily loaded components only (the
// first-load budget in docs/decisions.md, "Small libraries instead of a UI kit").
import { POPUP_BASE_Z_INDEX } from '@storefront/contracts';
import { Dialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Keep the title for screen readers but do not draw it (image pop-ups). */
  hideTitle?: boolean;
  description?: string;
  width?: number;
  /** Extra layers above the base for a modal opened from a modal. */
  layer?: number;
  bare?: boolean;
  children: ReactNode;
}

export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  width = 420,
  layer = 0,
  bare = false,
  children,
}: ModalProps) {
  const zIndex = POPUP_BASE_Z_INDEX + layer * 2;
  // Opened without a Radix Trigger, the dialog would hand focus back to <body> on close: keep the
  // element that had focus when it opened and return there (WCAG 2.4.3).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} style={{ zIndex }} />
        <Dialog.Content
          className={`${styles.content} ${bare ? styles.bare : ''}`}
          style={{ zIndex: zIndex + 1, width }}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          // Without a description Radix wants aria-describedby explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={hideTitle ? 'visually-hidden' : styles.title}>{title}</Dialog.Title>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          {children}
          <Dialog.Close className={styles.close} aria-label="关闭">
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
