import type { OcrWord } from '../../ocr/types';
import { findPrintedDates } from '../../dates/find-printed-dates';
import { dateRows, findGarbledDate } from '../../dates/find-garbled-date';
import { isSameDateButCentury } from '../../dates/is-same-date-but-century';
import { editDistance } from '../../text/edit-distance';
import { foldText } from '../../text/fold-text';
import { wordHeight } from '../layout/find-labels';
import { unionBox, boxHeight as height, centreX, centreY } from '../../domain/box';
import { groupRows, median, runsOf } from '../layout/take-near-label';
import type { BesideDateSourceRule } from '../types';
import type { SourceContext, SourceValue } from './source-context';
import { CONFIDENCE, meanConfidence } from '../../ocr/confidence-levels';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Below this mean, a run is a garbled 6–7 pt caption or security print more often than a value. */

/** How many rows under the date are looked at: a caption row, a row of dates or of a sex, then the value. */
const ROWS_BELOW = 3;
/**
 * How far over it, in the date's letters' heights: past the date's own caption (rows of garbled security print
 * between) to the bottom of the value before it. A value there is in the date's type size: the caption over the
 * date is smaller, and its garbled words can read as letters enough for a place; words twice the letters' height
 * are security print read as text, which would join the rows.
 */
const ABOVE_REACH = 3.5;
const VALUE_SIZE = 0.6;
const VALUE_SIZE_OVER = 0.8;

// What a place or an authority never is: a sex ("F", "V/F", "KVK/F"), a run without two letters in a row, one with
// two digits or more (a date, "1,71 m", a personal number).
const SEX = /^\p{L}$|^\p{L}{1,3}\s*\/\s*\p{L}{1,3}$/u;
const A_WORD = /\p{L}{2,}/u;
const DIGITS = /\d.*\d/u;

/** The shortest place a page prints ("Ulm", "Ede"); shorter runs are a caption's "of" or "de". */
const MIN_LETTERS = 3;

/**
 * The value printed beside another field's date, for pages whose small captions were not read: a passport's
 * visual zone keeps ICAO 9303's order, so the place of birth is the first value under the birth date (the sex
 * may stand before it on that row) and the last over the issue date, and the authority stands right of the
 * issue date or under it (after the expiry's row). The date is found on the page by the other field's value,
 * in any printed form; each row right of, under or over it is cut at its wide gaps, and the first run that
 * could be a name of a place is taken (over the date, the nearest row first). A date too garbled to read as
 * one is found by the row that reads most like it (two of day, month and year). Captions' words and unsure
 * reads are left out. Nothing when the date is not found: no guess.
 * e.g. birth date 1979-06-07 and rows "07.06.1979", "F   NORDHAVEN" give NORDHAVEN
 */
