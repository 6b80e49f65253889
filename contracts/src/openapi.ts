// OpenAPI 3.1 document generated from the catalogue (see docs/wire.md), written for generated
// clients: the request as the wire carries it (required form bodies, a v4 reqId pattern, the empty
// string where a field may be left out, bracketed arrays, every rule the code checks on a request's
// shape, cross-field ones as unions), the session header required by login-only operations and
// optional for the rest, and every reply an operation can give (success, 52 for a missing session,
// 03 for a refused input, 02 where the handler can refuse by a business rule, 413 for an oversized
// body) told apart by `code`, with examples taken from the same examples the Pact consumer tests use.
import { OpenAPIRegistry, OpenApiGeneratorV31, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { CUSTOM_HEADER } from './constants.js';
import {
  areaOf,
  catalogueAreas,
  catalogueEntries,
  type AreaName,
  type EndpointName,
} from './catalogue/catalogue.js';
import { catalogueSchemas, exampleOf, refusingEntries } from './catalogue/schemas.js';
import type { RouteEntry } from './catalogue/types.js';
import { resultExample, type ResultJsonSchema } from './examples/result-example.js';
import {
  concreteInput,
  invalidExample,
  REQ_ID_EXAMPLE,
  sessionInvalidExample,
  SUCCESS_MSG_EXAMPLE,
} from './examples/wire-examples.js';
import { bracketEncoding, nullAsEmptyString, safeIntegers } from './openapi/form-fields.js';
import { FORM_CONTENT_TYPE } from './wire/form.js';
import { REQ_ID_PATTERN } from './wire/req-id.js';
import { UPLOAD_FILE_FIELD, UPLOAD_IMAGE_TYPES } from './wire/upload.js';

extendZodWithOpenApi(z);

export const SECURITY_SCHEME = 'domoCustom';
const MULTIPART = 'multipart/form-data';
type Document = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** A login-only operation needs the session header (without it: 52). */
type Security = Array<Record<string, string[]>>;
const SESSION_REQUIRED: Security = [{ [SECURITY_SCHEME]: [] }];
/** An operation open to visitors: a missing header means a visitor (`{}`), a present one is read. */
const SESSION_OPTIONAL: Security = [{}, { [SECURITY_SCHEME]: [] }];
const securityOf = (entry: RouteEntry) => (entry.auth === 'required' ? SESSION_REQUIRED : SESSION_OPTIONAL);

/** The reqId as generators must fill it: a v4 uuid (either case), which `format: uuid` alone does not say. */
const reqIdField = z
  .string()
  .regex(new RegExp(REQ_ID_PATTERN))
  .describe('每次请求新的 uuid v4')
  .openapi({ examples: [REQ_ID_EXAMPLE] });

/**
 * The request with reqId beside its fields. A union (a cross-field rule) gets it in every member and
 * stays what it is: an exclusive one (z.xor) is the document's oneOf, an inclusive one its anyOf.
 */
function withReqId(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) return schema.extend({ reqId: reqIdField });
  if (!(schema instanceof z.ZodUnion)) return schema;
  const members = (schema.options as z.ZodType[]).map(withReqId) as [z.ZodType, z.ZodType, ...z.ZodType[]];
  const exclusive = schema.def.inclusive === false;
  const union = exclusive ? z.xor(members) : z.union(members);
  return union.openapi({ _internal: { unionPreferredType: exclusive ? 'oneOf' : 'anyOf' } } as never);
}

const AREA_TAGS: Record<AreaName, string> = {
  home: '首页：广告、协议、首页分类与文章',
  goods: '商品：列表、详情、分类、评价、积分商城、拼团',
  flashSale: '限时抢购：时间轴、场次、专题与开抢提醒',
  welfare: '福利专题与每日签到',
  find: '发现：文章、帖子、话题、评论、点赞、关注与收藏',
  search: '搜索：商品、文章、帖子、用户与热词',
  cart: '购物车',
  address: '收货地址与省市区',
  order: '订单、支付、物流、评价与售后',
  coupon: '优惠券',
  account: '账户：注册、登录、短信、资料与兴趣',
  message: '消息、小程序码与用户行为采集',
};

/** `getHotGoods` → `GetHotGoodsReply`: the component name of an operation's success reply. */
const successName = (name: EndpointName): string => `${name[0]!.toUpperCase()}${name.slice(1)}Reply`;
const ref = (component: string) => ({ $ref: `#/components/schemas/${component}` });

const failure = <C extends string>(code: C, description: string) =>
  z
    .object({
      code: z.literal(code),
      msg: z.string().describe('给用户看的中文提示'),
      result: z.null(),
    })
    .describe(description);

