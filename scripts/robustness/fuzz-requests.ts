// Whole wire requests for one catalogue entry, built from the schema-derived inputs plus the
// transport's own attacks: body encodings and content types, qs past its limits (depth 5, arrays
// of 20, 1000 parameters), invalid UTF-8, broken `domo-custom` headers, bad reqIds and injected faults.
import { encodeCustomHeader, encodeForm, newReqId, type RouteEntry } from '@storefront/contracts';
import fc from 'fast-check';
import { hostile, validish, type JsonSchema } from './fuzz-arbitraries.js';
import type { RawRequest } from './stack.js';

export interface Identity {
  token: string;
  userId: number;
}

export type Encoding =
  | 'form'
  | 'json'
  | 'json-broken'
  | 'json-array'
  | 'empty'
  | 'text-plain'
  | 'xml'
  | 'multipart-garbage'
  | 'invalid-utf8'
  | 'deep-qs'
  | 'wide-qs'
  | 'many-params'
  | 'proto-qs'
  | 'wrong-method';
export type HeaderKind =
  | 'visitor'
  | 'user'
  | 'missing'
  | 'not-base64'
  | 'base64-not-json'
  | 'base64-bad-utf8'
  | 'wrong-types'
  | 'other-uid'
  | 'huge'
  | 'random-token';
export type ReqIdKind = 'valid' | 'missing' | 'garbage' | 'uuid-v1' | 'array' | 'huge';
// 'timeout' is left to the fault suite: each one holds a connection for the whole proxy limit.
export type Fault = 'none' | 'reset' | '52' | '02' | 'delay';
export type UploadKind =
  'png' | 'html-as-png' | 'random-bytes' | 'no-file' | 'wrong-field' | 'two-files' | 'broken';

export interface FuzzRequest {
  input: Record<string, unknown>;
  hostileInput: boolean;
  encoding: Encoding;
  header: HeaderKind;
  reqId: ReqIdKind;
  fault: Fault;
  upload: UploadKind;
  userIndex: number;
}

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
  'hex',
);

export function fuzzRequestArbitrary(entry: RouteEntry, schema: JsonSchema): fc.Arbitrary<FuzzRequest> {
  const encodings: Array<{ weight: number; arbitrary: fc.Arbitrary<Encoding> }> = [
    { weight: 12, arbitrary: fc.constant('form') },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Encoding>('json', 'empty', 'invalid-utf8', 'deep-qs', 'wide-qs', 'proto-qs'),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Encoding>(
        'json-broken',
        'json-array',
        'text-plain',
        'xml',
        'multipart-garbage',
        'many-params',
        'wrong-method',
      ),
    },
  ];
  return fc
    .record({
      input: fc.oneof(
        {
          weight: 3,
          arbitrary: validish(schema).map((v) => ({ v: v as Record<string, unknown>, h: false })),
        },
        { weight: 2, arbitrary: hostile(schema).map((v) => ({ v, h: true })) },
      ),
      encoding: fc.oneof(...encodings),
      header: fc.oneof(
        { weight: 10, arbitrary: fc.constantFrom<HeaderKind>('visitor', 'user', 'user') },
        {
          weight: 2,
          arbitrary: fc.constantFrom<HeaderKind>(
            'missing',
            'not-base64',
            'base64-not-json',
            'base64-bad-utf8',
            'wrong-types',
            'other-uid',
            'huge',
            'random-token',
          ),
        },
      ),
      reqId: fc.oneof(
        { weight: 15, arbitrary: fc.constant<ReqIdKind>('valid') },
        {
          weight: 1,
          arbitrary: fc.constantFrom<ReqIdKind>('missing', 'garbage', 'uuid-v1', 'array', 'huge'),
        },
      ),
      fault: fc.oneof(
        { weight: 40, arbitrary: fc.constant<Fault>('none') },
        { weight: 1, arbitrary: fc.constantFrom<Fault>('reset', '52', '02', 'delay') },
      ),
      upload: fc.constantFrom<UploadKind>(
        'png',
        'html-as-png',
        'random-bytes',
        'no-file',
        'wrong-field',
        'two-files',
        'broken',
      ),
      userIndex: fc.nat(),
    })
    .map(({ input, ...rest }) => ({ ...rest, input: input.v, hostileInput: input.h }));
}

