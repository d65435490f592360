import type { OcrLine, OcrWord } from '../ocr/types';
import { editDistance } from '../text/edit-distance';
import { stripDiacritics } from '../text/fold-text';
import { unionBox, centreY } from '../domain/box';
import { findPrintedDates } from '../dates/find-printed-dates';
import { LETTER_FOR_DIGIT } from '../mrz/confusions';
import { regionAround, type RegionReader } from './region-reader';
import { meanConfidence } from '../ocr/confidence-levels';
import { mergeScriptReading } from './merge-script-reading';
import { withTwinWords } from './twin-word';

/**
 * Re-reads the rows of words that values were taken from, in the document's own language, and puts the new
 * words in the page in their place. A page read in English drops the accents of capitals (MÁLAGA → MALAGA);
 * one line read in Spanish keeps them. A re-read that spells something else than the first read (accents
 * aside) is a worse read of the same pixels, not a correction, and is ignored (see sameSpelling); another
 * `accept` decides otherwise (reread-latin-values: a row read in the wrong script). A re-read in another alphabet
 * (Cyrillic, Greek) of a row read in Latin letters is merged with it word by word (merge-script-reading).
 */
export async function rereadValues(
  page: RegionReader,
  lines: readonly OcrLine[],
  groups: ReadonlyArray<readonly OcrWord[]>,
  languages: readonly string[],
  accept: (before: readonly OcrWord[], after: readonly OcrWord[]) => boolean = sameSpelling,
): Promise<OcrLine[]> {
  const replaced = new Map<OcrWord, OcrWord[]>();
  for (const row of rowsOf(groups, lines)) {
    if (row.some((w) => replaced.has(w))) continue;
    const box = unionBox(row.map((w) => w.box));
    const pad = Math.round((box.y1 - box.y0) * 0.35);
    const rectangle = regionAround(box, page.width, page.height, pad);
    const read = await page.read(rectangle, languages, 'lstm', { pageSegMode: '7' });
    // The padded rectangle may catch the top of the next row: only words on this row's own band count, and
    // they keep the row's height (a one-line read gives boxes that reach into the padding, which would chain
    // this row to the next when rows are grouped again).
    const words = read.lines
      .flatMap((l) => l.words)
      .filter((w) => centreY(w.box) >= box.y0 && centreY(w.box) <= box.y1)
      .map((w) => ({ ...w, box: { ...w.box, y0: Math.max(w.box.y0, box.y0), y1: Math.min(w.box.y1, box.y1) } }));
    const taken = words.length ? rowAfterReread(row, words, accept) : null;
    if (!taken) continue;
    replaced.set(row[0], taken);
    for (const old of row.slice(1)) replaced.set(old, []);
  }
  if (replaced.size === 0) return [...lines];
  return lines.map((line) => {
    const words = line.words.flatMap((w) => replaced.get(w) ?? [w]);
    return { ...line, words, text: words.map((w) => w.text).join(' ') };
  });
}

/** The words a row's re-read puts in its place; null where the page's words stay. */
function rowAfterReread(row: readonly OcrWord[], words: readonly OcrWord[], accept: (before: readonly OcrWord[], after: readonly OcrWord[]) => boolean): OcrWord[] | null {
  const merged = mergeScriptReading(row, words);
  if (merged) return merged;
  // Word by word first: a re-read's other words may be worse reads where one gains its accents.
  const accentedWords = accept === sameSpelling ? withAccentedWords(row, words) : null;
  if (accentedWords) return accentedWords;
  if (!accept(row, words)) return null;
  // A re-read that spells the row as the page did confirms it: the page's words stay, with their confidence (a
  // one-line read in another language can be far less sure of the same letters: OTTAWA at 25 after 93).
  if (words.map((w) => w.text).join(' ') === row.map((w) => w.text).join(' ')) return null;
  // One that differs only as `accept` allows (accents back) is as sure as the page's read of the row.
  const rowConfidence = meanConfidence(row);
  return words.map((w) => ({ ...w, confidence: Math.max(w.confidence, rowConfidence) }));
}