const sessionInvalidReply = failure('52', '登录失效：需要登录的接口没有有效会话');
const refusedReply = failure('02', '业务拒绝：msg 说明原因');
const invalidReply = failure('03', '参数错误：errors 为 字段 → 问题').extend({
  errors: z.record(z.string(), z.string()),
});
const httpErrorReply = z
  .object({
    code: z
      .string()
      .regex(/^[45]\d\d$/)
      .describe('与 HTTP 状态码相同'),
    msg: z.string(),
    result: z.null(),
  })
  .describe(
    '传输层错误，仍是信封的形状：未知路径回 404，路径存在但方法不符回 405（响应头 Allow 给出正确方法），POST 请求体超过 64KB 回 413',
  )
  .openapi({
    examples: [
      { code: '404', msg: '接口不存在：POST /api/no/such/path', result: null },
      { code: '405', msg: '请求方法不允许：/api/goods/getGoods 只接受 POST', result: null },
      { code: '413', msg: '请求体过大', result: null },
    ],
  });

const successReply = (result: z.ZodType) =>
  z.object({ code: z.literal('01'), msg: z.string(), result }).describe('成功');

const example = (summary: string, value: unknown) => ({ summary, value });

function successExample(name: EndpointName): unknown {
  const schema = z.toJSONSchema(catalogueSchemas[name].result, { io: 'output', unrepresentable: 'any' });
  return {
    code: '01',
    msg: SUCCESS_MSG_EXAMPLE,
    result: resultExample(schema as ResultJsonSchema, exampleOf(name).shape),
  };
}

function replyExamples(name: EndpointName, entry: RouteEntry, refuses: boolean) {
  const bad = exampleOf(name).bad;
  return {
    success: example('成功', successExample(name)),
    ...(entry.auth === 'required'
      ? { sessionInvalid: example('未登录或会话失效', sessionInvalidExample()) }
      : {}),
    invalid: example(
      bad ? `参数 ${bad.field} 不合法` : '缺少 reqId',
      bad ? invalidExample(bad.field) : invalidExample('reqId'),
    ),
    ...(refuses
      ? { refused: example('业务拒绝', { code: '02', msg: '业务拒绝的原因（中文提示）', result: null }) }
      : {}),
  };
}

/** Where the document's calls can go; `first` (e.g. the origin it is served from) leads. */
function serversList(first?: string) {
  return [
    ...(first ? [{ url: first, description: '提供本文档的服务' }] : []),
    { url: 'http://127.0.0.1:4010', description: '本机 mock-api（npm start）' },
    { url: 'http://127.0.0.1:8080', description: '本机 web 服务器，/api 代理到上游' },
    {
      url: '{origin}',
      description: '任意上游（测试环境、预发布环境）',
      variables: { origin: { default: 'http://127.0.0.1:4010', description: '协议、主机与端口' } },
    },
  ];
}

const DESCRIPTION = [
  '由端点目录自动生成。需要登录的接口必须带 domo-custom 头（见 securitySchemes）；游客可用的接口可以不带，',
  '或带 token 与 uid 为空串的头。每个请求都带 reqId',
  '（每次新的 uuid v4：GET 在查询串，POST 在表单）；POST 请求体是 qs 编码的表单，数组写作 ids[0]=1&ids[1]=2，',
  '只有一项时也可写 ids=1。',
  '所有业务回复均为 HTTP 200 的信封 {code,msg,result}，以 code 区分（discriminator）：',
  '01 成功；52 登录失效；02 业务拒绝（msg 给用户看）；03 参数错误（errors：字段 → 问题）。',
  '生成的客户端应把非 01 的回复当作错误：在响应拦截器里读 code，不是 "01" 就抛出（或按错误返回）该信封，',
  '例如 @hey-api/openapi-ts 的 client.interceptors.response.use(async (r) => { const body = await r.clone().json();',
  ' if (body.code !== "01") throw body; return r; })，之后 data 即 <操作名>Reply，result 为成功结果。',
  '传输层错误（404 未知路径、405 方法不符、413 请求体过大）的形状见 HttpErrorReply。',
].join('');

/** The security scheme, the 413 answer and the failure replies every operation shares. */
function registerShared(registry: OpenAPIRegistry): void {
  registry.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: CUSTOM_HEADER,
    description:
      '会话头：base64(UTF-8 JSON {appVersion:"2.0",timestamp,source:4,token,uid})。游客可不发送，或发送 token 与 uid 为空的头。',
  });
  registry.registerComponent('responses', 'PayloadTooLarge', {
    description: '请求体超过 64KB',
    content: {
      'application/json': {
        schema: ref('HttpErrorReply'),
        example: { code: '413', msg: '请求体过大', result: null },
      },
    },
  });
  registry.register('HttpErrorReply', httpErrorReply);
  registry.register('SessionInvalidReply', sessionInvalidReply);
  registry.register('InvalidReply', invalidReply);
  registry.register('RefusedReply', refusedReply);
}

