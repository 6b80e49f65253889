// An unknown /api path answers 404 as before, naming the closest catalogue operations.
import request from 'supertest';
import { closestOperations } from '../../../src/http/api/closest-operations';
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
