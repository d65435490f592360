import type { OcrLine, OcrRead, OcrWord } from '../ocr/types';
import { type Box, overlapX, sharesRow } from '../domain/box';
import type { PageRegions } from './page-regions';
import type { Region } from './region-reader';
import { CONFIDENCE, meanConfidence } from '../ocr/confidence-levels';

// Above and below a line, as a share of its height: room for its dots and marks, not the next line's.
const PAD_Y = 0.3;
// Left and right, in line heights.
const PAD_X = 0.6;

/**
 * Reads every line of the page again on its own (tesseract's single-line mode on the line's box, with the
 * page's deskew), and keeps that reading. Arabic reads much better so than within the page: on a synthetic
 * Egyptian card the page read gave "المحصورة > ال قهلية" where the line alone gave "المنصورة - الدقهلية".
 * One small recognition per line, on the line's own region of the page (about 15 on a two-sided card). A line read as nothing keeps the page's words;
 * words `keep` accepts (runs a digit reader has read, say) stay as they are, and the new words over them go.
 * `extra` boxes (see findMissedLines) are read the same way and added as lines when they hold confident words.
 */
export async function rereadLines(
  page: PageRegions,
  lines: readonly OcrLine[],
  languages: readonly string[],
  options: { keep?: (word: OcrWord) => boolean; extra?: readonly Box[] } = {},
): Promise<OcrLine[]> {
  const keep = options.keep ?? (() => false);
  const extra = [...(options.extra ?? [])];
  const out: OcrLine[] = [];
  for (const line of lines) {
    const h = line.box.y1 - line.box.y0;
    // Missed marks at the end of this line's row (a house number left out of its box) are read with it.
    const own = extra.filter((b) => sharesRow(b, line.box) && Math.max(b.x0 - line.box.x1, line.box.x0 - b.x1) < 1.5 * h);
    for (const b of own) extra.splice(extra.indexOf(b), 1);
    const box = own.reduce((u, b) => ({ x0: Math.min(u.x0, b.x0), y0: u.y0, x1: Math.max(u.x1, b.x1), y1: u.y1 }), line.box);
    const rectangle = page.regionAround(box, PAD_X * h, PAD_Y * h);
    if (rectangle.width < 4 || rectangle.height < 4) {
      out.push(line);
      continue;
    }
    const read = await readLine(page, languages, rectangle);
    const kept = line.words.filter(keep);
    // Bars and brackets alone ("|", "]|") are the edges of the box or the card, not text.
    const fresh = read.lines.flatMap((l) => l.words).filter((w) => !EDGE_MARKS.test(w.text) && !kept.some((k) => overlapX(k.box, w.box) > 0.5 * width(w.box)));
    if (!fresh.length) {
      out.push(line);
      continue;
    }
    // In reading order: right to left for Arabic, as tesseract gives its words.
    const rtl = fresh.length > 1 && fresh[0].box.x0 > fresh[fresh.length - 1].box.x0;
    const words = [...fresh, ...kept].sort((a, b) => (rtl ? b.box.x0 - a.box.x0 : a.box.x0 - b.box.x0));
    out.push({ ...line, words, text: words.map((w) => w.text).join(' '), confidence: read.lines[0]?.confidence ?? line.confidence });
  }
  for (const box of extra) {
    const h = box.y1 - box.y0;
    const rectangle = page.regionAround(box, PAD_X * h, PAD_Y * h);
    // A white margin around it: these runs are short, often one word, which tesseract misses on a tight crop.
    const read = await readLine(page, languages, rectangle, EXTRA_MARGIN);
    const words = read.lines.flatMap((l) => l.words).filter((w) => w.confidence >= CONFIDENCE.mark && !EDGE_MARKS.test(w.text));
    if (!words.length || meanConfidence(words) < CONFIDENCE.fair) continue;
    // Before the first line below it, where the page read would have put it.
    const at = out.findIndex((l) => l.box.y0 > box.y0);
    out.splice(at < 0 ? out.length : at, 0, { text: words.map((w) => w.text).join(' '), confidence: read.lines[0]?.confidence ?? 0, box: { ...box }, words });
  }
  return out;
}

/**
 * One line: single-line mode, else raw-line mode, which skips the layout step that background patterns can
 * throw off (a clear "سجل مدني شبرا" over guilloche lines read as nothing in mode 7, right in mode 13).
 */
async function readLine(page: PageRegions, languages: readonly string[], rectangle: Region, margin = 0): Promise<OcrRead> {
  const read = await page.read(rectangle, languages, 'lstm', { pageSegMode: '7', margin });
  if (read.lines.some((l) => l.words.length)) return read;
  return page.read(rectangle, languages, 'lstm', { pageSegMode: '13', margin });
}

// An extra box must read CONFIDENCE.fair on average to become a line: most boxes are text, some are pattern or
// photo edges; its words below CONFIDENCE.mark are dropped.
const EXTRA_MARGIN = 16;
const EDGE_MARKS = /^[|[\](){}!'"`´.,;:_~]+$/u;
const width = (b: Box): number => Math.max(1, b.x1 - b.x0);