/** The groups split into rows of one page line each, left to right. */
function rowsOf(groups: ReadonlyArray<readonly OcrWord[]>, lines: readonly OcrLine[]): OcrWord[][] {
  const rows: OcrWord[][] = [];
  for (const group of groups) {
    for (const line of lines) {
      const row = line.words.filter((w) => group.includes(w));
      if (row.length) rows.push(row);
    }
  }
  return rows;
}

/** Whether a re-read is the same text as the first read, accents and a few misread letters aside. */
export function sameSpelling(before: readonly OcrWord[], after: readonly OcrWord[]): boolean {
  const plain = (words: readonly OcrWord[]): string => stripDiacritics(words.map((w) => w.text).join('')).toUpperCase();
  const a = plain(before);
  const b = plain(after);
  // A re-read that loses or changes a date ("14.03.2019" re-read "14:03.2019", no longer a date) is a worse read.
  if (datesIn(before) !== datesIn(after)) return false;
  // The same letters with accents back, or a digit and its look-alike letter swapped ("PO1" re-read "P01"); other
  // letters only where the re-read holds more accented ones (an "Ñ" the English read made "FI"): a re-read that
  // changes plain letters alone is a guess against a guess ("Rosalind" re-read "Rosaiind").
  if (shapeOf(a) === shapeOf(b)) return true;
  if (accented(after) <= accented(before)) return false;
  // A quarter of the letters may differ; none in a value of one to three (an "M" re-read as "3" is not a better read).
  const allowed = Math.floor(a.length * 0.25);
  return editDistance(a, b, allowed) <= allowed;
}

/**
 * The row with each word the re-read gives back accents or letters English lacks to (gainsAccents), one word
 * against one (twinWord), at the page's word's confidence; null when no word gains. Its other words may read
 * worse in the state's language (a word its model does not know: "AZƏRBAYCAN / AZERBAIJAN" re-read
 * "AZƏRBAYCAN AZERBAİH AN"), and stay.
 */
function withAccentedWords(row: readonly OcrWord[], reread: readonly OcrWord[]): OcrWord[] | null {
  return withTwinWords(row, reread, (word, twin) => (gainsAccents(word, twin) && sameSpelling([word], [twin]) ? { ...word, text: twin.text } : null));
}

/** More accented letters, or as many written more surely in the language that has them ("Raphaél" → "Raphaël"). */
function gainsAccents(word: OcrWord, twin: OcrWord): boolean {
  const [before, after] = [accented([word]), accented([twin])];
  return after > before || (after === before && after > 0 && twin.text !== word.text && twin.confidence > word.confidence);
}

/** Letters and digits only, each digit as the letter it looks like. */
const shapeOf = (text: string): string => text.replace(/[^\p{L}\p{N}]/gu, '').replace(/\d/g, (d) => LETTER_FOR_DIGIT[d] ?? d);

/** How many letters carry a diacritic or are Latin letters English has not (Ə, Þ, ß). */
const accented = (words: readonly OcrWord[]): number => words.reduce((n, w) => n + [...w.text].filter(isBeyondEnglish).length, 0);
const isBeyondEnglish = (c: string): boolean => stripDiacritics(c) !== c || (/\p{Script=Latin}/u.test(c) && !/[A-Za-z]/.test(c));

/** The dates a row prints, in any printed form, as one text to compare. */
function datesIn(words: readonly OcrWord[]): string {
  const text = words.map((w) => w.text).join(' ');
  const line = { text, confidence: 0, box: unionBox(words.map((w) => w.box)), words: [...words] };
  return findPrintedDates([line], { orders: ['DMY', 'MDY', 'YMD'], century: 'past', today: DATE_READING_DAY })
    .map((d) => d.date)
    .join(' ');
}

// Any fixed day serves: both reads' dates are put in a century the same way.
const DATE_READING_DAY = new Date('2000-01-01T00:00:00Z');
