import { APP_SOURCE, APP_VERSION } from '../src/constants';
import { decodeCustomHeader, encodeCustomHeader } from '../src/wire/custom-header';
import { invalid, isEnvelope, ok, refused, sessionInvalid } from '../src/wire/envelope';
import { encodeForm, parseForm } from '../src/wire/form';
import { isReqId, newReqId } from '../src/wire/req-id';

describe('domo-custom header', () => {
  it('encodes base64 UTF-8 JSON with appVersion 2.0, source 4, token and uid', () => {
    const raw = encodeCustomHeader({ token: '令牌abc', uid: 100001 }, 1_700_000_000_000);
    const json = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    expect(json).toEqual({
      appVersion: APP_VERSION,
      timestamp: 1_700_000_000_000,
      source: APP_SOURCE,
      token: '令牌abc',
      uid: '100001',
    });
  });

  it('sends empty token and uid for a visitor', () => {
    const decoded = decodeCustomHeader(encodeCustomHeader({}));
    expect(decoded).toMatchObject({ token: '', uid: '', appVersion: '2.0', source: 4 });
  });

  it('round-trips through decode', () => {
    const decoded = decodeCustomHeader(encodeCustomHeader({ token: 't', uid: '7' }, 5));
    expect(decoded).toEqual({ appVersion: '2.0', timestamp: 5, source: 4, token: 't', uid: '7' });
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of non-JSON', Buffer.from('hello').toString('base64')],
    ['JSON without the fields', Buffer.from('{"a":1}').toString('base64')],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64')],
    ['an empty string', ''],
    ['a huge value', 'A'.repeat(10_000)],
  ])('decodes %s to null instead of throwing', (_label, raw) => {
    expect(decodeCustomHeader(raw)).toBeNull();
  });

  it('decodes a non-string to null', () => {
    expect(decodeCustomHeader(undefined)).toBeNull();
    expect(decodeCustomHeader(['a'])).toBeNull();
  });
});

describe('reqId', () => {
  it('is a fresh version-4 uuid each time', () => {
    const ids = Array.from({ length: 200 }, newReqId);
    expect(ids.every(isReqId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is made without crypto.randomUUID, as in a page served over plain http on a LAN address', () => {
    // An insecure context has crypto.getRandomValues but no crypto.randomUUID.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    const random = jest.spyOn(globalThis.crypto, 'getRandomValues');
    try {
      const ids = Array.from({ length: 50 }, newReqId);
      expect(ids.every(isReqId)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      expect(random).toHaveBeenCalled();
    } finally {
      random.mockRestore();
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });

  it('rejects other uuid versions and junk', () => {
    expect(isReqId('00000000-0000-0000-0000-000000000000')).toBe(false);
    expect(isReqId('0f8fad5b-d9cb-469f-a165-70867728950e ')).toBe(false);
    expect(isReqId('123e4567-e89b-12d3-a456-426614174000')).toBe(false);
    expect(isReqId('hello')).toBe(false);
    expect(isReqId(42)).toBe(false);
  });
});

describe('form encoding with qs', () => {
  it('encodes nested objects and arrays and parses them back', () => {
    const body = encodeForm({ a: '1', ids: [1, 2], nested: { name: '张三' } });
    expect(parseForm(body)).toEqual({ a: '1', ids: ['1', '2'], nested: { name: '张三' } });
  });

  it('skips null and undefined values', () => {
    expect(encodeForm({ a: null, b: undefined, c: 'x' })).toBe('c=x');
  });

  it('stops nesting at depth 5', () => {
    const parsed = parseForm('a[b][c][d][e][f][g][h]=1') as any;
    expect(parsed.a.b.c.d.e.f).toEqual({ '[g][h]': '1' });
  });

  it('turns arrays longer than 20 indices into objects instead of allocating them', () => {
    const parsed = parseForm('ids[100]=1') as any;
    expect(Array.isArray(parsed.ids)).toBe(false);
  });

  it('keeps at most 1000 parameters', () => {
    const body = Array.from({ length: 1500 }, (_, i) => `k${i}=v`).join('&');
    expect(Object.keys(parseForm(body))).toHaveLength(1000);
  });

  it('does not let a body write to the prototype', () => {
    const parsed = parseForm('__proto__[polluted]=1&constructor[prototype][x]=1') as any;
    expect(({} as any).polluted).toBeUndefined();
    expect(parsed.polluted).toBeUndefined();
  });
});

describe('reply envelope', () => {
  it('builds the four codes of the wire', () => {
    expect(ok({ a: 1 })).toEqual({ code: '01', msg: '成功', result: { a: 1 } });
    expect(refused('库存不足')).toEqual({ code: '02', msg: '库存不足', result: null });
    expect(invalid({ mobile: '请输入正确的11位手机号' })).toMatchObject({
      code: '03',
      errors: { mobile: '请输入正确的11位手机号' },
    });
    expect(sessionInvalid().code).toBe('52');
  });

  it('recognises an envelope and rejects other shapes', () => {
    expect(isEnvelope(ok(null))).toBe(true);
    expect(isEnvelope({ code: 1 })).toBe(false);
    expect(isEnvelope('x')).toBe(false);
  });
});
