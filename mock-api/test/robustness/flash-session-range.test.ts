// Found by the fuzz run (scripts/robustness): a session id naming a day millennia away gave start
// and end times past Number.MAX_SAFE_INTEGER, breaking the result contract. Such ids name no session.
import { call, testApp } from '../harness.js';

describe('flash-sale session ids far in the future', () => {
  const app = testApp();

  it.each(['getNewFlashSaleGoods', 'getFlashSaleGoods'] as const)(
    '%s refuses an id beyond the last session day as a missing session',
    async (name) => {
      const res = await call(app, name, { sessionId: 1_204_662_395, pageNum: 1, pageSize: 10 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: '02', msg: '抢购场次不存在', result: null });
    },
  );

  it('still resolves a session of a near day', async () => {
    const axis = await call(app, 'getTimeAxisV2', {});
    expect(axis.body.code).toBe('01');
    const sessionId = JSON.stringify(axis.body.result).match(/"sessionId":(\d+)/)![1];
    const res = await call(app, 'getNewFlashSaleGoods', { sessionId, pageNum: 1, pageSize: 10 });
    expect(res.body.code).toBe('01');
    expect(Number.isSafeInteger(res.body.result.session.startTime)).toBe(true);
  });
});
