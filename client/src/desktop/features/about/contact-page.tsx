// /contact: the (fictional, demo) ways to reach the shop. The footer's 大宗采购 link opens it with
// ?type=bulk, which highlights the bulk-purchase card.
import { Link, useSearchParams } from 'react-router-dom';
import { DEMO_COMPANY } from '../../../core/config/site';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import styles from './static-pages.module.css';

interface ContactCard {
  key: string;
  title: string;
  lines: Array<[label: string, value: string]>;
}

export const CONTACT_CARDS: ContactCard[] = [
  {
    key: 'service',
    title: '客户服务',
    lines: [
      ['客服热线', DEMO_COMPANY.servicePhone],
      ['服务时间', DEMO_COMPANY.serviceHours],
      ['客服邮箱', 'service@example.com'],
    ],
  },
  {
    key: 'bulk',
    title: '大宗采购',
    lines: [
      ['采购热线', '400-820-1122 转 3'],
      ['采购邮箱', 'bulk@example.com'],
      ['适用范围', '企业团购、员工福利、节日礼品'],
    ],
  },
  {
    key: 'business',
    title: '商务合作',
    lines: [
      ['招商热线', '400-820-1122 转 2'],
      ['合作邮箱', 'partner@example.com'],
      ['服务时间', '周一至周五 9:00-18:00'],
    ],
  },
  {
    key: 'media',
    title: '媒体联络',
    lines: [
      ['联系邮箱', 'media@example.com'],
      ['消费者维权热线', DEMO_COMPANY.consumerHotline],
    ],
  },
];

export default function ContactPage() {
  usePageTitle('联系我们');
  const [params] = useSearchParams();
  const highlighted = params.get('type');
  return (
    <div className={`layout-width ${styles.page}`}>
      <section className={styles.banner} aria-labelledby="contact-title">
        <h1 id="contact-title">联系我们</h1>
        <p>有任何问题或建议，欢迎随时与我们联系</p>
      </section>
      <p className={styles.demoNotice} role="note">
        演示站点：以下电话、邮箱与地址均为虚构的演示数据，请勿拨打或发送。
      </p>
      <ul className={styles.contactGrid}>
        {CONTACT_CARDS.map((card) => (
          <li
            key={card.key}
            className={`${styles.contactCard} ${highlighted === card.key ? styles.highlighted : ''}`}
            aria-current={highlighted === card.key ? 'true' : undefined}
          >
            <h2 className={styles.contactTitle}>{card.title}</h2>
            <dl>
              {card.lines.map(([label, value]) => (
                <div key={label} className={styles.contactLine}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <section className={styles.card} aria-labelledby="contact-company">
        <h2 id="contact-company" className={styles.heading}>
          公司信息（演示）
        </h2>
        <dl className={styles.company}>
          <dt>公司名称</dt>
          <dd>{DEMO_COMPANY.name}</dd>
          <dt>公司地址</dt>
          <dd>上海市浦东新区演示路 88 号（演示地址）</dd>
          <dt>备案信息</dt>
          <dd>{DEMO_COMPANY.icp}</dd>
          <dt>经营许可</dt>
          <dd>{DEMO_COMPANY.licence}</dd>
        </dl>
        <p className={styles.links}>
          <Link to="/cooperation">了解商家合作</Link>
          <Link to="/about">关于我们</Link>
        </p>
      </section>
    </div>
  );
}
