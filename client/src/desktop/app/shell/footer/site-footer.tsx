// Footer (see docs/product-rules.md): customer service, promise, bulk purchase, about, business cooperation, contact,
// user agreement, privacy policy, the current year, registration and licence lines (invented demo
// values, labelled as such), the service and consumer lines, and back-to-top over 200 ms.
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_COMPANY, SITE_NAME } from '../../../../core/config/site';
import { ArrowUpIcon } from '../../../ui/icons/icons';
import { scrollToTop } from '../../../ui/scroll/scroll-to-top';
import { useContactService } from '../../../ui/contact-service/use-contact-service';
import styles from './site-footer.module.css';

const PROMISES = [
  { title: '正品保障', text: '品牌直供 假一赔十' },
  { title: '七天无理由', text: '七天无理由退换货' },
  { title: '极速发货', text: '下单后48小时内发货' },
  { title: '售后无忧', text: '专属客服 全程跟进' },
];

/** The footer's page links, between 联系客服 and 回到顶部. */
const FOOTER_LINKS = [
  { to: '/about?section=promise', label: '服务承诺' },
  { to: '/contact?type=bulk', label: '大宗采购' },
  { to: '/about', label: '关于我们' },
  { to: '/cooperation', label: '商务合作' },
  { to: '/contact', label: '联系我们' },
  { to: '/signProtocol?type=register', label: '用户协议' },
  { to: '/signProtocol?type=privacy', label: '隐私政策' },
];

interface SiteFooterProps {
  /** Extra information a page wants to show above the legal lines (docs/product-rules.md: optional prop). */
  extraInfo?: ReactNode;
}

export const SiteFooter = forwardRef<HTMLElement, SiteFooterProps>(function SiteFooter({ extraInfo }, ref) {
  const year = new Date().getFullYear();
  const contactService = useContactService();

  return (
    <footer ref={ref} className={styles.footer} id="site-footer">
      <div className={styles.promises}>
        <ul className={`layout-width ${styles.promiseList}`}>
          {PROMISES.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={`layout-width ${styles.body}`}>
        <nav className={styles.links} aria-label="页脚链接">
          <button type="button" className={styles.link} onClick={contactService}>
            联系客服
          </button>
          {FOOTER_LINKS.map(({ to, label }) => (
            <Link key={to} className={styles.link} to={to}>
              {label}
            </Link>
          ))}
          <button type="button" className={`${styles.link} ${styles.top}`} onClick={() => void scrollToTop()}>
            <ArrowUpIcon size={14} />
            回到顶部
          </button>
        </nav>
        {extraInfo && <div className={styles.extra}>{extraInfo}</div>}
        <p className={styles.lines}>
          <span>
            客服热线：{DEMO_COMPANY.servicePhone}（{DEMO_COMPANY.serviceHours}）
          </span>
          <span>消费者维权热线：{DEMO_COMPANY.consumerHotline}</span>
        </p>
        <p className={styles.lines}>
          <span>{DEMO_COMPANY.icp}</span>
          <span>{DEMO_COMPANY.police}</span>
          <span>{DEMO_COMPANY.licence}</span>
        </p>
        <p className={styles.lines}>
          <span>
            © {year} {SITE_NAME} {DEMO_COMPANY.name} 版权所有
          </span>
        </p>
        <p className={styles.demoNote}>本站为演示站点，备案号、许可证号与电话号码均为演示数据。</p>
      </div>
    </footer>
  );
});
