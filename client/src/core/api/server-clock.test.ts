import { noteServerTime, serverNow } from './server-clock';

describe('server clock', () => {
  afterEach(() => noteServerTime({ 'x-mock-now': String(Date.now()) }));

  it("follows the mock's x-mock-now to the millisecond", () => {
    const received = Date.now();
    noteServerTime({ 'x-mock-now': String(received + 40 * 60_000) }, received);
    expect(serverNow() - Date.now()).toBeGreaterThan(40 * 60_000 - 1_000);
  });

  it('takes the Date header when that is all there is, ignoring the second it rounds away', () => {
    const received = Date.now();
    noteServerTime({ date: new Date(received - 10 * 60_000).toUTCString() }, received);
    expect(serverNow() - Date.now()).toBeLessThan(-9 * 60_000);
    noteServerTime({ date: new Date(received - 500).toUTCString() }, received);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
  });

  it('keeps what it knew when a reply has no readable time', () => {
    const received = Date.now();
    noteServerTime({ 'x-mock-now': String(received + 60_000) }, received);
    noteServerTime({ date: 'not a date' }, received);
    noteServerTime(undefined, received);
    expect(serverNow() - Date.now()).toBeGreaterThan(59_000);
  });
});
