import type { OcrLine, OcrWord } from '../../src/ocr/types';
import { extractFields } from '../../src/rules/extract-fields';
import { rereadLatinValues } from '../../src/recognition/reread-latin-values';
import type { RegionReader } from '../../src/recognition/region-reader';
import { testRuleSet } from '../support/rule-set';

/**
 * A Thai card's English surname read by the tha+eng page read as Thai letters, then read again in English. The
 * re-read is given by a reader made for the test, as a recorded read is in `idocr replay` (the Thai fixtures'
 * records hold the live ones: test/golden/replay-fixtures).
 */
const today = new Date('2026-01-01T00:00:00Z');
const rules = testRuleSet({ lastNameEn: { from: [{ anchor: 'lastName', take: 'right' }], latinScript: ['eng'] } }, { anchors: { lastName: ['Last name'] } });
rules.ocr.passes = ['missedLines', 'latinValues', 'failedFields', 'wholePhoto'];

const word = (text: string, x0: number, confidence = 90): OcrWord => ({ text, confidence, box: { x0, y0: 200, x1: x0 + 20 * [...text].length, y1: 230 } });
const line = (words: OcrWord[]): OcrLine => ({ text: words.map((w) => w.text).join(' '), confidence: 80, box: { x0: words[0].box.x0, y0: 200, x1: words[words.length - 1].box.x1, y1: 230 }, words });

/** A reader whose every region reads `text`, and that tells what it was asked. */
function readerOf(text: string): RegionReader & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    width: 1600,
    height: 1000,
    asked,
    read: async (_region, languages) => {
      asked.push([...languages]);
      return { lines: [line([word(text, 300, 85)])], rotateRadians: 0 };
    },
    readZone: async () => null,
  };
}

async function settle(value: string, reader: ReturnType<typeof readerOf>): Promise<string> {
  const input = { lines: [line([word('Last', 100), word('name', 190), word(value, 300, 68)])], width: 1600, height: 1000, mrz: null, barcodes: [] };
  const first = extractFields(rules, input, today);
  return (await rereadLatinValues(reader, rules, input, first, today)).extraction.fields.lastNameEn;
}

describe('values printed in Latin letters, read in another script', () => {
  it('are read again in the field\'s languages, and the Latin reading taken', async () => {
    const reader = readerOf('Boonma');
    expect(await settle('ไริออททาล', reader)).toBe('Boonma');
    expect(reader.asked).toEqual([['eng']]);
  });

  it('keep what the page read when the re-read is no Latin reading', async () => {
    expect(await settle('ไริออททาล', readerOf('ไริออท'))).toBe('ไริออททาล');
    expect(await settle('ไริออททาล', readerOf('Boon ไร'))).toBe('ไริออททาล');
  });

  it('read in Latin letters cost no read', async () => {
    const reader = readerOf('Anything');
    expect(await settle('Boonma', reader)).toBe('Boonma');
    expect(reader.asked).toEqual([]);
  });
});
