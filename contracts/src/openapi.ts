// OpenAPI 3.1 document generated from the catalogue (see docs/architecture.md).
import { OpenAPIRegistry, OpenApiGeneratorV31, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { CUSTOM_HEADER } from './constants.js';
import { areaOf, catalogueEntries } from './catalogue/catalogue.js';
import { catalogueSchemas } from './catalogue/schemas.js';
import { FORM_CONTENT_TYPE } from './wire/form.js';

extendZodWithOpenApi(z);

const envelopeOf = (result: z.ZodType) =>
  z.object({
    code: z.string().describe("'01' 成功；'52' 登录失效；'02' 业务拒绝；'03' 参数错误"),
    msg: z.string(),
    result,
    errors: z.record(z.string(), z.string()).optional(),
  });

export function buildOpenApiDocument(serverUrl = '/'): ReturnType<OpenApiGeneratorV31['generateDocument']> {
  const registry = new OpenAPIRegistry();
  const header = z.object({
    [CUSTOM_HEADER]: z
      .string()
      .describe('base64(UTF-8 JSON {appVersion:"2.0",timestamp,source:4,token,uid})'),
  });
  for (const [name, entry] of catalogueEntries()) {
    const schemas = catalogueSchemas[name];
    const withReqId = (schemas.request as z.ZodObject).extend
      ? (schemas.request as z.ZodObject).extend({ reqId: z.string().uuid().describe('每次请求新的 uuid v4') })
      : schemas.request;
    const isGet = entry.method === 'GET';
    registry.registerPath({
      operationId: name,
      method: isGet ? 'get' : 'post',
      path: entry.path,
      summary: entry.summary,
      tags: [areaOf(name)],
      description: `auth: ${entry.auth}`,
      request: {
        headers: header,
        ...(isGet
          ? { query: withReqId as z.ZodObject }
          : {
              body: {
                content: {
                  [entry.body === 'multipart' ? 'multipart/form-data' : FORM_CONTENT_TYPE]: {
                    schema: withReqId,
                  },
                },
              },
            }),
      },
      responses: {
        200: {
          description: '统一响应信封',
          content: { 'application/json': { schema: envelopeOf(schemas.result) } },
        },
      },
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: { title: '商城上游接口（mock-api）', version: '1.0.0', description: '由端点目录自动生成' },
    servers: [{ url: serverUrl }],
  });
}
