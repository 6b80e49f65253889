import { validate } from '@readme/openapi-parser';
import { catalogueEntries, endpointNames } from '../src/catalogue/catalogue';
import { refusingEntries } from '../src/catalogue/refusals';
import { concreteInput, examples } from '../src/examples';
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

  it('declares form bodies for POST calls and the domo-custom header as a security scheme', () => {
    const hot = (document.paths as any)['/api/goods/hot/sale/getHotGoods'].post;
    expect(Object.keys(hot.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
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
    op.responses['200'].content['application/json'].schema.anyOf.map((s: any) =>
      s.$ref ? s.$ref.split('/').pop() : s.properties.code.enum[0],
    );

  it('says in OpenAPI terms whether an operation needs, may use or ignores the session', () => {
    const expected = { none: [], optional: [{}, { domoCustom: [] }], required: [{ domoCustom: [] }] };
    for (const { entry, op } of operations()) expect(op.security).toEqual(expected[entry.auth]);
  });

  it('describes every reply an operation can give, each with an example', () => {
    const refusing = new Set<string>(refusingEntries);
    for (const { name, entry, op } of operations()) {
      const codes = replyCodes(op);
      expect([name, codes]).toEqual([
        name,
        [
          '01',
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
      ...concreteInput(examples.getGoods.input!),
      reqId: expect.any(String),
    });
  });
});
