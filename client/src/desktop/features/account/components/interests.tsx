// 我的兴趣: chips to pick (getMyInterest), saved with deitMemberInterest (at most 20).
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/button/button';
import { QueryView } from '../../../ui/query-view/query-view';
import { Skeleton } from '../../../ui/states/skeleton';
import { showToast } from '../../../ui/toast/toast-bus';
import styles from '../account.module.css';
import { useMyInterests } from '../../../../core/account/account-queries';
import { useUpdateInterests } from '../../../../core/account/profile-mutations';
import { toastError } from '../../../ui/toast/toast-error';

export const INTEREST_MAX = 20;

export function Interests() {
  const query = useMyInterests();
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    if (query.data) setChosen(query.data.filter((i) => i.selected).map((i) => i.id));
  }, [query.data]);
  const save = useUpdateInterests({
    onSuccess: () => showToast('兴趣已保存', 'success'),
    onError: toastError,
  });
  const toggle = (id: number) => {
    if (chosen.includes(id)) setChosen(chosen.filter((x) => x !== id));
    else if (chosen.length >= INTEREST_MAX) showToast(`最多选择${INTEREST_MAX}个兴趣`, 'warning');
    else setChosen([...chosen, id]);
  };
  return (
    <QueryView
      query={query}
      skeleton={<Skeleton height={60} />}
      errorTitle="兴趣加载失败"
      isEmpty={(d) => d.length === 0}
      emptyText="暂无可选兴趣"
    >
      {(list) => (
        <>
          <div className={styles.chips} role="group" aria-label="选择兴趣">
            {list.map((i) => (
              <button
                key={i.id}
                type="button"
                aria-pressed={chosen.includes(i.id)}
                className={`${styles.chip} ${chosen.includes(i.id) ? styles.chipOn : ''}`}
                onClick={() => toggle(i.id)}
              >
                {i.name}
              </button>
            ))}
          </div>
          <Button
            variant="primary"
            pending={save.isPending}
            pendingText="保存中..."
            onClick={() => save.mutate({ interestIds: chosen })}
          >
            保存兴趣
          </Button>
        </>
      )}
    </QueryView>
  );
}
