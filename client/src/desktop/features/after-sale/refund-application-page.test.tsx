import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentLocation,
  invalid,
  logInAsTestUser,
  mockApi,
  NETWORK_DOWN,
  renderPage,
  resetHarness,
} from '../../../test/harness';
import RefundApplicationPage from './refund-application-page';
import RefundDetailsPage from './refund-details-page';
import ServiceDetailsPage from './service-details-page';
import { validateRefundAmount, yuanToFen } from './refund-amount';
import { orderItem, refundRecord as refund } from '../../../test/order-fixtures';

const item = orderItem();
const info = { item, maxAmount: 5490, reasons: ['不想要了', '质量问题'], refundTypes: ['refundOnly'] };
const URL = '/refund_application?orderId=10001&orderItemId=501';

let api: ReturnType<typeof mockApi>;
beforeEach(() => logInAsTestUser());
afterEach(() => {
  api?.restore();
  resetHarness();
});

describe('refund amount rules', () => {
  it('converts yuan to fen exactly and checks the range', () => {
    expect(yuanToFen('54.9')).toBe(5490);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('1.234')).toBeNull();
    expect(validateRefundAmount('', 5490)).toBe('请填写退款金额');
    expect(validateRefundAmount('0', 5490)).toBe('退款金额必须大于0');
    expect(validateRefundAmount('54.91', 5490)).toBe('退款金额不能超过¥54.90');
    expect(validateRefundAmount('54.90', 5490)).toBeNull();
  });
});

