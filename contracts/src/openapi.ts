// OpenAPI 3.1 document generated from the catalogue (see docs/wire.md): every reply an operation
// can give (success, 52 for a missing session, 03 for a refused input, 02 where the handler can
// refuse by a business rule, 413 for an oversized body), the session header as a security scheme,
// and request/response examples taken from the same examples the Pact consumer tests use.
import { OpenAPIRegistry, OpenApiGeneratorV31, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { CUSTOM_HEADER } from './constants.js';
import { areaOf, catalogueEntries, type EndpointName } from './catalogue/catalogue.js';
import { refusingEntries } from './catalogue/refusals.js';
import { catalogueSchemas } from './catalogue/schemas.js';
import type { AuthMode, RouteEntry } from './catalogue/types.js';
import { examples } from './examples/endpoint-examples.js';
import { resultExample, type ResultJsonSchema } from './examples/result-example.js';
import {
  concreteInput,
  invalidExample,
  REQ_ID_EXAMPLE,
  sessionInvalidExample,
  SUCCESS_MSG_EXAMPLE,
} from './examples/wire-examples.js';
import { FORM_CONTENT_TYPE } from './wire/form.js';

extendZodWithOpenApi(z);

export const SECURITY_SCHEME = 'domoCustom';
type Document = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** OpenAPI's own terms for the three auth modes (an empty requirement = may call without). */
export const securityOf = (auth: AuthMode): Array<Record<string, string[]>> =>
  auth === 'none' ? [] : auth === 'optional' ? [{}, { [SECURITY_SCHEME]: [] }] : [{ [SECURITY_SCHEME]: [] }];

const failure = <C extends string>(code: C, description: string) =>
  z
    .object({
      code: z.literal(code),
      msg: z.string().describe('给用户看的中文提示'),
      result: z.null(),
    })
    .describe(description);

const sessionInvalidReply = failure('52', '登录失效：需要登录的接口没有有效会话').openapi(
  'SessionInvalidReply',
);
const refusedReply = failure('02', '业务拒绝：msg 说明原因').openapi('RefusedReply');
const invalidReply = failure('03', '参数错误：errors 为 字段 → 问题')
  .extend({ errors: z.record(z.string(), z.string()) })
  .openapi('InvalidReply');
const httpErrorReply = z
  .object({
    code: z
      .string()
      .regex(/^[45]\d\d$/)
      .describe('与 HTTP 状态码相同'),
    msg: z.string(),
    result: z.null(),
  })
  .describe('传输层错误（未知路径、方法不符、请求体过大），仍是信封的形状')
  .openapi('HttpErrorReply');

const successReply = (result: z.ZodType) =>
  z.object({ code: z.literal('01'), msg: z.string(), result }).describe('成功');

const PLATFORM_REPLIES = {
  NotFound: { status: 404, description: '接口不存在（未知路径）', msg: '接口不存在：POST /api/no/such/path' },
  MethodNotAllowed: {
    status: 405,
    description: '路径存在但方法不符（响应头 Allow 给出正确方法）',
    msg: '请求方法不允许：/api/goods/getGoods 只接受 POST',
  },
  PayloadTooLarge: { status: 413, description: '请求体超过 1MB', msg: '请求体过大' },
} as const;

const example = (summary: string, value: unknown) => ({ summary, value });

function successExample(name: EndpointName): unknown {
  const schema = z.toJSONSchema(catalogueSchemas[name].result, { io: 'output', unrepresentable: 'any' });
  return {
    code: '01',
    msg: SUCCESS_MSG_EXAMPLE,
    result: resultExample(schema as ResultJsonSchema, examples[name].shape),
  };
}

function replyExamples(name: EndpointName, entry: RouteEntry, refuses: boolean) {
  const bad = examples[name].bad;
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

export function buildOpenApiDocument(serverUrl = '/'): Document {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: CUSTOM_HEADER,
    description:
      '会话头：base64(UTF-8 JSON {appVersion:"2.0",timestamp,source:4,token,uid})。游客也发送，token 与 uid 为空。',
  });
  for (const [key, reply] of Object.entries(PLATFORM_REPLIES)) {
    registry.registerComponent('responses', key, {
      description: reply.description,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/HttpErrorReply' },
          example: { code: String(reply.status), msg: reply.msg, result: null },
        },
      },
    });
  }
  registry.register('HttpErrorReply', httpErrorReply);
  const refusing = new Set<EndpointName>(refusingEntries);

  for (const [name, entry] of catalogueEntries()) {
    const schemas = catalogueSchemas[name];
    const withReqId = (schemas.request as z.ZodObject).extend
      ? (schemas.request as z.ZodObject).extend({ reqId: z.string().uuid().describe('每次请求新的 uuid v4') })
      : schemas.request;
    const isGet = entry.method === 'GET';
    const refuses = refusing.has(name);
    const replies = [
      successReply(schemas.result),
      ...(entry.auth === 'required' ? [sessionInvalidReply] : []),
      invalidReply,
      ...(refuses ? [refusedReply] : []),
    ] as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]];
    const requestExample = { ...concreteInput(examples[name].input ?? {}), reqId: REQ_ID_EXAMPLE };
    registry.registerPath({
      operationId: name,
      method: isGet ? 'get' : 'post',
      path: entry.path,
      summary: entry.summary,
      tags: [areaOf(name)],
      description: `登录：${entry.auth}${refuses ? '；可能业务拒绝（02）' : ''}`,
      security: securityOf(entry.auth),
      request: isGet
        ? { query: withReqId as z.ZodObject }
        : {
            body: {
              content: {
                [entry.body === 'multipart' ? 'multipart/form-data' : FORM_CONTENT_TYPE]: {
                  schema: withReqId,
                  ...(entry.body === 'multipart' ? {} : { example: requestExample }),
                },
              },
            },
          },
      responses: {
        200: {
          description: '统一响应信封（HTTP 200，code 区分结果）',
          content: {
            'application/json': { schema: z.union(replies), examples: replyExamples(name, entry, refuses) },
          },
        },
        ...(isGet ? {} : { 413: { $ref: '#/components/responses/PayloadTooLarge' } }),
      },
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  const document = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: '商城上游接口（mock-api）',
      version: '1.0.0',
      description: [
        '由端点目录自动生成。所有业务回复均为 HTTP 200 的信封 {code,msg,result}：',
        '01 成功；52 登录失效；02 业务拒绝；03 参数错误（errors：字段 → 问题）。',
        '未知路径回 404（components.responses.NotFound），路径存在但方法不符回 405（MethodNotAllowed），',
        'POST 请求体超过 1MB 回 413（PayloadTooLarge），形状同为 HttpErrorReply。',
      ].join(''),
      license: { name: 'UNLICENSED', identifier: 'LicenseRef-UNLICENSED' },
    },
    servers: [{ url: serverUrl }],
  });
  addQueryExamples(document);
  return document;
}

/** GET inputs travel as query parameters: each gets its value from the operation's example input. */
function addQueryExamples(document: Document): void {
  for (const [name, entry] of catalogueEntries()) {
    if (entry.method !== 'GET') continue;
    const op = (document.paths?.[entry.path] as { get?: { parameters?: Array<Record<string, unknown>> } })
      .get;
    const input: Record<string, unknown> = {
      ...concreteInput(examples[name].input ?? {}),
      reqId: REQ_ID_EXAMPLE,
    };
    for (const param of op?.parameters ?? []) {
      const value = input[param.name as string];
      if (param.in === 'query' && value !== undefined && !Array.isArray(value)) param.example = value;
    }
  }
}
