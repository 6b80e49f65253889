// /m/service (在线客服), opened from 我的: the chat inside the phone shop, so the nav bar's 返回 comes
// back. The shopper is greeted by name and sees only shopper words (no account or question ids);
// the service hours and hotline sit on top for anything urgent.
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { DEMO_COMPANY } from '../../../core/config/site';
import { isLoggedInAtom, userInfoAtom } from '../../../core/state/session';
import { PageLayout } from '../../ui/page-layout/page-layout';
import styles from './service.module.css';
import { SERVICE_NAME, useChatLog } from './use-chat-log';

function ChatForm({ onSend }: { onSend: (text: string) => boolean }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) setText('');
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="留言">
      <input
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={500}
        autoComplete="off"
        enterKeyHint="send"
        placeholder="请输入您的问题"
        aria-label="留言内容"
      />
      <button type="submit" className={styles.send}>
        发送
      </button>
    </form>
  );
}

export default function ServicePage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userInfoAtom);
  const { lines, send } = useChatLog(loggedIn ? user?.nickname || null : null);
  return (
    <PageLayout title="在线客服" bottomBar={<ChatForm onSend={send} />}>
      <p className={styles.info}>
        客服时间 {DEMO_COMPANY.serviceHours} · 客服电话{' '}
        <a className={styles.phone} href={`tel:${DEMO_COMPANY.servicePhone}`}>
          {DEMO_COMPANY.servicePhone}
        </a>
      </p>
      <div className={styles.log} role="log" aria-live="polite" aria-label="对话">
        {lines.map((line) => (
          <p key={line.id} className={`${styles.line} ${line.from === 'me' ? styles.mine : ''}`}>
            <span className={styles.who}>{line.from === 'me' ? '我' : SERVICE_NAME}</span>
            {line.text}
          </p>
        ))}
      </div>
    </PageLayout>
  );
}
