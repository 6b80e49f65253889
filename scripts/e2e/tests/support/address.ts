// Filling the shared address form (ui/address-form) the way a person does: name, phone (mobile or landline), the
// province → city → area picker, the street, and whether it is the default.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface AddressInput {
  consignee: string;
  mobile: string;
  detail: string;
  isDefault?: boolean;
  /** Which province/city/area option to pick (1 = the first real one). */
  regionIndex?: number;
}

/** Picks option `index` of a region select once its options have loaded. */
async function pickRegion(select: Locator, index: number): Promise<string> {
  await expect(select).toBeEnabled();
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(index);
  const option = select.locator('option').nth(index);
  const label = ((await option.textContent()) ?? '').trim();
  await select.selectOption({ index });
  return label;
}

/** Fills the 收货地址表单 in `scope` and returns the region names chosen; does not submit. */
export async function fillAddressForm(scope: Locator, address: AddressInput): Promise<string[]> {
  const form = scope.getByRole('form', { name: '收货地址表单' });
  await form.getByRole('textbox', { name: '收货人' }).fill(address.consignee);
  await form.getByRole('textbox', { name: '联系电话' }).fill(address.mobile);
  const index = address.regionIndex ?? 1;
  const region = [
    await pickRegion(form.getByRole('combobox', { name: '省份' }), index),
    await pickRegion(form.getByRole('combobox', { name: '城市' }), 1),
    await pickRegion(form.getByRole('combobox', { name: '区县' }), 1),
  ];
  await form.getByRole('textbox', { name: '详细地址' }).fill(address.detail);
  const isDefault = form.getByRole('checkbox', { name: '设为默认收货地址' });
  if (address.isDefault) await isDefault.check();
  else await isDefault.uncheck();
  return region;
}

/**
 * On the order confirmation page: once the 收货地址 block is there, adds an address through its dialog
 * when the user has none (`beforeSave` may look at the filled dialog), then expects one to be chosen.
 */
export async function ensureOrderAddress(
  page: Page,
  consignee: string,
  beforeSave?: (dialog: Locator) => Promise<unknown>,
): Promise<void> {
  const addresses = page.getByRole('main').getByRole('region', { name: '收货地址' });
  await expect(addresses.getByRole('button', { name: /新增收货地址/ })).toBeVisible();
  if ((await addresses.getByRole('radio').count()) === 0) {
    await addresses.getByRole('button', { name: /新增收货地址/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await fillAddressForm(dialog, {
      consignee,
      mobile: '13912345678',
      detail: '人民路100号1栋101室',
      isDefault: true,
    });
    await beforeSave?.(dialog);
    await dialog.getByRole('button', { name: /保存/ }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(addresses.getByRole('radio', { checked: true })).toHaveCount(1);
}
