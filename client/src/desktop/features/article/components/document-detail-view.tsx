// The body of a document detail page (articles, posts, study notes, 生活研究所): title, author,
// time, text, pictures, related goods, like/collect, author and comments. Everything written by
// users is rendered as text; nothing is injected as HTML.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GoodsCard } from '../../../ui/goods-card/goods-card';
import { GoodsGrid } from '../../../ui/goods-card/goods-grid';
import { LazyImage } from '../../../ui/lazy-image/lazy-image';
import type { DocumentDetail } from '../document-links';
import { countText } from '../../../ui/format/relative-time';
import { formatDate } from '../../../ui/format/format-time';
import { AuthorCard } from './author-card';
import { CommentSection } from './comment-section';
import { DocumentActions } from './document-actions';
import frame from '../../../ui/styles/page.module.css';
import styles from '../article.module.css';
import { AuthorLink } from './author-link';

const KIND_NAMES: Record<DocumentDetail['kind'], string> = {
  article: '文章',
  post: '帖子',
  study: '学堂',
  life: '生活研究所',
};

interface DocumentDetailViewProps {
  doc: DocumentDetail;
  aside?: ReactNode;
}

/** Kind, title, author, date, views and topic of a document. */
function DocumentHead({ doc }: { doc: DocumentDetail }) {
  return (
    <>
      <p className={styles.kind}>{KIND_NAMES[doc.kind]}</p>
      <h1 id="document-title" className={styles.title}>
        {doc.title}
      </h1>
      <p className={styles.detailMeta}>
        <AuthorLink author={doc.author} size={24} />
        <time dateTime={new Date(doc.createTime).toISOString()}>{formatDate(doc.createTime)}</time>
        <span>浏览 {countText(doc.viewCount)}</span>
        {doc.topicTitle && doc.topicId > 0 && (
          <Link className={styles.topicTag} to={`/find/themeDetails?id=${doc.topicId}`}>
            #{doc.topicTitle}
          </Link>
        )}
      </p>
    </>
  );
}

/** Pictures below the text, numbered from `first` in their alt text. */
function Pictures({ title, pictures, first }: { title: string; pictures: string[]; first: number }) {
  if (pictures.length === 0) return null;
  return (
    <div className={styles.pictures}>
      {pictures.map((src, index) => (
        <LazyImage
          key={`${src}-${index}`}
          src={src}
          alt={`${title} 配图${index + first}`}
          aspectRatio="4 / 3"
        />
      ))}
    </div>
  );
}

export function DocumentDetailView({ doc, aside }: DocumentDetailViewProps) {
  const pictures = doc.pictures.length > 0 ? doc.pictures : doc.kind === 'post' ? [] : [doc.coverUrl];
  return (
    <div className={frame.columns}>
      <div className={frame.main}>
        <article className={styles.card} aria-labelledby="document-title">
          <DocumentHead doc={doc} />
          {doc.kind !== 'post' && pictures[0] && (
            <LazyImage
              src={pictures[0]}
              alt={doc.title}
              aspectRatio="16 / 9"
              eager
              className={styles.cover}
            />
          )}
          <div className={styles.text}>
            {doc.paragraphs.length === 0 ? (
              <p className={styles.muted}>{doc.summary || '暂无正文'}</p>
            ) : (
              doc.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
            )}
          </div>
          {/* A post shows all its pictures below the text; an article's first is its cover. */}
          <Pictures
            title={doc.title}
            pictures={doc.kind === 'post' ? pictures : pictures.slice(1)}
            first={doc.kind === 'post' ? 1 : 2}
          />
          <DocumentActions doc={doc} />
        </article>
        {doc.goods.length > 0 && (
          <section className={styles.card} aria-labelledby="document-goods">
            <h2 id="document-goods" className={styles.cardTitle}>
              文中好物
            </h2>
            <GoodsGrid columns={4}>
              {doc.goods.map((goods) => (
                <GoodsCard key={goods.goodsId} goods={goods} showTags={false} />
              ))}
            </GoodsGrid>
          </section>
        )}
        <CommentSection documentId={doc.documentId} commentCount={doc.commentCount} />
      </div>
      <aside className={styles.side} aria-label="作者与推荐">
        <AuthorCard doc={doc} />
        {aside}
      </aside>
    </div>
  );
}

export function DocumentDetailSkeleton() {
  return (
    <div className={frame.columns} role="status" aria-label="加载中">
      <div className={`${frame.main} ${styles.card}`}>
        <span className={styles.shimmer} style={{ width: '70%', height: 30 }} />
        <span className={styles.shimmer} style={{ width: '40%', height: 16, marginTop: 12 }} />
        <span className={styles.shimmer} style={{ width: '100%', aspectRatio: '16 / 9', marginTop: 16 }} />
      </div>
      <div className={styles.side}>
        <span className={`${styles.sideCard} ${styles.shimmer}`} style={{ height: 180 }} />
      </div>
    </div>
  );
}
