// A member's counts under their name, on 个人中心 and on a member's page: 积分 (one's own only),
// 关注, 粉丝, 帖子.
import type { ResultOf } from '@storefront/contracts';
import styles from '../account.module.css';

type Person = Pick<ResultOf<'getPersonalData'>, 'integral' | 'followCount' | 'fansCount' | 'postCount'>;

export function ProfileStats({ person, withPoints = false }: { person: Person; withPoints?: boolean }) {
  const stats: Array<[number, string]> = [
    ...(withPoints ? ([[person.integral, '积分']] as Array<[number, string]>) : []),
    [person.followCount, '关注'],
    [person.fansCount, '粉丝'],
    [person.postCount, '帖子'],
  ];
  return (
    <div className={styles.stats}>
      {stats.map(([count, label]) => (
        <span key={label} className={styles.stat}>
          <strong>{count}</strong>
          {label}
        </span>
      ))}
    </div>
  );
}
