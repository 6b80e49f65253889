// An article or a post, readable on a phone: title, author and date, the cover or the post's
// pictures, the paragraphs, and the goods it mentions. Loads by id; an unknown or deleted one is
// answered in Chinese.
import { Link } from 'react-router-dom';
import { errorMessage, isApiError, isIgnorableError } from '../../../core/api/errors';
import { useDocumentDetail } from '../../../core/find/find-queries';
import { GonePage } from '../empty-state/gone-page';
import { ErrorState } from '../error-state/error-state';
import { GoodsShelf } from '../goods-shelf/goods-shelf';
import { Image } from '../image/image';
import { PageLayout } from '../page-layout/page-layout';
import { Skeleton, SkeletonBlock } from '../skeleton/skeleton';
import styles from './document-view.module.css';
import { parseUrlId } from '../../../core/router/url-id';

const dateText = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The topic a post belongs to, opening the topic's page. */
function TopicLine({ topicId, title }: { topicId: number; title: string }) {
  return (
    <p className={styles.topic}>
      {topicId > 0 ? <Link to={`/topic/${topicId}`}>#{title}</Link> : `#${title}`}
    </p>
  );
}

interface Props {
  /** The page's name: 文章详情 or 帖子详情. */
  title: string;
  rawId: string | undefined;
}

export function DocumentView({ title, rawId }: Props) {
  const documentId = parseUrlId(rawId);
  const doc = useDocumentDetail({ documentId: documentId ?? 0 }, { enabled: documentId !== null });

  if (documentId === null || (isApiError(doc.error) && doc.error.code === '02'))
    return <GonePage pageTitle={title} title="内容不存在或已删除" />;
  if (doc.isError)
    return (
      <PageLayout title={title}>
        {!isIgnorableError(doc.error) && (
          <ErrorState message={errorMessage(doc.error)} onRetry={() => void doc.refetch()} homeLink />
        )}
      </PageLayout>
    );
  if (!doc.data)
    return (
      <PageLayout title={title}>
        <div className={styles.body} role="status" aria-busy="true" aria-label="加载中">
          <SkeletonBlock height={24} />
          <Skeleton lines={8} />
        </div>
      </PageLayout>
    );

  const d = doc.data;
  const isPost = d.kind === 'post';
  return (
    <PageLayout title={title}>
      <article className={styles.body}>
        <h2 className={styles.title}>{d.title}</h2>
        <div className={styles.byline}>
          <Image className={styles.avatar} src={d.author.avatarUrl} alt="" />
          <span className={styles.author}>{d.author.nickname}</span>
          <time dateTime={new Date(d.createTime).toISOString()}>{dateText(d.createTime)}</time>
          <span>{d.viewCount}次浏览</span>
        </div>
        {d.topicTitle && <TopicLine topicId={d.topicId} title={d.topicTitle} />}
        {!isPost && d.coverUrl && (
          <Image className={styles.cover} src={d.coverUrl} alt={d.title} ratio="16 / 9" eager />
        )}
        {d.paragraphs.map((text, i) => (
          <p key={i} className={styles.paragraph}>
            {text}
          </p>
        ))}
        {d.pictures.length > 0 && (
          <div className={isPost ? styles.pictureGrid : styles.pictures}>
            {d.pictures.map((src, i) => (
              <Image key={src} src={src} alt={`${d.title} 配图${i + 1}`} ratio={isPost ? '1 / 1' : '4 / 3'} />
            ))}
          </div>
        )}
        <p className={styles.stats}>
          {d.favorCount}人点赞 · {d.commentCount}条评论
        </p>
      </article>
      <GoodsShelf title="文中好物" goods={d.goods} />
    </PageLayout>
  );
}
