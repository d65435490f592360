import type { OcrLine, OcrWord } from '../../ocr/types';
import { type Box, boxHeight as height, centreX, centreY, overlapX, sharesRow, unionBox } from '../../domain/box';
import type { Take } from '../types';
import { foldText } from '../../text/fold-text';
import { wordHeight, type LabelHit } from './find-labels';
import { CONFIDENCE, meanConfidence } from '../../ocr/confidence-levels';

export interface TakenText {
  text: string;
  words: OcrWord[];
}

// A third of the shorter height: a caption's box is at times read squashed, or set a little off its row.
const overlapsRow = (a: Box, b: Box): boolean => sharesRow(a, b, 0.3);

/**
 * The text that a label introduces: on the row(s) right below it, in its column (`below`), after it on its
 * own row (`right`), or on the row(s) right above it (`above`, values printed over their caption). A column
 * ends where another label starts on the same row, so values of side-by-side fields are not mixed; the words
 * of every label are never part of a value.
 */
export function takeNearLabel(
  label: LabelHit,
  allLabels: readonly LabelHit[],
  lines: readonly OcrLine[],
  pageWidth: number,
  take: Take,
  lineCount = 1,
  captionTokens: ReadonlySet<string> = new Set(),
): TakenText {
  const labelWords = new Set(allLabels.flatMap((l) => l.words));
  const words = lines.flatMap((line) => line.words).filter((w) => !labelWords.has(w) && /[\p{L}\p{N}]/u.test(w.text) && !isSmear(w));
  // The caption's type size, not its box: a caption wrapped over two lines has a box twice as tall.
  const lh = median(label.words.map(wordHeight));
  const nextOnRow = allLabels
    .filter((other) => other !== label && other.box.x0 > label.box.x1 && overlapsRow(other.box, label.box))
    .reduce((end, other) => Math.min(end, other.box.x0), pageWidth);

  if (take === 'right') {
    // A word whose box reaches over the caption's row from the rows around it (a speck read as a word three rows
    // tall) has its middle off the row; a value in larger type than its caption still has its middle on it.
    const onRow = (w: OcrWord): boolean => Math.abs(centreY(w.box) - centreY(label.box)) <= height(label.box) / 2 + lh / 2;
    const row = words
      .filter((w) => overlapsRow(w.box, label.box) && onRow(w) && w.box.x0 >= label.box.x1 - lh * 0.3 && centreX(w.box) < nextOnRow)
      .sort((a, b) => a.box.x0 - b.box.x0);
    return joined(firstRun(row));
  }
  if (take === 'above') return joined(rowsAbove(label, allLabels, words, lh, pageWidth, lineCount));

  const left = label.box.x0 - 1.5 * lh;
  const labelsBelow = allLabels.filter((other) => other !== label && other.box.y0 > label.box.y1 - lh * 0.3);
  // A caption to the right that a photo's tilt sets a few pixels off this caption's row (so not `nextOnRow`)
  // still owns the words right under it: the expiry date beside and below the document number's caption.
  const besideRight = allLabels.filter((other) => other !== label && other.box.x0 > label.box.x1 && other.box.y1 > label.box.y0 - lh);
  const underBeside = (w: OcrWord): boolean =>
    besideRight.some((other) => other.box.y1 <= centreY(w.box) && overlapX(w.box, other.box) >= 0.5 * (w.box.x1 - w.box.x0));
  const inColumn = (w: OcrWord): boolean => centreY(w.box) > label.box.y1 && centreX(w.box) >= left && centreX(w.box) < nextOnRow && !underBeside(w);
  // The next rows of a value follow at the value's line pitch, not the caption's: a value's type is often
  // larger than its 6-7 pt caption, and a caption's box is at times read squashed (10 px over 35 px values).
  const firstRow = words.filter((w) => inColumn(w) && w.box.y0 < label.box.y1 + lh * 3);
  const pitch = Math.max(lh, firstRow.length ? median(firstRow.map(wordHeight)) : 0);
  // The type of the words read surely: a smear many times taller, read unsure, is a stroke even when it is half
  // of what the pitch was measured on (a portrait's edge beside a one-word value).
  const sure = firstRow.filter((w) => w.confidence >= CONFIDENCE.fair);
  const sureType = sure.length ? Math.max(lh, median(sure.map(wordHeight))) : Infinity;
  // A mark far taller than the type and read unsure (a stroke of the portrait's frame read as a letter) would
  // join rows; a big value under a small caption is read surely.
  const isStroke = (w: OcrWord): boolean => (wordHeight(w) > 3 * pitch || wordHeight(w) > 5 * sureType) && w.confidence < CONFIDENCE.fair;
  const candidates = words.filter((w) => inColumn(w) && w.box.y0 < label.box.y1 + lh * 3 + pitch * 2.5 * (lineCount - 1) && !isStroke(w));
  const rows = groupRows(candidates).map(withoutTallMarks).filter((row) => row.length > 0);
  // Another label between here and a row means the row belongs to that label's field.
  const blocked = (row: readonly OcrWord[]): boolean => {
    const rowY = centreY(unionBox(row.map((w) => w.box)));
    return labelsBelow.some((other) => other.box.y1 <= rowY && centreX(other.box) >= left && centreX(other.box) < nextOnRow);
  };
  // A caption too long for its column wraps onto a second line in the caption's small type ("Lugar de
  // nacimiento/Place of birth/" over "Lieu de naissance"), often too garbled to match as a label itself. A
  // value follows it: when the next row is another label's, the row was the value (PASSPORT OFFICE, whose
  // words are also caption words).
  if (rows.length > 1 && isCaptionContinuation(rows[0], label, lh, captionTokens) && !blocked(rows[1])) rows.shift();
  // Specks of security print read as a row of one- and two-letter words, unsure, stand between a caption
  // and its value ("a > of E a h" over the place of birth), right over it: nearer to it than its type's
  // height. A short value read unsure with nothing that close under it ("O+" under the blood group) is the
  // value. Only the run under the caption counts: the rest of the row is another column's.
  if (rows.length > 1 && !blocked(rows[1])) {
    const specks = firstRun(rows[0]);
    const next = unionBox(rows[1].map((w) => w.box));
    if (isSpecks(specks) && next.y0 - unionBox(specks.map((w) => w.box)).y1 < height(next)) rows.shift();
  }
  const taken: OcrWord[] = [];
  let previous: Box | undefined;
  for (const row of rows.slice(0, lineCount)) {
    const rowBox = unionBox(row.map((w) => w.box));
    if (blocked(row)) break;
    // The next line of one value follows at the value's own line pitch; anything further is something else.
    if (previous && rowBox.y0 - previous.y0 > 1.8 * height(previous)) break;
    const run = firstRun(row);
    taken.push(...(previous ? run : [...leadingWords(run, words, label, allLabels, lh), ...run]));
    previous = rowBox;
  }
  return joined(taken);
}

