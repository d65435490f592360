import bwipjs from 'bwip-js';
import sharp from 'sharp';
import { decodeBarcodes } from '../../src/barcode/decode-barcodes';
import type { DecodedImage } from '../../src/image/decode-image';
import { buildAamvaData } from '../../packages/fixture-generator/src/kinds/us_drivers_license-aamva';
import { CalendarDate } from '../../packages/fixture-generator/src/calendar-date';

/**
 * Real symbols, drawn by bwip-js on a white card (a transparent ground reads as black), photographed as a
 * card on a table would be: turned, on a dark ground, sometimes at 12 MP. No decoder is mocked.
 */
const LICENCE = buildAamvaData({
  iin: '604428', country: 'CAN', familyName: 'DUBÉ', firstName: 'LÉA', middleName: '', birth: new CalendarDate(1987, 4, 19),
  issue: new CalendarDate(2026, 8, 22), expiry: new CalendarDate(2034, 4, 19), sex: 'F', eyes: 'HAZ', hair: 'WHI', height: 162, weight: 69,
  street: '6061 RUE SHERBROOKE', city: 'MONTRÉAL', jurisdiction: 'QC', postalCode: 'H2X 3V9', customerId: 'D050419048702',
  discriminator: 'Z2731706066', vehicleClass: '1', restrictions: '', endorsements: '', organDonor: true,
});

const symbol = (format: 'pdf417' | 'qrcode', text: string, scale = 2): Promise<Buffer> =>
  bwipjs.toBuffer({ bcid: format, text, scale, ...(format === 'pdf417' ? { columns: 8 } : {}), backgroundcolor: 'FFFFFF', paddingwidth: 6, paddingheight: 6 });

/** A white card holding the symbols side by side, turned by `degrees` on a dark table, as decoded RGB. */
async function photo(symbols: Buffer[], degrees: number, width = 1400): Promise<DecodedImage> {
  const metas = await Promise.all(symbols.map((s) => sharp(s).metadata()));
  const cardWidth = metas.reduce((sum, m) => sum + m.width! + 60, 60);
  const cardHeight = Math.max(...metas.map((m) => m.height!)) + 120;
  let left = 60;
  const card = await sharp({ create: { width: cardWidth, height: cardHeight, channels: 3, background: '#f4f2ec' } })
    .composite(symbols.map((input, i) => ({ input, left: (left += i ? metas[i - 1].width! + 60 : 0), top: 60 })))
    .png()
    .toBuffer();
  const turned = await sharp(card).rotate(degrees, { background: '#3b2f2a' }).png().toBuffer();
  const { data, info } = await sharp(turned)
    .resize({ width, height: Math.round(width * 0.75), fit: 'contain', background: '#3b2f2a' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

describe('decodeBarcodes', () => {
  it('gives back a licence PDF417 exactly: AAMVA separators and accented names as encoded', async () => {
    const found = await decodeBarcodes(await photo([await symbol('pdf417', LICENCE)], 0), ['pdf417']);
    expect(found).toEqual([{ format: 'pdf417', text: LICENCE }]);
  });

  it('reads a PDF417 and a QR code in the same image in one go', async () => {
    const image = await photo([await symbol('pdf417', LICENCE), await symbol('qrcode', '604707022', 6)], 0);
    const found = await decodeBarcodes(image, ['pdf417', 'qrcode']);
    expect(found).toHaveLength(2);
    expect(found).toEqual(expect.arrayContaining([{ format: 'pdf417', text: LICENCE }, { format: 'qrcode', text: '604707022' }]));
  });

  it('reads a PDF417 tilted a few degrees either way, turning the image in a sweep when no skew is known', async () => {
    for (const degrees of [4, -7, 11]) {
      const found = await decodeBarcodes(await photo([await symbol('pdf417', LICENCE)], degrees), ['pdf417']);
      expect({ degrees, found }).toEqual({ degrees, found: [{ format: 'pdf417', text: LICENCE }] });
    }
  });

  it('reads a tilted PDF417 by the page skew OCR measured', async () => {
    const found = await decodeBarcodes(await photo([await symbol('pdf417', LICENCE)], 8), ['pdf417'], radians(-8));
    expect(found).toEqual([{ format: 'pdf417', text: LICENCE }]);
  });

  it('reads a QR code at any angle, without turning the image', async () => {
    const found = await decodeBarcodes(await photo([await symbol('qrcode', '604707022', 6)], 25), ['qrcode']);
    expect(found).toEqual([{ format: 'qrcode', text: '604707022' }]);
  });

  it('reads the PDF417 of a 12 MP photo', async () => {
    const found = await decodeBarcodes(await photo([await symbol('pdf417', LICENCE, 5)], 3, 4000), ['pdf417']);
    expect(found).toEqual([{ format: 'pdf417', text: LICENCE }]);
  });

  it('finds nothing in an image without a symbol, nor when no format is asked for', async () => {
    const blank = await photo([await sharp({ create: { width: 600, height: 300, channels: 3, background: '#ffffff' } }).png().toBuffer()], 2);
    expect(await decodeBarcodes(blank, ['pdf417', 'qrcode'])).toEqual([]);
    expect(await decodeBarcodes(await photo([await symbol('qrcode', '604707022', 6)], 0), [])).toEqual([]);
  });

  it('looks only for the formats asked for', async () => {
    const image = await photo([await symbol('pdf417', LICENCE), await symbol('qrcode', '604707022', 6)], 0);
    expect(await decodeBarcodes(image, ['qrcode'])).toEqual([{ format: 'qrcode', text: '604707022' }]);
  });
});
