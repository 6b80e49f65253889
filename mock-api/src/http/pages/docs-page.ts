// GET /__mock/docs: a browsable Chinese API reference rendered from the OpenAPI document (which is
// itself generated from the catalogue), plus the wire rules, the admin API and the media URLs.
import { areaOf, catalogueEntries, type RouteEntry } from '@storefront/contracts';
import { escapeHtml, pageFrame } from './html.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  description?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

const AREA_TITLES: Record<string, string> = {
  home: '首页与广告',
  goods: '商品与分类',
  flashSale: '限时抢购',
  welfare: '福利与签到',
  find: '社区与收藏',
  search: '搜索',
  cart: '购物车',
  address: '收货地址',
  order: '订单与售后',
  coupon: '优惠券',
  account: '账号与短信',
  message: '消息与其他',
};
const AUTH_TEXT = { none: '无需登录', optional: '可选登录', required: '需要登录' } as const;

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
  const range =
    schema.minimum !== undefined || schema.maximum !== undefined
      ? ` (${schema.minimum ?? ''}..${schema.maximum ?? ''})`
      : '';
  return `${Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object')}${range}`;
}

function fieldsTable(schema: JsonSchema | undefined): string {
  const props = Object.entries(schema?.properties ?? {});
  if (props.length === 0) return '<p class="muted">无参数</p>';
  const required = new Set(schema?.required ?? []);
  const rows = props
    .map(
      ([name, s]) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeOf(s))}</td><td>${required.has(name) ? '必填' : '可选'}${s.default !== undefined ? `，默认 <code>${escapeHtml(JSON.stringify(s.default))}</code>` : ''}</td><td>${escapeHtml(s.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>字段</th><th>类型</th><th>必填</th><th>说明</th></tr></thead><tbody>${rows}</tbody></table>`;
}

interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The wire's rules every call follows (docs/wire.md says the same in English). */
const WIRE_RULES = `<ul>
<li>每个请求带请求头 <code>domo-custom</code>：UTF-8 JSON <code>{"appVersion":"2.0","timestamp":毫秒,"source":4,"token":"…","uid":"…"}</code> 的 base64；游客 token、uid 为空串。</li>
<li>每个请求带 <code>reqId</code>（uuid v4）：GET 在查询串，POST 在表单字段。POST 请求体为 <code>application/x-www-form-urlencoded</code>（qs 编码，深度 5，数组上限 20，参数上限 1000）。</li>
<li>响应统一为 <code>{"code","msg","result"}</code>：<code>01</code> 成功；<code>52</code> 登录失效；<code>02</code> 业务拒绝（msg 为提示语）；<code>03</code> 参数错误（另有 <code>errors</code>：字段 → 问题）。</li>
<li>金额单位为分，时间为毫秒时间戳，图片为同源 <code>/media/…</code> 地址。</li>
</ul>`;

/** The admin API under /__mock/ (mock-api/README.md lists it in full). */
const ADMIN_TABLE = `<h2>管理接口 /__mock/</h2>
<table><tbody>
<tr><td><code>GET /__mock/health</code></td><td>健康检查：正常时返回 code 01；数据文件损坏、只读或磁盘已满时返回 HTTP 503 及原因</td></tr>
<tr><td><code>POST /__mock/reset</code></td><td>清空用户数据（重新写入演示账号）、请求日志与故障规则</td></tr>
<tr><td colspan="2">写操作须带 JSON 请求体或 <code>x-mock-admin</code> 请求头；外站 Origin、非本机/内网 Host 一律拒绝</td></tr>
<tr><td><code>GET /__mock/journal?limit=50&amp;path=</code>，<code>DELETE /__mock/journal</code></td><td>最近的请求（含解码后的 domo-custom），最新在前；在本实例新建沙箱的那次请求带 <code>note</code>，说明沙箱从场景重新开始</td></tr>
<tr><td><code>GET /__mock/console</code></td><td>控制台：实时请求日志、场景与沙箱、时钟、故障规则、演示账号的订单</td></tr>
<tr><td><code>GET /__mock/journal/stream</code>，<code>GET /__mock/journal/:seq</code></td><td>请求日志的实时推送（Server-Sent Events，支持 Last-Event-ID 续传）；单条日志的请求头、回复与契约校验结果</td></tr>
<tr><td><code>GET|POST|DELETE /__mock/faults</code></td><td>单条故障规则：<code>{fault: 500|timeout|reset|52|02, delayMs, pathPrefix, times}</code>；单个请求用请求头 <code>x-mock-fault</code>、<code>x-mock-delay</code></td></tr>
<tr><td><code>GET|POST|PUT|DELETE /__mock/faults/rules</code>，<code>PATCH|DELETE /__mock/faults/rules/:id</code></td><td>多条故障规则：按接口名或路径前缀、用户、沙箱匹配；效果为延迟（固定或范围）、52、02、HTTP 500/502/503/504、断开连接、超时、慢响应体、损坏的 JSON；可设概率（带种子）、次数或结束时间（模拟时钟）</td></tr>
<tr><td><code>POST /__mock/sessions/expire</code></td><td>使会话失效：<code>{token}</code>、<code>{uid}</code> 或 <code>{all: true}</code></td></tr>
<tr><td><code>POST /__mock/orders/:orderId/(pay|ship|refund-approve|refund-reject|repair-advance)</code></td><td>后台处理订单</td></tr>
<tr><td><code>GET /__mock/openapi.json</code></td><td>OpenAPI 3.1 文档</td></tr>
<tr><td><code>GET /__mock/chat?uid=&amp;nickname=&amp;mobile=&amp;questionType=</code></td><td>在线客服页面</td></tr>
</tbody></table>`;

/** The request's fields: the form body's schema, or the query parameters of a GET. */
function requestSchema(op: OpenApiOperation | undefined): JsonSchema | undefined {
  if (op?.requestBody) return Object.values(op.requestBody.content)[0]?.schema;
  if (!op?.parameters) return undefined;
  const query = op.parameters.filter((p) => p.in === 'query');
  return {
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
}

/** One operation: method, path, summary, login, its fields and the JSON Schema of its result. */
function operationSection(name: string, entry: RouteEntry, doc: OpenApiDocument): string {
  const op = doc.paths[entry.path]?.[entry.method.toLowerCase()];
  const component = (schema: JsonSchema | undefined) =>
    schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  // The 200 reply is a union of envelopes (components told apart by code); the first is the success one.
  const reply = op?.responses['200']?.content?.['application/json']?.schema;
  const result = component(reply?.oneOf?.[0] ?? reply)?.properties?.result;
  return `<section id="${escapeHtml(name)}">
<h3><span class="tag ${entry.method}">${entry.method}</span> <code>${escapeHtml(entry.path)}</code> ${escapeHtml(entry.summary)}
<span class="tag auth-${entry.auth}">${AUTH_TEXT[entry.auth]}</span></h3>
<p class="muted">名称 <code>${escapeHtml(name)}</code>${entry.body === 'multipart' ? '，multipart/form-data 上传，字段 file' : ''}${entry.host === 'behaviour' ? '，位于 BEHAVIOUR_URL' : ''}</p>
${fieldsTable(requestSchema(op))}
<details><summary>result 结构（JSON Schema）</summary><pre>${escapeHtml(JSON.stringify(result ?? {}, null, 2))}</pre></details>
</section>`;
}

export function renderDocsPage(openApi: unknown): string {
  const doc = openApi as OpenApiDocument;
  const byArea = new Map<string, string[]>();
  for (const [name, entry] of catalogueEntries()) {
    const area = areaOf(name);
    byArea.set(area, [...(byArea.get(area) ?? []), operationSection(name, entry, doc)]);
  }
  const nav = [...byArea.keys()]
    .map((area) => `<a href="#area-${area}">${escapeHtml(AREA_TITLES[area] ?? area)}</a>`)
    .join('');
  const areas = [...byArea]
    .map(
      ([area, items]) =>
        `<h2 id="area-${area}">${escapeHtml(AREA_TITLES[area] ?? area)}（${items.length}）</h2>${items.join('')}`,
    )
    .join('');
  const body = `<header><h1>商城上游接口参考（mock-api）</h1></header>
<main>
<section>
<h2>通用约定</h2>
${WIRE_RULES}
<nav>${nav}</nav>
</section>
<section>
${ADMIN_TABLE}
</section>
${areas}
</main>`;
  return pageFrame('商城上游接口参考（mock-api）', body);
}