export function besideDateValues(rule: BesideDateSourceRule, ctx: SourceContext): SourceValue[] {
  const { field, look } = rule.besideDate;
  const value = ctx.valueOf(field);
  if (!ISO.test(value)) return [];
  const printedWords = printedDateWords(value, ctx);
  if (!printedWords.length) return [];
  const date = unionBox(printedWords.map((w) => w.box));
  const h = height(date);
  // The date's letters' height: its words' box together stands taller where they are not level.
  const letters = median(printedWords.map(wordHeight));
  const dateWords = new Set(printedWords);
  const words = ctx.lines
    .filter((line) => !line.text.includes('<'))
    .flatMap((line) => line.words)
    .filter((w) => !dateWords.has(w) && /[\p{L}\p{N}]/u.test(w.text));

  const longCaptionTokens = [...ctx.captionTokens].filter((c) => c.length >= 5);
  const isCaption = (w: OcrWord): boolean => isCaptionWord(w, ctx.captionTokens, longCaptionTokens);
  for (const where of look) {
    const inColumn = (w: OcrWord): boolean => centreX(w.box) >= date.x0 - h;
    const rows =
      where === 'right'
        ? [words.filter((w) => w.box.x0 > date.x1 && Math.abs(centreY(w.box) - centreY(date)) < 0.5 * h)]
        : where === 'below'
          ? groupRows(words.filter((w) => centreY(w.box) > date.y1 && w.box.y0 < date.y1 + 4 * h * ROWS_BELOW && inColumn(w))).slice(0, ROWS_BELOW)
          : groupRows(words.filter((w) => centreY(w.box) < date.y0 && w.box.y1 > date.y0 - ABOVE_REACH * letters && height(w.box) <= 2 * letters && inColumn(w))).reverse();
    // Under or over the date, a value starts in its column or just right of it (after a sex); text further right
    // is another column's (or no field's: a note printed beside the page).
    const reach = where === 'right' ? Infinity : date.x1 + (date.x1 - date.x0);
    for (const row of rows) {
      const run = runsOf([...row].sort((a, b) => a.box.x0 - b.box.x0))
        .map(withoutSex)
        .find((r) => r[0].box.x0 <= reach && isPlaceLike(r, where === 'above' ? VALUE_SIZE_OVER * letters : VALUE_SIZE * h) && !r.some(isCaption));
      if (run) return [candidate(run, field)];
    }
  }
  return [];
}

/**
 * The words the date is printed in: read as a date, or else a row that reads as it, two of its day, month and
 * year read and something of the third (dates/find-garbled-date: "01 JAN /JJAN 85"): a day and month alone are
 * too often another date's, or a garbled row's, and the value under them is then another field's.
 */
function printedDateWords(value: string, ctx: SourceContext): OcrWord[] {
  const printed = findPrintedDates(ctx.lines, { orders: ['DMY', 'YMD'], century: 'past', today: ctx.today }).find(({ date }) => isSameDateButCentury(date, value));
  if (printed?.words.length) return printed.words;
  const garbled = findGarbledDate(dateRows(ctx.lines), value);
  return garbled.score >= GARBLED_ENOUGH ? garbled.words : [];
}
const GARBLED_ENOUGH = 2.5;

/** A word of a caption's, or one a letter off it in a long word: a run holding one is a caption read garbled. */
function isCaptionWord(word: OcrWord, captionTokens: ReadonlySet<string>, longCaptionTokens: readonly string[]): boolean {
  const tokens = foldText(word.text).split(' ').filter((t) => t.length >= 3);
  return tokens.some((t) => captionTokens.has(t) || (t.length >= 5 && longCaptionTokens.some((c) => editDistance(t, c, 1) <= 1)));
}

/** A sex printed in its own column just before the place ("F   NORDHAVEN") when the gap was read narrow. */
function withoutSex(run: OcrWord[]): OcrWord[] {
  const [first, second] = run;
  return second && SEX.test(first.text) && second.box.x0 - first.box.x1 > 1.5 * height(first.box) ? run.slice(1) : run;
}

/**
 * Read (at the `read` level: a place read at 57, "OTTAWA. CAN", is still the place; a garbled caption reads
 * lower and is left out by its words besides), letters enough to name a place, in the value's type size (a
 * caption's is smaller: `minHeight`), and not a date or a sex.
 */
function isPlaceLike(run: readonly OcrWord[], minHeight: number): boolean {
  const text = run.map((w) => w.text).join(' ').trim();
  const sure = meanConfidence(run) >= CONFIDENCE.read;
  const tall = run.some((w) => height(w.box) >= minHeight);
  const letters = text.replace(/[^\p{L}]/gu, '').length >= MIN_LETTERS;
  return sure && tall && letters && !SEX.test(text) && A_WORD.test(text) && !DIGITS.test(text);
}

function candidate(run: readonly OcrWord[], field: string): SourceValue {
  const text = run.map((w) => w.text).join(' ');
  const confidence = meanConfidence(run) / 100;
  return { value: text, source: 'viz', confidence, checks: [{ name: `beside.${field}`, ok: true }], words: run };
}
