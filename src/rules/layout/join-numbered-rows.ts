import type { OcrLine, OcrWord } from '../../ocr/types';
import { type Box, boxHeight as height, centreX, centreY, unionBox } from '../../domain/box';
import { median } from './take-near-label';
import { meanConfidence } from '../../ocr/confidence-levels';

// A field number, read or misread ("4b.", "8", "3:", "iL"), is a few characters at most.
const MAX_FRAGMENT_CHARACTERS = 4;
// How far right of the number its value may start, in the number's heights (the EU licence prints the values
// about 2 heights right of the number column, the UK driver number, field 5, about 5), and the gap between
// words, in their heights, that ends the value: beyond it stands something else (another flag, a mark).
const WIDE_GAP = 6;
// A field number read as the first word of its value's line: punctuated, so a house number is not one.
// e.g. "2.", "4a.", "5:"
const FIELD_NUMBER = /^\d{1,2}(?:[a-c][.,:;]?|[.,:;])$/;
// A word this many times taller than the row's words so far is not of the row's type.
const TALLER = 1.8;
// A number stands in a margin: a word this close on its left (in its heights) makes it part of that text.
const MARGIN = 1;

const within = (y: number, b: Box): boolean => y >= b.y0 && y <= b.y1;
// Each centre within the other's height: a box drawn too tall (junk under a value) is not on every row it spans.
const sameRow = (a: Box, b: Box): boolean => within(centreY(a), b) && within(centreY(b), a);

/**
 * The page's lines with each field number read as a line of its own put back before the value on its row.
 * Numbered designs (the EU-model driving licence: "1." surname, "2." forenames, "8." address) print the number
 * small, in a column left of the values; a detector often finds it as a line apart, and that line then lands
 * before or after its value, or between a value's lines, wherever the reads put it, so the number no longer
 * introduces its value and a multi-line value is cut in two. A short line (a number, read or misread) standing
 * alone in the margin, with a line starting close right of it on its row, becomes one line with what follows
 * it on that row up to a wide gap, in the place of the value's line; what the row holds left of the number
 * (the flag's letters, a photo's edge) becomes a line of its own just before it, and what stands beyond the
 * wide gap one just after. Other lines are returned as they are, in their order.
 * e.g. "PARKER", "1." (left of it), "ANNE" → "1. PARKER", "ANNE"
 */
export function joinNumberedRows(lines: readonly OcrLine[]): OcrLine[] {
  const result: OcrLine[] = [...lines];
  const used = new Set<OcrLine>();
  // Numbers read as digits first: a stray mark left of a number must not take the number's row.
  const digitsFirst = (l: OcrLine): number => (/\d/.test(l.text) ? 0 : 1);
  const fragments = lines.filter(isFragment).sort((a, b) => digitsFirst(a) - digitsFirst(b) || a.box.x0 - b.box.x0);
  for (const number of fragments) {
    if (used.has(number)) continue;
    const onRow = lines.filter((l) => l !== number && !used.has(l) && l.words.some((w) => sameRow(w.box, number.box)));
    if (inText(number.box, onRow)) continue;
    const value = valueLine(number, onRow);
    if (!value) continue;
    const left: OcrWord[] = [];
    const right: OcrWord[] = [];
    for (const line of onRow) {
      for (const w of line.words) {
        const after = centreX(w.box) > centreX(number.box);
        // The page read's own copy of a piece of the number (its dot, "4a." read again as ".") is no word of the value.
        if (after && centreX(w.box) < number.box.x1 && w.text.length < number.text.length) continue;
        (after ? right : left).push(w);
      }
    }
    const run = firstRun([...number.words, ...right]);
    // A value in much larger type than the number is not what the number introduces.
    if (!value.words.some((w) => run.includes(w))) continue;
    const beyond = right.filter((w) => !run.includes(w));
    // A line wholly beyond the gap is not part of this row: it keeps its place.
    const moved = onRow.filter((l) => !l.words.every((w) => beyond.includes(w)));
    const kept = new Set(onRow.filter((l) => !moved.includes(l)).flatMap((l) => l.words));
    const after = beyond.filter((w) => !kept.has(w));
    const replacement = [...(left.length ? [lineOf(left)] : []), lineOf(run), ...(after.length ? [lineOf(after)] : [])];
    result.splice(result.indexOf(value), 1, ...replacement);
    for (const gone of [number, ...moved]) {
      used.add(gone);
      if (gone !== value) result.splice(result.indexOf(gone), 1);
    }
  }
  return cutNumberedLines(result);
}

