import type { PassName, RuleSet } from '../rules/types';

/**
 * Where in a recognition a pass runs: on the photo (`photo`), making a page's lines (`read`), on a page's lines
 * before its rules (`text`), on the rules' answer for a page (`rules`), or on the answers of the pages read
 * (`answer`).
 */
export type Phase = 'photo' | 'read' | 'text' | 'rules' | 'answer';

export interface PassSpec {
  name: string;
  phase: Phase;
  /** `declared`: runs for a kind whose rules list it in `ocr.passes` (PassName); `always`: for every kind. */
  switch: 'declared' | 'always';
  /** When it runs, in its phase. */
  when: string;
  /**
   * What it may spend: `time` (preprocessing, not OCR), `always` (reads that every recognition makes whatever its
   * budget), or `budget` (no read starts once the recognition's read budget, ReadBudget, is spent).
   */
  spends: 'time' | 'always' | 'budget';
}

/**
 * Every pass of a recognition, in the order it runs. Each phase's runner takes its passes from here (passesOf),
 * and each pass's code is its own module: locate-documents; read-passes for lines, deskew, pageRead and orient (on
 * read-page-lines, read-whole-page, orient-page, turn-of-standing-lines); reread-eastern-digits, reread-lines,
 * read-detected-lines, read-mrz, barcode/decode-barcodes (page-passes binds them); rules/extract-fields,
 * reread-values, reread-accents, reread-latin-values, reread-failed-fields (settle-page binds them);
 * keep-better-reading.
 * A rules file switches the `declared` ones on by name (`ocr.passes`, in this order); the rest always run.
 */
export const PIPELINE: readonly PassSpec[] = [
  { name: 'locate', phase: 'photo', switch: 'always', spends: 'time', when: 'first: the documents found in the photo, straightened and stacked, or the photo itself' },
  { name: 'lines', phase: 'read', switch: 'declared', spends: 'budget', when: 'documents were found: the page read line by line, PP-OCR first' },
  { name: 'deskew', phase: 'read', switch: 'always', spends: 'time', when: 'no document was found: the photo turned level by the slant of the text lines the detector finds, when 2-30°' },
  { name: 'pageRead', phase: 'read', switch: 'always', spends: 'always', when: 'the page was not read line by line: tesseract reads it whole' },
  { name: 'orient', phase: 'read', switch: 'always', spends: 'always', when: 'the read found little flat text: turns probed on a small copy (a located document whose lines stand on end: its longest lines read turned both ways), the page read again turned' },
  { name: 'easternDigits', phase: 'text', switch: 'declared', spends: 'always', when: 'Eastern Arabic digits, by the glyph classifier' },
  { name: 'everyLine', phase: 'text', switch: 'declared', spends: 'always', when: 'every line read again on its own, and ink no line covers' },
  { name: 'missedLines', phase: 'text', switch: 'declared', spends: 'budget', when: 'the page was read whole: lines the detector finds that it missed or read unsure' },
  { name: 'mrz', phase: 'text', switch: 'declared', spends: 'budget', when: 'the MRZ lines found read again (band reads); the search zone only while budget lasts' },
  { name: 'barcodes', phase: 'text', switch: 'declared', spends: 'time', when: 'the page holds text: the symbols the barcode sources name' },
  { name: 'rules', phase: 'rules', switch: 'always', spends: 'time', when: 'the kind rules over the page text' },
  { name: 'valueLanguages', phase: 'rules', switch: 'declared', spends: 'budget', when: 'the MRZ names a state with value languages: value rows read again in them' },
  { name: 'accents', phase: 'rules', switch: 'declared', spends: 'budget', when: 'values the line read wrote without the accents their print shows, read again by tesseract' },
  { name: 'latinValues', phase: 'rules', switch: 'declared', spends: 'budget', when: 'words of another script in a value printed in Latin letters, read again' },
  { name: 'failedFields', phase: 'rules', switch: 'declared', spends: 'budget', when: 'fields whose checksum failed or whose date did not read: their zones read again' },
  { name: 'wholePhoto', phase: 'answer', switch: 'declared', spends: 'budget', when: 'what was found in the photo shows little text or none of the kind: the photo read as it came too' },
];

/** The passes of `phase` a recognition of this kind makes, in order: the declared ones its rules list, and the rest. */
export function passesOf(phase: Phase, rules: Pick<RuleSet, 'ocr'>): PassSpec[] {
  return PIPELINE.filter((pass) => pass.phase === phase && (pass.switch === 'always' || rules.ocr.passes.includes(pass.name as PassName)));
}

/** Whether a recognition of this kind makes the pass. */
export function makesPass(name: string, rules: Pick<RuleSet, 'ocr'>): boolean {
  const pass = PIPELINE.find((p) => p.name === name);
  if (!pass) throw new Error(`no pass "${name}" in the pipeline`);
  return pass.switch === 'always' || rules.ocr.passes.includes(name as PassName);
}
