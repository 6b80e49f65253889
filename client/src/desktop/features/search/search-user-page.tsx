// /SearchUser?keyword=…: members whose nickname matches, with 关注 for logged-in users.
import { LOGIN_PATH, type ResultOf } from '@storefront/contracts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isLoggedInAtom, userIdAtom } from '../../../core/state/session';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { userHomeHref } from '../../ui/links/site-links';
import { Skeleton } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { toastError } from '../../ui/toast/toast-error';
import { Highlight } from './components/highlight';
import { SearchLayout } from './components/search-layout';
import { SearchResults } from './components/search-results';
import { useSearchQuery } from './use-search-query';
import styles from './search.module.css';
import { useFollowUser } from '../../../core/find/find-mutations';

type Member = ResultOf<'searchMemberlist'>['list'][number];

const UserSkeleton = () => (
  <div role="status" aria-label="加载中" className={styles.users}>
    {Array.from({ length: 4 }, (_, i) => (
      <div key={i} className={styles.user}>
        <Skeleton width={56} height={56} radius={28} />
        <Skeleton width="40%" height={16} />
      </div>
    ))}
  </div>
);

export default function SearchUserPage() {
  const followUser = useFollowUser();
  const { keyword, results } = useSearchQuery('searchMemberlist');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const myId = useAtomValue(userIdAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState<number | null>(null);

  const toggleFollow = async (member: Member) => {
    if (!loggedIn) {
      navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    setBusy(member.uid);
    try {
      const result = await followUser.mutateAsync({
        followUid: member.uid,
        follow: member.followed ? 0 : 1,
      });
      showToast(result.followed ? '关注成功' : '已取消关注', 'success');
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SearchLayout type={4} keyword={keyword}>
      <SearchResults type={4} {...results} skeleton={<UserSkeleton />}>
        {(list) => (
          <ul className={styles.users}>
            {list.map((m) => (
              <li key={m.uid} className={styles.user}>
                <Link to={userHomeHref(m.uid)} tabIndex={-1} aria-hidden="true">
                  <LazyImage src={m.avatarUrl} alt="" width={56} height={56} className={styles.avatar} />
                </Link>
                <div className={styles.userBody}>
                  <p className={styles.nickname}>
                    <Link to={userHomeHref(m.uid)} aria-label={`${m.nickname}的主页`}>
                      <Highlight text={m.nickname} keyword={keyword} />
                    </Link>
                  </p>
                  <p className={styles.meta}>{m.signature || '这个人很懒，什么都没写'}</p>
                  <p className={styles.meta}>
                    粉丝 {m.fansCount} · 内容 {m.postCount}
                  </p>
                </div>
                {String(m.uid) !== myId && (
                  <button
                    type="button"
                    className={m.followed ? styles.followed : styles.follow}
                    aria-pressed={m.followed}
                    aria-label={`${m.followed ? '取消关注' : '关注'} ${m.nickname}`}
                    disabled={busy === m.uid}
                    onClick={() => void toggleFollow(m)}
                  >
                    {m.followed ? '已关注' : '+ 关注'}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </SearchResults>
    </SearchLayout>
  );
}
