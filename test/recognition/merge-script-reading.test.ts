import { mergeScriptReading } from '../../src/recognition/merge-script-reading';
import type { OcrWord } from '../../src/ocr/types';

/** Words laid left to right as a row, each 20 px a letter, with the confidence its reader gave. */
function row(...words: Array<[string, number]>): OcrWord[] {
  let x = 0;
  return words.map(([text, confidence]) => {
    const word = { text, confidence, box: { x0: x, y0: 0, x1: x + 20 * text.length, y1: 30 } };
    x += 20 * text.length + 15;
    return word;
  });
}
const texts = (words: OcrWord[] | null): string[] | null => words && words.map((w) => w.text);

describe('mergeScriptReading', () => {
  it('takes each half of a bilingual value from the read of its own alphabet', () => {
    // An English read and a Ukrainian read of "УКРАЇНА/UKRAINE" and of "ХАРКІВСЬКА ОБЛ./UKR", as tesseract gives them.
    expect(texts(mergeScriptReading(row(['YKPAIHA/UKRAINE', 71]), row(['УКРАЇНА/ОКВАЇІМЕ', 0])))).toEqual(['УКРАЇНА/UKRAINE']);
    expect(texts(mergeScriptReading(row(['XAPKIBCbKA', 30], ['OBJI./UKR', 53]), row(['ХАРКІВСЬКА', 93], ['ОБЛ./ОКА', 20])))).toEqual(['ХАРКІВСЬКА', 'ОБЛ./UKR']);
  });

  it('takes a word the English read could not make out where the other read is sure of it', () => {
    expect(texts(mergeScriptReading(row(['M.', 90], ['KUIB', 15]), row(['М.', 96], ['КИЇВ', 90])))).toEqual(['М.', 'КИЇВ']);
  });

  it('keeps Latin words, and answers null when nothing of the other alphabet fits', () => {
    // A sure Latin word re-read as Cyrillic letters that do not look like it.
    expect(mergeScriptReading(row(['UKR', 92]), row(['ОКА', 76]))).toBeNull();
    // Same pixels either way (ХАРКІВ, XAPKIB): the surer reader decides.
    expect(texts(mergeScriptReading(row(['XAPKIB', 90]), row(['ХАРКІВ', 96])))).toEqual(['ХАРКІВ']);
    expect(mergeScriptReading(row(['KOMAP', 95]), row(['КОМАР', 80]))).toBeNull();
    // A re-read in Latin letters is not this merge's to make.
    expect(mergeScriptReading(row(['MALAGA', 90]), row(['MÁLAGA', 90]))).toBeNull();
  });

  it('leaves words the two reads split differently', () => {
    expect(mergeScriptReading(row(['YKPAIHA', 70], ['KUIB', 15]), row(['УКРАЇНА КИЇВ', 90]))).toBeNull();
  });
});
