import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SwipeAction } from './swipe-action';

// The download of antd's SwipeAction fails while this is true (a lost network), as a failed
// dynamic import does: jest re-runs a factory that threw on the next import.
let mockOffline = false;
jest.mock('antd-mobile/es/components/swipe-action', () => {
  if (mockOffline) throw new Error('Failed to fetch dynamically imported module');
  return {
    __esModule: true,
    default: ({
      children,
      rightActions,
    }: {
      children: ReactNode;
      rightActions: { key: string; text: string }[];
    }) => (
      <div>
        {children}
        {rightActions.map((action) => (
          <button key={action.key} type="button">
            {action.text}
          </button>
        ))}
      </div>
    ),
  };
});

const actions = [{ key: 'delete', text: '删除', onClick: jest.fn() }];
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a swipeable row', () => {
  it('keeps the row, without actions, while they cannot be downloaded; the next row tries again', async () => {
    mockOffline = true;
    const offline = render(<SwipeAction rightActions={actions}>商品行</SwipeAction>);
    await settle();
    expect(screen.getByText('商品行')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    offline.unmount();

    mockOffline = false;
    render(<SwipeAction rightActions={actions}>商品行</SwipeAction>);
    expect(screen.getByText('商品行')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('shows its actions at once when they were loaded before', () => {
    render(<SwipeAction rightActions={actions}>商品行</SwipeAction>);
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});
