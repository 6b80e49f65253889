// /collect_content: what the user collected, in four tabs (goods, articles, posts, topics) from the
// four my-collect lists; each card can be uncollected.
import type { EndpointName, ResultOf } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button/button';
import { goodsHref } from '../../ui/goods-card/goods-card';
import { LazyImage } from '../../ui/lazy-image/lazy-image';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { SimplePager } from '../../ui/pagination/simple-pager';
import { formatPrice } from '../../ui/price/price';
import { QueryView, type QueryLike, isEmptyList } from '../../ui/query-view/query-view';
import { EmptyState } from '../../ui/states/empty-state';
import { SkeletonGrid } from '../../ui/states/skeleton';
import { showToast } from '../../ui/toast/toast-bus';
import { TabBar, tabPanelProps } from '../../ui/tab-bar/tab-bar';
import { UserCenterLayout } from '../../ui/user-center/user-center-layout';
import styles from './account.module.css';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import {
  useCollectedDocumentList,
  useCollectedGoods,
  useCollectedTopics,
} from '../../../core/find/find-queries';
import { useCollect, useCollectTopic } from '../../../core/find/find-mutations';
import { toastError } from '../../ui/toast/toast-error';

export const COLLECT_TABS = [
  { key: 'goods', label: '商品', call: 'getMyCollectGoodList' },
  { key: 'articles', label: '文章', call: 'getMyCollectDocumentList' },
  { key: 'posts', label: '帖子', call: 'getMyCollectPostListV2' },
  { key: 'topics', label: '话题', call: 'getMyCollectFindTopiclist' },
] as const satisfies ReadonlyArray<{ key: string; label: string; call: EndpointName }>;
type TabKey = (typeof COLLECT_TABS)[number]['key'];
type Goods = ResultOf<'getMyCollectGoodList'>['list'][number];
type Doc = ResultOf<'getMyCollectDocumentList'>['list'][number];
type Topic = ResultOf<'getMyCollectFindTopiclist'>['list'][number];

const docLink = (d: Doc) =>
  d.kind === 'post'
    ? `/article/articleDetail?id=${d.documentId}&type=post`
    : d.kind === 'study'
      ? `/article/studyDetail?id=${d.documentId}`
      : `/article/articleDetail?id=${d.documentId}`;

/** 取消收藏 of goods and documents (useCollect) and of topics (useCollectTopic); both refresh every tab. */
function useUncollect() {
  const callbacks = { onSuccess: () => showToast('已取消收藏', 'success'), onError: toastError };
  const collect = useCollect(callbacks);
  const topic = useCollectTopic(callbacks);
  return {
    isPending: collect.isPending || topic.isPending,
    goods: (goodsId: number) => () => collect.mutate({ targetId: goodsId, targetType: 'goods', collect: 0 }),
    document: (documentId: number) => () =>
      collect.mutate({ targetId: documentId, targetType: 'document', collect: 0 }),
    topic: (topicId: number) => () => topic.mutate({ topicId, collect: 0, pictures: [] }),
  };
}

interface CollectListProps {
  tab: TabKey;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}

type Listed = { list: readonly unknown[]; total: number };

interface CollectGridProps<D extends Listed> extends Omit<CollectListProps, 'tab'> {
  query: QueryLike<D>;
  cards: (data: D) => ReactNode;
  label: string;
}

/** One kind of collection: the three kinds differ only in their cards, not in states, grid or pager. */
function CollectGrid<D extends Listed>({ query, cards, label, page, size, onPage }: CollectGridProps<D>) {
  return (
    <QueryView
      query={query}
      skeleton={<SkeletonGrid columns={4} rows={1} cardHeight={260} />}
      isEmpty={isEmptyList}
      empty={<EmptyState title={`还没有收藏${label}`} description="看到喜欢的内容，点一下收藏吧" />}
      errorTitle="收藏加载失败"
    >
      {(d) => (
        <>
          <ul className={styles.grid}>{cards(d)}</ul>
          {/* One page needs no pager. */}
          <SimplePager total={d.total} paging={{ page, size, setPage: onPage }} />
        </>
      )}
    </QueryView>
  );
}

