// The gate's rules on small made-up inputs (the gate itself runs on the real sources after Pact).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findCoverageGaps, namesInPact, namesUsedIn } from './coverage-gate.js';

const routes = {
  getGoods: { method: 'POST', path: '/api/goods/getGoods' },
  getGoodsAd: { method: 'GET', path: '/api/goods/getAd' },
  getCart: { method: 'POST', path: '/api/goods/cart/getCartNew' },
  getCartNumber: { method: 'POST', path: '/api/goods/cart/getCartNumber' },
  addCart: { method: 'POST', path: '/api/goods/cart/addCart' },
  getOrders: { method: 'POST', path: '/api/order/getOrders' },
  getWaitPay: { method: 'POST', path: '/api/order/getWaitPay' },
};
const names = Object.keys(routes);
const fixtureText = readFileSync(resolve(process.cwd(), 'scripts/test/fixtures/client-uses.tsx.txt'), 'utf8');
/** The fixture as a client source file (its imports need not resolve: the literals carry the names). */
const source = (text: string) => ({
  fileName: resolve(process.cwd(), 'scripts/test/fixtures/goods-page.tsx'),
  text,
});
const fixture = source(fixtureText);

describe('coverage gate rules', () => {
  it('counts the first argument of call/callWithMessage/apiQuery by its type, not comments, strings or type arguments', () => {
    expect([...namesUsedIn([fixture], names)].sort()).toEqual([
      'addCart',
      'getCart',
      'getCartNumber',
      'getGoods',
      'getOrders',
      'getWaitPay',
    ]);
  });

  it('counts the names a generic wrapper is bounded by, but none for a wrapper over every entry', () => {
    const wrappers = source(`
      declare function apiQuery<K extends string>(name: K): unknown;
      type Name = ${names.map((n) => `'${n}'`).join(' | ')};
      export const useCartQuery = <N extends 'getCart' | 'getCartNumber'>(name: N) => apiQuery(name);
      export const useAnyQuery = <N extends Name>(name: N) => apiQuery(name);
    `);
    expect([...namesUsedIn([wrappers], names)].sort()).toEqual(['getCart', 'getCartNumber']);
  });

  it('fails for an entry once its only call site is removed', () => {
    const withoutCart = source(
      fixtureText.replace("callWithMessage('addCart', { goodsId, skuId: 1, quantity: 1 })", 'null'),
    );
    expect(withoutCart.text).not.toBe(fixtureText);
    const gaps = findCoverageGaps({
      routes,
      handlerNames: names,
      clientSources: [withoutCart],
      pactInteractions: [],
    });
    expect(gaps.noClientUse).toEqual(['getGoodsAd', 'addCart']);
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

  it('reads the reply code of a V4 pact, whose body wraps the JSON in `content`', () => {
    const v4 = (path: string, code: string) => ({
      request: { method: 'POST', path },
      response: { body: { content: { code }, contentType: 'application/json', encoded: false } },
    });
    const covered = namesInPact(
      [v4('/api/goods/getGoods', '01'), v4('/api/goods/cart/getCartNew', '52')],
      routes,
    );
    expect([...covered]).toEqual(['getGoods']);
  });

  it('names each entry missing a handler, a client use or a Pact interaction', () => {
    const gaps = findCoverageGaps({
      routes,
      handlerNames: ['getGoods', 'getCart', 'getCartNumber', 'addCart', 'getOrders', 'getWaitPay'],
      clientSources: [
        source("call('getGoods', {}); call('getCartNumber'); apiQuery('addCart'); // call('getCart')"),
      ],
      pactInteractions: [
        { request: { method: 'GET', path: '/api/goods/getAd' }, response: { body: { code: '01' } } },
      ],
    });
    expect(gaps).toEqual({
      noHandler: ['getGoodsAd'],
      noClientUse: ['getGoodsAd', 'getCart', 'getOrders', 'getWaitPay'],
      noPact: ['getGoods', 'getCart', 'getCartNumber', 'addCart', 'getOrders', 'getWaitPay'],
    });
  });
});
