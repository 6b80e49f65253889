// The same through the kit's CommonJS types (require).
/* eslint-disable @typescript-eslint/no-require-imports -- the CommonJS form of an import, on purpose */
import kit = require('@storefront/mock-api/kit');

export async function typedCallsCjs(): Promise<number> {
  const sb = await kit.mockClient({ baseUrl: 'http://127.0.0.1:4010' }).sandbox();
  // @ts-expect-error -- getCartNumber needs userId
  await sb.call('getCartNumber', {});
  return (await sb.call('getCartNumber', { userId: 1 })).result.cartNumber;
}
