// A member's avatar, name, signature and counts: the head of 个人中心 and of a member's page.
import type { ResultOf } from '@storefront/contracts';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import styles from '../account.module.css';
import { ProfileStats } from './profile-stats';

type Person = Pick<
  ResultOf<'getPersonalData'>,
  'avatarUrl' | 'nickname' | 'signature' | 'integral' | 'followCount' | 'fansCount' | 'postCount'
>;

interface Props {
  person: Person;
  /** The page's own heading (a member's page) or a line (个人中心, titled by its layout). */
  nameAs: 'h1' | 'p';
  /** 积分 is one's own only. */
  withPoints?: boolean;
}

export function ProfileIntro({ person, nameAs: Name, withPoints = false }: Props) {
  return (
    <>
      <LazyImage
        src={person.avatarUrl}
        alt={`${person.nickname}的头像`}
        width={88}
        height={88}
        className={styles.avatar}
        eager
      />
      <div>
        <Name className={styles.name}>{person.nickname}</Name>
        <p className={styles.muted}>{person.signature || '这个人很懒，什么都没有写'}</p>
        <ProfileStats person={person} withPoints={withPoints} />
      </div>
    </>
  );
}
