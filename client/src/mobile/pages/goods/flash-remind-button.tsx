// 提醒我 on a goods whose flash sale is coming: sets (or takes back) the 开抢提醒; login-only (a
// visitor logs in and comes back to the goods). The goods' read carries no reminder flag, so the
// button shows what this visit set, from the server's reply.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../core/api/errors';
import { useAddReminder, useDeleteReminder } from '../../../core/flash-sale/flash-sale-mutations';
import { isLoggedInAtom } from '../../../core/state/session';
import { loginPathFor } from '../../ui/login-redirect/login-redirect';
import { showToast } from '../../ui/toast/toast-bus';
import styles from './goods.module.css';

const tell = (error: unknown) => {
  if (!isIgnorableError(error)) showToast(errorMessage(error));
};

export function FlashRemindButton({ goodsId, sessionId }: { goodsId: number; sessionId: number }) {
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [reminded, setReminded] = useState(false);
  const onReply = (reply: { reminded: boolean }) => {
    setReminded(reply.reminded);
    showToast(reply.reminded ? '已设置提醒，开抢前通知你' : '已取消提醒');
  };
  const add = useAddReminder({ onSuccess: onReply, onError: tell });
  const remove = useDeleteReminder({ onSuccess: onReply, onError: tell });
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
      disabled={add.isPending || remove.isPending}
      onClick={onClick}
    >
      {reminded ? '取消提醒' : '提醒我'}
    </button>
  );
}
