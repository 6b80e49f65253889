// /cooperation (see docs/product-rules.md): breadcrumb opening in new tabs, the two partner kinds as tabs (type 1
// group buying, type 2 self-operated supplier, 2 by default, `?type=1` selects the first), the
// supplier portal button and a contact side bar.
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { CooperationPanel } from './components/cooperation-panel';
import { CooperationSidebar } from './components/cooperation-sidebar';
import { COOPERATION_KINDS, cooperationTypeFrom, type CooperationType } from './cooperation-content';
import styles from './cooperation-page.module.css';

const TYPES: CooperationType[] = [1, 2];

export default function CooperationPage() {
  usePageTitle('商家合作');
  const [params, setParams] = useSearchParams();
  const type = cooperationTypeFrom(params.get('type'));

  const selectType = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('type', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className={`layout-width ${styles.page}`}>
      <nav aria-label="面包屑" className={styles.breadcrumb}>
        <ol>
          <li>
            <a href="/home" target="_blank" rel="noopener noreferrer">
              首页
            </a>
          </li>
          <li aria-hidden="true" className={styles.separator}>
            &gt;
          </li>
          <li>
            <a href="/cooperation" target="_blank" rel="noopener noreferrer" aria-current="page">
              商家合作
            </a>
          </li>
        </ol>
      </nav>

      <section className={styles.hero} aria-labelledby="cooperation-title">
        <h1 id="cooperation-title">商家合作</h1>
        <p>
          携手多么商城，共享海量用户与全站流量。我们为第三方平台商家和自营供应商提供两种合作方式，欢迎洽谈。
        </p>
      </section>

      <div className={styles.body}>
        <Tabs.Root
          className={styles.tabs}
          value={String(type)}
          onValueChange={selectType}
          activationMode="manual"
        >
          <Tabs.List className={styles.tabList} aria-label="合作类型">
            {TYPES.map((t) => (
              <Tabs.Trigger key={t} value={String(t)} className={styles.tab} data-type={t}>
                {COOPERATION_KINDS[t].tabTitle}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TYPES.map((t) => (
            <Tabs.Content key={t} value={String(t)} className={styles.panel}>
              <CooperationPanel kind={COOPERATION_KINDS[t]} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <CooperationSidebar current={type} onSelect={(t) => selectType(String(t))} />
      </div>
    </div>
  );
}
