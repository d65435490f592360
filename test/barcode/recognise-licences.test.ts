import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import { decodeImage } from '../../src/image/decode-image';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import type { Recognition } from '../../src/domain/recognition';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { loadFixtures, type Fixture } from '../support/fixtures';

/**
 * Licences through the real recogniser (real OCR, real decoder): every field their PDF417 holds comes back from
 * the barcode, exactly as the ground truth has it, however the photo is tilted. A sample of each set; the golden
 * tests and `idocr eval` cover every fixture.
 */
const PER_SET = 3;
// What every state's and province's symbol holds and the card prints (others depend on the issuer's design).
const HELD: Record<string, string[]> = {
  us_drivers_license: ['firstName', 'lastName', 'licenseNumber', 'dateOfBirth', 'issueDate', 'expiryDate', 'address', 'city', 'state', 'zipCode', 'gender', 'height', 'vehicleClass'],
  ca_drivers_license: ['firstName', 'lastName', 'licenseNumber', 'licenseClass', 'dateOfBirth', 'issueDate', 'expiryDate', 'address', 'gender', 'height', 'documentDiscriminator'],
};

const pool = new TesseractPool({ size: 2, maxQueue: 100, logger: createLogger('silent') });
const recogniser = new DocumentRecogniser(loadRuleSets([BUNDLED_RULES_DIR]), pool);
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
    const { fields, details } = results.get(fixture.name)!;
    const fromBarcode = Object.keys(details).filter((name) => details[name].source === 'barcode');
    expect(fromBarcode).toEqual(expect.arrayContaining(HELD[kind]));
    const read = Object.fromEntries(fromBarcode.map((name) => [name, fields[name]]));
    const truth = Object.fromEntries(fromBarcode.map((name) => [name, fixture.fields[name]]));
    expect(read).toEqual(truth);
  });
});
