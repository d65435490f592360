import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { decodeImage } from '../../src/image/decode-image';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import type { Recognition } from '../../src/domain/recognition';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import path from 'node:path';
import { findRecordedImages } from '../../src/evaluation/ocr-records';
import { replayRecognition } from '../../src/recognition/replay-recognition';
import type { RecognitionRecord } from '../../src/recognition/recognition-record';
import { FIXTURES_DIR, loadFixtures, type Fixture } from '../support/fixtures';

/**
 * Licences through the real recogniser (real OCR, real decoder): every field their PDF417 holds comes back from
 * the barcode, exactly as the ground truth has it, however the photo is tilted. The first of each set live; every
 * clean and camera fixture replayed on its recorded reads (the barcode's data as the decoder gave it), which
 * checks the rules' side of it on all of them.
 */
const PER_SET = 1;
// What every state's and province's symbol holds and the card prints (others depend on the issuer's design).
const HELD: Record<string, string[]> = {
  us_drivers_license: ['firstName', 'lastName', 'licenseNumber', 'dateOfBirth', 'issueDate', 'expiryDate', 'address', 'city', 'state', 'zipCode', 'gender', 'height', 'vehicleClass'],
  ca_drivers_license: ['firstName', 'lastName', 'licenseNumber', 'licenseClass', 'dateOfBirth', 'issueDate', 'expiryDate', 'address', 'gender', 'height', 'documentDiscriminator'],
};

const pool = new TesseractPool({ size: 2, maxQueue: 100, logger: createLogger('silent') });
const ruleSets = loadRuleSets([BUNDLED_RULES_DIR]);
const recogniser = new DocumentRecogniser(ruleSets, pool);
afterAll(() => pool.close());

const sample = (kind: string): Fixture[] => [...loadFixtures(kind, 'clean-').slice(0, PER_SET), ...loadFixtures(kind, 'camera-').slice(0, PER_SET)];

describe.each(Object.keys(HELD))('%s', (kind) => {
  const fixtures = sample(kind);
  const results = new Map<string, Recognition>();
  beforeAll(async () => {
    await Promise.all(
      fixtures.map(async (fixture) => results.set(fixture.name, await recogniser.recognise(await decodeImage(fixture.bytes, 'image/jpeg'), kind))),
    );
  }, 60_000 + fixtures.length * 20_000);

  it.each(fixtures.map((f) => [f.name, f] as const))('%s: the fields the barcode holds come from it, equal to the ground truth', (_name, fixture) => {
    expectBarcodeFields(kind, results.get(fixture.name)!, fixture.fields);
  });

  const recorded = findRecordedImages(path.join(FIXTURES_DIR, kind)).filter(({ image }) => /^(clean|camera)-/.test(path.basename(image.image)));
  it.each(recorded.map((r) => [path.basename(r.image.image), r] as const))('%s replayed: the fields the barcode holds come from it, equal to the ground truth', async (_name, { image, record }) => {
    const replayed = await replayRecognition(record as RecognitionRecord, ruleSets.get(kind)!);
    expect(replayed.unrecorded).toBe(0);
    expectBarcodeFields(kind, replayed.recognition!, image.fields);
  });
});

function expectBarcodeFields(kind: string, { fields, details }: Recognition, truthFields: Record<string, string>): void {
  const fromBarcode = Object.keys(details).filter((name) => details[name].source === 'barcode');
  expect(fromBarcode).toEqual(expect.arrayContaining(HELD[kind]));
  const read = Object.fromEntries(fromBarcode.map((name) => [name, fields[name]]));
  const truth = Object.fromEntries(fromBarcode.map((name) => [name, truthFields[name]]));
  expect(read).toEqual(truth);
}
