/**
 * Both sides of a card in one request (contract.md 6a): a `back` file part beside `image`, checked on its own
 * bytes, read with it into one answer and charged once; other file parts, or either part twice, still 400.
 */
import request from 'supertest';
import sharp from 'sharp';
import { buildHarness, createCaller, unitsLeft, type TestCaller } from '../support/http-harness';
import { loadFixtures } from '../support/fixtures';

const harness = buildHarness({ workers: 2 });
let caller: TestCaller;
// A clean German card: its front over its back on one sheet, as the fixtures print both sides.
const card = loadFixtures('de_id_card', 'clean-')[0];
let front: Buffer;
let back: Buffer;

beforeAll(async () => {
  caller = await createCaller(harness.store, { credits: 0, quota: 20 });
  const { width, height } = await sharp(card.bytes).metadata();
  const half = Math.floor(height! / 2);
  front = await sharp(card.bytes).extract({ left: 0, top: 0, width: width!, height: half }).png().toBuffer();
  back = await sharp(card.bytes).extract({ left: 0, top: half, width: width!, height: height! - half }).png().toBuffer();
});
afterAll(() => harness.close());

const send = (parts: { image?: Buffer; back?: Buffer }, documentType = 'de_id_card') => {
  const req = request(harness.app).post('/api/v1/ocr').set('Authorization', caller.auth).field('documentType', documentType);
  if (parts.image) req.attach('image', parts.image, 'front.png');
  if (parts.back) req.attach('back', parts.back, 'back.png');
  return req;
};

const rightFields = (answer: Record<string, string>): string[] => Object.keys(card.fields).filter((field) => answer[field] === card.fields[field]);

describe('image and back in one request', () => {
  it('reads the fields of both sides into one answer, at least as many right as the two sides sent apart, for one unit', async () => {
    const before = await unitsLeft(harness.store, caller.accountId);
    const both = await send({ image: front, back });
    expect(both.status).toBe(200);
    expect(await unitsLeft(harness.store, caller.accountId)).toBe(before - 1);
    const [alone, backAlone] = [await send({ image: front }), await send({ image: back })];
    const apart = new Set([...rightFields(alone.body), ...rightFields(backAlone.body)]);
    const together = rightFields(both.body);
    expect(together.length).toBeGreaterThanOrEqual(apart.size);
    // The front prints the names, the back the address and the MRZ: one answer holds both.
    expect(together).toEqual(expect.arrayContaining(['lastName', 'address', 'mrz']));
  }, 120_000);

  it('checks the back on its own bytes: not an image → 415, empty → 400, and nothing charged', async () => {
    const before = await unitsLeft(harness.store, caller.accountId);
    const text = await send({ image: front, back: Buffer.from('just some text, not a picture of a card') });
    expect(text.status).toBe(415);
    expect(text.body.error.message).toMatch(/"back"/);
    const empty = await send({ image: front, back: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].reason).toBe('MALFORMED_REQUEST');
    expect(await unitsLeft(harness.store, caller.accountId)).toBe(before);
  });

  it('a back without an image → 400 MISSING_IMAGE; a back twice, or a third file part → 400 MALFORMED_REQUEST', async () => {
    expect((await send({ back })).body.error.details[0].reason).toBe('MISSING_IMAGE');
    const twice = request(harness.app).post('/api/v1/ocr').set('Authorization', caller.auth).field('documentType', 'de_id_card').attach('image', front, 'a.png').attach('back', back, 'b.png').attach('back', back, 'c.png');
    expect((await twice).body.error.details[0].reason).toBe('MALFORMED_REQUEST');
    const other = request(harness.app).post('/api/v1/ocr').set('Authorization', caller.auth).field('documentType', 'de_id_card').attach('image', front, 'a.png').attach('selfie', back, 'c.png');
    const answer = await other;
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/"image" and, for the other side, "back"/);
  });

  it('with auto, both sides inform the kind', async () => {
    const res = await send({ image: front, back }, 'auto');
    expect(res.status).toBe(200);
    expect(res.body.documentType).toBe('de_id_card');
  }, 120_000);

  it('an Idempotency-Key retry is free only with the same back: another back is a new, charged request', async () => {
    const key = `pair-${Date.now()}`;
    const first = await send({ image: front, back }).set('Idempotency-Key', key);
    expect(first.status).toBe(200);
    const before = await unitsLeft(harness.store, caller.accountId);
    const retry = await send({ image: front, back }).set('Idempotency-Key', key);
    expect(retry.text).toBe(first.text);
    expect(await unitsLeft(harness.store, caller.accountId)).toBe(before);
    const otherBack = await send({ image: front, back: front }).set('Idempotency-Key', key);
    expect(otherBack.status).toBe(200);
    expect(await unitsLeft(harness.store, caller.accountId)).toBe(before - 1);
  }, 120_000);
});

