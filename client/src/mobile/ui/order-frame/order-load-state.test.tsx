// A failed order load: a refusal (someone else's order) says 订单不存在 without a 重试 that cannot
// work; a network failure offers 重试.
import { render, screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../../core/api/errors';
import { OrderLoadState } from './order-load-state';

const failed = (error: Error) => ({ isPending: false, error, refetch: jest.fn() });

describe('OrderLoadState', () => {
  it('says 订单不存在 with a way to 我的订单 for a refused order, and offers no 重试', () => {
    render(
      <MemoryRouter>
        <OrderLoadState order={failed(new ApiError('02', '无权操作', {}, 200))} lines={3} />
      </MemoryRouter>,
    );
    expect(screen.getByText('订单不存在')).toBeInTheDocument();
    expect(screen.getByText('该订单不存在或不属于当前账号')).toBeInTheDocument();
    expect(screen.queryByText('无权操作')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('offers 重试 when the network failed', () => {
    render(
      <MemoryRouter>
        <OrderLoadState order={failed(new AxiosError('Network Error', 'ERR_NETWORK'))} lines={3} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
