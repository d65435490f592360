import { findInkBoxes } from '../ocr/eastern-digits/find-glyphs';
import type { GreyImage } from '../domain/grey-image';
import type { OcrLine } from '../ocr/types';
import { type Box, overlapY } from '../domain/box';

// Printed values are near black once the page is contrast-stretched; background patterns and photos are lighter.
const INK_LEVEL = 90;
// Marks of ink count as letters when as tall as this share of the page's median word height (up to MAX).
const MIN_HEIGHT = 0.45;
const MAX_HEIGHT = 2.2;
// Letters further apart than this many word heights belong to different runs.
const JOIN_GAP = 1.2;
// At most this many runs are returned, the widest first: each costs a recognition.
const MAX_RUNS = 6;

/**
 * Runs of dark, letter-sized marks that no line of the page read covers: text tesseract's layout analysis
 * dropped (a short name alone on its row, a line over a background pattern). Each box is one row of text,
 * to be read on its own (rereadLines' `extra`). Pure pixel work on the page as the read saw it (greyPage).
 */
export function findMissedLines(image: GreyImage, lines: readonly OcrLine[]): Box[] {
  const heights = lines.flatMap((l) => l.words.map((w) => w.box.y1 - w.box.y0)).sort((a, b) => a - b);
  if (!heights.length) return [];
  const h = heights[heights.length >> 1];
  const covered = lines.map((l) => l.box);
  const marks = findInkBoxes(image, { x0: 0, y0: 0, x1: image.width, y1: image.height }, INK_LEVEL).filter((b) => {
    const bh = b.y1 - b.y0;
    const cx = (b.x0 + b.x1) / 2;
    const cy = (b.y0 + b.y1) / 2;
    return bh >= MIN_HEIGHT * h && bh <= MAX_HEIGHT * h && b.x1 - b.x0 <= 8 * h && !covered.some((c) => cx >= c.x0 - 0.3 * h && cx <= c.x1 + 0.3 * h && cy >= c.y0 - 0.3 * h && cy <= c.y1 + 0.3 * h);
  });
  const runs: Box[] = [];
  for (const mark of marks.sort((a, b) => a.x0 - b.x0)) {
    const run = runs.find((r) => overlapY(r, mark) > 0.5 * Math.min(r.y1 - r.y0, mark.y1 - mark.y0) && mark.x0 - r.x1 <= JOIN_GAP * h && r.x0 - mark.x1 <= JOIN_GAP * h);
    if (run) Object.assign(run, { x0: Math.min(run.x0, mark.x0), y0: Math.min(run.y0, mark.y0), x1: Math.max(run.x1, mark.x1), y1: Math.max(run.y1, mark.y1) });
    else runs.push({ ...mark });
  }
  // A word (or a house number) is wider than a letter; narrower runs are specks, stray strokes, corners.
  return runs
    .filter((r) => r.x1 - r.x0 >= 1.0 * h)
    .sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0))
    .slice(0, MAX_RUNS);
}

