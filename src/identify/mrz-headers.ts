import type { OcrLine } from '../ocr/types';
import { lettersForDigits } from '../text/lookalikes';

/**
 * The start of an MRZ's first line as read on a page: its document code and issuing state (ICAO 9303 part 3:
 * positions 1-2 and 3-5 of every format), e.g. `{ code: 'P<', state: 'UTO' }` or `{ code: 'ID', state: 'D<<' }`.
 */
export interface MrzHeader {
  code: string;
  state: string;
}

/** Characters an LSTM read writes for the filler `<` (ocr-notes: the `<` → `K` trap), read as fillers here. */
const FILLER_READINGS = /[<«‹KkCc(]/;
/** A line this long without spaces, mostly capitals, digits and fillers, is an MRZ line (TD1 has 30). */
const MIN_MRZ_LENGTH = 26;
/**
 * A first line is told from a TD1 card's third (its names, which may start with P, I, A or C too: "PEREZ<<ANA") by
 * the document number a TD1 first line carries in positions 6-15, or by the length of the other formats' first
 * lines (TD2 36, TD3 44), which carry the names; a passport's (P) is TD3's, give or take what a read drops.
 */
const MIN_NAMES_FIRST_LINE = 33;
const MIN_PASSPORT_FIRST_LINE = 40;
const MIN_MRZ_SHARE = 0.9;
/** Fillers in a first line: every format pads the names with them. */
const MIN_FILLERS = 3;
/** The document codes of ICAO 9303: P (passports), I, A, C (official travel documents), V (visas). */
const DOCUMENT_CODE = /^[PIACV]/;

/**
 * Every line of `lines` shaped like an MRZ's first line, with its code and state. Where a reading put a look-alike
 * for a filler (K, «) in the code or the state, it is kept as read: `fillerMatches` compares through it.
 */
export function findMrzHeaders(lines: readonly OcrLine[]): MrzHeader[] {
  const headers: MrzHeader[] = [];
  for (const line of lines) {
    // Less what a read puts before the line's first character (a speck read as ". " or "|").
    const text = line.text.replace(/\s+/g, '').toUpperCase().replace(/^[^A-Z0-9<«‹]+/, '');
    if (text.length < MIN_MRZ_LENGTH || !DOCUMENT_CODE.test(text)) continue;
    const mrzLike = text.replace(/[^A-Z0-9<«‹]/g, '').length / text.length;
    // Fillers, and the run that ends the line however its fillers were read ("ANNAKMARIAKKKKKKK", "GIOVANNICCCCC<K").
    const fillers = (text.match(/[<«‹]/g) ?? []).length + (/[<«‹KC]{3,}$/.exec(text)?.[0].length ?? 0);
    if (mrzLike < MIN_MRZ_SHARE || fillers < MIN_FILLERS) continue;
    // A second line starts with digits or a document number: only a first line has letters in 3-5 (one of them
    // may be read as its digit look-alike, UT0).
    if (!/^[A-Z<«‹]{2}/.test(text) || !/^[A-Z<«‹]*\d?[A-Z<«‹]*$/.test(text.slice(2, 5))) continue;
    const numbered = /\d/.test(text.slice(5, 15));
    if (text[0] === 'P' ? text.length < MIN_PASSPORT_FIRST_LINE : !numbered && text.length < MIN_NAMES_FIRST_LINE) continue;
    headers.push({ code: text.slice(0, 2), state: text.slice(2, 5) });
  }
  return headers;
}

/**
 * A TD1 card's second MRZ line (ICAO 9303 part 5): birth date, check digit, sex, expiry date, check digit, then
 * the holder's nationality in positions 16-18. Where a card's first line was lost, its second still names the
 * state that issued it: an identity card is issued to the state's own nationals.
 */
const TD1_DATA_LINE = /^\d{7}[MFX<«‹K]\d{7}([A-Z0-9<«‹]{3})/;
/** The same line read without its start: the nationality, 11 characters of optional data, the composite check digit. */
const TD1_DATA_TAIL = /\d([A-Z0-9<«‹]{3})[A-Z0-9<«‹]{11}\d$/;
/** Fillers the tail's optional data shows at least (mostly unused: fillers), so that no other line's end is taken. */
const MIN_TAIL_FILLERS = 5;

/** The nationality of every line of `lines` shaped like a TD1 card's second MRZ line, as read (e.g. `D<<`, `ITA`). */
export function findTd1Nationalities(lines: readonly OcrLine[]): string[] {
  const states: string[] = [];
  for (const line of lines) {
    const text = line.text.replace(/\s+/g, '').toUpperCase();
    const tail = (text.slice(-12).match(/[<«‹]/g) ?? []).length >= MIN_TAIL_FILLERS ? TD1_DATA_TAIL.exec(text) : null;
    const match = (text.length >= MIN_MRZ_LENGTH ? TD1_DATA_LINE.exec(text) : null) ?? tail;
    if (match && !/^\d+$/.test(match[1])) states.push(match[1]);
  }
  return states;
}

/** The letters each digit may be in OCR-B (text/lookalikes): a code or state holds no digit. */
const LETTERS_FOR_DIGIT = lettersForDigits('mrz');

/**
 * Whether `read` is `expected` (an MRZ code or state written with `<`), a filler read as a look-alike, or a letter
 * read as its digit, forgiven.
 */
export function fillerMatches(read: string, expected: string): boolean {
  if (read.length !== expected.length) return false;
  for (let i = 0; i < expected.length; i++) {
    if (read[i] === expected[i] || LETTERS_FOR_DIGIT[read[i]]?.includes(expected[i])) continue;
    if (expected[i] === '<' && FILLER_READINGS.test(read[i])) continue;
    return false;
  }
  return true;
}
