// 申请售后 on the phone: the line's refund types and reasons as the server offers them, a reason
// required before anything is sent, then refundOrderProduct with the chosen type, the reason, the
// trimmed note and the most this line returns; a refusal stays in the sheet.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { refuse, renderPage, resetHarness } from '../../../../test/harness';
import { orderItem, refundRecord } from '../../../../test/order-fixtures';
import { RefundSheet } from './refund-sheet';

afterEach(resetHarness);

const item = orderItem();
const INFO = {
  item,
  maxAmount: 5490,
  reasons: ['不想要了', '质量问题'],
  refundTypes: ['refundOnly', 'returnAndRefund'],
};
const REFUND = refundRecord({ refundType: 'returnAndRefund', reason: '质量问题', description: '屏幕有划痕' });

const open = (refundOrderProduct: unknown, onClose = jest.fn()) => ({
  onClose,
  view: renderPage(<RefundSheet open orderId={10001} orderItemId={501} onClose={onClose} />, {
    url: '/orders/10001',
    stubs: { getApplyRefundInfo: INFO, refundOrderProduct: refundOrderProduct as object },
    loggedIn: true,
  }),
});

describe('mobile refund sheet', () => {
  it('asks for a reason, then applies with the chosen type, reason, note and amount', async () => {
    const { view, onClose } = open(REFUND);
    expect(await screen.findByText(`${item.name} · 退款金额 ¥54.90`)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '仅退款' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请选择退款原因')).toBeInTheDocument();
    expect(view.callsOf('refundOrderProduct')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '退货退款' }));
    fireEvent.click(screen.getByRole('radio', { name: '质量问题' }));
    fireEvent.change(screen.getByLabelText('退款说明（选填）'), { target: { value: ' 屏幕有划痕 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(view.callsOf('refundOrderProduct')[0]).toMatchObject({
      orderId: '10001',
      orderItemId: '501',
      refundType: 'returnAndRefund',
      reason: '质量问题',
      amount: '5490',
      description: '屏幕有划痕',
    });
  });

  it('keeps the sheet open with the refusal said', async () => {
    const { onClose } = open(refuse('该商品已超过售后期'));
    fireEvent.click(await screen.findByRole('radio', { name: '不想要了' }));
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('该商品已超过售后期')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