/**
 * The words before a value's first row that run into it at word spacing from the left of its caption's column:
 * a caption read only in part ("Autorité" of "Afgegeven door / Authority / Autorité") starts further right than
 * the value printed under the whole of it ("Burg. van Amsterdam"). They stop at a wider gap and at the column of
 * a caption beside this one on its row.
 */
function leadingWords(run: readonly OcrWord[], words: readonly OcrWord[], label: LabelHit, allLabels: readonly LabelHit[], lh: number): OcrWord[] {
  const first = run[0];
  if (!first) return [];
  // A caption run into by words on its own row is a phrase of other text ("… Y ESTADO CIVIL" in a header), not a
  // caption whose start went unread.
  const captionWords = new Set(label.words);
  if (words.some((w) => !captionWords.has(w) && overlapsRow(w.box, label.box) && w.box.x1 <= label.box.x0 + 0.25 * lh && label.box.x0 - w.box.x1 < 1.5 * lh)) return [];
  const previousEnd = previousCaptionEnd(label, allLabels);
  const before = words
    .filter((w) => w.box.x1 <= first.box.x0 + 0.25 * height(first.box) && centreX(w.box) < centreX(first.box) && overlapsRow(w.box, first.box) && w.box.x0 > previousEnd)
    .sort((a, b) => b.box.x0 - a.box.x0);
  const leading: OcrWord[] = [];
  let edge = first;
  for (const word of before) {
    if (edge.box.x0 - word.box.x1 > WORD_GAP * Math.max(height(word.box), height(edge.box)) || word.confidence < CONFIDENCE.fair) break;
    leading.unshift(word);
    edge = word;
  }
  return leading;
}
/** Where the nearest caption left of `label` on its row ends (0 when there is none): its column stops there. */
function previousCaptionEnd(label: LabelHit, allLabels: readonly LabelHit[]): number {
  return allLabels
    .filter((other) => other !== label && other.box.x1 <= label.box.x0 && overlapsRow(other.box, label.box))
    .reduce((end, other) => Math.max(end, other.box.x1), 0);
}

// The widest space between two words of one value, in the type's heights.
const WORD_GAP = 0.8;

/**
 * The row(s) right above a label, top to bottom: values printed over their caption (the dates at the foot of
 * the Thai ID card). A value centred over a shorter caption overhangs it, so each row gives the words over
 * the caption and those joined to them by ordinary gaps, within halfway to the captions beside it.
 */
