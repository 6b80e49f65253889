// Per docs/product-rules.md: the home page's image dialog (the popup ad of getAdByHome), once per visit. It opens by
// itself on the first visit, so it uses the browser's own modal <dialog> (Escape closes it, focus
// moves inside, top layer above everything) instead of Radix: the ≈14 KB of Radix Dialog would
// otherwise count against /home's 200 KB before-interaction budget (see docs/architecture.md).
import type { ResultOf } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCountAdClick } from '../../../../core/home/home-mutations';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import styles from './popups.module.css';

type Ad = NonNullable<ResultOf<'getAdByHome'>['popup']>;

export default function ImageDialog({ ad }: { ad: Ad }) {
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    // showModal() focuses the first button (the picture); focus 关闭 instead, once the dialog is open.
    closeRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, [open]);

  const countClick = useCountAdClick();
  const follow = () => {
    countClick.mutate({ adId: ad.adId });
    setOpen(false);
    if (/^https?:\/\//.test(ad.linkUrl)) window.open(ad.linkUrl, '_blank', 'noopener,noreferrer');
    else if (ad.linkUrl) void navigate(ad.linkUrl);
  };
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.imageDialog}
      aria-label={ad.title || '活动推荐'}
      onCancel={(event) => {
        // Escape: close through React state so the element unmounts cleanly.
        event.preventDefault();
        setOpen(false);
      }}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      onClick={(event) => event.target === event.currentTarget && setOpen(false)}
    >
      <button
        type="button"
        className={styles.imageButton}
        onClick={follow}
        aria-label={`查看活动：${ad.title}`}
      >
        <LazyImage src={ad.picUrl} alt={ad.title} width={480} height={600} aspectRatio="4 / 5" eager />
      </button>
      {/* Focus lands on 关闭 rather than ringing the whole picture. */}
      <button
        type="button"
        className={styles.imageClose}
        onClick={() => setOpen(false)}
        aria-label="关闭"
        ref={closeRef}
      >
        ×
      </button>
    </dialog>
  );
}
