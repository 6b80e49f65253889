// Per docs/product-rules.md: actions that continue in the mini-program show its QR code (createQrCode for page
// pages/goods/goods with the session's scene), 加载中... while it is made, 请使用微信扫一扫 below;
// Escape closes it (Radix Dialog). Loaded lazily the first time it opens.
import { LOADING_TEXT, MINI_PROGRAM_QR_PAGE } from '@storefront/contracts';
import { useAtom, useAtomValue } from 'jotai';
import { miniProgramPopupAtom } from './popups';
import { tokenAtom, userIdAtom } from '../../../../core/state/session';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { Modal } from '../../../ui/modal/modal';
import { Loading } from '../../../ui/states/skeleton';
import { miniProgramScene } from './mini-program-scene';
import styles from './popups.module.css';
import { useMiniProgramQrCode } from '../../../../core/message/message-queries';

export default function MiniProgramPopup() {
  const [reason, setReason] = useAtom(miniProgramPopupAtom);
  const token = useAtomValue(tokenAtom) ?? '';
  const uid = useAtomValue(userIdAtom) ?? '';
  const scene = miniProgramScene({ token, uid });
  const qr = useMiniProgramQrCode(
    { page: MINI_PROGRAM_QR_PAGE, scene },
    { enabled: reason != null, staleTime: Infinity, retry: false },
  );

  return (
    <Modal
      open={reason != null}
      onOpenChange={(open) => !open && setReason(null)}
      title={`${reason ?? ''}请前往小程序`}
      width={360}
    >
      <div className={styles.qrBody}>
        <p className={styles.qrLead}>该功能请在「多么商城」小程序中使用</p>
        <div className={styles.qrBox}>
          {qr.isPending ? (
            <Loading text={LOADING_TEXT} />
          ) : qr.data ? (
            <LazyImage src={qr.data.imgUrl} alt="多么商城小程序码" width={180} height={180} eager />
          ) : (
            <p className={styles.qrFailed}>小程序码生成失败，请稍后重试</p>
          )}
        </div>
        <p className={styles.qrScan}>请使用微信扫一扫</p>
        <p className={styles.qrHint}>扫描上方小程序码，继续{reason}</p>
      </div>
    </Modal>
  );
}