function rowsAbove(label: LabelHit, allLabels: readonly LabelHit[], words: readonly OcrWord[], lh: number, pageWidth: number, lineCount: number): OcrWord[] {
  const onRow = allLabels.filter((other) => other !== label && overlapsRow(other.box, label.box));
  const previousEnd = previousCaptionEnd(label, allLabels);
  const nextStart = onRow.filter((o) => o.box.x0 >= label.box.x1).reduce((start, o) => Math.min(start, o.box.x0), pageWidth);
  const from = (previousEnd + label.box.x0) / 2;
  const to = (label.box.x1 + nextStart) / 2;
  const candidates = words.filter(
    (w) =>
      centreY(w.box) < label.box.y0 &&
      w.box.y1 > label.box.y0 - lh * (3 + 2.5 * (lineCount - 1)) &&
      centreX(w.box) >= from &&
      centreX(w.box) < to,
  );
  const rows = groupRows(candidates).slice(-lineCount);
  return rows.flatMap((row) => runOver(row, label.box));
}

/** The words of a row standing over `box`, and their neighbours up to the first wide gap on either side. */
function runOver(row: readonly OcrWord[], box: Box): OcrWord[] {
  const over = row.flatMap((w, i) => (w.box.x1 > box.x0 && w.box.x0 < box.x1 ? [i] : []));
  if (over.length === 0) return [];
  const wide = (a: OcrWord, b: OcrWord): boolean => b.box.x0 - a.box.x1 > 4 * Math.max(height(a.box), height(b.box));
  let first = over[0];
  let last = over[over.length - 1];
  while (first > 0 && !wide(row[first - 1], row[first])) first--;
  while (last < row.length - 1 && !wide(row[last], row[last + 1])) last++;
  return row.slice(first, last + 1);
}

/** Close under the caption, in the caption's type size (`typeSize`), and sharing a word with some caption. */
function isCaptionContinuation(row: readonly OcrWord[], label: LabelHit, typeSize: number, captionTokens: ReadonlySet<string>): boolean {
  const box = unionBox(row.map((w) => w.box));
  // Descenders and accents make a wrapped caption's words up to a third taller than its first line's
  // ("d'expiration" under "Date of expiry"); a value's type is half as tall again or more.
  const labelSized = median(row.map(wordHeight)) <= 1.3 * typeSize;
  const close = box.y0 - label.box.y1 < 0.8 * height(label.box);
  const captionLike = row.some((w) => foldText(w.text).split(' ').some((t) => t.length >= 3 && captionTokens.has(t)));
  return labelSized && close && captionLike;
}

/** The middle value (the upper of the two middle ones), 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Words sorted into rows by their vertical centres, top to bottom, each row left to right. Two words share a row
 * when their boxes overlap and one's centre lies within the other's height: a box OCR drew too tall (a name
 * with the ink under it) overlaps the row above it without standing on it. A word far taller than the words
 * around it (security print or a hologram read as a word, spanning a caption and the value under it) does not
 * join rows together: it is put in the row nearest its centre once the other words have made their rows.
 */
export function groupRows(words: readonly OcrWord[]): OcrWord[][] {
  const rows: OcrWord[][] = [];
  const within = (y: number, b: Box): boolean => y >= b.y0 && y <= b.y1;
  const sameRow = (a: Box, b: Box): boolean => overlapsRow(a, b) && (within(centreY(a), b) || within(centreY(b), a));
  const typical = words.length >= 3 ? median(words.map(wordHeight)) : Infinity;
  const isTall = (w: OcrWord): boolean => wordHeight(w) > TALLER_THAN_TYPICAL * typical;
  const byCentre = [...words].sort((a, b) => centreY(a.box) - centreY(b.box));
  for (const word of byCentre.filter((w) => !isTall(w))) {
    const row = rows.find((r) => r.some((w) => sameRow(w.box, word.box)));
    if (row) row.push(word);
    else rows.push([word]);
  }
  for (const word of byCentre.filter(isTall)) {
    const centre = centreY(word.box);
    const distance = (row: OcrWord[]): number => Math.abs(centreY(row[0].box) - centre);
    const row = rows.filter((r) => r.some((w) => sameRow(w.box, word.box))).sort((a, b) => distance(a) - distance(b))[0];
    if (row) row.push(word);
    else rows.push([word]);
  }
  rows.sort((a, b) => centreY(a[0].box) - centreY(b[0].box));
  return rows.map((row) => row.sort((a, b) => a.box.x0 - b.box.x0));
}