describe('/refund_application', () => {
  it('validates reason and amount, then refunds in fen and goes to the refund details', async () => {
    api = mockApi({
      getVerifyRefundResultNew: { canRefund: true, canRepair: false, reason: null, maxAmount: 5490 },
      getApplyRefundInfo: info,
      refundOrderProduct: refund(),
    });
    const user = userEvent.setup();
    renderPage(<RefundApplicationPage />, URL);
    const amount = await screen.findByLabelText('退款金额');
    expect(amount).toHaveValue('54.90');
    expect(screen.getByText('最多可退 ¥54.90')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '60');
    await user.click(screen.getByRole('button', { name: '提交退款申请' }));
    expect(await screen.findByText('请选择退款原因', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByText('退款金额不能超过¥54.90')).toBeInTheDocument();
    expect(api.callsOf('refundOrderProduct')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('退款原因'), '不想要了');
    await user.clear(amount);
    await user.type(amount, '20.5');
    await user.click(screen.getByRole('button', { name: '提交退款申请' }));
    await waitFor(() => expect(currentLocation()).toBe('/refund_details?refundId=9'));
    expect(api.callsOf('refundOrderProduct')[0]).toEqual({
      orderId: '10001',
      orderItemId: '501',
      refundType: 'refundOnly',
      reason: '不想要了',
      amount: '2050',
    });
  });

  it('shows a 03 amount error from the server at the amount field and keeps the input', async () => {
    api = mockApi({
      getVerifyRefundResultNew: { canRefund: true, canRepair: false, reason: null, maxAmount: 5490 },
      getApplyRefundInfo: info,
      refundOrderProduct: invalid({ amount: '金额以分为单位' }),
    });
    const user = userEvent.setup();
    renderPage(<RefundApplicationPage />, URL);
    await user.selectOptions(await screen.findByLabelText('退款原因'), '质量问题');
    await user.click(screen.getByRole('button', { name: '提交退款申请' }));
    expect(await screen.findByText('金额以分为单位')).toBeInTheDocument();
    expect(screen.getByLabelText('退款原因')).toHaveValue('质量问题');
  });

  it('offers 申请维修 when allowed and files a repair', async () => {
    api = mockApi({
      getVerifyRefundResultNew: { canRefund: true, canRepair: true, reason: null, maxAmount: 5490 },
      getApplyRefundInfo: info,
      repairOrderProduct: { repairId: 4 },
    });
    const user = userEvent.setup();
    renderPage(<RefundApplicationPage />, URL);
    await user.click(await screen.findByRole('radio', { name: '申请维修' }));
    await user.click(screen.getByRole('button', { name: '提交维修申请' }));
    expect(await screen.findByText('请选择维修原因', { selector: '[role=alert]' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('维修原因'), '商品故障');
    await user.click(screen.getByRole('button', { name: '提交维修申请' }));
    await waitFor(() => expect(currentLocation()).toBe('/service_details?repairId=4'));
  });

  it('explains why a line cannot get an after-sale', async () => {
    api = mockApi({
      getVerifyRefundResultNew: {
        canRefund: false,
        canRepair: false,
        reason: '订单未支付，无需退款',
        maxAmount: 0,
      },
    });
    renderPage(<RefundApplicationPage />, URL);
    expect(await screen.findByText('该商品暂不能申请售后')).toBeInTheDocument();
    expect(screen.getByText('订单未支付，无需退款')).toBeInTheDocument();
    expect(api.callsOf('getApplyRefundInfo')).toHaveLength(0);
  });

  it('shows an error state when the check fails', async () => {
    api = mockApi({ getVerifyRefundResultNew: NETWORK_DOWN });
    renderPage(<RefundApplicationPage />, URL);
    expect(await screen.findByText('售后信息加载失败')).toBeInTheDocument();
  });
});

describe('/refund_details', () => {
  it('shows the refund and undoes it after the confirm', async () => {
    let current = refund();
    api = mockApi({
      getRefundDetailInfo: () => current,
      undoApplyRefund: () => {
        current = refund({ status: 'cancelled', statusText: '已撤销退款申请' });
        return current;
      },
    });
    renderPage(<RefundDetailsPage />, '/refund_details?refundId=9');
    expect(await screen.findByText('退款申请审核中')).toBeInTheDocument();
    expect(screen.getByText('买家提交退款申请')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '撤销申请' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '撤销申请' }),
    );
    expect(await screen.findByText('已撤销退款申请')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销申请' })).not.toBeInTheDocument();
  });

  it('asks for the return express once a 退货退款 is approved and validates the number', async () => {
    api = mockApi({
      getRefundDetailInfo: refund({
        refundType: 'returnAndRefund',
        status: 'waitReturn',
        statusText: '审核通过，请寄回商品并填写物流单号',
        returnAddress: '上海市徐汇区 售后部',
      }),
      getExpressCompanys: [{ code: 'SF', name: '顺丰速运' }],
      refundExpressNew: refund({ status: 'returning' }),
    });
    const user = userEvent.setup();
    renderPage(<RefundDetailsPage />, '/refund_details?refundId=9');
    expect(await screen.findByText(/上海市徐汇区 售后部/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('快递单号'), 'ab');
    await user.click(screen.getByRole('button', { name: '提交物流信息' }));
    expect(await screen.findByText('请选择快递公司', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByText('请填写正确的快递单号（6-30位字母或数字）')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('快递公司'), 'SF');
    await user.type(screen.getByLabelText('快递单号'), 'cdef1234');
    await user.click(screen.getByRole('button', { name: '提交物流信息' }));
    await waitFor(() =>
      expect(api.callsOf('refundExpressNew')[0]).toEqual({
        refundId: '9',
        expressCode: 'SF',
        expressNo: 'abcdef1234',
      }),
    );
  });
});

describe('/service_details', () => {
  it('shows the repair with its timeline and offers undo while it is reviewed', async () => {
    api = mockApi({
      getRepairDetailInfo: {
        repairId: 4,
        orderId: 10001,
        orderItemId: 501,
        item,
        reason: '商品故障',
        description: '',
        pictures: [],
        status: 'applying',
        statusText: '维修申请审核中',
        createTime: Date.now(),
        timeline: [{ time: Date.now(), text: '买家提交维修申请' }],
      },
    });
    renderPage(<ServiceDetailsPage />, '/service_details?repairId=4');
    expect(await screen.findByText('维修申请审核中')).toBeInTheDocument();
    expect(screen.getByText('商品故障')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤销申请' })).toBeInTheDocument();
  });
});
