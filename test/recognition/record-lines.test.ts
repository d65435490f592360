import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { decodeImage } from '../../src/image/decode-image';
import { DocumentRecogniser } from '../../src/recognition/document-recogniser';
import type { RecognitionRecord } from '../../src/recognition/recognition-record';
import { replayRecognition } from '../../src/recognition/replay-recognition';
import { loadRuleSets } from '../../src/rules/load-rule-sets';
import { BUNDLED_RULES_DIR } from '../../src/config/load-config';
import type { RuleSet } from '../../src/rules/types';
import { loadFixtures } from '../support/fixtures';

/**
 * A kind read line by line (the `lines` pass, PP-OCR first, the `accents` pass after the rules) is recorded and
 * replayed as a kind read by the page read is: the replay answers what the live recognition answered, with
 * every read the rules asked for found in the record.
 */
const pool = new TesseractPool({ size: 1, maxQueue: 10, logger: createLogger('silent') });
afterAll(() => pool.close());

it('records a German card read line by line and replays it to the same answer', async () => {
  const bundled = loadRuleSets([BUNDLED_RULES_DIR]).get('de_id_card')!;
  const rules: RuleSet = { ...bundled, ocr: { ...bundled.ocr, passes: ['lines', 'mrz', 'accents', 'failedFields', 'wholePhoto'] } };
  let record: RecognitionRecord | undefined;
  const recogniser = new DocumentRecogniser(new Map([['de_id_card', rules]]), pool, { now: () => new Date('2026-11-28T00:00:00Z'), onRecord: (r) => (record = r) });
  const fixture = loadFixtures('de_id_card', 'camera-01')[0];
  const live = await recogniser.recognise(await decodeImage(fixture.bytes, 'image/jpeg'), 'de_id_card');
  // Read line by line, it still reads the card: its names, dates, its MRZ, and the accents of its authority.
  expect(live.fields).toMatchObject({ lastName: fixture.fields.lastName, dateOfBirth: fixture.fields.dateOfBirth, issuingAuthority: fixture.fields.issuingAuthority, mrz: fixture.fields.mrz });
  expect(record!.pages[0].text.lines.some((l) => l.words.some((w) => w.marks !== undefined))).toBe(true);
  const replayed = await replayRecognition(JSON.parse(JSON.stringify(record)) as RecognitionRecord, rules);
  expect(replayed.unrecorded).toBe(0);
  expect(replayed.recognition?.fields).toEqual(live.fields);
}, 60_000);
