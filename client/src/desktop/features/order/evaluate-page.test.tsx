import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentLocation,
  logInAsTestUser,
  mockApi,
  renderPage,
  resetHarness,
  TEST_USER,
} from '../../../test/harness';
import EvaluatePage from './evaluate-page';
import { orderItem, orderOf } from '../../../test/order-fixtures';
import PEvaluatePage from './order-evaluations-page';

let api: ReturnType<typeof mockApi>;
beforeEach(() => logInAsTestUser());
afterEach(() => {
  api?.restore();
  resetHarness();
});

const oneLine = orderOf('waitEvaluate', { items: [orderItem()] });

describe('/Evaluate', () => {
  it('names the rating level by the thresholds in docs/product-rules.md: ≤2 差评, 3 中评, ≥4 好评', async () => {
    api = mockApi({ getOrderNew: oneLine });
    renderPage(<EvaluatePage />, '/Evaluate?orderId=10001');
    const form = await screen.findByRole('form', { name: '评价 云南小粒咖啡豆 500g' });
    expect(within(form).getByText('好评')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: '2 星' }));
    expect(within(form).getByText('差评')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: '3 星' }));
    expect(within(form).getByText('中评')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: '4 星' }));
    expect(within(form).getByText('好评')).toBeInTheDocument();
  });

  it('requires the text, then evaluates the line and goes to the evaluations', async () => {
    api = mockApi({ getOrderNew: oneLine, evaluate: { evaluateId: 1, order: orderOf('done') } });
    renderPage(<EvaluatePage />, '/Evaluate?orderId=10001');
    const form = await screen.findByRole('form', { name: '评价 云南小粒咖啡豆 500g' });
    await userEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    expect(await within(form).findByText('请填写评价内容')).toBeInTheDocument();
    expect(api.callsOf('evaluate')).toHaveLength(0);
    await userEvent.click(within(form).getByRole('radio', { name: '1 星' }));
    await userEvent.type(within(form).getByLabelText('评价内容'), '包装破损，味道一般');
    await userEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(currentLocation()).toBe('/pEvaluate?orderId=10001'));
    expect(api.callsOf('evaluate')[0]).toEqual({
      orderId: '10001',
      orderItemId: '501',
      score: '1',
      content: '包装破损，味道一般',
      anonymous: '0',
    });
  });

  it('refuses a picture of the wrong type or over 2 MB before uploading', async () => {
    api = mockApi({ getOrderNew: oneLine });
    renderPage(<EvaluatePage />, '/Evaluate?orderId=10001');
    const input = (await screen.findByLabelText('上传评价图片')) as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'a.bmp', { type: 'image/bmp' }), { applyAccept: false });
    expect(await screen.findByText('仅支持 JPG、PNG、GIF、WebP 格式的图片')).toBeInTheDocument();
    await userEvent.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('图片大小不能超过 2MB')).toBeInTheDocument();
    expect(api.callsOf('webUpload')).toHaveLength(0);
  });

  it('uploads a picture through webUpload and shows it', async () => {
    api = mockApi({
      getOrderNew: oneLine,
      webUpload: { url: '/media/uploads/p1.png', size: 10, mimeType: 'image/png' },
    });
    renderPage(<EvaluatePage />, '/Evaluate?orderId=10001');
    const input = (await screen.findByLabelText('上传评价图片')) as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'p.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '评价图片1' })).toHaveAttribute(
      'src',
      '/media/uploads/p1.png',
    );
  });
});

describe('/pEvaluate', () => {
  it('shows the buyer’s own evaluation of each evaluated line', async () => {
    api = mockApi({
      getOrderNew: orderOf('done', { items: [orderItem({ evaluated: true })] }),
      getEvaluate: {
        list: [
          {
            evaluateId: 2,
            user: { uid: 99, nickname: '别人', avatarUrl: '' },
            score: 5,
            content: '别人的评价',
            pictures: [],
            specText: '中度烘焙',
            createTime: 1,
          },
          {
            evaluateId: 1,
            user: { uid: TEST_USER.userId, nickname: '我', avatarUrl: '' },
            score: 2,
            content: '包装破损',
            pictures: [],
            specText: '中度烘焙',
            createTime: 1,
          },
        ],
        total: 2,
        pageNum: 1,
        pageSize: 100,
        goodRate: 50,
        counts: { all: 2, good: 1, medium: 0, bad: 1, picture: 0 },
      },
    });
    renderPage(<PEvaluatePage />, '/pEvaluate?orderId=10001');
    expect(await screen.findByText('包装破损')).toBeInTheDocument();
    expect(screen.queryByText('别人的评价')).not.toBeInTheDocument();
    expect(screen.getByText('差评')).toBeInTheDocument();
  });
});
