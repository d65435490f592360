import type { MrzResult } from '../mrz/types';
import type { OcrLine } from '../ocr/types';
import { editDistance } from '../text/edit-distance';
import { DIGITS_FOR_LETTER, FILLER_LOOKALIKES, LETTER_LOOKALIKES } from '../mrz/confusions';

/**
 * A passport page prints its type beside the issuing state's code at the head of its visual zone ("P  NLD"), and
 * the type is the MRZ's document code, its filler dropped (ICAO 9303). An MRZ whose code reads a letter after the
 * P (the `<` a band read took for A: "PANLD…") where the page prints the P alone beside the state's code is "P<".
 * No check digit covers the code, so the page is the only other reading of it.
 */
export function settleDocumentCode(mrz: MrzResult, lines: readonly OcrLine[], codes: readonly string[] = []): MrzResult {
  const listed = listedCode(mrz, codes);
  if (listed) return listed;
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

/**
 * The code a kind's documents carry (`mrz.documentCodes`: a German card's ID, an Italian's CI or C<), where the
 * MRZ read another that is one of them with look-alikes read (ID read IO: the engines read its D as 0, taken for
 * an O). No check digit covers the code. Null where the code is listed as read, or no one listed code or two fit.
 */
function listedCode(mrz: MrzResult, codes: readonly string[]): MrzResult | null {
  const read = mrz.lines[0].slice(0, 2);
  if (!codes.length || codes.includes(read)) return null;
  const fitting = codes.filter((code) => [...code].every((char, i) => char === read[i] || isLookalike(read[i], char)));
  if (fitting.length !== 1) return null;
  const [code] = fitting;
  return { ...mrz, lines: [code + mrz.lines[0].slice(2), ...mrz.lines.slice(1)], fields: { ...mrz.fields, documentCode: code.replace(/</g, '') }, corrections: mrz.corrections + 1 };
}

function isLookalike(read: string, char: string): boolean {
  if (char === '<') return FILLER_LOOKALIKES.includes(read);
  return (LETTER_LOOKALIKES[read] ?? []).includes(char) || (DIGITS_FOR_LETTER[char] ?? []).includes(read);
}
