import { screen, within } from '@testing-library/react';
import { renderPage, resetHarness } from '../../../test/harness';
import AboutPage from './about-page';
import ContactPage from './contact-page';

afterEach(resetHarness);

describe('about page', () => {
  it('introduces the shop, marks the content as demo and lists the service promises', () => {
    renderPage(<AboutPage />, { url: '/about' });
    expect(document.title).toBe('关于我们 - 多么商城');
    expect(screen.getByRole('heading', { level: 1, name: '关于多么商城' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('演示');
    const promises = screen.getByRole('region', { name: '服务承诺' });
    expect(within(promises).getByText('七天无理由退换')).toBeInTheDocument();
  });

  it('scrolls to the promises when opened from the footer with ?section=promise', () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    renderPage(<AboutPage />, { url: '/about?section=promise' });
    expect(scrolled.map((el) => el.id)).toEqual(['promise']);
  });
});

describe('contact page', () => {
  it('shows the demo contact cards and says they are fictional', () => {
    renderPage(<ContactPage />, { url: '/contact' });
    expect(document.title).toBe('联系我们 - 多么商城');
    for (const title of ['客户服务', '大宗采购', '商务合作', '媒体联络'])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('虚构的演示数据');
  });

  it('highlights the bulk-purchase card when opened with ?type=bulk', () => {
    renderPage(<ContactPage />, { url: '/contact?type=bulk' });
    const bulk = screen.getByRole('heading', { name: '大宗采购' }).closest('li');
    expect(bulk).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: '客户服务' }).closest('li')).not.toHaveAttribute(
      'aria-current',
    );
  });
});
