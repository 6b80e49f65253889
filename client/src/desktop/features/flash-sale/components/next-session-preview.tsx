// 下一场预告 on /limitedTime: up to five goods of the next session still to come, so a visitor sees
// what is coming without switching tabs. Nothing is shown when no session is upcoming or it has no goods.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../../core/api/errors';
import { goodsHref } from '../../../ui/goods-card/goods-card';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import { Price } from '../../../ui/price/price';
import { Section } from '../../../ui/section/section';
import { Skeleton } from '../../../ui/states/skeleton';
import styles from '../flash-sale.module.css';
import { useFlashSaleGoods } from '../../../../core/flash-sale/flash-sale-queries';

type Session = ResultOf<'getTimeAxisV2'>['sessions'][number];
export const PREVIEW_SIZE = 5;

/** The earliest session that has not started yet, or undefined. */
export function nextUpcoming(sessions: readonly Session[]): Session | undefined {
  return sessions.filter((s) => s.status === 'upcoming').sort((a, b) => a.startTime - b.startTime)[0];
}

export function NextSessionPreview({ sessions }: { sessions: readonly Session[] }) {
  const next = nextUpcoming(sessions);
  const query = useFlashSaleGoods(
    { sessionId: next?.sessionId ?? 0, pageSize: PREVIEW_SIZE },
    { enabled: next !== undefined },
  );
  if (!next) return null;
  const title = `下一场预告 ${next.title}`;
  if (query.isPending) {
    return (
      <Section title={title}>
        <div role="status" aria-label="加载中">
          <Skeleton height={120} />
        </div>
      </Section>
    );
  }
  if (query.isError) {
    return (
      <Section title={title}>
        <p className={styles.muted}>
          {errorMessage(query.error)}{' '}
          <button type="button" className={styles.previewRetry} onClick={() => void query.refetch()}>
            重新加载预告
          </button>
        </p>
      </Section>
    );
  }
  const goods = query.data.list.slice(0, PREVIEW_SIZE);
  if (goods.length === 0) return null;
  return (
    <Section title={title} subtitle="即将开抢，先睹为快">
      <ul className={styles.previewList}>
        {goods.map((g) => (
          <li key={g.goodsId}>
            <Link to={goodsHref(g.goodsId)} className={styles.previewItem}>
              <LazyImage src={g.picUrl} alt={g.name} aspectRatio="1 / 1" />
              <span className={styles.previewName}>{g.name}</span>
              <Price fen={g.flashPrice} originalFen={g.originalPrice} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
