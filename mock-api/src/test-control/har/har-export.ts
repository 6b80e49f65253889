// The journal of one state as HAR 1.2 (GET /__mock/journal.har), for browsers' network panels, proxies
// and other mocks. Secrets are masked: the journal's own masking of fields and headers, and the
// recordings' masking (tokens, passwords, phone numbers) over the query, the body and the reply.
import { encodeForm, type JournalDetail } from '@storefront/contracts';
import { mask } from '../recordings/mask.js';

interface NameValue {
  name: string;
  value: string;
}

const STATUS_TEXT: Record<number, string> = {
  0: '',
  200: 'OK',
  400: 'Bad Request',
  404: 'Not Found',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Form/query fields as HAR name/value pairs, nested ones in qs's bracket notation. */
function pairs(fields: Record<string, unknown>): NameValue[] {
  const text = encodeForm(fields);
  if (!text) return [];
  return text.split('&').map((part) => {
    const [name = '', value = ''] = part.split('=').map((p) => decodeURIComponent(p.replace(/\+/g, ' ')));
    return { name, value };
  });
}

function harRequest(entry: JournalDetail, origin: string) {
  const query = mask(asObject(entry.query), 'request') as Record<string, unknown>;
  const search = encodeForm(query);
  const body =
    entry.method === 'GET' || entry.body === null
      ? null
      : (mask(asObject(entry.body), 'request') as Record<string, unknown>);
  const contentType = entry.headers['content-type'] ?? 'application/x-www-form-urlencoded';
  return {
    method: entry.method,
    url: `${origin}${entry.path}${search ? `?${search}` : ''}`,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: Object.entries(entry.headers).map(([name, value]) => ({ name, value })),
    queryString: pairs(query),
    ...(body
      ? {
          postData: contentType.includes('json')
            ? { mimeType: contentType, text: JSON.stringify(body) }
            : { mimeType: contentType, params: pairs(body), text: encodeForm(body) },
        }
      : {}),
    headersSize: -1,
    bodySize: -1,
  };
}

function harResponse(entry: JournalDetail) {
  const text = entry.reply === null ? '' : JSON.stringify(mask(entry.reply, 'reply'));
  return {
    status: entry.status,
    statusText: STATUS_TEXT[entry.status] ?? '',
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: text ? [{ name: 'content-type', value: 'application/json; charset=utf-8' }] : [],
    content: {
      size: Buffer.byteLength(text),
      mimeType: text ? 'application/json; charset=utf-8' : 'x-unknown',
      ...(text ? { text } : {}),
    },
    redirectURL: '',
    headersSize: -1,
    bodySize: text ? Buffer.byteLength(text) : -1,
  };
}

/** The entries (oldest first) as one HAR log; `origin` is the mock's address as the caller reached it. */
export function journalToHar(entries: JournalDetail[], origin: string, version: string) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'storefront mock-api', version },
      entries: entries.map((entry) => ({
        startedDateTime: new Date(entry.time).toISOString(),
        time: Math.max(0, entry.durationMs),
        request: harRequest(entry, origin),
        response: harResponse(entry),
        cache: {},
        timings: { send: 0, wait: Math.max(0, entry.durationMs), receive: 0 },
        // Custom fields start with an underscore (HAR 1.2): what the mock knows of the call.
        _operation: entry.operation,
        _code: entry.code,
        _sandbox: entry.sandbox,
        _seq: entry.seq,
      })),
    },
  };
}
