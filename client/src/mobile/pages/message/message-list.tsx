// One box of 消息: its first page of messages, newest first (opening it marks the box read, see
// core's useMessageBox). A message that points somewhere in the shop offers 查看详情 on the phone.
import { MOBILE_BASE, mobilePathFor, PAGE_SIZE_MAX, type ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../core/api/errors';
import { useMessageBox, type MessageBox } from '../../../core/message/message-boxes';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import styles from './messages.module.css';

type Message = ResultOf<'commentMessageList'>['list'][number];

const timeText = (ms: number) =>
  new Date(ms).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });

/** The phone page for a message's in-shop link (a desktop path), relative to the phone's base. */
const phoneLink = (link: string): string => {
  const url = new URL(link, 'http://site.invalid');
  return mobilePathFor(url.pathname, url.search).slice(MOBILE_BASE.length) || '/';
};

function MessageRow({ message }: { message: Message }) {
  return (
    <li className={styles.message}>
      <p className={styles.title}>
        {!message.read && <span className={styles.unread} role="img" aria-label="未读" />}
        {message.title}
      </p>
      <p>{message.content}</p>
      <p className={styles.muted}>
        {message.fromUser && `${message.fromUser.nickname} · `}
        <time dateTime={new Date(message.createTime).toISOString()}>{timeText(message.createTime)}</time>
      </p>
      {message.link && (
        <Link className={styles.detail} to={phoneLink(message.link)}>
          查看详情 <span aria-hidden="true">›</span>
        </Link>
      )}
    </li>
  );
}

export function MessageList({ box }: { box: MessageBox }) {
  const messages = useMessageBox(box, { pageNum: 1, pageSize: PAGE_SIZE_MAX });
  if (messages.isPending) return <p className={styles.loading}>加载中...</p>;
  if (messages.isError)
    return <ErrorState message={errorMessage(messages.error)} onRetry={() => void messages.refetch()} />;
  if (messages.data.list.length === 0) return <EmptyState title={`暂无${box.label}消息`} />;
  return (
    <ul className={styles.list}>
      {messages.data.list.map((message) => (
        <MessageRow key={message.messageId} message={message} />
      ))}
    </ul>
  );
}
