import type { OcrLine } from '../ocr/types';
import { type Box, centreInside, overlapX, sharesRow, unionBox } from '../domain/box';
import { CONFIDENCE } from '../ocr/confidence-levels';

/**
 * A page line read this unsure is taken to have its box wrong too: on a sparse card (few rows, a barcode, wide
 * blanks) a single-block page read merges rows and the barcode into tall garbage lines.
 */
/**
 * A page read with this many sure lines has found the card's layout (an Egyptian side prints six rows or more):
 * its lines are kept as they are, since a detector's rows split and join a row's columns differently.
 */
const LAYOUT_FOUND = 4;

/**
 * The rows to read one by one for a kind whose every line is re-read on its own (the `everyLine` pass): the page
 * read's lines where it read them surely, and the rows of the text lines a detector found elsewhere (the boxes
 * of one row joined, as the page read joins a row's words), top to bottom. A row is left out where a sure page
 * line already stands; an unsure page line is dropped where detected rows replace it.
 */
export function unsureLinesToDetected(lines: readonly OcrLine[], detected: readonly Box[]): OcrLine[] {
  if (hasFoundLayout(lines)) return [...lines];
  const sure = lines.filter((l) => l.confidence >= CONFIDENCE.fair);
  const rows = joinRows(detected);
  const replaced = (l: OcrLine): boolean => l.confidence < CONFIDENCE.fair && rows.some((r) => sharesRow(r, l.box) && overlapX(r, l.box) > 0);
  const kept = lines.filter((l) => !replaced(l));
  const added = rows
    .filter((r) => !sure.some((l) => centreInside(r, l.box) || centreInside(l.box, r)))
    .map((box): OcrLine => ({ text: '', confidence: 0, box, words: [] }));
  return [...kept, ...added].sort((a, b) => a.box.y0 - b.box.y0);
}

/** Whether the page read found the layout (enough sure lines): the detector need not run. */
export function hasFoundLayout(lines: readonly OcrLine[]): boolean {
  return lines.filter((l) => l.confidence >= CONFIDENCE.fair).length >= LAYOUT_FOUND;
}

/** Detected boxes on one row (vertical overlap of half the shorter) joined into one box, top to bottom. */
function joinRows(boxes: readonly Box[]): Box[] {
  const rows: Box[][] = [];
  for (const box of [...boxes].sort((a, b) => a.y0 - b.y0)) {
    const row = rows.find((r) => sharesRow(unionBox(r), box));
    if (row) row.push(box);
    else rows.push([box]);
  }
  return rows.map(unionBox);
}
