// 提醒我 on a goods whose flash sale is coming: sets (or takes back) the 开抢提醒; login-only (a
// visitor logs in and comes back to the goods). The goods' read carries no reminder flag; the
// session's goods list does, so a shopper's reminder shows as set on every visit. The list is read
// as one page of the most a reply holds: a goods further down a longer session shows 提醒我.
import { PAGE_SIZE_MAX } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sameId } from '../../../core/api/cache-patch';
import { useAddReminder, useDeleteReminder } from '../../../core/flash-sale/flash-sale-mutations';
import { useFlashSaleSessionGoods } from '../../../core/flash-sale/flash-sale-queries';
import { isLoggedInAtom } from '../../../core/state/session';
import { loginPathFor } from '../../ui/login-redirect/login-redirect';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';
import styles from './goods.module.css';

export function FlashRemindButton({ goodsId, sessionId }: { goodsId: number; sessionId: number }) {
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const session = useFlashSaleSessionGoods(
    { sessionId, pageNum: 1, pageSize: PAGE_SIZE_MAX },
    { enabled: loggedIn },
  );
  const listed = session.data?.list.find((goods) => sameId(goods.goodsId, goodsId))?.reminded;
  const [replied, setReplied] = useState<boolean>();
  const reminded = replied ?? listed ?? false;
  const onReply = (reply: { reminded: boolean }) => {
    setReplied(reply.reminded);
    showToast(reply.reminded ? '已设置提醒，开抢前通知你' : '已取消提醒');
  };
  const add = useAddReminder({ onSuccess: onReply, onError: toastError });
  const remove = useDeleteReminder({ onSuccess: onReply, onError: toastError });
  const onClick = () => {
    if (!loggedIn) {
      showToast('请先登录');
      return void navigate(loginPathFor(`/goods/${goodsId}`));
    }
    (reminded ? remove : add).mutate({ goodsId, sessionId });
  };
  return (
    <button
      type="button"
      className={styles.remind}
      disabled={add.isPending || remove.isPending || (loggedIn && session.isPending)}
      onClick={onClick}
    >
      {reminded ? '取消提醒' : '提醒我'}
    </button>
  );
}
