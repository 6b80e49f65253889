// Compiled with tsc (module nodenext) in the consumer's folder: calls are typed by the catalogue's
// operation names and bodies, through the kit's ES module types.
import { mockClient } from '@storefront/mock-api/kit';

export async function typedCalls(): Promise<number> {
  const sb = await mockClient({ baseUrl: 'http://127.0.0.1:4010' }).sandbox();
  const added = await sb.call('addCart', { goodsId: 1, skuId: 2, quantity: 3 });
  // @ts-expect-error -- not an operation of the catalogue
  await sb.call('addCartt', {});
  // @ts-expect-error -- addCart needs skuId
  await sb.call('addCart', { goodsId: 1, quantity: 3 });
  await sb.expectCalled('addCart', { where: { quantity: 3 } });
  // @ts-expect-error -- expectCalled takes operation names only
  await sb.expectNotCalled('bye');
  return added.result.cartNumber;
}
