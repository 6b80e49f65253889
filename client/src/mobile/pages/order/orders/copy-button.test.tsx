import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onToast } from '../../../ui/toast/toast-bus';
import { CopyButton } from './copy-button';

describe('复制 the order number', () => {
  it('puts it on the clipboard and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const toasts: string[] = [];
    const stop = onToast((m) => toasts.push(m.text));
    render(<CopyButton text="2026000077" label="订单号" />);
    fireEvent.click(screen.getByRole('button', { name: '复制订单号' }));
    await waitFor(() => expect(toasts).toEqual(['订单号已复制']));
    expect(writeText).toHaveBeenCalledWith('2026000077');
    stop();
  });

  it('asks for a long press when the browser refuses', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    const toasts: string[] = [];
    const stop = onToast((m) => toasts.push(m.text));
    render(<CopyButton text="2026000077" label="订单号" />);
    fireEvent.click(screen.getByRole('button', { name: '复制订单号' }));
    await waitFor(() => expect(toasts).toEqual(['复制失败，请长按手动复制']));
    stop();
  });
});
