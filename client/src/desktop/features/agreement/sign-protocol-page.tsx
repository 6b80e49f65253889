// /signProtocol?type=register|privacy|…: one agreement, its paragraphs shown as plain text.
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { EmptyState } from '../../ui/states/empty-state';
import { ErrorState } from '../../ui/states/error-state';
import { Skeleton } from '../../ui/states/skeleton';
import { isKnownAgreement, useAgreement } from './agreements';
import styles from './sign-protocol-page.module.css';

const formatDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`;
};

const OTHER_AGREEMENTS = (
  <p className={styles.others}>
    <Link to="/signProtocol?type=register">用户协议</Link>
    <Link to="/signProtocol?type=privacy">隐私政策</Link>
  </p>
);

export default function SignProtocolPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const known = isKnownAgreement(type);
  const query = useAgreement(type);
  const agreement = known ? query.data : undefined;
  usePageTitle(agreement?.title ?? '协议');

  let body;
  if (!known) {
    body = (
      <EmptyState
        title="未找到该协议"
        description="链接中的协议类型无效，您可以查看以下协议："
        action={OTHER_AGREEMENTS}
      />
    );
  } else if (query.isPending) {
    body = (
      <div className={styles.skeleton} role="status" aria-label="加载中">
        <Skeleton height={28} width="40%" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={16} width={i % 3 === 2 ? '70%' : '100%'} />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!agreement || agreement.paragraphs.length === 0) {
    body = <EmptyState title="协议内容暂未发布" action={OTHER_AGREEMENTS} />;
  } else {
    body = (
      <article aria-labelledby="agreement-title">
        <h1 id="agreement-title" className={styles.title}>
          {agreement.title}
        </h1>
        <p className={styles.updated}>更新日期：{formatDate(agreement.updateTime)}</p>
        <div className={styles.text}>
          {agreement.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </article>
    );
  }

  return <div className={`layout-width ${styles.page}`}>{body}</div>;
}
