// /m/history (我的足迹): the goods looked at on this device, grouped by day (今天, 昨天, M月D日) and
// newest first, each opening its page; 清空 asks first. Visitors have one too: it never leaves the
// device.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { groupByDay } from '../../../core/footprint/footprints';
import { useFootprints } from '../../../core/footprint/use-footprints';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { mobileGoodsPath } from '../../ui/goods-card/goods-card';
import { Image } from '../../ui/image/image';
import { PageLayout } from '../../ui/page-layout/page-layout';
import { Price } from '../../ui/price/price';
import { Sheet } from '../../ui/sheet/sheet';
import { showToast } from '../../ui/toast/toast-bus';
import styles from './footprint.module.css';

function ClearSheet({ open, onClose, onClear }: { open: boolean; onClose: () => void; onClear: () => void }) {
  const footer = (
    <div className={styles.sheetActions}>
      <button type="button" className={styles.keep} onClick={onClose}>
        取消
      </button>
      <button type="button" className={styles.confirm} onClick={onClear}>
        清空
      </button>
    </div>
  );
  return (
    <Sheet open={open} onClose={onClose} title="清空足迹" footer={footer}>
      <p className={styles.note}>确定清空全部浏览记录吗？清空后无法恢复。</p>
    </Sheet>
  );
}

export default function FootprintPage() {
  const { footprints, clear } = useFootprints();
  const [asking, setAsking] = useState(false);
  const clearButton = footprints.length > 0 && (
    <button type="button" className={styles.clear} onClick={() => setAsking(true)}>
      清空
    </button>
  );
  return (
    <PageLayout title="我的足迹" navRight={clearButton}>
      {footprints.length === 0 ? (
        <EmptyState title="还没有浏览记录" description="看过的商品会留在这里，方便再找到">
          <Link className={styles.wayOn} to="/">
            去逛逛
          </Link>
        </EmptyState>
      ) : (
        groupByDay(footprints).map((day) => (
          <section key={day.day} className={styles.day} aria-label={day.label}>
            <h2 className={styles.dayTitle}>{day.label}</h2>
            <ul className={styles.grid}>
              {day.items.map((item) => (
                <li key={item.goodsId}>
                  <Link className={styles.link} to={mobileGoodsPath(item.goodsId)} aria-label={item.name}>
                    <Image src={item.picUrl} alt="" />
                    <span className={styles.name} aria-hidden="true">
                      {item.name}
                    </span>
                    <Price fen={item.price} size="sm" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <ClearSheet
        open={asking}
        onClose={() => setAsking(false)}
        onClear={() => {
          clear();
          setAsking(false);
          showToast('足迹已清空');
        }}
      />
    </PageLayout>
  );
}
