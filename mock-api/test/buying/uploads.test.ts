// webUpload: at most 2 MB, JPEG/PNG/GIF/WebP recognised by their first bytes, served back same-origin.
import { encodeCustomHeader, newReqId } from '@storefront/contracts';
import request from 'supertest';
import { sniffImageType } from '../../src/domain/account/uploads';
import { registerUser, startHarness, type Harness, type Identity } from '../harness';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

describe('image uploads', () => {
  let h: Harness;
  let me: Identity;
  beforeAll(async () => {
    h = startHarness();
    me = await registerUser(h);
  });
  afterAll(() => h.close());

  const upload = (file: Buffer | null, name = 'photo.png', type = 'image/png', who: Identity | null = me) => {
    const req = request(h.app)
      .post('/api/upload/webupload')
      .set('domo-custom', encodeCustomHeader(who ? { token: who.token, uid: who.userId } : {}))
      .field('reqId', newReqId());
    return (file ? req.attach('file', file, { filename: name, contentType: type }) : req).then(
      (res) => res.body,
    );
  };

  it('stores a PNG and serves it back from /media/uploads', async () => {
    const reply = await upload(PNG);
    expect(reply.code).toBe('01');
    expect(reply.result).toMatchObject({ size: PNG.length, mimeType: 'image/png' });
    expect(reply.result.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await request(h.app).get(reply.result.url).buffer(true);
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(served.body), PNG)).toBe(0);
  });

  it('refuses a file whose bytes are not an image, whatever its name and declared type', async () => {
    const reply = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(reply).toMatchObject({ code: '02', msg: '仅支持上传 JPG、PNG、GIF、WebP 格式的图片' });
  });

  it('refuses a file over 2 MB with a message in Chinese', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const reply = await upload(big);
    expect(['02', '03']).toContain(reply.code);
    expect(reply.msg + JSON.stringify(reply.errors ?? {})).toContain('2MB');
  });

  it('refuses a call without a file (a missing field: 03), and a visitor', async () => {
    expect(await upload(null)).toMatchObject({ code: '03', errors: { file: '请选择要上传的图片' } });
    expect((await upload(PNG, 'a.png', 'image/png', null)).code).toBe('52');
  });

  it('recognises the four image types by their magic bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});
