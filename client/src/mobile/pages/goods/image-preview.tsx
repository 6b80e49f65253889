// The full-screen picture preview: a dialog over the page with every picture whole, swiped one to
// the next (CSS scroll snapping: the browser's own swipe and momentum), the position (2/4) and
// 关闭. Escape closes it too. Loaded only when a shopper taps a picture.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './image-preview.module.css';

interface Props {
  pictures: readonly string[];
  index: number;
  name: string;
  onClose: () => void;
}

export default function ImagePreview({ pictures, index, name, onClose }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(index);
  const onCloseNow = useRef(onClose);
  onCloseNow.current = onClose;

  useLayoutEffect(() => {
    const node = track.current;
    if (node) node.scrollLeft = index * node.clientWidth;
    // Only where it opened; the shopper's swipes move it after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    close.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseNow.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const onScroll = () => {
    const node = track.current;
    if (node && node.clientWidth > 0) setShown(Math.round(node.scrollLeft / node.clientWidth));
  };

  return (
    <div className={styles.preview} role="dialog" aria-modal="true" aria-label="图片预览">
      <div ref={track} className={styles.track} onScroll={onScroll} tabIndex={0}>
        {pictures.map((src, i) => (
          <div key={src} className={styles.slide}>
            <img src={src} alt={`${name} 大图${i + 1}`} decoding="async" />
          </div>
        ))}
      </div>
      <p className={styles.count} aria-live="polite" data-testid="preview-count">
        {shown + 1}/{pictures.length}
      </p>
      <button ref={close} type="button" className={styles.close} onClick={onClose}>
        关闭
      </button>
    </div>
  );
}
