import { validate } from '@readme/openapi-parser';
import { catalogueEntries, endpointNames } from '../src/catalogue/catalogue';
import { exampleOf, refusingEntries } from '../src/catalogue/schemas';
import { concreteInput } from '../src/examples';
import { buildOpenApiDocument } from '../src/openapi';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document by a real validator', async () => {
    const outcome = await validate(structuredClone(document) as any);
    if (!outcome.valid) console.error(outcome.errors);
    expect(outcome.valid).toBe(true);
  });

  it('describes every catalogue entry once, by operation id', () => {
    const ids = Object.values(document.paths ?? {}).flatMap((item: any) =>
      ['get', 'post'].filter((m) => item[m]).map((m) => item[m].operationId),
    );
    expect(ids.sort()).toEqual([...endpointNames].sort());
  });

  it('declares required form bodies for POST calls and the domo-custom header as a security scheme', () => {
    const hot = (document.paths as any)['/api/goods/hot/sale/getHotGoods'].post;
    expect(Object.keys(hot.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(hot.requestBody.required).toBe(true);
    expect((document.components as any).securitySchemes.domoCustom).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'domo-custom',
    });
  });

  const operations = () =>
    catalogueEntries().map(([name, entry]) => ({
      name,
      entry,
      op: (document.paths as any)[entry.path][entry.method.toLowerCase()],
    }));
  const replyCodes = (op: any): string[] =>
    op.responses['200'].content['application/json'].schema.oneOf.map((s: any) => s.$ref.split('/').pop());

  it('requires the session header on login-only operations, lets visitors call without it, and says the login mode', () => {
    for (const { entry, op } of operations()) {
      expect(op.security).toEqual(
        entry.auth === 'required' ? [{ domoCustom: [] }] : [{}, { domoCustom: [] }],
      );
      expect(op['x-login']).toBe(entry.auth);
    }
    expect(document.security).toEqual([{}, { domoCustom: [] }]);
  });

  it('tells the success reply from the failures by a code discriminator', () => {
    for (const { name, op } of operations()) {
      const schema = op.responses['200'].content['application/json'].schema;
      expect(schema.discriminator.propertyName).toBe('code');
      const success = `${name[0]!.toUpperCase()}${name.slice(1)}Reply`;
      expect(schema.discriminator.mapping['01']).toBe(`#/components/schemas/${success}`);
      expect((document.components as any).schemas[success].properties.code).toMatchObject({ enum: ['01'] });
    }
  });

  it('gives reqId as a v4 pattern with an example, everywhere', () => {
    const pattern = new RegExp(
      (document.paths as any)['/api/goods/getGoods'].post.requestBody.content[
        'application/x-www-form-urlencoded'
      ].schema.properties.reqId.pattern,
    );
    expect(pattern.test('3f0e6c1a-8b2d-4c5e-9f7a-1b2c3d4e5f60')).toBe(true);
    // Upper case too, as the code takes it (uuid digits are case-insensitive).
    expect(pattern.test('3F0E6C1A-8B2D-4C5E-9F7A-1B2C3D4E5F60')).toBe(true);
    // A v1 uuid, as a generator filling `format: uuid` might send.
    expect(pattern.test('3f0e6c1a-8b2d-1c5e-9f7a-1b2c3d4e5f60')).toBe(false);
    // A union body (a cross-field rule) has reqId in every member.
    const members = (schema: any): any[] => schema.oneOf ?? schema.anyOf ?? [schema];
    for (const { op } of operations()) {
      const reqIds = op.requestBody
        ? members(Object.values(op.requestBody.content as Record<string, any>)[0].schema).map(
            (member) => member.properties.reqId,
          )
        : [op.parameters.find((p: any) => p.name === 'reqId').schema];
      for (const reqId of reqIds)
        expect(reqId).toMatchObject({ pattern: pattern.source, examples: [expect.stringMatching(pattern)] });
    }
  });

  it('writes a nullable form field as the empty string a form carries, and encodes bracketed arrays', () => {
    const body = (path: string) =>
      (document.paths as any)[path].post.requestBody.content['application/x-www-form-urlencoded'];
    expect(body('/api/goods/category/getCategoryByParent').schema.properties.pid.anyOf).toEqual([
      { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
      expect.objectContaining({ type: 'string', const: '' }),
    ]);
    expect(JSON.stringify(document.paths)).not.toContain('"null"');
    expect(body('/api/goods/cart/del').encoding).toEqual({ cartIds: { style: 'deepObject', explode: true } });
  });

  it('writes cross-field rules as unions: login oneOf password or code, buyNow (anyOf) needing its SKU, a post anyOf', () => {
    const body = (path: string) =>
      (document.paths as any)[path].post.requestBody.content['application/x-www-form-urlencoded'].schema;
    const login = body('/api/my/mobileAndPasswordToLogin');
    expect(login.oneOf.map((member: any) => member.required)).toEqual([
      ['mobile', 'password', 'reqId'],
      ['mobile', 'code', 'reqId'],
    ]);
    const order = body('/api/goods/order/addOrderNew');
    expect(order.anyOf[1].required).toEqual(
      expect.arrayContaining(['source', 'goodsId', 'skuId', 'quantity']),
    );
    expect(body('/api/home/addFindTopic').anyOf.map((member: any) => member.required)).toEqual([
      ['topicId', 'reqId'],
      ['title', 'content', 'reqId'],
    ]);
    const post = (document.paths as any)['/api/home/addFindTopic'].post;
    expect(post.requestBody.content['application/x-www-form-urlencoded'].encoding).toEqual({
      pictures: { style: 'deepObject', explode: true },
    });
  });

  it("declares the upload's file part, required, with the image types it takes", () => {
    const media = (document.paths as any)['/api/upload/webupload'].post.requestBody.content[
      'multipart/form-data'
    ];
    expect(media.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(media.schema.required).toEqual(['file', 'reqId']);
    expect(media.encoding.file.contentType).toBe('image/jpeg, image/png, image/gif, image/webp');
  });

  it('defines every tag it uses and names servers a client can call', () => {
    const defined = new Set((document.tags ?? []).map((tag) => tag.name));
    for (const { op } of operations()) for (const tag of op.tags) expect(defined).toContain(tag);
    expect(document.servers?.map((server) => server.url)).toContain('http://127.0.0.1:4010');
    expect(document.info.contact).toBeDefined();
  });

  it('describes every reply an operation can give, each with an example', () => {
    const refusing = new Set<string>(refusingEntries);
    for (const { name, entry, op } of operations()) {
      const codes = replyCodes(op);
      expect([name, codes]).toEqual([
        name,
        [
          `${name[0]!.toUpperCase()}${name.slice(1)}Reply`,
          ...(entry.auth === 'required' ? ['SessionInvalidReply'] : []),
          'InvalidReply',
          ...(refusing.has(name) ? ['RefusedReply'] : []),
        ],
      ]);
      const examples = op.responses['200'].content['application/json'].examples;
      expect(Object.keys(examples)).toHaveLength(codes.length);
      if (entry.method === 'POST')
        expect(op.responses['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
    }
  });

  it('takes request examples from the examples the Pact tests use', () => {
    const goods = (document.paths as any)['/api/goods/getGoods'].post;
    expect(goods.requestBody.content['application/x-www-form-urlencoded'].example).toEqual({
      ...concreteInput(exampleOf('getGoods').input!),
      reqId: expect.any(String),
    });
  });
});
