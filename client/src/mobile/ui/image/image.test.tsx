// The phone's picture: a neutral placeholder when the file fails, and a second try once the network
// that was gone is back.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Image } from './image';

const goOnline = (online: boolean) => {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => jest.restoreAllMocks());

it('shows the placeholder for a file that failed, and loads it again once the network is back', () => {
  render(<Image src="/media/goods/1.svg" alt="咖啡豆" />);
  fireEvent.error(screen.getByRole('img', { name: '咖啡豆' }));
  expect(screen.getByRole('img', { name: '咖啡豆' }).tagName).toBe('SPAN');
  goOnline(false);
  goOnline(true);
  const image = screen.getByRole('img', { name: '咖啡豆' });
  expect(image.tagName).toBe('IMG');
  expect(image).toHaveAttribute('src', '/media/goods/1.svg');
});