function CollectList({ tab, page, size, onPage }: CollectListProps) {
  const spec = COLLECT_TABS.find((t) => t.key === tab)!;
  const input = { pageNum: page, pageSize: size };
  // Goods, documents and topics differ in shape; one query per kind keeps each typed.
  const goods = useCollectedGoods(input, { enabled: tab === 'goods' });
  const docs = useCollectedDocumentList(
    spec.call === 'getMyCollectPostListV2' ? 'getMyCollectPostListV2' : 'getMyCollectDocumentList',
    input,
    { enabled: tab === 'articles' || tab === 'posts' },
  );
  const topics = useCollectedTopics(input, { enabled: tab === 'topics' });
  const uncollect = useUncollect();
  const grid = <D extends Listed>(query: QueryLike<D>, cards: (data: D) => ReactNode) => (
    <CollectGrid query={query} cards={cards} label={spec.label} page={page} size={size} onPage={onPage} />
  );

  if (tab === 'goods')
    return grid(goods, (d) =>
      d.list.map((g: Goods) => (
        <CollectCard
          key={g.goodsId}
          to={goodsHref(g.goodsId)}
          picUrl={g.picUrl}
          name={g.name}
          meta={<strong style={{ color: 'var(--color-brand-dark)' }}>{formatPrice(g.price)}</strong>}
          busy={uncollect.isPending}
          onUncollect={uncollect.goods(g.goodsId)}
        />
      )),
    );
  if (tab === 'topics')
    return grid(topics, (d) =>
      d.list.map((t: Topic) => (
        <CollectCard
          key={t.topicId}
          to={`/find/themeDetails?id=${t.topicId}`}
          picUrl={t.coverUrl}
          wide
          name={t.title}
          title={`#${t.title}`}
          meta={<span className={styles.muted}>{t.postCount} 篇帖子</span>}
          busy={uncollect.isPending}
          onUncollect={uncollect.topic(t.topicId)}
        />
      )),
    );
  return grid(docs, (d) =>
    d.list.map((doc: Doc) => (
      <CollectCard
        key={doc.documentId}
        to={docLink(doc)}
        picUrl={doc.coverUrl}
        wide
        name={doc.title}
        meta={<span className={styles.muted}>{doc.author.nickname}</span>}
        busy={uncollect.isPending}
        onUncollect={uncollect.document(doc.documentId)}
      />
    )),
  );
}

interface CollectCardProps {
  to: string;
  picUrl: string;
  /** 16:9 cover (articles, posts, topics) instead of the square goods picture. */
  wide?: boolean;
  /** The alt text and the uncollect button's label; also the shown title unless `title` is given. */
  name: string;
  title?: string;
  meta: ReactNode;
  busy: boolean;
  onUncollect: () => void;
}

function CollectCard({ to, picUrl, wide, name, title, meta, busy, onUncollect }: CollectCardProps) {
  return (
    <li className={styles.collectCard}>
      <Link to={to}>
        <LazyImage
          src={picUrl}
          alt={name}
          aspectRatio={wide ? '16 / 9' : '1 / 1'}
          className={wide ? styles.wideCover : styles.cover}
        />
      </Link>
      <Link to={to} className={styles.title2}>
        {title ?? name}
      </Link>
      <div className={styles.cardFoot}>
        {meta}
        <Button
          size="sm"
          variant="text"
          disabled={busy}
          onClick={onUncollect}
          aria-label={`取消收藏 ${name}`}
        >
          取消收藏
        </Button>
      </div>
    </li>
  );
}

export default function CollectPage() {
  usePageTitle('我的收藏');
  const { params, page, size, update, setPage } = useUrlPaging();
  const tab = (COLLECT_TABS.find((t) => t.key === params.get('tab'))?.key ?? 'goods') as TabKey;
  return (
    <UserCenterLayout title="我的收藏">
      <div className={styles.box}>
        <TabBar
          tabs={COLLECT_TABS}
          active={tab}
          onChange={(key) => update({ tab: key })}
          label="收藏类型"
          idPrefix="collect"
        />
        <div {...tabPanelProps('collect', tab)} className={styles.tabPanel}>
          <CollectList tab={tab} page={page} size={size} onPage={setPage} />
        </div>
      </div>
    </UserCenterLayout>
  );
}
