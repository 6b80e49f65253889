// The address book (/address): add with validation, edit, make another one the default (only one
// default at a time), kept after a reload, delete with a confirm. Names carry a run tag so addresses that
// other journeys gave the demo user do not matter.
import { test, expect } from './support/fixtures.js';
import { fillAddressForm } from './support/address.js';
import { loginAsDemo } from './support/session.js';

test('a user adds, edits, sets the default and deletes addresses', async ({ page, a11y }) => {
  const tag = String(Date.now() % 10_000).padStart(4, '0');
  const first = `王小明${tag}`;
  const second = `赵小红${tag}`;
  const main = page.getByRole('main');
  await loginAsDemo(page, '/address');
  await expect(main.getByRole('heading', { level: 1, name: '收货地址' })).toBeVisible();
  await expect(page).toHaveTitle(/收货地址/);
  const card = (name: string) => main.getByRole('listitem', { name: `${name}的地址` });
  // The 默认 tag (not the 设为默认 button).
  const defaultTag = (name: string) => card(name).getByText('默认', { exact: true });
  const defaults = main.getByRole('listitem').filter({ has: page.getByText('默认', { exact: true }) });

  // Add: the form refuses what is missing, then saves.
  await main.getByRole('button', { name: '+ 新增收货地址' }).click();
  const addDialog = page.getByRole('dialog', { name: '新增收货地址' });
  await addDialog.getByRole('button', { name: '保存地址' }).click();
  await expect(addDialog.getByText('请填写收货人')).toBeVisible();
  await expect(addDialog.getByText('请填写详细地址')).toBeVisible();
  await a11y.check('address form with errors');
  const region = await fillAddressForm(addDialog, {
    consignee: first,
    mobile: '13911112222',
    detail: '中山路1号2单元303室',
    isDefault: false,
  });
  await addDialog.getByRole('button', { name: '保存地址' }).click();
  await expect(addDialog).toBeHidden();
  await expect(card(first)).toContainText('中山路1号2单元303室');
  await expect(card(first)).toContainText(region.join(''));

  // A second one, saved as the default: it is the only default.
  await main.getByRole('button', { name: '+ 新增收货地址' }).click();
  await fillAddressForm(addDialog, {
    consignee: second,
    mobile: '13933334444',
    detail: '解放大道88号B座1201',
    isDefault: true,
    regionIndex: 2,
  });
  await addDialog.getByRole('button', { name: '保存地址' }).click();
  await expect(addDialog).toBeHidden();
  await expect(defaultTag(second)).toBeVisible();
  await expect(defaultTag(first)).toHaveCount(0);
  await expect(card(first).getByRole('button', { name: '设为默认' })).toBeVisible();

  // Edit the first: the form opens with what was saved.
  await card(first).getByRole('button', { name: '编辑' }).click();
  const editDialog = page.getByRole('dialog', { name: '编辑收货地址' });
  await expect(editDialog.getByRole('textbox', { name: '收货人' })).toHaveValue(first);
  await expect(editDialog.getByRole('textbox', { name: '详细地址' })).toHaveValue('中山路1号2单元303室');
  await a11y.check('edit address dialog');
  await editDialog.getByRole('textbox', { name: '详细地址' }).fill('中山路9号6单元606室');
  await editDialog.getByRole('button', { name: '保存地址' }).click();
  await expect(editDialog).toBeHidden();
  await expect(card(first)).toContainText('中山路9号6单元606室');

  // Make the first the default: the second loses it.
  await card(first).getByRole('button', { name: '设为默认' }).click();
  await expect(defaultTag(first)).toBeVisible();
  await expect(defaultTag(second)).toHaveCount(0);
  await expect(card(second).getByRole('button', { name: '设为默认' })).toBeVisible();
  await expect(defaults).toHaveCount(1);

  // Everything is kept by the server.
  await page.reload();
  await expect(card(first)).toContainText('中山路9号6单元606室');
  await expect(defaultTag(first)).toBeVisible();
  await expect(defaultTag(second)).toHaveCount(0);
  await a11y.check();

  // Delete the second, after a confirm.
  await card(second).getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog', { name: '删除收货地址' });
  await expect(confirm).toContainText(second);
  await a11y.check('delete confirm');
  await confirm.getByRole('button', { name: '删除', exact: true }).click();
  await expect(card(second)).toHaveCount(0);
  await expect(card(first)).toBeVisible();
});
