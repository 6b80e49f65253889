import { shareLink } from './share-link';

const link = { title: '商品', url: 'https://shop.example/m/goods/1' };

describe('shareLink', () => {
  it('opens the system share sheet when the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    await expect(shareLink(link, { share, clipboard: { writeText } })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(link, { clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
  });

  it('copies the link when the share sheet fails, but not when the shopper closed it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const broken = jest.fn().mockRejectedValue(new Error('not allowed'));
    await expect(shareLink(link, { share: broken, clipboard: { writeText } })).resolves.toBe('copied');
    const closed = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    writeText.mockClear();
    await expect(shareLink(link, { share: closed, clipboard: { writeText } })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the old way when the Clipboard API is missing or refuses', async () => {
    const legacyCopy = jest.fn().mockReturnValue(true);
    await expect(shareLink(link, { legacyCopy })).resolves.toBe('copied');
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    await expect(shareLink(link, { clipboard: { writeText }, legacyCopy })).resolves.toBe('copied');
    expect(legacyCopy).toHaveBeenCalledWith(link.url);
  });

  it('says it failed when nothing can copy', async () => {
    await expect(shareLink(link, {})).resolves.toBe('failed');
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    await expect(shareLink(link, { clipboard: { writeText } })).resolves.toBe('failed');
  });
});