function domoCustom(kind: HeaderKind, users: Identity[], userIndex: number): string | undefined {
  const user = users[userIndex % users.length]!;
  switch (kind) {
    case 'visitor':
      return encodeCustomHeader({});
    case 'user':
      return encodeCustomHeader({ token: user.token, uid: user.userId });
    case 'missing':
      return undefined;
    case 'not-base64':
      return '%%%not base64!!!';
    case 'base64-not-json':
      return b64('{"appVersion":"2.0",');
    case 'base64-bad-utf8':
      return b64(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]));
    case 'wrong-types':
      return b64(
        JSON.stringify({ appVersion: 2, timestamp: 'now', source: '4', token: { $ne: null }, uid: [1] }),
      );
    case 'other-uid':
      return encodeCustomHeader({ token: user.token, uid: user.userId + 1 });
    case 'huge':
      return b64(
        JSON.stringify({ appVersion: '2.0', timestamp: 1, source: 4, token: 'x'.repeat(6000), uid: '' }),
      );
    case 'random-token':
      return encodeCustomHeader({ token: newReqId().replace(/-/g, '').repeat(2), uid: user.userId });
  }
}

function reqIdValue(kind: ReqIdKind): unknown {
  switch (kind) {
    case 'valid':
      return newReqId();
    case 'missing':
      return undefined;
    case 'garbage':
      return 'not-a-uuid';
    case 'uuid-v1':
      return 'c232ab00-9414-11ec-b3c8-9f6bdeced846';
    case 'array':
      return [newReqId(), newReqId()];
    case 'huge':
      return 'f'.repeat(100 * 1024);
  }
}

const deepKey = (depth: number) => `deep${'[a]'.repeat(depth)}`;

/** Extra raw qs text that goes past the limits, appended after the encoded input. */
function qsExtras(encoding: Encoding): string {
  switch (encoding) {
    case 'deep-qs':
      return [6, 8, 12, 30].map((d) => `${encodeURIComponent(deepKey(d))}=1`).join('&');
    case 'wide-qs':
      return (
        Array.from({ length: 45 }, (_, i) => `ids%5B${i}%5D=${i + 1}`).join('&') +
        '&' +
        Array.from({ length: 30 }, () => 'cartIds%5B%5D=1').join('&')
      );
    case 'many-params':
      return Array.from({ length: 1500 }, (_, i) => `p${i}=${i}`).join('&');
    case 'proto-qs':
      return '__proto__%5Bpolluted%5D=1&constructor%5Bprototype%5D%5Bpolluted%5D=1&a%5B__proto__%5D%5Bpolluted%5D=1&__proto__=x&toString=1&hasOwnProperty=1';
    default:
      return '';
  }
}

