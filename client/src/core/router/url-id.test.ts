import { parseUrlId } from './url-id';

describe('parseUrlId: a positive integer from a URL, or null', () => {
  it('reads a positive integer of up to ten digits', () => {
    expect(parseUrlId('7')).toBe(7);
    expect(parseUrlId('9999999999')).toBe(9999999999);
  });

  it.each([null, undefined, '', '0', '-7', '07', '1.5', '1e3', ' 5', 'x', '12345678901'])(
    'refuses %p',
    (raw) => {
      expect(parseUrlId(raw)).toBeNull();
    },
  );
});
