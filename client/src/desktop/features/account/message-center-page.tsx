// /messageCenter: five boxes 点赞/评论/关注/官方/订单 with their unread counts (messageTotal).
// Opening a box reads it (the server marks it read when listed), so the box's count is cleared in
// the header atom at once and messageTotal refetched to keep the header badge true.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../ui/format/format-time';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { SimplePager } from '../../ui/pagination/simple-pager';
import { QueryView, isEmptyList } from '../../ui/query-view/query-view';
import { Skeleton } from '../../ui/states/skeleton';
import { TabBar, tabPanelProps } from '../../ui/tab-bar/tab-bar';
import { UserCenterLayout } from '../../ui/user-center/user-center-layout';
import styles from './account.module.css';
import { MESSAGE_BOXES, useMessageBox, type MessageBox } from '../../../core/message/message-boxes';
import { useUnreadCounts } from '../../../core/message/message-queries';
import { useAtomValue } from 'jotai';
import { userIdAtom } from '../../../core/state/session';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';

type TabKey = MessageBox['key'];
type Message = ResultOf<'commentMessageList'>['list'][number];

function MessageRow({ m }: { m: Message }) {
  return (
    <li className={styles.message}>
      {m.fromUser ? (
        <Link to={`/heHomePage?uid=${m.fromUser.uid}`} aria-label={`${m.fromUser.nickname}的主页`}>
          <LazyImage
            src={m.fromUser.avatarUrl}
            alt=""
            width={40}
            height={40}
            className={styles.messageAvatar}
          />
        </Link>
      ) : (
        <LazyImage src={null} alt="" width={40} height={40} className={styles.messageAvatar} />
      )}
      <div>
        <p className={styles.messageTitle}>
          {!m.read && <span className={styles.unreadDot} role="img" aria-label="未读" />}
          {m.title}
        </p>
        <p className={styles.muted}>{m.content}</p>
        {m.link && (
          <Link to={m.link} className={styles.muted} style={{ color: '#1d5bbf' }}>
            查看详情
          </Link>
        )}
      </div>
      <time className={styles.messageTime}>{formatDateTime(m.createTime)}</time>
    </li>
  );
}

function Box({
  tab,
  page,
  size,
  onPage,
}: {
  tab: MessageBox;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}) {
  const query = useMessageBox(tab, { pageNum: page, pageSize: size });
  return (
    <QueryView
      query={query}
      skeleton={<Skeleton height={200} />}
      isEmpty={isEmptyList}
      emptyText={`暂无${tab.label}消息`}
      errorTitle="消息加载失败"
    >
      {(d) => (
        <>
          <ul className={styles.messages}>
            {d.list.map((m) => (
              <MessageRow key={m.messageId} m={m} />
            ))}
          </ul>
          <SimplePager total={d.total} paging={{ page, size, setPage: onPage }} />
        </>
      )}
    </QueryView>
  );
}

export default function MessageCenterPage() {
  usePageTitle('消息中心');
  const { params, page, size, update, setPage } = useUrlPaging();
  const tab = MESSAGE_BOXES.find((t) => t.key === params.get('tab')) ?? MESSAGE_BOXES[0];
  const uid = Number(useAtomValue(userIdAtom));
  const totals = useUnreadCounts({ uid }, { enabled: uid > 0 });
  const tabs = MESSAGE_BOXES.map((t) => ({
    key: t.key,
    label: t.label,
    count: t.key === tab.key ? 0 : totals.data?.[t.total],
  }));
  return (
    <UserCenterLayout title="消息中心">
      <div className={styles.box}>
        <TabBar
          tabs={tabs}
          active={tab.key as TabKey}
          onChange={(key) => update({ tab: key })}
          label="消息类型"
          idPrefix="messages"
        />
        <div {...tabPanelProps('messages', tab.key)} className={styles.tabPanel}>
          <Box key={tab.key} tab={tab} page={page} size={size} onPage={setPage} />
        </div>
      </div>
    </UserCenterLayout>
  );
}
