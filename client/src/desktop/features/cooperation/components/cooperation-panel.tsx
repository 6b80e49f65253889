// One partner kind: who it is for, how it works, what it costs or which forms it takes, and its
// advantages. Self-operated suppliers also get the portal button.
import { SUPPLIER_PORTAL_URL, type CooperationKind, type CooperationPoint } from '../cooperation-content';
import styles from '../cooperation-page.module.css';

function PointList({ title, points, id }: { title: string; points: CooperationPoint[]; id: string }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.blockTitle}>
        {title}
      </h3>
      <ul className={styles.points}>
        {points.map((point, index) => (
          <li key={point.title} className={styles.point}>
            <span className={styles.pointIndex} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <strong>{point.title}</strong>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CooperationPanel({ kind }: { kind: CooperationKind }) {
  const prefix = `cooperation-${kind.type}`;
  return (
    <article aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className={styles.panelTitle}>
        {kind.tabTitle}
      </h2>
      <p className={styles.audience}>
        <span className={styles.audienceLabel}>{kind.name}</span>适合：{kind.audience}
      </p>
      {kind.intro.map((line) => (
        <p key={line} className={styles.intro}>
          {line}
        </p>
      ))}
      <section className={styles.block} aria-labelledby={`${prefix}-flow`}>
        <h3 id={`${prefix}-flow`} className={styles.blockTitle}>
          合作流程
        </h3>
        <ol className={styles.flow}>
          {kind.flow.map((step, index) => (
            <li key={step}>
              <span className={styles.flowIndex}>{index + 1}</span>
              {step}
            </li>
          ))}
        </ol>
      </section>
      {kind.payment && (
        <PointList id={`${prefix}-payment`} title={kind.paymentTitle ?? '合作方式'} points={kind.payment} />
      )}
      {kind.forms && <PointList id={`${prefix}-forms`} title="合作形式" points={kind.forms} />}
      <PointList id={`${prefix}-advantages`} title="合作优势" points={kind.advantages} />
      {kind.type === 2 && (
        <div className={styles.portal}>
          <a
            className={styles.portalButton}
            href={SUPPLIER_PORTAL_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            供应商入驻
          </a>
          <span className={styles.portalNote}>将在新窗口打开供应商入驻平台（演示地址）</span>
        </div>
      )}
    </article>
  );
}