/** A word this many times the median height of the words grouped is not of their type (see groupRows). */
const TALLER_THAN_TYPICAL = 2.2;

/** A word this many times taller than the run before it is not of the run's type. */
const TALLER = 5;

/** A word over twice as tall as the rest of its row's is not of the row's type. */
const TALLER_THAN_ROW = 2;

/**
 * A row less the marks read unsure or as one letter that are far taller than its other words and reach up into
 * the caption's line: security print or a hologram's edge standing across the row ("A" before FRANKFURT AM
 * MAIN). A value glued to its neighbour (`M510"` over `5-10"`) is as tall but stands on the row. A row of one
 * word keeps it.
 */
function withoutTallMarks(row: OcrWord[]): OcrWord[] {
  if (row.length < 2) return row;
  return row.filter((w) => {
    if (w.confidence >= CONFIDENCE.fair && [...w.text].length > 1) return true;
    const others = row.filter((o) => o !== w);
    const type = median(others.map(wordHeight));
    const top = Math.min(...others.map((o) => o.box.y0));
    return wordHeight(w) <= TALLER_THAN_ROW * type || top - w.box.y0 < type / 2;
  });
}

function isSpecks(row: readonly OcrWord[]): boolean {
  const short = row.every((w) => w.text.replace(/[^\p{L}\p{N}]/gu, '').length <= 2);
  return row.length > 0 && short && meanConfidence(row) < CONFIDENCE.fair;
}

/**
 * The words up to the first wide gap: beyond it stands another column's value. A word lying wholly within one
 * already taken is the same ink read a second time (an overlapping re-read line): it is neither repeated nor
 * allowed to shorten the run, the gap being measured from the furthest right edge so far.
 */
function firstRun(row: readonly OcrWord[]): OcrWord[] {
  return splitRun(row).run;
}

/** A row cut at its wide gaps into runs, left to right: the values of the columns it crosses. */
export function runsOf(row: readonly OcrWord[]): OcrWord[][] {
  const runs: OcrWord[][] = [];
  for (let rest = row; rest.length; ) {
    const { run, next } = splitRun(rest);
    runs.push(run);
    rest = rest.slice(next);
  }
  return runs;
}

/** The first run of a row and the index of the word after it. */
function splitRun(row: readonly OcrWord[]): { run: OcrWord[]; next: number } {
  const run: OcrWord[] = [];
  let end = -Infinity;
  for (let i = 0; i < row.length; i++) {
    const word = row[i];
    const last = run[run.length - 1];
    if (last && word.box.x1 <= end) continue;
    const gap = word.box.x0 - end;
    if (last && gap > 4 * gapUnit(last, word)) return { run, next: i };
    // A letter or two read unsure past a gap is a speck of the security print beside the value, not a word of it.
    if (last && gap > 1.5 * height(last.box) && word.text.length <= 2 && word.confidence < CONFIDENCE.fair) return { run, next: i };
    run.push(word);
    end = Math.max(end, plausibleEnd(word));
  }
  return { run, next: row.length };
}

/**
 * What a gap between two words of a run is measured in: the taller one's height, unless the next is many times
 * taller than a word of three letters or more before it: a box like that (a ghost portrait read as "3") is not
 * of the run's type and does not stretch the gap into reach. After a speck ("mm" before KAWIN) the taller counts.
 */
function gapUnit(last: OcrWord, next: OcrWord): number {
  if ([...last.text].length >= 3 && height(next.box) > TALLER * height(last.box)) return height(last.box);
  return Math.max(height(last.box), height(next.box));
}

/**
 * A letter or two in a box far wider than letters are (a signature's stroke or a hologram's ring read as "X"
 * beside a value): no printed word.
 */
function isSmear(word: OcrWord): boolean {
  const letters = [...word.text].length;
  return letters <= 2 && word.box.x1 - word.box.x0 > SMEAR_WIDTH * letters * height(word.box);
}
const SMEAR_WIDTH = 2;
/** The widest a letter is for its box's height (M and W in a wide face). */
const LETTER_WIDTH = 0.8;

/**
 * Where a word's ink can end: its box's right edge, unless the box is wider than its letters could be (capitals
 * are narrower than they are tall). The LSTM at times gives a word the box of its whole line ("GENOVA" over
 * "GENOVA (GE) 23.02.1952"), and the words after it must not be taken for re-reads lying within it.
 */
function plausibleEnd(word: OcrWord): number {
  return Math.min(word.box.x1, word.box.x0 + LETTER_WIDTH * [...word.text].length * height(word.box));
}

function joined(words: OcrWord[]): TakenText {
  return { text: words.map((w) => w.text).join(' '), words };
}