function multipartBody(
  kind: UploadKind,
  fields: string,
  reqId: unknown,
): { body: Buffer; contentType: string } {
  const boundary = '----robustness' + newReqId().slice(0, 8);
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  const file = (name: string, filename: string, type: string, bytes: Buffer) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
    );
    parts.push(bytes, Buffer.from('\r\n'));
  };
  if (typeof reqId === 'string') field('reqId', reqId);
  if (fields) field('extra', fields.slice(0, 2000));
  switch (kind) {
    case 'png':
      file('file', 'a.png', 'image/png', PNG_1X1);
      break;
    case 'html-as-png':
      file(
        'file',
        'evil.png',
        'image/png',
        Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      );
      break;
    case 'random-bytes':
      file('file', '../../../etc/passwd.jpg', 'image/jpeg', Buffer.from(newReqId() + newReqId()));
      break;
    case 'no-file':
      break;
    case 'wrong-field':
      file('avatar', 'a.png', 'image/png', PNG_1X1);
      break;
    case 'two-files':
      file('file', 'a.png', 'image/png', PNG_1X1);
      file('file', 'b.png', 'image/png', PNG_1X1);
      break;
    case 'broken':
      return {
        body: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n\x89PNG`,
        ),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The parts every encoding of one request shares. */
interface RequestParts {
  path: string;
  headers: Record<string, string>;
  /** The input with its reqId, as an object. */
  data: Record<string, unknown>;
  /** The input as a form, plus the encoding's qs extras. */
  formText: string;
  reqId: unknown;
}

/** The identity header and the injected fault, if any. */
function requestHeaders(spec: FuzzRequest, users: Identity[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const custom = domoCustom(spec.header, users, spec.userIndex);
  if (custom !== undefined) headers['domo-custom'] = custom;
  if (spec.fault === 'delay') headers['x-mock-delay'] = '15';
  else if (spec.fault !== 'none') headers['x-mock-fault'] = spec.fault;
  return headers;
}

/** A GET entry: the input in the query, or sent the wrong way. */
function renderGet(encoding: Encoding, { path, headers, data, formText }: RequestParts): RawRequest {
  if (encoding === 'wrong-method')
    return {
      method: 'POST',
      path,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: formText,
    };
  if (encoding === 'invalid-utf8')
    return { method: 'GET', path: `${path}?${formText}&bad=%FF%FE%C3%28&%E0%A4%A=1`, headers };
  if (encoding === 'json')
    return {
      method: 'GET',
      path: `${path}?${formText}`,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(data),
    };
  return { method: 'GET', path: `${path}?${formText}`, headers };
}

/** A POST entry: the body in the given encoding, or sent the wrong way. */
function renderPost(encoding: Encoding, { path, headers, data, formText, reqId }: RequestParts): RawRequest {
  const post = (contentType: string | undefined, body: Buffer | string): RawRequest => ({
    method: 'POST',
    path,
    headers: contentType ? { ...headers, 'content-type': contentType } : headers,
    body,
  });
  switch (encoding) {
    case 'form':
    case 'deep-qs':
    case 'wide-qs':
    case 'many-params':
    case 'proto-qs':
      return post('application/x-www-form-urlencoded', formText);
    case 'json':
      return post('application/json', JSON.stringify(data));
    case 'json-broken':
      return post('application/json', JSON.stringify(data).slice(0, -3) + '\u0000');
    case 'json-array':
      return post('application/json; charset=utf-8', JSON.stringify([data, 'NaN', 1e308, null]));
    case 'empty':
      return post(undefined, Buffer.alloc(0));
    case 'text-plain':
      return post('text/plain', formText);
    case 'xml':
      return post(
        'application/xml',
        `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`,
      );
    case 'multipart-garbage':
      return post(
        'multipart/form-data; boundary=zzz',
        `--zzz\r\nContent-Disposition: form-data; name="reqId"\r\n\r\n${String(reqId)}\r\n--zz`,
      );
    case 'invalid-utf8':
      return post(
        'application/x-www-form-urlencoded; charset=utf-8',
        Buffer.concat([
          Buffer.from(formText + '&bad='),
          Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
          Buffer.from('&pct=%FF%C3%28'),
        ]),
      );
    case 'wrong-method':
      return { method: 'GET', path: `${path}?${formText}`, headers };
  }
}

/** A value long enough that encoding it once and reusing the text pays. */
const LONG = 1024;
const longEncoded = new Map<string, string>();
const LONG_MARK = `longvalue${Math.random().toString(36).slice(2)}n`;

/** A JSON-like value with each long string put aside in `longs` and named by a mark. */
function markLongs(value: unknown, longs: string[]): unknown {
  if (typeof value === 'string' && value.length > LONG) return `${LONG_MARK}${longs.push(value) - 1}x`;
  if (Array.isArray(value)) return value.map((item) => markLongs(item, longs));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markLongs(item, longs)]));
  return value;
}

/**
 * encodeForm's text, each long string encoded once per run: qs's encoder walks a value one character
 * at a time, and the fuzz sends the same few 100 KB values hundreds of times (a quarter of its time).
 */
export function encodeFormOnceForLong(data: Record<string, unknown>): string {
  const longs: string[] = [];
  const form = encodeForm(markLongs(data, longs) as Record<string, unknown>);
  return longs.reduce((text, long, i) => {
    let encoded = longEncoded.get(long);
    if (encoded === undefined) {
      encoded = encodeForm({ v: long }).slice('v='.length);
      longEncoded.set(long, encoded);
    }
    return text.replace(`${LONG_MARK}${i}x`, () => encoded);
  }, form);
}

/** Renders the abstract request into bytes on the wire. */
export function renderRequest(entry: RouteEntry, spec: FuzzRequest, users: Identity[]): RawRequest {
  const headers = requestHeaders(spec, users);
  const reqId = reqIdValue(spec.reqId);
  const data = reqId === undefined ? spec.input : { ...spec.input, reqId };
  const form = encodeFormOnceForLong(data);
  const formText = [form, qsExtras(spec.encoding)].filter(Boolean).join('&');

  if (entry.body === 'multipart' && spec.encoding === 'form') {
    const { body, contentType } = multipartBody(spec.upload, form, reqId);
    return { method: 'POST', path: entry.path, headers: { ...headers, 'content-type': contentType }, body };
  }
  const parts: RequestParts = { path: entry.path, headers, data, formText, reqId };
  return entry.method === 'GET' ? renderGet(spec.encoding, parts) : renderPost(spec.encoding, parts);
}

/** Statuses the server may answer with besides 2xx/4xx: its own 502/504 when a fault is injected. */
export const allowedStatuses = (spec: FuzzRequest): number[] => (spec.fault === 'reset' ? [502] : []);

/** A short description for failure messages (values cut so a 100 KB string does not flood the log). */
export const describeRequest = (req: RawRequest, spec: FuzzRequest): string =>
  `${req.method} ${req.path.slice(0, 300)} encoding=${spec.encoding} header=${spec.header} reqId=${spec.reqId} fault=${spec.fault} upload=${spec.upload} body=${req.body === undefined ? '(none)' : String(req.body).slice(0, 300)}`;
