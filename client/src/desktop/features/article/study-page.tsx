// /study: 学堂 (getPostRemendList kind=study) and, on its second tab, 生活研究所
// (getLifeDocumentList). The tab is kept in ?tab=life, the page in ?page=.
import { keepPreviousData } from '@tanstack/react-query';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { DocumentList } from './components/document-list';
import { useUrlPaging } from '../../ui/hooks/use-url-paging';
import frame from '../../ui/styles/page.module.css';
import styles from './article.module.css';
import { useRecommendedPosts } from '../../../core/find/find-queries';
import { useLifeDocuments } from '../../../core/goods/goods-queries';

interface ListProps {
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}

function StudyList({ page, size, onPage }: ListProps) {
  const query = useRecommendedPosts(
    { kind: 'study', pageNum: page, pageSize: size },
    { placeholderData: keepPreviousData },
  );
  return <DocumentList query={query} page={page} pageSize={size} onPage={onPage} emptyTitle="学堂暂无内容" />;
}

function LifeList({ page, size, onPage }: ListProps) {
  const query = useLifeDocuments({ pageNum: page, pageSize: size }, { placeholderData: keepPreviousData });
  return (
    <DocumentList query={query} page={page} pageSize={size} onPage={onPage} emptyTitle="生活研究所暂无文章" />
  );
}

export default function StudyPage() {
  const { params, page, size, update, setPage } = useUrlPaging();
  const life = params.get('tab') === 'life';
  usePageTitle(life ? '生活研究所 - 学堂' : '学堂');
  return (
    <div className={`layout-width ${frame.stack}`}>
      <header className={styles.studyHeader}>
        <h1>学堂</h1>
        <p>选购攻略、使用技巧与生活研究，帮你买得明白、用得顺手</p>
      </header>
      <div className={styles.tabs} role="tablist" aria-label="学堂栏目">
        <button
          type="button"
          role="tab"
          aria-selected={!life}
          className={`${styles.tab} ${!life ? styles.tabActive : ''}`}
          onClick={() => update({ tab: null })}
        >
          好物学堂
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={life}
          className={`${styles.tab} ${life ? styles.tabActive : ''}`}
          onClick={() => update({ tab: 'life' })}
        >
          生活研究所
        </button>
      </div>
      <section className={styles.mainWide} role="tabpanel" aria-label={life ? '生活研究所' : '好物学堂'}>
        {life ? (
          <LifeList page={page} size={size} onPage={setPage} />
        ) : (
          <StudyList page={page} size={size} onPage={setPage} />
        )}
      </section>
    </div>
  );
}
