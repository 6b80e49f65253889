import { purchasableSku } from './purchasable-sku';

describe('purchasableSku: whether the chosen SKU can be bought', () => {
  const inStock = { skuId: 3, stock: 2 };

  it('names every spec group still without a value', () => {
    expect(purchasableSku({ missing: ['颜色', '尺码'], sku: undefined })).toEqual({
      refusal: '请选择 颜色、尺码',
    });
  });

  it('asks for a spec when the values chosen name no SKU', () => {
    expect(purchasableSku({ missing: [], sku: undefined })).toEqual({ refusal: '请选择 规格' });
  });

  it('refuses a sold-out SKU', () => {
    expect(purchasableSku({ missing: [], sku: { skuId: 3, stock: 0 } })).toEqual({
      refusal: '该规格已售罄，请选择其他规格',
    });
  });

  it('hands back a complete choice in stock', () => {
    expect(purchasableSku({ missing: [], sku: inStock })).toEqual({ sku: inStock });
  });
});
