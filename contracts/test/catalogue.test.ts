import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue, catalogueAreas, catalogueEntries, endpointNames } from '../src/catalogue/catalogue';
import { fieldIssues } from '../src/catalogue/request-issues';
import { catalogueSchemas, descriptionOf } from '../src/catalogue/schemas';
import { concreteInput } from '../src/examples';

const specCalls = readFileSync(join(__dirname, 'spec-paths.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

const catalogueCalls = catalogueEntries().map(([, entry]) => `${entry.method} ${entry.path}`);

describe('endpoint catalogue', () => {
  it('holds every upstream call with its exact method and spelling', () => {
    const missing = specCalls.filter((call) => !catalogueCalls.includes(call));
    expect(missing).toEqual([]);
  });

  it('holds no call the upstream does not have', () => {
    const extra = catalogueCalls.filter((call) => !specCalls.includes(call));
    expect(extra).toEqual([]);
  });

  it('gives every path to exactly one entry', () => {
    const paths = catalogueEntries().map(([, entry]) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a request and a result schema for every entry and no schema without an entry', () => {
    expect(Object.keys(catalogueSchemas).sort()).toEqual([...endpointNames].sort());
  });

  it('keeps every entry in exactly one area', () => {
    const perArea = Object.values(catalogueAreas).reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(perArea).toBe(endpointNames.length);
  });

  it('states method, auth mode and a Chinese summary for every entry', () => {
    for (const [name, entry] of catalogueEntries()) {
      expect([name, ['GET', 'POST'].includes(entry.method)]).toEqual([name, true]);
      expect([name, ['none', 'optional', 'required'].includes(entry.auth)]).toEqual([name, true]);
      expect([name, /[\u4e00-\u9fa5]/.test(entry.summary)]).toEqual([name, true]);
    }
  });

  it('requires a session for the cart, orders, addresses, coupons and messages', () => {
    const guarded = ['cart', 'order', 'address', 'coupon'] as const;
    for (const area of guarded) {
      for (const [name, entry] of Object.entries(catalogueAreas[area])) {
        if (name === 'getSaleSku' || name === 'getWebArea') continue;
        expect([name, entry.auth]).toEqual([name, 'required']);
      }
    }
    expect(catalogue.messageTotal.auth).toBe('required');
    expect(catalogue.mobileAndPasswordToLogin.auth).toBe('none');
  });
});

describe('catalogue schemas', () => {
  it('accept a well-formed request and coerce form strings to numbers', () => {
    const parsed = catalogueSchemas.getCategoryGoodsNew.request.parse({ cid: '12', pageNum: '2' });
    expect(parsed).toEqual({ cid: 12, pageNum: 2, pageSize: 10, orderType: 0 });
  });

  it('refuse a bad request with a Chinese message per field', () => {
    const outcome = catalogueSchemas.addCart.request.safeParse({ goodsId: 'abc', skuId: '1', quantity: '0' });
    expect(outcome.success).toBe(false);
    const fields = outcome.error!.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['goodsId', 'quantity']));
    expect(outcome.error!.issues.find((i) => i.path[0] === 'quantity')!.message).toBe('数量至少为1');
  });

  it('limit search keywords to 100 characters and trim them', () => {
    const search = catalogueSchemas.searchGoodslist.request;
    expect(search.safeParse({ keyword: 'x'.repeat(101) }).success).toBe(false);
    expect(search.parse({ keyword: '  手机  ' }).keyword).toBe('手机');
    expect(search.safeParse({ keyword: '   ' }).success).toBe(false);
  });

  it('only accept search types 1 to 4 for hot words', () => {
    const hot = catalogueSchemas.getSearchHotWord.request;
    expect(hot.safeParse({ searchType: '4' }).success).toBe(true);
    expect(hot.safeParse({ searchType: '0' }).success).toBe(false);
    expect(hot.safeParse({ searchType: '5' }).success).toBe(false);
  });

  it('require a SKU and quantity when buying at once but not when settling the cart', () => {
    const settle = catalogueSchemas.getOrderSettleInfoNew.request;
    expect(settle.safeParse({ source: 'cart' }).success).toBe(true);
    expect(settle.safeParse({ source: 'buyNow', goodsId: '1' }).success).toBe(false);
    expect(settle.safeParse({ source: 'buyNow', goodsId: '1', skuId: '2', quantity: '1' }).success).toBe(
      true,
    );
  });

  it('accept the QR scene of a visitor and of a user and refuse any other shape', () => {
    const qr = catalogueSchemas.createQrCode.request;
    expect(qr.safeParse({ page: 'pages/goods/goods', scene: '0&0&pc@' }).success).toBe(true);
    expect(qr.safeParse({ page: 'pages/goods/goods', scene: 'abc&100001&pc@' }).success).toBe(true);
    expect(qr.safeParse({ page: 'pages/goods/goods', scene: 'abc' }).success).toBe(false);
  });
});

describe('the login request', () => {
  const login = catalogueSchemas.mobileAndPasswordToLogin.request;
  const fieldsOf = (input: object) =>
    Object.fromEntries(
      fieldIssues(login.safeParse(input).error?.issues ?? [], input).map((i) => [
        i.path.join('.'),
        i.message,
      ]),
    );

  it('takes the password or an SMS code, exactly one, and names the field otherwise', () => {
    expect(login.safeParse({ mobile: '13800138000', password: 'demo1234' }).success).toBe(true);
    expect(login.safeParse({ mobile: '13800138000', code: '123456' }).success).toBe(true);
    // Both match both members of the exclusive union: the request as a whole is refused.
    expect(fieldsOf({ mobile: '13800138000', password: 'demo1234', code: '123456' })).toEqual({
      '': '密码和验证码只能填写一项',
    });
    expect(fieldsOf({ mobile: '13800138000' })).toEqual({ password: '请输入密码或验证码' });
    expect(fieldsOf({ mobile: '13800138000', code: '12345' })).toEqual({ code: '验证码为6位数字' });
  });
});

describe('catalogue entries as the one description of each endpoint', () => {
  it('carry an example and, when they refuse, `refuses: true`', () => {
    for (const name of endpointNames) {
      const entry = descriptionOf(name);
      expect([name, typeof entry.example]).toEqual([name, 'object']);
      expect([name, entry.example === null]).toEqual([name, false]);
      expect([name, [undefined, true].includes(entry.refuses)]).toEqual([name, true]);
    }
  });

  it('have examples their own request schema accepts, and bad inputs it refuses on the named field', () => {
    for (const name of endpointNames) {
      const { request, example } = descriptionOf(name);
      const inputs = [
        example.input ?? {},
        example.visitorInput ?? example.input ?? {},
        ...(example.more ?? []).map((more) => more.input),
      ];
      // The upload's file part comes beside the example's fields (mock-api puts it there).
      const file = catalogue[name].body === 'multipart' ? { file: { buffer: new Uint8Array([1]) } } : {};
      for (const input of inputs) {
        const outcome = request.safeParse({ ...concreteInput(input), ...file });
        expect([name, outcome.error?.issues ?? []]).toEqual([name, []]);
      }
      if (!example.bad) continue;
      const input = concreteInput(example.bad.input);
      const issues = fieldIssues(request.safeParse(input).error?.issues ?? [], input);
      expect([name, issues.map((issue) => issue.path.join('.'))]).toEqual([
        name,
        expect.arrayContaining([example.bad.field]),
      ]);
    }
  });
});
