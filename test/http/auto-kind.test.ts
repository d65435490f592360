/**
 * documentType=auto over HTTP (contract.md 6a): the kind found names itself before its fields, `_kind` with
 * details, one unit for a 200 and none for a 422, and the kinds named in the 400 for an unknown kind.
 */
import { buildHarness, blankPage, createCaller, postDocument, unitsLeft, type TestCaller } from '../support/http-harness';
import { loadFixtures } from '../support/fixtures';
import { PASSPORT_FIELDS } from '../support/cli-process';
import sharp from 'sharp';

const harness = buildHarness({ workers: 2 });
let caller: TestCaller;

beforeAll(async () => {
  caller = await createCaller(harness.store, { credits: 0, quota: 10 });
});
afterAll(() => harness.close());

const passport = loadFixtures('passport', 'clean-')[0];
const germanPassport = loadFixtures('passport', 'clean-deu-1')[0];
const germanCard = loadFixtures('de_id_card', 'camera-')[0];

describe('documentType=auto', () => {
  it('a passport page: documentType "passport" first, then the passport fields, the same values as with the kind named; one unit', async () => {
    const before = await unitsLeft(harness.store, caller.accountId);
    const auto = await postDocument(harness.app, caller.auth, 'auto', passport.bytes, passport.name);
    expect(auto.status).toBe(200);
    expect(Object.keys(auto.body)[0]).toBe('documentType');
    expect(Object.keys(auto.body).slice(1).sort()).toEqual([...PASSPORT_FIELDS].sort());
    expect(auto.body.documentType).toBe('passport');
    expect(await unitsLeft(harness.store, caller.accountId)).toBe(before - 1);
    const named = await postDocument(harness.app, caller.auth, 'passport', passport.bytes, passport.name);
    const { documentType: _kind, ...fields } = auto.body as Record<string, string>;
    expect(fields).toEqual(named.body);
  }, 60_000);

  it('?details=true adds `_kind`: the kind found with its score and the runners-up with theirs, beside `_details`', async () => {
    const res = await postDocument(harness.app, caller.auth, 'auto', germanCard.bytes, germanCard.name).query({ details: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.documentType).toBe('de_id_card');
    expect(res.body._kind.documentType).toBe('de_id_card');
    expect(res.body._kind.score).toBeGreaterThan(0.5);
    expect(res.body._kind.score).toBeLessThanOrEqual(1);
    for (const runnerUp of res.body._kind.runnersUp) expect(runnerUp.score).toBeLessThan(res.body._kind.score);
    expect(Object.keys(res.body._details)).toEqual(Object.keys(res.body).filter((key) => !['documentType', '_details', '_kind'].includes(key)));
  }, 60_000);

  it("a passport page whose own title cannot be read, only its state's name (the German card's title): still a passport, by its MRZ", async () => {
    // The page's word for passport (REISEPASS / PASSPORT / PASSEPORT, top right) and the caption naming its number
    // painted over in the page's paper colour: its top reads BUNDESREPUBLIK DEUTSCHLAND, which the German card prints.
    const paper = (left: number, top: number, width: number, height: number) => ({
      input: { create: { width, height, channels: 3 as const, background: { r: 244, g: 246, b: 240 } } },
      left,
      top,
    });
    const untitled = await sharp(germanPassport.bytes).composite([paper(1030, 15, 215, 85), paper(750, 110, 290, 34)]).jpeg({ quality: 92 }).toBuffer();
    const res = await postDocument(harness.app, caller.auth, 'auto', untitled, 'untitled.jpg').query({ details: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.documentType).toBe('passport');
    expect(res.body._kind.documentType).toBe('passport');
    expect(res.body.name).toBe('HENDRIK KLAUS ZIMMERMANN');
    expect(res.body.passportNumber).toBe('HV7PW1113');
  }, 60_000);

  it('a picture of no document: 422 UNREADABLE_IMAGE, nothing charged', async () => {
    const before = await unitsLeft(harness.store, caller.accountId);
    const res = await postDocument(harness.app, caller.auth, 'auto', await blankPage(), 'blank.png');
    expect(res.status).toBe(422);
    expect(res.body.error.details[0].reason).toBe('UNREADABLE_IMAGE');
    expect(await unitsLeft(harness.store, caller.accountId)).toBe(before);
  }, 60_000);

  it('an unknown kind: 400 INVALID_DOCUMENT_TYPE, whose message offers auto among the kinds', async () => {
    const res = await postDocument(harness.app, caller.auth, 'driving_permit', await blankPage(), 'blank.png');
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].reason).toBe('INVALID_DOCUMENT_TYPE');
    expect(res.body.error.message).toMatch(/supported: auto, ar_id_card, /);
  });
});
