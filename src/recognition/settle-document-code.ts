import type { MrzResult } from '../mrz/types';
import type { OcrLine } from '../ocr/types';
import { editDistance } from '../text/edit-distance';

/**
 * A passport page prints its type beside the issuing state's code at the head of its visual zone ("P  NLD"), and
 * the type is the MRZ's document code, its filler dropped (ICAO 9303). An MRZ whose code reads a letter after the
 * P (the `<` a band read took for A: "PANLD…") where the page prints the P alone beside the state's code is "P<".
 * No check digit covers the code, so the page is the only other reading of it.
 */
export function settleDocumentCode(mrz: MrzResult, lines: readonly OcrLine[]): MrzResult {
  if (mrz.format !== 'TD3' || !/^P[A-Z]$/.test(mrz.fields.documentCode)) return mrz;
  if (!lines.some((line) => printsTypeP(line, mrz.fields.issuingState))) return mrz;
  return { ...mrz, lines: [`P<${mrz.lines[0].slice(2)}`, ...mrz.lines.slice(1)], fields: { ...mrz.fields, documentCode: 'P' } };
}

/** A word "P" followed by the state's code (a letter off for a code of three: "ND" for NLD). */
function printsTypeP(line: OcrLine, state: string): boolean {
  return line.words.some((word, i) => {
    const next = line.words[i + 1]?.text;
    if (word.text !== 'P' || !next || !/^[A-Z]+$/.test(next)) return false;
    return next === state || (state.length === 3 && next.length >= 2 && editDistance(next, state, 1) <= 1);
  });
}
