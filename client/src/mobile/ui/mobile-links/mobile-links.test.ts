import { mobileLinkFor, routerPathOf } from './mobile-links';

describe('desktop links in the mobile shop', () => {
  it('open the matching mobile page', () => {
    expect(mobileLinkFor('/Goods?id=1102')).toBe('/goods/1102');
    expect(mobileLinkFor('/SearchProduct?keyword=坚果')).toBe(
      `/search?keyword=${encodeURIComponent('坚果')}`,
    );
    expect(routerPathOf('/m')).toBe('/');
  });

  it('fall back to the mobile home for pages it has not and links off the site', () => {
    expect(mobileLinkFor('/weekly_optimization')).toBe('/');
    expect(mobileLinkFor('https://evil.example/Goods?id=1')).toBe('/');
    expect(mobileLinkFor('//evil.example/Goods?id=1')).toBe('/');
  });
});
