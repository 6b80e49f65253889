import { render, screen } from '@testing-library/react';
import { noteServerTime } from '../../../core/api/server-clock';
import { DeadlineCountdown } from './deadline-countdown';

const MINUTE = 60_000;

describe('the pay countdown on the phone', () => {
  afterEach(() => noteServerTime({ 'x-mock-now': String(Date.now()) }));

  it("counts to the server's deadline by the server's clock when the phone's clock is behind", () => {
    // The server is 40 minutes ahead of this phone; the order may be paid for 15 more minutes.
    const received = Date.now();
    noteServerTime({ 'x-mock-now': String(received + 40 * MINUTE) }, received);
    const onEnd = jest.fn();
    render(<DeadlineCountdown deadline={received + 55 * MINUTE} onEnd={onEnd} />);
    expect(screen.getByText(/^1[45]:\d\d$/)).toBeInTheDocument();
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('shows 00:00 and ends the order once the server says the deadline passed, whatever the phone says', () => {
    const received = Date.now();
    noteServerTime({ 'x-mock-now': String(received + 30 * MINUTE) }, received);
    const onEnd = jest.fn();
    // 20 minutes left by the phone's clock, gone 10 minutes ago by the server's.
    render(<DeadlineCountdown deadline={received + 20 * MINUTE} onEnd={onEnd} />);
    expect(screen.getByText('00:00')).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
