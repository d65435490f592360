import { decodeImage } from '../../src/image/decode-image';
import { createLogger } from '../../src/logging/logger';
import { TesseractPool } from '../../src/ocr/tesseract-pool';
import { preparePage } from '../../src/recognition/prepare-page';
import { readBelowTop, readTopOfPage, TOP_OF_PAGE } from '../../src/recognition/read-top-of-page';
import { loadFixtures } from '../support/fixtures';
import { sharedTextLineDetector } from '../../src/recognition/document-recogniser';

const pool = new TesseractPool({ size: 1, maxQueue: 10, logger: createLogger('silent') });
afterAll(() => pool.close());

describe('readTopOfPage', () => {
  it("a card's top: the state's and the document's names, and none of the fields printed lower down", async () => {
    // A scanned German card, the page at the width kinds are told at: its title rows lie in the top fifth.
    const scan = loadFixtures('de_id_card', 'scan-01')[0];
    const page = preparePage(await decodeImage(scan.bytes, 'image/jpeg'), 1000);
    const lines = await pool.run((session) => readTopOfPage(session, page, { languages: ['eng'] }, sharedTextLineDetector));
    const text = lines.map((line) => line.text).join('\n');
    expect(text).toMatch(/BUNDESREPUBLIK DEUTSCHLAND/);
    expect(text).toMatch(/PERSONALAUSWEIS/);
    expect(text).not.toMatch(/ANKE|2035|FRANKFURT/);
    // Its lines lie in the top it was given, in the page's pixels.
    for (const line of lines) expect(line.box.y1).toBeLessThanOrEqual(Math.round(TOP_OF_PAGE * page.width));
  });

  it('the page under the top: the fields printed lower down, where they lie on the page', async () => {
    const scan = loadFixtures('de_id_card', 'scan-01')[0];
    const page = preparePage(await decodeImage(scan.bytes, 'image/jpeg'), 1000);
    const lines = await pool.run((session) => readBelowTop(session, page, ['eng']));
    const text = lines.map((line) => line.text).join('\n');
    expect(text).toMatch(/FRANKFURT AM MAIN/);
    expect(text).toMatch(/06\.09\.2035/);
    expect(text).not.toMatch(/PERSONALAUSWEIS/);
    const top = Math.round(TOP_OF_PAGE * page.width);
    for (const line of lines) expect(line.box.y0).toBeGreaterThanOrEqual(top);
    // The date of expiry in the lower quarter of the page, as printed.
    const expiry = lines.find((line) => line.text.includes('2035'))!;
    expect(expiry.box.y0).toBeGreaterThan(0.7 * page.height);
  });

  it("an Egyptian card's top read line by line in Arabic, as the card's kind reads it: its header", async () => {
    const scan = loadFixtures('eg_id_card', 'scan-01')[0];
    const page = preparePage(await decodeImage(scan.bytes, 'image/jpeg'), 1000);
    const lines = await pool.run((session) => readTopOfPage(session, page, { languages: ['ara'], byLines: true }, sharedTextLineDetector));
    expect(lines.map((line) => line.text).join('\n')).toMatch(/جمهورية مصر العربية|بطاقة تحقيق الشخصية/);
  });
});
