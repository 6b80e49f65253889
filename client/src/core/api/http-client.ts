// The axios instance and its interceptors: the wire rules in docs/wire.md in one place.
import {
  CODE_SESSION_INVALID,
  CODE_SUCCESS,
  CUSTOM_HEADER,
  FORM_CONTENT_TYPE,
  encodeCustomHeader,
  encodeForm,
  isEnvelope,
  newReqId,
  type Envelope,
} from '@storefront/contracts';
import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { ApiError, SessionEndedError } from './errors';
import { noteServerTime } from './server-clock';

export interface HttpClientOptions {
  /** The current identity; empty strings for a visitor. Read on every request. */
  getIdentity: () => { uid: string; token: string };
  /** Called for every code-52 reply; the once-per-session rule lives in the handler. */
  onSessionInvalid: () => void;
  baseURL?: string;
  /** Tests plug a stub transport in here. */
  adapter?: AxiosAdapter;
  timeoutMs?: number;
  /** A short note for the shopper that a reply carries (the public demo's "your data started afresh"). */
  onNotice?: (text: string) => void;
}

/** The reply header of such a note: URI-encoded UTF-8, as a header carries ASCII only. */
export const NOTICE_HEADER = 'x-mock-notice';

function readNotice(response: AxiosResponse, options: HttpClientOptions): void {
  const raw: unknown = response.headers?.[NOTICE_HEADER];
  if (typeof raw !== 'string' || !options.onNotice) return;
  try {
    options.onNotice(decodeURIComponent(raw));
  } catch {
    // A malformed note is not worth failing the call over.
  }
}

const isFormData = (value: unknown): value is FormData =>
  typeof FormData !== 'undefined' && value instanceof FormData;

function addWireFields(
  config: InternalAxiosRequestConfig,
  options: HttpClientOptions,
): InternalAxiosRequestConfig {
  const { uid, token } = options.getIdentity();
  config.headers.set(CUSTOM_HEADER, encodeCustomHeader({ uid, token }));
  const reqId = newReqId();
  const method = (config.method ?? 'get').toUpperCase();
  if (method === 'GET') {
    config.params = { ...(config.params as Record<string, unknown> | undefined), reqId };
    return config;
  }
  if (isFormData(config.data)) {
    // Multipart (webUpload): the browser writes the boundary, reqId rides as one more field.
    config.data.set('reqId', reqId);
    config.headers.setContentType(false);
    return config;
  }
  const fields = (config.data && typeof config.data === 'object' ? config.data : {}) as Record<
    string,
    unknown
  >;
  config.data = encodeForm({ ...fields, reqId });
  config.headers.setContentType(FORM_CONTENT_TYPE);
  return config;
}

/** The reply's envelope, unwrapped: the response when its code is 00, else the matching error thrown. */
function unwrapEnvelope(response: AxiosResponse, options: HttpClientOptions): AxiosResponse<Envelope> {
  readNotice(response, options);
  noteServerTime(response.headers as Record<string, unknown> | undefined);
  const body: unknown = response.data;
  if (!isEnvelope(body)) {
    throw new ApiError('INVALID_REPLY', '服务返回的数据格式不正确', {}, response.status);
  }
  if (body.code === CODE_SUCCESS) return response as AxiosResponse<Envelope>;
  if (body.code === CODE_SESSION_INVALID) {
    options.onSessionInvalid();
    throw new SessionEndedError();
  }
  throw new ApiError(body.code, body.msg, body.errors ?? {}, response.status);
}

export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeoutMs ?? 15_000,
    adapter: options.adapter,
    // GET parameters use the same qs encoding as form bodies.
    paramsSerializer: { serialize: (params) => encodeForm(params as Record<string, unknown>) },
    // The body is encoded by the interceptor; axios must not JSON-encode it first.
    transformRequest: [(data: unknown) => data],
    responseType: 'json',
  });
  client.interceptors.request.use((config) => addWireFields(config, options));
  client.interceptors.response.use(
    (response) => unwrapEnvelope(response, options),
    (error: unknown) => {
      // A wire-shaped body on an HTTP error status (the server's 502/504, a 4xx) is still a reply.
      if (axios.isAxiosError(error) && error.response && isEnvelope(error.response.data)) {
        return unwrapEnvelope(error.response, options);
      }
      // No reply at all: the network failure goes to the caller unchanged (see docs/wire.md).
      return Promise.reject(error);
    },
  );
  return client;
}
