/**
 * @jest-environment jsdom
 */
// The console's link to the shop: a crafted ?shop= link shows its address for that visit only and
// never changes what later visits use; only what a person types is remembered.
import { setShopUrl, shopUrl } from '../../console/src/shop-link';

const visit = (search: string): void => window.history.replaceState(null, '', `/__mock/console${search}`);

describe("the console's shop link", () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '<meta name="storefront-shop-url" content="http://localhost:8080/home">';
  });

  it('uses ?shop= for the visit without storing it', () => {
    visit('?shop=http://evil.example/home');
    expect(shopUrl()).toBe('http://evil.example/home');
    expect(localStorage.getItem('console.shopUrl')).toBeNull();
    visit('');
    expect(shopUrl()).toBe('http://localhost:8080/home');
  });

  it('remembers a typed address, which a crafted link does not replace', () => {
    setShopUrl('http://shop.test:8080/home');
    visit('?shop=http://evil.example/');
    shopUrl();
    visit('');
    expect(shopUrl()).toBe('http://shop.test:8080/home');
  });

  it('ignores an address that is not http(s)', () => {
    visit('?shop=javascript:alert(1)');
    expect(shopUrl()).toBe('http://localhost:8080/home');
  });
});
