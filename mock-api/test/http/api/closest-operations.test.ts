// An unknown /api path answers 404 as before, naming the closest catalogue operations; a mistyped
// operation name (verify) is answered with every name within two edits.
import { catalogue, type EndpointName } from '@storefront/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { closestNames, closestOperations } from '../../../src/http/api/closest-operations';
import { testApp } from '../../harness';

describe('answers that help', () => {
  it('ranks a typo of an operation first', () => {
    expect(closestOperations('/api/goods/cart/getCartNw')[0]).toMatchObject({
      name: 'getCart',
      path: '/api/goods/cart/getCartNew',
    });
    expect(closestOperations('/api/zzzzzzzzzzzzzzzzzzzzzzzzzz/qqqqqqqqqqqqqqqq')).toEqual([]);
  });

  it('names up to three close operations in the 404 of an unknown /api path', async () => {
    const res = await request(testApp()).post('/api/goods/flashSale/getTimeAxis').send({});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: '404',
      msg: expect.stringMatching(
        /^接口不存在：POST \/api\/goods\/flashSale\/getTimeAxis。相近的接口：getTimeAxisV2（POST \/api\/goods\/flashSale\/getTimeAxisV2）/,
      ),
      result: null,
    });
    expect(res.body.msg.split('、').length).toBeLessThanOrEqual(3);
  });

  it('keeps the plain 404 outside /api', async () => {
    const res = await request(testApp()).get('/nothing/here');
    expect(res.body).toEqual({ code: '404', msg: '接口不存在：GET /nothing/here', result: null });
  });
});

describe('suggestions for a mistyped operation name', () => {
  const names = Object.keys(catalogue) as EndpointName[];
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  /** One random edit: a letter inserted, removed or replaced. */
  const edit = fc
    .tuple(fc.constantFrom('insert', 'delete', 'replace'), fc.nat(), fc.constantFrom(...letters))
    .map(([kind, at, letter]) => (name: string) => {
      const i = at % (name.length + (kind === 'insert' ? 1 : 0));
      if (kind === 'insert') return name.slice(0, i) + letter + name.slice(i);
      if (kind === 'delete') return name.slice(0, i) + name.slice(i + 1);
      return name.slice(0, i) + letter + name.slice(i + 1);
    });

  it('names every operation within two edits of the typo, e.g. addCartt, addCar, getcart', () => {
    expect(closestNames('addCartt')).toContain('addCart');
    expect(closestNames('addCar')).toContain('addCart');
    expect(closestNames('getcart')[0]).toBe('getCart');
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.array(edit, { minLength: 1, maxLength: 2 }),
        (name, edits) => {
          const typo = edits.reduce((text, apply) => apply(text), name);
          fc.pre(!names.includes(typo as EndpointName));
          expect(closestNames(typo)).toContain(name);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers POST /__mock/verify for addCartt with a 03 naming addCart', async () => {
    const res = await request(testApp()).post('/__mock/verify').send({ operation: 'addCartt' });
    expect(res.body.code).toBe('03');
    expect(res.body.errors.operation).toMatch(/是否想找：.*addCart/);
  });
});
