import {
  initialSelection,
  isValueAvailable,
  missingGroups,
  selectedSku,
  toggleValue,
} from '../src/rules/sku-selection.js';

const groups = [
  { name: '颜色', values: ['红色', '蓝色'] },
  { name: '尺码', values: ['M', 'L'] },
];
const skus = [
  { skuId: 1, specs: { 颜色: '红色', 尺码: 'M' }, stock: 0 },
  { skuId: 2, specs: { 颜色: '红色', 尺码: 'L' }, stock: 5 },
  { skuId: 3, specs: { 颜色: '蓝色', 尺码: 'M' }, stock: 0 },
  { skuId: 4, specs: { 颜色: '蓝色', 尺码: 'L' }, stock: 0 },
];

describe('sku selection', () => {
  it('disables a value whose every combination is sold out', () => {
    expect(isValueAvailable(skus, {}, '颜色', '蓝色')).toBe(false);
    expect(isValueAvailable(skus, {}, '颜色', '红色')).toBe(true);
    expect(isValueAvailable(skus, {}, '尺码', 'M')).toBe(false);
  });

  it('takes the other groups’ choices into account', () => {
    const many = [...skus, { skuId: 5, specs: { 颜色: '蓝色', 尺码: 'M' }, stock: 2 }];
    expect(isValueAvailable(many, { 颜色: '红色' }, '尺码', 'M')).toBe(false);
    expect(isValueAvailable(many, { 颜色: '蓝色' }, '尺码', 'M')).toBe(true);
  });

  it('names the SKU only when every group has a value', () => {
    expect(selectedSku(groups, skus, { 颜色: '红色' })).toBeUndefined();
    expect(selectedSku(groups, skus, { 颜色: '红色', 尺码: 'L' })?.skuId).toBe(2);
    expect(missingGroups(groups, { 颜色: '红色' })).toEqual(['尺码']);
  });

  it('starts on the first SKU in stock and toggles values off again', () => {
    expect(initialSelection(groups, skus)).toEqual({ 颜色: '红色', 尺码: 'L' });
    expect(toggleValue({ 颜色: '红色' }, '颜色', '红色')).toEqual({ 颜色: undefined });
  });
});
