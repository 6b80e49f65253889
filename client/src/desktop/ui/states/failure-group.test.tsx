import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorState } from './error-state';
import { FailureGroup } from './failure-group';

describe('FailureGroup', () => {
  it('says several failures once, and its 重新加载 retries each block', () => {
    const first = jest.fn();
    const second = jest.fn();
    render(
      <FailureGroup>
        <ErrorState title="楼层一加载失败" onRetry={first} />
        <ErrorState title="楼层二加载失败" onRetry={second} />
      </FailureGroup>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败，请检查网络后重试');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('leaves a block failing alone to say it itself', () => {
    render(
      <FailureGroup>
        <ErrorState title="楼层一加载失败" onRetry={() => {}} />
      </FailureGroup>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('楼层一加载失败');
  });
});
