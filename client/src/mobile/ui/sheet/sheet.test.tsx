import { fireEvent, render, screen } from '@testing-library/react';
import { Sheet } from './sheet';

const renderSheet = (open: boolean, onClose = jest.fn()) => {
  const result = render(
    <Sheet open={open} onClose={onClose} title="选择优惠券" footer={<button type="button">确定</button>}>
      <p>内容</p>
    </Sheet>,
  );
  return { ...result, onClose };
};

describe('the bottom sheet', () => {
  it('is a modal dialog named by its title while open', () => {
    renderSheet(true);
    const dialog = screen.getByRole('dialog', { name: '选择优惠券' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(screen.getByRole('button', { name: '确定' }));
  });

  it('shows nothing while closed', () => {
    renderSheet(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('内容')).toBeNull();
  });

  it('asks to close on 关闭, on Escape and on the backdrop, but not on a tap inside', () => {
    const { onClose } = renderSheet(true);
    const dialog = screen.getByRole('dialog', { name: '选择优惠券' });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByText('内容'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
