// The gate's rules on small made-up inputs (the gate itself runs on the real sources after Pact).
import { findCoverageGaps, namesInPact, namesUsedIn } from './coverage-gate.js';

const routes = {
  getGoods: { method: 'POST', path: '/api/goods/getGoods' },
  getGoodsAd: { method: 'GET', path: '/api/goods/getAd' },
  getCart: { method: 'POST', path: '/api/goods/cart/getCartNew' },
};

describe('coverage gate rules', () => {
  it('counts a quoted name in a call as a client use, but not a type argument or an unquoted word', () => {
    const used = namesUsedIn(
      [
        "const q = apiQuery('getGoods', { goodsId });",
        "type Ad = ResultOf<'getGoodsAd'>;",
        'getCart is mentioned in a comment',
      ],
      Object.keys(routes),
    );
    expect([...used]).toEqual(['getGoods']);
  });

  it('counts only success interactions, matched by method and path', () => {
    const covered = namesInPact(
      [
        { request: { method: 'POST', path: '/api/goods/getGoods' }, response: { body: { code: '01' } } },
        {
          request: { method: 'POST', path: '/api/goods/cart/getCartNew' },
          response: { body: { code: '52' } },
        },
        { request: { method: 'POST', path: '/api/goods/getAd' }, response: { body: { code: '01' } } },
      ],
      routes,
    );
    expect([...covered]).toEqual(['getGoods']);
  });

  it('names each entry missing a handler, a client use or a Pact interaction', () => {
    const gaps = findCoverageGaps({
      routes,
      handlerNames: ['getGoods', 'getCart'],
      clientSources: ["call('getGoods', {})", "call('getGoodsAd')"],
      pactInteractions: [
        { request: { method: 'GET', path: '/api/goods/getAd' }, response: { body: { code: '01' } } },
      ],
    });
    expect(gaps).toEqual({
      noHandler: ['getGoodsAd'],
      noClientUse: ['getCart'],
      noPact: ['getGoods', 'getCart'],
    });
  });
});
