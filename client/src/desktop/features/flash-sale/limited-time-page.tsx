// /limitedTime: the time axis of flash-sale sessions as tabs, a countdown to the chosen session's
// start or end, its goods with paging, 提醒我 for sessions still to come (logged-in users), and a
// 下一场预告 strip of the next upcoming session.
import { keepPreviousData } from '@tanstack/react-query';
import { landingSession, LOGIN_PATH, type ResultOf } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAddReminder, useDeleteReminder } from '../../../core/flash-sale/flash-sale-mutations';
import { isLoggedInAtom } from '../../../core/state/session';
import { Countdown } from '../../ui/countdown/countdown';
import { goodsHref } from '../../ui/goods-card/goods-card';
import { GoodsGridView } from '../../ui/goods-card/goods-grid-view';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { Price } from '../../ui/price/price';
import { QueryView } from '../../ui/query-view/query-view';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';
import { LimitedNav } from './components/limited-nav';
import { NextSessionPreview } from './components/next-session-preview';
import { toLocalTime } from './server-clock';
import styles from './flash-sale.module.css';
import { useLocalPaging } from '../../ui/hooks/use-local-paging';
import { useFlashSaleSessionGoods, useFlashSaleTimeAxis } from '../../../core/flash-sale/flash-sale-queries';

type Session = ResultOf<'getTimeAxisV2'>['sessions'][number];
type FlashGoods = ResultOf<'getNewFlashSaleGoods'>['list'][number];
const STATUS_TEXT: Record<Session['status'], string> = {
  ongoing: '抢购中',
  upcoming: '即将开抢',
  ended: '已结束',
};

/** The tab a visitor lands on: the running session, else the next one, else the last. */
export function defaultSession(sessions: readonly Session[]): Session | undefined {
  return landingSession(sessions, (s) => s.status);
}

export default function LimitedTimePage() {
  usePageTitle('限时优惠');
  const axis = useFlashSaleTimeAxis();
  const [chosen, setChosen] = useState<number | null>(null);
  const sessions = axis.data?.sessions ?? [];
  const session = sessions.find((s) => s.sessionId === chosen) ?? defaultSession(sessions);
  return (
    <div className={`layout-width ${styles.page}`}>
      <h1 className="visually-hidden">限时抢购</h1>
      <LimitedNav />
      <QueryView
        query={axis}
        skeleton={<Skeleton height={64} />}
        isEmpty={(d) => d.sessions.length === 0}
        emptyText="今日暂无抢购场次"
      >
        {(data) => (
          <>
            <div className={styles.axis} role="tablist" aria-label="抢购场次">
              {data.sessions.map((s) => (
                <button
                  key={s.sessionId}
                  type="button"
                  role="tab"
                  aria-selected={s.sessionId === session?.sessionId}
                  className={`${styles.slot} ${s.sessionId === session?.sessionId ? styles.slotActive : ''}`}
                  onClick={() => setChosen(s.sessionId)}
                >
                  <span className={styles.slotTime}>{s.title}</span>
                  <span>{STATUS_TEXT[s.status]}</span>
                </button>
              ))}
            </div>
            {session && (
              <div role="tabpanel" aria-label={`${session.title} 场`}>
                <SessionBanner
                  session={session}
                  serverTime={data.serverTime}
                  receivedAt={axis.dataUpdatedAt}
                  onEnd={() => void axis.refetch()}
                />
                <SessionGoods key={session.sessionId} session={session} />
              </div>
            )}
            <NextSessionPreview sessions={data.sessions} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function SessionBanner({
  session,
  serverTime,
  receivedAt,
  onEnd,
}: {
  session: Session;
  serverTime: number;
  receivedAt: number;
  onEnd: () => void;
}) {
  if (session.status === 'ended') return <p className={styles.banner}>本场已结束，看看其他场次吧</p>;
  const upcoming = session.status === 'upcoming';
  return (
    <p className={styles.banner}>
      <span>{upcoming ? '即将开抢，先设置提醒' : '抢购中，先下单先得'}</span>
      <Countdown
        tone="brand"
        prefix={upcoming ? '距开始' : '距结束'}
        endTime={toLocalTime(upcoming ? session.startTime : session.endTime, serverTime, receivedAt)}
        onEnd={onEnd}
      />
    </p>
  );
}

function SessionGoods({ session }: { session: Session }) {
  const { page, size, setPage } = useLocalPaging();
  const input = { sessionId: session.sessionId, pageNum: page, pageSize: size };
  const query = useFlashSaleSessionGoods(input, { placeholderData: keepPreviousData });
  return (
    <GoodsGridView
      query={query}
      emptyText="本场暂无抢购商品"
      paging={{ page, pageSize: size, onPage: setPage }}
      card={(g) => ({
        price: <Price fen={g.flashPrice} originalFen={g.originalPrice} />,
        meta: `已抢${g.progress}%`,
        footer: <FlashAction goods={g} session={session} />,
      })}
    />
  );
}

function FlashAction({ goods, session }: { goods: FlashGoods; session: Session }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const addReminder = useAddReminder();
  const removeReminder = useDeleteReminder();
  const [busy, setBusy] = useState(false);
  if (session.status === 'ended') {
    return (
      <span className={styles.actionMuted} aria-disabled="true">
        已结束
      </span>
    );
  }
  if (session.status === 'ongoing') {
    return goods.flashStock > 0 ? (
      <Link className={styles.action} to={goodsHref(goods.goodsId)} aria-label={`立即抢购 ${goods.name}`}>
        立即抢购
      </Link>
    ) : (
      <span className={styles.actionMuted}>已抢光</span>
    );
  }
  const toggle = async () => {
    if (!loggedIn) {
      navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    setBusy(true);
    try {
      const ids = { goodsId: goods.goodsId, sessionId: session.sessionId };
      const result = goods.reminded
        ? await removeReminder.mutateAsync(ids)
        : await addReminder.mutateAsync(ids);
      showToast(result.reminded ? '已设置开抢提醒' : '已取消提醒', 'success');
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={goods.reminded ? styles.actionGhost : styles.action}
      aria-pressed={goods.reminded}
      aria-label={`${goods.reminded ? '取消提醒' : '提醒我'} ${goods.name}`}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {goods.reminded ? '取消提醒' : '提醒我'}
    </button>
  );
}