/** One catalogue entry as an operation: its request (query or form) and its envelope replies by code. */
function registerOperation(
  registry: OpenAPIRegistry,
  name: EndpointName,
  entry: RouteEntry,
  refuses: boolean,
): void {
  const schemas = catalogueSchemas[name];
  const request = withReqId(schemas.request);
  const isGet = entry.method === 'GET';
  registry.register(successName(name), successReply(schemas.result));
  const replies: Array<[code: string, component: string]> = [
    ['01', successName(name)],
    ...(entry.auth === 'required' ? [['52', 'SessionInvalidReply'] as [string, string]] : []),
    ['03', 'InvalidReply'],
    ...(refuses ? [['02', 'RefusedReply'] as [string, string]] : []),
  ];
  const requestExample = { ...concreteInput(exampleOf(name).input ?? {}), reqId: REQ_ID_EXAMPLE };
  registry.registerPath({
    operationId: name,
    method: isGet ? 'get' : 'post',
    path: entry.path,
    summary: entry.summary,
    tags: [areaOf(name)],
    description: `登录：${LOGIN_WORDS[entry.auth]}${refuses ? '；可能业务拒绝（02）' : ''}`,
    security: securityOf(entry),
    'x-login': entry.auth,
    request: isGet
      ? { query: request as z.ZodObject }
      : {
          body: {
            required: true,
            content: {
              [entry.body === 'multipart' ? MULTIPART : FORM_CONTENT_TYPE]: {
                schema: request,
                ...(entry.body === 'multipart' ? {} : { example: requestExample }),
              },
            },
          },
        },
    responses: {
      200: {
        description: '统一响应信封（HTTP 200）：code 为 01 时是成功，其余是失败',
        content: {
          'application/json': {
            schema: {
              oneOf: replies.map(([, component]) => ref(component)),
              discriminator: {
                propertyName: 'code',
                mapping: Object.fromEntries(replies.map(([code, component]) => [code, ref(component).$ref])),
              },
            },
            examples: replyExamples(name, entry, refuses),
          },
        },
      },
      ...(isGet ? {} : { 413: { $ref: '#/components/responses/PayloadTooLarge' } }),
    },
  });
}

export function buildOpenApiDocument(serverUrl?: string): Document {
  const registry = new OpenAPIRegistry();
  registerShared(registry);
  const refusing = new Set<EndpointName>(refusingEntries);
  for (const [name, entry] of catalogueEntries())
    registerOperation(registry, name, entry, refusing.has(name));
  const generator = new OpenApiGeneratorV31(registry.definitions);
  const document = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: '商城上游接口（mock-api）',
      version: '1.0.0',
      description: DESCRIPTION,
      contact: { name: '商城接口契约（仓库 contracts/ 目录）' },
      license: { name: 'UNLICENSED', identifier: 'LicenseRef-UNLICENSED' },
    },
    servers: serversList(serverUrl),
    security: SESSION_OPTIONAL,
    tags: (Object.keys(catalogueAreas) as AreaName[]).map((area) => ({
      name: area,
      description: AREA_TAGS[area],
    })),
  });
  addQueryExamples(document);
  writeWireShapes(document);
  return document;
}

const LOGIN_WORDS = {
  none: '不需要',
  optional: '可选（登录后结果含本人状态）',
  required: '必须（否则 52）',
} as const;

type Operation = {
  parameters?: Array<{ in: string; schema?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown>; encoding?: unknown }> };
};

/**
 * Request schemas as the wire carries them: the empty string for null, bracketed arrays encoded,
 * and integers bounded as zod bounds them.
 */
function writeWireShapes(document: Document): void {
  for (const [, entry] of catalogueEntries()) {
    const item = document.paths?.[entry.path] as Record<string, Operation>;
    const op = item[entry.method.toLowerCase()]!;
    for (const param of op.parameters ?? [])
      if (param.in === 'query' && param.schema) param.schema = safeIntegers(nullAsEmptyString(param.schema));
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
      media.schema = safeIntegers(nullAsEmptyString(media.schema));
      const encoding = type === FORM_CONTENT_TYPE ? bracketEncoding(media.schema) : undefined;
      if (encoding) media.encoding = encoding;
      // The file part: the image types the upload takes (read from its bytes, not this header).
      if (type === MULTIPART)
        media.encoding = { [UPLOAD_FILE_FIELD]: { contentType: UPLOAD_IMAGE_TYPES.join(', ') } };
    }
  }
}

/** GET inputs travel as query parameters: each gets its value from the operation's example input. */
function addQueryExamples(document: Document): void {
  for (const [name, entry] of catalogueEntries()) {
    if (entry.method !== 'GET') continue;
    const op = (document.paths?.[entry.path] as { get?: { parameters?: Array<Record<string, unknown>> } })
      .get;
    const input: Record<string, unknown> = {
      ...concreteInput(exampleOf(name).input ?? {}),
      reqId: REQ_ID_EXAMPLE,
    };
    for (const param of op?.parameters ?? []) {
      const value = input[param.name as string];
      if (param.in === 'query' && value !== undefined && !Array.isArray(value)) param.example = value;
    }
  }
}