/**
 * A line read with its field number first ("2. ANNE") keeps its place, cut like a joined row: lines standing
 * wholly left of the number on its row (the flag's "UK" beside the forename) are moved to just before it, and
 * what stands beyond a wide gap or in much larger type is set apart just after it, out of the value.
 */
function cutNumberedLines(lines: readonly OcrLine[]): OcrLine[] {
  const result: OcrLine[] = [...lines];
  for (const line of lines) {
    const first = line.words[0];
    if (!first || !FIELD_NUMBER.test(first.text)) continue;
    const onRow = result.filter((l) => l !== line && l.words.some((w) => sameRow(w.box, first.box)));
    if (inText(first.box, onRow)) continue;
    const left = onRow.filter((l) => l.words.every((w) => w.box.x1 <= first.box.x0));
    const run = firstRun(line.words);
    const after = line.words.filter((w) => !run.includes(w));
    if (!left.length && !after.length) continue;
    for (const moved of left) result.splice(result.indexOf(moved), 1);
    const cut = after.length ? [lineOf(run), lineOf(after)] : [line];
    result.splice(result.indexOf(line), 1, ...left, ...cut);
  }
  return result;
}

function isFragment(line: OcrLine): boolean {
  const characters = line.text.replace(/\s/g, '').length;
  return line.words.length > 0 && characters > 0 && characters <= MAX_FRAGMENT_CHARACTERS;
}

/** A word of the row close on the number's left: the number is a piece of that text, not a margin number. */
function inText(number: Box, onRow: readonly OcrLine[]): boolean {
  const close = (w: OcrWord): boolean => number.x0 - w.box.x1 < MARGIN * Math.max(height(number), height(w.box));
  return onRow.some((l) => l.words.some((w) => sameRow(w.box, number) && centreX(w.box) < number.x0 && close(w)));
}

/**
 * The line the number introduces: the nearest one starting right of it within the value gap, a longer line
 * before another short one (a stray mark between the number and its value); null when none. A line that starts
 * with a field number of its own is another field's.
 */
function valueLine(number: OcrLine, onRow: readonly OcrLine[]): OcrLine | null {
  const limit = WIDE_GAP * height(number.box);
  const gaps = onRow
    .map((line) => {
      const right = line.words.filter((w) => sameRow(w.box, number.box) && centreX(w.box) > number.box.x1);
      const numbered = right.length > 0 && FIELD_NUMBER.test(right[0].text);
      return { line, gap: right.length && !numbered ? Math.min(...right.map((w) => w.box.x0 - number.box.x1)) : Infinity };
    })
    .filter((c) => c.gap <= limit)
    .sort((a, b) => Number(isFragment(a.line)) - Number(isFragment(b.line)) || a.gap - b.gap);
  return gaps[0]?.line ?? null;
}

/**
 * The words, left to right, up to the first wide gap (measured from the furthest right edge so far) or the first
 * word much taller than those before it: a box drawn round a flag or a guilloche, not the value's type.
 */
function firstRun(words: readonly OcrWord[]): OcrWord[] {
  const run: OcrWord[] = [];
  let end = -Infinity;
  for (const word of [...words].sort((a, b) => a.box.x0 - b.box.x0)) {
    const last = run[run.length - 1];
    if (last && word.box.x0 - end > WIDE_GAP * Math.max(height(last.box), height(word.box))) break;
    if (last && height(word.box) > TALLER * median(run.map((w) => height(w.box)))) break;
    run.push(word);
    end = Math.max(end, word.box.x1);
  }
  return run;
}

function lineOf(words: readonly OcrWord[]): OcrLine {
  const sorted = [...words].sort((a, b) => a.box.x0 - b.box.x0);
  return { text: sorted.map((w) => w.text).join(' '), confidence: meanConfidence(sorted), box: unionBox(sorted.map((w) => w.box)), words: sorted };
}
