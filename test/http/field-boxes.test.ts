/**
 * Where each value was read (contract.md 6a): with ?details=true each field read from the page has a `box` on
 * the image it came from, in that image's pixels as a browser shows it (EXIF orientation applied), mapped back
 * through the document's straightening and scaling; none for values from a barcode's data or derived.
 */
import request from 'supertest';
import sharp from 'sharp';
import { buildHarness, createCaller, type TestCaller } from '../support/http-harness';
import { loadFixtures } from '../support/fixtures';
import { ocrImage } from '../../src/image/pnm';
import { foldText } from '../../src/text/fold-text';
import { editDistance } from '../../src/text/edit-distance';
import type { FieldBox, FieldDetail } from '../../src/domain/recognition';
import Ajv from 'ajv';

const harness = buildHarness({ workers: 2 });
let caller: TestCaller;
beforeAll(async () => {
  caller = await createCaller(harness.store, { credits: 0, quota: 50 });
});
afterAll(() => harness.close());

const send = (image: Buffer, documentType: string, back?: Buffer) => {
  const req = request(harness.app).post('/api/v1/ocr?details=true').set('Authorization', caller.auth).field('documentType', documentType).attach('image', image, 'photo.jpg');
  return back ? req.attach('back', back, 'back.jpg') : req;
};

/** What OCR reads inside `box` on the image as a browser shows it, folded (case, accents, spacing gone). */
async function readInside(image: Buffer, box: FieldBox): Promise<string> {
  const crop = await ocrImage(sharp(image).rotate().extract({ left: box.x, top: box.y, width: box.width, height: box.height }).extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#ffffff' }).greyscale());
  const read = await harness.pool.run((session) => session.read(crop, ['eng'], 'lstm', { pageSegMode: '6' }));
  return foldText(read.lines.map((l) => l.text).join(' ')).replace(/ /g, '');
}

/** Whether `inside` shows each word of `value` (in any order: a name's words may be printed on two lines), an OCR slip in four letters allowed. */
function shows(inside: string, value: string): boolean {
  return foldText(value)
    .split(' ')
    .filter(Boolean)
    .every((word) => {
      const nearest = Math.min(...Array.from({ length: Math.max(1, inside.length - word.length + 1) }, (_, i) => editDistance(inside.slice(i, i + word.length), word)));
      return nearest <= Math.floor(word.length / 4);
    });
}

/** The values the box should show as printed: text and numbers (a date is answered in another format than printed). */
const printedAsAnswered = (value: string): boolean => !/^\d{4}-\d\d-\d\d$/.test(value) && foldText(value).replace(/ /g, '').length >= 3;

describe('field boxes', () => {
  // A clean passport page on a larger grey table, photographed sideways: its pixels stored a quarter turn off and
  // EXIF orientation 6 to show them upright, as phones write photos.
  const passport = loadFixtures('passport', 'clean-')[0];
  let photo: Buffer;
  let shown: { width: number; height: number };
  beforeAll(async () => {
    const page = await sharp(passport.bytes).metadata();
    const table = await sharp({ create: { width: page.width! + 400, height: page.height! + 300, channels: 3, background: '#6b6f75' } })
      .composite([{ input: passport.bytes, left: 260, top: 170 }])
      .png()
      .toBuffer();
    photo = await sharp(await sharp(table).rotate(-90).toBuffer()).withMetadata({ orientation: 6 }).jpeg({ quality: 92 }).toBuffer();
    const upright = await sharp(photo).rotate().toBuffer({ resolveWithObject: true });
    shown = { width: upright.info.width, height: upright.info.height };
  });

  it('boxes each value read from the page where a browser shows it, on the `image` part', async () => {
    const res = await send(photo, 'passport');
    expect(res.status).toBe(200);
    const details = res.body._details as Record<string, FieldDetail>;
    // As the OpenAPI document describes it.
    const openApi = (await request(harness.app).get('/api/v1/openapi.json')).body;
    const validate = new Ajv({ strict: false }).compile(openApi.components.schemas.FieldDetails);
    expect(validate(details) ? [] : validate.errors).toEqual([]);
    const placed = Object.entries(details).filter(([name, d]) => d.box && res.body[name]);
    // Every value read from the page is placed, on the image part, inside the picture as shown.
    expect(placed.map(([name]) => name)).toEqual(Object.keys(details).filter((name) => res.body[name] && details[name].source !== 'barcode' && details[name].source !== 'derived'));
    for (const [, { box }] of placed) {
      expect(box!.side).toBe('image');
      expect(box!.x + box!.width).toBeLessThanOrEqual(shown.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(shown.height);
      // On the passport, not on the table around it (it lies at 260, 170 of the upright photo).
      expect(box!.x).toBeGreaterThanOrEqual(250);
      expect(box!.y).toBeGreaterThanOrEqual(160);
    }
    // What the boxes of the values printed as answered hold, read again on the photo as shown: those values.
    const printed = placed.filter(([name, d]) => d.source === 'viz' && printedAsAnswered(res.body[name]));
    expect(printed.length).toBeGreaterThanOrEqual(3);
    for (const [name, { box }] of printed) {
      // Named, so that a miss says which field's box was off.
      expect({ name, holdsValue: shows(await readInside(photo, box!), res.body[name]) }).toEqual({ name, holdsValue: true });
    }
  }, 120_000);

  it('boxes the MRZ around its lines', async () => {
    const res = await send(photo, 'passport');
    const mrz = (res.body._details as Record<string, FieldDetail>).mrz.box!;
    expect(mrz).toBeDefined();
    // Read again inside its box: the document number of its second line.
    const inside = await readInside(photo, mrz);
    expect(shows(inside, passport.fields.passportNumber)).toBe(true);
  }, 120_000);

  it("names the back for a value read on the back, in the back's own pixels", async () => {
    // A clean German card's sheet cut into its front and its back.
    const card = loadFixtures('de_id_card', 'clean-')[0];
    const { width, height } = await sharp(card.bytes).metadata();
    const half = Math.floor(height! / 2);
    const front = await sharp(card.bytes).extract({ left: 0, top: 0, width: width!, height: half }).png().toBuffer();
    const back = await sharp(card.bytes).extract({ left: 0, top: half, width: width!, height: height! - half }).png().toBuffer();
    const res = await send(front, 'de_id_card', back);
    expect(res.status).toBe(200);
    const details = res.body._details as Record<string, FieldDetail>;
    expect(details.lastName.box?.side).toBe('image');
    expect(details.address.box?.side).toBe('back');
    expect(details.address.box!.y + details.address.box!.height).toBeLessThanOrEqual(height! - half);
    expect(shows(await readInside(back, details.address.box!), card.fields.address)).toBe(true);
  }, 120_000);

  it('gives no box without ?details=true, and none to a value from a barcode', async () => {
    const plain = await request(harness.app).post('/api/v1/ocr').set('Authorization', caller.auth).field('documentType', 'passport').attach('image', passport.bytes, 'p.png');
    expect(plain.body._details).toBeUndefined();
    const licence = loadFixtures('us_drivers_license', 'clean-')[0];
    const res = await send(licence.bytes, 'us_drivers_license');
    expect(res.status).toBe(200);
    const details = Object.values(res.body._details as Record<string, FieldDetail>);
    expect(details.some((d) => d.source === 'barcode')).toBe(true);
    for (const d of details) if (d.source === 'barcode' || d.source === 'derived') expect(d.box).toBeUndefined();
  }, 120_000);
});
