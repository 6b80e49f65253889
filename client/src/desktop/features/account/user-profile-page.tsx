// /heHomePage?uid=: another user's page: profile, follow / unfollow, and their posts.
import type { ResultOf } from '@storefront/contracts';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button/button';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { SimplePager } from '../../ui/pagination/simple-pager';
import { QueryView, isEmptyList } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { Skeleton, SkeletonGrid } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import styles from './account.module.css';
import { ProfileIntro } from './components/profile-intro';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import { useUserInfo, useUserPosts } from '../../../core/account/account-queries';
import { useFollowUser } from '../../../core/find/find-mutations';
import { toastError } from '../../ui/toast/toast-error';
import { parseUrlId } from '../../../core/router/url-id';

type Personal = ResultOf<'getPersonalData'>;
function Header({ uid, person }: { uid: number; person: Personal }) {
  const follow = useFollowUser({
    onSuccess: (r) => {
      showToast(r.followed ? '已关注' : '已取消关注', 'success');
    },
    onError: toastError,
  });
  return (
    <section
      className="layout-width"
      style={{ marginTop: 16, padding: 24, background: 'var(--color-surface)' }}
      aria-label="用户信息"
    >
      <div className={styles.heHead}>
        <ProfileIntro person={person} nameAs="h1" />
        <span className={styles.spacer} />
        {person.isSelf ? (
          <Link to="/UserHome" className={styles.uploadLabel}>
            进入个人中心
          </Link>
        ) : (
          <Button
            variant={person.followed ? 'default' : 'primary'}
            pending={follow.isPending}
            onClick={() => follow.mutate({ followUid: uid, follow: person.followed ? 0 : 1 })}
          >
            {person.followed ? '已关注' : '+ 关注'}
          </Button>
        )}
      </div>
    </section>
  );
}

interface PostsProps {
  uid: number;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}

function Posts({ uid, page, size, onPage }: PostsProps) {
  const query = useUserPosts({ uid, pageNum: page, pageSize: size });
  return (
    <section
      className="layout-width"
      style={{ margin: '16px auto 32px', padding: 24, background: 'var(--color-surface)' }}
      aria-labelledby="he-posts"
    >
      <h2 id="he-posts" style={{ marginBottom: 16, fontSize: 16, fontWeight: 600 }}>
        TA的帖子
      </h2>
      <QueryView
        query={query}
        skeleton={<SkeletonGrid columns={4} rows={1} cardHeight={220} />}
        isEmpty={isEmptyList}
        emptyText="TA还没有发布帖子"
        errorTitle="帖子加载失败"
      >
        {(d) => (
          <>
            <ul className={styles.posts}>
              {d.list.map((p) => (
                <li key={p.documentId} className={styles.collectCard}>
                  <Link to={`/article/articleDetail?id=${p.documentId}&type=post`}>
                    <LazyImage
                      src={p.coverUrl}
                      alt={p.title}
                      aspectRatio="16 / 9"
                      className={styles.wideCover}
                    />
                  </Link>
                  <Link to={`/article/articleDetail?id=${p.documentId}&type=post`} className={styles.title2}>
                    {p.title}
                  </Link>
                  <span className={styles.muted}>
                    {p.favorCount} 赞 · {p.commentCount} 评论
                  </span>
                </li>
              ))}
            </ul>
            <SimplePager total={d.total} paging={{ page, size, setPage: onPage }} />
          </>
        )}
      </QueryView>
    </section>
  );
}

export default function HeHomePage() {
  const { params, page, size, setPage } = useUrlPaging();
  const uid = parseUrlId(params.get('uid')) ?? 0;
  const valid = uid > 0;
  const query = useUserInfo({ uid }, { enabled: valid });
  usePageTitle(query.data ? `${query.data.nickname}的主页` : 'TA的主页');
  if (!valid) return <EmptyState title="用户不存在" description="链接中缺少用户编号" />;
  return (
    <QueryView query={query} skeleton={<Skeleton height={136} />} errorTitle="用户信息加载失败">
      {(person) => (
        <>
          <Header uid={uid} person={person} />
          <Posts uid={uid} page={page} size={size} onPage={setPage} />
        </>
      )}
    </QueryView>
  );
}
