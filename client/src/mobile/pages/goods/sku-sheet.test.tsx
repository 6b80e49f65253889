// The SKU sheet as a shopper uses it: spec groups as radio groups, sold-out values disabled, the
// stock of the chosen SKU, a stepper bounded by the stock and the cart limit, and 确定.
import { CART_QUANTITY_MAX } from '@storefront/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkuSheet, type ChosenLine, type SheetMode } from './sku-sheet';
import { useSkuChoice, type GoodsDetail, type GoodsSku } from '../../../core/goods/use-sku-choice';

const sku = (skuId: number, colour: string, size: string, stock: number): GoodsSku => ({
  skuId,
  goodsId: 7,
  specs: { 颜色: colour, 尺码: size },
  specText: `${colour} ${size}`,
  price: 9900 + skuId,
  originalPrice: 12900,
  stock,
  picUrl: `/media/sku/${skuId}.svg`,
  flashPrice: null,
});

const goods = (skus: GoodsSku[]): GoodsDetail => ({
  goodsId: 7,
  name: '纯棉短袖T恤',
  subTitle: '',
  picUrl: '/media/goods/7-0.svg',
  price: 9901,
  originalPrice: 12900,
  sales: 10,
  stock: skus.reduce((n, s) => n + s.stock, 0),
  tags: [],
  integral: 0,
  shopType: 'self',
  buyUrl: null,
  pictures: ['/media/goods/7-0.svg'],
  detailImages: [],
  description: [],
  specGroups: [
    { name: '颜色', values: ['红色', '蓝色'] },
    { name: '尺码', values: ['M', 'L'] },
  ],
  skus,
  services: [],
  categoryId: 1,
  categoryName: '服饰',
  evaluateCount: 0,
  goodRate: 100,
  collected: false,
  flashSale: null,
});

function Harness({
  data,
  mode,
  onConfirm,
}: {
  data: GoodsDetail;
  mode: SheetMode;
  onConfirm: (a: string, l: ChosenLine) => void;
}) {
  const choice = useSkuChoice(data);
  return <SkuSheet goods={data} choice={choice} open mode={mode} onClose={() => {}} onConfirm={onConfirm} />;
}

const setup = (skus: GoodsSku[], mode: SheetMode = 'cart') => {
  const onConfirm = jest.fn();
  render(<Harness data={goods(skus)} mode={mode} onConfirm={onConfirm} />);
  const dialog = screen.getByRole('dialog', { name: '选择规格' });
  return { onConfirm, dialog, user: userEvent.setup() };
};

describe('the SKU sheet', () => {
  it('is a labelled dialog with every spec group as a radio group, starting on the first SKU in stock', () => {
    const { dialog } = setup([
      sku(1, '红色', 'M', 0),
      sku(2, '红色', 'L', 5),
      sku(3, '蓝色', 'M', 8),
      sku(4, '蓝色', 'L', 2),
    ]);
    const colours = within(dialog).getByRole('radiogroup', { name: '颜色' });
    const sizes = within(dialog).getByRole('radiogroup', { name: '尺码' });
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['红色', '蓝色']);
    expect(within(colours).getByRole('radio', { name: '红色' })).toHaveAttribute('aria-checked', 'true');
    expect(within(sizes).getByRole('radio', { name: 'L' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByTestId('sku-stock')).toHaveTextContent('库存5件');
  });

  it('disables a value whose every combination with the current choice is sold out', async () => {
    const { dialog, user } = setup([sku(1, '红色', 'M', 0), sku(2, '红色', 'L', 5), sku(3, '蓝色', 'M', 8)]);
    // With 红色 L chosen, M is sold out and 蓝色 L does not exist at all.
    expect(within(dialog).getByRole('radio', { name: /^M/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /^蓝色/ })).toBeDisabled();
    // Un-choosing L frees 蓝色; with 蓝色 chosen, M is in stock again.
    await user.click(within(dialog).getByRole('radio', { name: 'L' }));
    await user.click(within(dialog).getByRole('radio', { name: '蓝色' }));
    expect(within(dialog).getByRole('radio', { name: /^M/ })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: /^L/ })).toBeDisabled();
  });

  it('lets the stepper run from 1 to the stock of the chosen SKU and no further', async () => {
    const { dialog, user } = setup([sku(1, '红色', 'M', 3), sku(2, '红色', 'L', 50)]);
    const minus = within(dialog).getByRole('button', { name: '减少' });
    const plus = within(dialog).getByRole('button', { name: '增加' });
    const field = within(dialog).getByRole('textbox', { name: '购买数量' });
    expect(field).toHaveValue('1');
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(field).toHaveValue('3');
    expect(plus).toBeDisabled();
    expect(within(dialog).getByText('库存仅剩3件')).toBeInTheDocument();
    // Typing past the stock is pulled back when the field is left.
    await user.clear(field);
    await user.type(field, '40');
    fireEvent.blur(field);
    expect(field).toHaveValue('3');
  });

  it('keeps the quantity within the cart limit however large the stock', async () => {
    const { dialog, user } = setup([sku(1, '红色', 'M', 500), sku(2, '红色', 'L', 500)]);
    const field = within(dialog).getByRole('textbox', { name: '购买数量' });
    await user.clear(field);
    await user.type(field, '250');
    fireEvent.blur(field);
    expect(field).toHaveValue(String(CART_QUANTITY_MAX));
    expect(within(dialog).getByRole('button', { name: '增加' })).toBeDisabled();
    expect(within(dialog).getByText(`每件商品最多购买${CART_QUANTITY_MAX}件`)).toBeInTheDocument();
  });

  it('pulls the quantity down when a SKU with less stock is chosen', async () => {
    const { dialog, user } = setup([sku(1, '红色', 'M', 10), sku(2, '红色', 'L', 2)]);
    const field = within(dialog).getByRole('textbox', { name: '购买数量' });
    await user.clear(field);
    await user.type(field, '8');
    fireEvent.blur(field);
    expect(field).toHaveValue('8');
    await user.click(within(dialog).getByRole('radio', { name: 'L' }));
    expect(field).toHaveValue('2');
  });

  it('says what is missing instead of confirming an incomplete choice', async () => {
    const { dialog, user, onConfirm } = setup([sku(1, '红色', 'M', 4), sku(2, '红色', 'L', 6)]);
    await user.click(within(dialog).getByRole('radio', { name: 'M' })); // un-choose: 尺码 is empty now
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请选择 尺码');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('hands the chosen SKU and quantity over on 确定', async () => {
    const { dialog, user, onConfirm } = setup([sku(1, '红色', 'M', 4), sku(2, '红色', 'L', 6)], 'buy');
    await user.click(within(dialog).getByRole('radio', { name: 'L' }));
    await user.click(within(dialog).getByRole('button', { name: '增加' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith('buy', {
      sku: expect.objectContaining({ skuId: 2 }),
      quantity: 2,
    });
  });

  it('confirms once on a double tap, however late its second tap lands', () => {
    const { dialog, onConfirm } = setup([sku(1, '红色', 'M', 4)], 'cart');
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    fireEvent.click(confirm, { detail: 1 });
    fireEvent.click(confirm, { detail: 2 });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to confirm when every SKU is sold out', () => {
    const { dialog } = setup([sku(1, '红色', 'M', 0), sku(2, '红色', 'L', 0)]);
    expect(within(dialog).getByRole('button', { name: '已售罄' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: '确定' })).toBeNull();
  });
});
