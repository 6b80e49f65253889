// SPEC §4: the home page's image dialog (the popup ad of getAdByHome), once per visit.
import type { ResultOf } from '@storefront/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { Modal } from '../../../ui/modal/modal';
import styles from './popups.module.css';

type Ad = NonNullable<ResultOf<'getAdByHome'>['popup']>;

export default function ImageDialog({ ad }: { ad: Ad }) {
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  const follow = () => {
    call('addAdClickCount', { adId: ad.adId }).catch(() => undefined);
    setOpen(false);
    if (/^https?:\/\//.test(ad.linkUrl)) window.open(ad.linkUrl, '_blank', 'noopener,noreferrer');
    else if (ad.linkUrl) void navigate(ad.linkUrl);
  };
  return (
    <Modal open={open} onOpenChange={setOpen} title={ad.title || '活动推荐'} hideTitle bare width={480}>
      <button type="button" className={styles.imageButton} onClick={follow} aria-label={`查看活动：${ad.title}`}>
        <LazyImage src={ad.picUrl} alt={ad.title} width={480} height={600} aspectRatio="4 / 5" eager />
      </button>
    </Modal>
  );
}
