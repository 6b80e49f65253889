// /m/messages (消息): the five boxes 点赞/评论/关注/官方/订单, each with its unread count from
// messageTotal, and the open box's messages. The box is in the URL (?box=), so back and reload keep it.
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { MESSAGE_BOXES } from '../../../core/message/message-boxes';
import { useMessageTotals } from '../../../core/message/message-totals';
import { badgeText } from '../../ui/tab-bar/tab-bar';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { MessageList } from './message-list';
import styles from './messages.module.css';
import { messageTotalsAtom } from '../../../core/state/badge-counts';

export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const box = MESSAGE_BOXES.find((b) => b.key === params.get('box')) ?? MESSAGE_BOXES[0];
  useMessageTotals();
  const totals = useAtomValue(messageTotalsAtom);
  return (
    <PageLayout title="消息">
      <div className={styles.tabs} role="tablist" aria-label="消息分类">
        {MESSAGE_BOXES.map(({ key, label, total }) => {
          const count = badgeText(totals?.[total] ?? 0);
          return (
            <button
              key={key}
              type="button"
              role="tab"
              id={`message-tab-${key}`}
              aria-selected={box.key === key}
              aria-controls="message-panel"
              aria-label={count ? `${label}，${count}条未读` : label}
              className={styles.tab}
              onClick={() => setParams({ box: key }, { replace: true })}
            >
              {label}
              {count && (
                <span className={styles.count} aria-hidden="true">
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div id="message-panel" role="tabpanel" aria-labelledby={`message-tab-${box.key}`}>
        <MessageList key={box.key} box={box} />
      </div>
    </PageLayout>
  );
}
