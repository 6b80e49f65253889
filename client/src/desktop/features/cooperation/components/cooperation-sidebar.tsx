// The right-hand side bar of the cooperation page: the two partner kinds as quick switches and the
// (demo) business contact lines.
import { COOPERATION_CONTACT, COOPERATION_KINDS, type CooperationType } from '../cooperation-content';
import styles from '../cooperation-page.module.css';

interface CooperationSidebarProps {
  current: CooperationType;
  onSelect: (type: CooperationType) => void;
}

export function CooperationSidebar({ current, onSelect }: CooperationSidebarProps) {
  return (
    <aside className={styles.sidebar} aria-label="合作咨询">
      <section className={styles.sideCard} aria-labelledby="cooperation-kinds">
        <h2 id="cooperation-kinds" className={styles.sideTitle}>
          合作类型
        </h2>
        <ul className={styles.sideKinds}>
          {([1, 2] as const).map((type) => (
            <li key={type}>
              <button
                type="button"
                className={`${styles.sideKind} ${current === type ? styles.sideKindActive : ''}`}
                aria-pressed={current === type}
                onClick={() => onSelect(type)}
              >
                <strong>{COOPERATION_KINDS[type].name}</strong>
                <span>{COOPERATION_KINDS[type].audience}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.sideCard} aria-labelledby="cooperation-contact">
        <h2 id="cooperation-contact" className={styles.sideTitle}>
          联系我们
        </h2>
        <dl className={styles.contact}>
          <dt>招商热线</dt>
          <dd>{COOPERATION_CONTACT.phone}</dd>
          <dt>合作邮箱</dt>
          <dd>
            <a href={`mailto:${COOPERATION_CONTACT.email}`}>{COOPERATION_CONTACT.email}</a>
          </dd>
          <dt>工作时间</dt>
          <dd>{COOPERATION_CONTACT.hours}</dd>
          <dt>公司地址</dt>
          <dd>{COOPERATION_CONTACT.address}</dd>
        </dl>
        <p className={styles.demoNote}>以上联系方式为演示数据</p>
      </section>
    </aside>
  );
}
