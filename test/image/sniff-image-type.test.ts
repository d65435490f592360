import sharp from 'sharp';
import { sniffImageType } from '../../src/image/sniff-image-type';

const ftyp = (major: string, ...compatible: string[]): Buffer => {
  const body = Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(32)]);
};

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP made by a real encoder', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } });
    expect(sniffImageType(await base.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await base.clone().png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await base.clone().webp().toBuffer())).toBe('image/webp');
  });

  it('tells HEIC and HEIF from AVIF, which shares their container', async () => {
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffImageType(ftyp('mif1', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffImageType(ftyp('mif1', 'mif1'))).toBe('image/heif');
    expect(sniffImageType(ftyp('avif', 'mif1', 'avif'))).toBeNull();
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).avif().toBuffer();
    expect(sniffImageType(avif)).toBeNull();
  });

  it.each([
    ['text', Buffer.from('hello, this is not an image')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['PDF', Buffer.from('%PDF-1.7\n')],
    ['empty', Buffer.alloc(0)],
    ['two JPEG bytes', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});
