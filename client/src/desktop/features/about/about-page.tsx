// /about: who the (fictional, demo) company is, what it promises and how to reach it. The footer's
// 服务承诺 link opens it with ?section=promise, which scrolls to the promises.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEMO_COMPANY, SITE_NAME } from '../../../core/config/site';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import styles from './static-pages.module.css';

const FACTS = [
  { value: '2018', label: '创立年份' },
  { value: '3000+', label: '合作品牌' },
  { value: '50万+', label: '在售商品' },
  { value: '1000万+', label: '注册用户' },
];

export const PROMISES = [
  { title: '正品保障', text: '所有自营商品均由品牌方或授权渠道直供，假一赔十。' },
  { title: '七天无理由退换', text: '签收后七天内，商品完好即可申请无理由退换货。' },
  { title: '极速发货', text: '现货商品下单后48小时内发出，物流全程可查。' },
  { title: '售后无忧', text: '专属客服全程跟进，退款、维修进度随时掌握。' },
];

export default function AboutPage() {
  usePageTitle('关于我们');
  const [params] = useSearchParams();
  const promiseRef = useRef<HTMLElement>(null);
  const section = params.get('section');

  useEffect(() => {
    if (section === 'promise') promiseRef.current?.scrollIntoView?.({ block: 'start' });
  }, [section]);

  return (
    <div className={`layout-width ${styles.page}`}>
      <section className={styles.banner} aria-labelledby="about-title">
        <h1 id="about-title">关于{SITE_NAME}</h1>
        <p>让每一件好物都物超所值</p>
      </section>
      <p className={styles.demoNotice} role="note">
        演示站点：以下公司介绍、数据与联系方式均为虚构的演示内容。
      </p>
      <div className={styles.card}>
        <section aria-labelledby="about-intro">
          <h2 id="about-intro" className={styles.heading}>
            公司简介
          </h2>
          <p className={styles.paragraph}>
            {SITE_NAME}由{DEMO_COMPANY.name}
            运营，是一个集商品商城、积分商城、限时优惠、拼团与内容社区于一体的综合购物平台。
            我们甄选品质好物，联合品牌方与工厂直供，让用户以更实惠的价格买到放心商品。
          </p>
          <p className={styles.paragraph}>
            在这里，你可以浏览文章专题、参与话题讨论、分享购物心得，也可以通过签到与购物积累积分，在积分商城兑换心仪好礼。
          </p>
        </section>
        <ul className={styles.facts} aria-label="平台数据（演示）">
          {FACTS.map((fact) => (
            <li key={fact.label}>
              <strong>{fact.value}</strong>
              <span>{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <section ref={promiseRef} id="promise" className={styles.card} aria-labelledby="about-promise">
        <h2 id="about-promise" className={styles.heading}>
          服务承诺
        </h2>
        <ul className={styles.promises}>
          {PROMISES.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="about-more">
        <h2 id="about-more" className={styles.heading}>
          了解更多
        </h2>
        <p className={styles.links}>
          <Link to="/contact">联系我们</Link>
          <Link to="/cooperation">商家合作</Link>
          <Link to="/signProtocol?type=register">用户协议</Link>
          <Link to="/signProtocol?type=privacy">隐私政策</Link>
        </p>
      </section>
    </div>
  );
}
