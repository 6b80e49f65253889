// 限时抢购 /m/flash: the day's sessions as tabs (the running one first chosen, ?session= keeps the
// choice), the chosen session's countdown and its goods with their flash price and progress.
import { landingSession } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../core/api/errors';
import { useFlashSaleTimeAxis } from '../../../core/flash-sale/flash-sale-queries';
import { invalidateApi } from '../../../core/api/query';
import { Countdown } from '../../ui/countdown/countdown';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ErrorState } from '../../ui/error-state/error-state';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { FlashSaleGoodsList } from './flash-sale-goods-list';
import styles from './flash-sale.module.css';

const STATUS_TEXT = { ended: '已结束', ongoing: '抢购中', upcoming: '即将开始' } as const;

export default function FlashSalePage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const axis = useFlashSaleTimeAxis();
  const sessions = axis.data?.sessions ?? [];
  const wanted = Number(params.get('session'));
  const current = sessions.find((s) => s.sessionId === wanted) ?? landingSession(sessions, (s) => s.status);

  return (
    <PageLayout title="限时抢购">
      {axis.isPending && (
        <div className={styles.pad} role="status" aria-busy="true" aria-label="加载中">
          <Skeleton lines={6} />
        </div>
      )}
      {axis.isError && <ErrorState message={errorMessage(axis.error)} onRetry={() => void axis.refetch()} />}
      {axis.isSuccess && !current && <EmptyState title="今日暂无抢购场次" description="明天再来看看吧" />}
      {current && axis.data && (
        <>
          <div className={styles.sessions} role="tablist" aria-label="抢购场次">
            {sessions.map((s) => (
              <button
                key={s.sessionId}
                type="button"
                role="tab"
                id={`flash-tab-${s.sessionId}`}
                aria-selected={s.sessionId === current.sessionId}
                aria-controls="flash-panel"
                className={
                  s.sessionId === current.sessionId
                    ? `${styles.session} ${styles.sessionCurrent}`
                    : styles.session
                }
                onClick={() => setParams({ session: String(s.sessionId) }, { replace: true })}
              >
                <strong>{s.title}</strong>
                <span>{STATUS_TEXT[s.status]}</span>
              </button>
            ))}
          </div>
          <section id="flash-panel" role="tabpanel" aria-labelledby={`flash-tab-${current.sessionId}`}>
            <div className={styles.timer}>
              {current.status === 'ended' ? (
                <span>本场已结束</span>
              ) : (
                <Countdown
                  key={current.sessionId}
                  label={current.status === 'ongoing' ? '距本场结束' : '距本场开始'}
                  endTime={current.status === 'ongoing' ? current.endTime : current.startTime}
                  serverTime={axis.data.serverTime}
                  receivedAt={axis.dataUpdatedAt}
                  onEnd={() => void invalidateApi(queryClient, 'getTimeAxisV2', 'getNewFlashSaleGoods')}
                />
              )}
            </div>
            <FlashSaleGoodsList sessionId={current.sessionId} status={current.status} />
          </section>
        </>
      )}
    </PageLayout>
  );
}
