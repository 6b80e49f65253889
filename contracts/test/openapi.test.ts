import { validate } from '@readme/openapi-parser';
import { endpointNames } from '../src/catalogue/catalogue';
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

  it('declares form bodies for POST calls and the domo-custom header', () => {
    const hot = (document.paths as any)['/api/goods/hot/sale/getHotGoods'].post;
    expect(Object.keys(hot.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(hot.parameters.some((p: any) => p.in === 'header' && p.name === 'domo-custom')).toBe(true);
  });
});
