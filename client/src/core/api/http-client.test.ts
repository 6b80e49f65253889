import {
  CUSTOM_HEADER,
  FORM_CONTENT_TYPE,
  decodeCustomHeader,
  isReqId,
  parseForm,
} from '@storefront/contracts';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { call } from './call';
import { ApiError, SessionEndedError, isIgnorableError } from './errors';
import { createHttpClient } from './http-client';

type Seen = InternalAxiosRequestConfig;

function stubTransport(body: unknown | ((config: Seen) => unknown), status = 200) {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const data = typeof body === 'function' ? (body as (c: Seen) => unknown)(config) : body;
    const response: AxiosResponse = { data, status, statusText: 'OK', headers: {}, config };
    if (status >= 400)
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    return response;
  };
  return { adapter, seen };
}

const ok = (result: unknown) => ({ code: '01', msg: '成功', result });

function makeClient(body: unknown, options: { uid?: string; token?: string; status?: number } = {}) {
  const transport = stubTransport(body, options.status);
  const onSessionInvalid = jest.fn();
  const client = createHttpClient({
    getIdentity: () => ({ uid: options.uid ?? '', token: options.token ?? '' }),
    onSessionInvalid,
    adapter: transport.adapter,
  });
  return { client, seen: transport.seen, onSessionInvalid };
}

describe('api interceptors', () => {
  it('sends the domo-custom header with appVersion 2.0, source 4, the token and uid of the session', async () => {
    const { client, seen } = makeClient(ok({ cartNumber: 3 }), { uid: '42', token: 'tok-abc' });
    const before = Date.now();
    await call('getCartNumber', { userId: 42 }, { client });
    const header = decodeCustomHeader(seen[0]!.headers.get(CUSTOM_HEADER));
    expect(header).toMatchObject({ appVersion: '2.0', source: 4, token: 'tok-abc', uid: '42' });
    expect(header!.timestamp).toBeGreaterThanOrEqual(before);
  });

  it('sends empty token and uid in the header for a visitor', async () => {
    const { client, seen } = makeClient(ok([]));
    await call('getSearchHotWord', { searchType: 1 }, { client });
    expect(decodeCustomHeader(seen[0]!.headers.get(CUSTOM_HEADER))).toMatchObject({ token: '', uid: '' });
  });

  it('form-encodes POST bodies with qs and adds a version-4 reqId field', async () => {
    const { client, seen } = makeClient(ok({ cartNumber: 1 }));
    await call('getCartNumber', { userId: 9 }, { client });
    const config = seen[0]!;
    expect(config.method).toBe('post');
    expect(config.url).toBe('/api/goods/cart/getNumber');
    expect(String(config.headers.getContentType())).toContain(FORM_CONTENT_TYPE);
    expect(typeof config.data).toBe('string');
    const fields = parseForm(config.data as string);
    expect(fields.userId).toBe('9');
    expect(isReqId(fields.reqId)).toBe(true);
  });

  it('encodes nested values and arrays the qs way', async () => {
    const { client, seen } = makeClient(ok(null));
    await client.post('/api/goods/cart/del', { ids: [3, 4], extra: { a: 1 } });
    expect(decodeURIComponent(seen[0]!.data as string)).toContain('ids[0]=3&ids[1]=4&extra[a]=1');
  });

  it('puts the reqId into the query string of GET calls, beside the input', async () => {
    const { client, seen } = makeClient(
      ok({ type: 'register', title: 't', updateTime: 1, paragraphs: ['p'] }),
    );
    await call('getAgreementDetails', { type: 'register' }, { client });
    const config = seen[0]!;
    expect(config.method).toBe('get');
    expect(config.data).toBeUndefined();
    const query = client.getUri(config).split('?')[1]!;
    const params = parseForm(query);
    expect(params.type).toBe('register');
    expect(isReqId(params.reqId)).toBe(true);
  });

  it('uses a fresh reqId for every request', async () => {
    const { client, seen } = makeClient(ok({ cartNumber: 1 }));
    await call('getCartNumber', { userId: 1 }, { client });
    await call('getCartNumber', { userId: 1 }, { client });
    const ids = seen.map((c) => parseForm(c.data as string).reqId);
    expect(ids[0]).not.toEqual(ids[1]);
  });

  it('adds the reqId as a field of multipart uploads and leaves the boundary to the browser', async () => {
    const { client, seen } = makeClient(ok({ url: '/media/u/1.png', size: 3, mimeType: 'image/png' }));
    const form = new FormData();
    form.append('file', new Blob(['abc'], { type: 'image/png' }), 'a.png');
    await call('webUpload', form, { client });
    const sent = seen[0]!.data as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(isReqId(sent.get('reqId'))).toBe(true);
    expect(String(seen[0]!.headers.getContentType() ?? '')).not.toContain(FORM_CONTENT_TYPE);
  });

  it("resolves to the reply's result on code 01", async () => {
    const { client } = makeClient(ok({ cartNumber: 7 }));
    await expect(call('getCartNumber', { userId: 1 }, { client })).resolves.toEqual({ cartNumber: 7 });
  });

  it('rejects other codes with an ApiError carrying code, msg and field errors', async () => {
    const { client } = makeClient({
      code: '03',
      msg: '请求参数有误',
      result: null,
      errors: { userId: '必须是数字' },
    });
    const failure = call('getCartNumber', { userId: 'x' }, { client });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: '03',
      msg: '请求参数有误',
      errors: { userId: '必须是数字' },
    });
  });

  it('treats a wire-shaped body on an HTTP error status as a reply (the server’s 502)', async () => {
    const { client } = makeClient({ code: '502', msg: '上游服务不可用', result: null }, { status: 502 });
    await expect(call('getHotGoods', {}, { client })).rejects.toMatchObject({ code: '502', status: 502 });
  });

  it('does not pass a code 52 reply on: it signals the session end and rejects with an ignorable marker', async () => {
    const { client, onSessionInvalid } = makeClient({ code: '52', msg: '登录已失效', result: null });
    const failure = call('getCartNumber', { userId: 1 }, { client });
    await expect(failure).rejects.toBeInstanceOf(SessionEndedError);
    const error = await failure.catch((e: unknown) => e);
    expect(isIgnorableError(error)).toBe(true);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('passes network failures on to the caller unchanged', async () => {
    const onSessionInvalid = jest.fn();
    const client = createHttpClient({
      getIdentity: () => ({ uid: '', token: '' }),
      onSessionInvalid,
      adapter: async (config) => {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      },
    });
    const error = await call('getHotGoods', {}, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).code).toBe(AxiosError.ERR_NETWORK);
    expect(isIgnorableError(error)).toBe(false);
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('rejects a reply that is not an envelope instead of handing garbage to the page', async () => {
    const { client } = makeClient('<html>oops</html>');
    await expect(call('getHotGoods', {}, { client })).rejects.toMatchObject({ code: 'INVALID_REPLY' });
  });
});
