import type { EngineMode, OcrLine } from '../ocr/types';
import { type Box, unionBox } from '../domain/box';
import { findMrz, mergeReadings, preferLstmLetters } from '../mrz';
import { normaliseMrzLine } from '../mrz/normalise-mrz-line';
import { preferLstmWords } from '../mrz/prefer-lstm-words';
import { preferReadFillers } from '../mrz/prefer-read-fillers';
import { settleLookalikes } from '../mrz/settle-lookalikes';
import { settleSex } from '../mrz/settle-sex';
import type { MrzResult } from '../mrz/types';
import type { RuleSet } from '../rules/types';
import type { PageRegions } from './page-regions';
import type { Region } from './region-reader';
import { fitDocumentNumberCheck } from '../mrz/fit-document-number';
import { linesNearFullest } from '../mrz/lines-near-fullest';
import { voteTd3FromReadings } from '../mrz/vote-checked-fields';
import { inkRowSpan } from '../image/ink-row-span';

const MRZ_WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
const LINES_OF: Record<string, number> = { TD1: 3, TD2: 2, TD3: 2, 'FRA-ID': 2 };
const CHARACTERS_OF: Record<string, number> = { TD1: 30, TD2: 36, TD3: 44, 'FRA-ID': 36 };
// A line the LSTM page read took for MRZ text: long, only MRZ characters, and a filler or a run of five digits
// with digits elsewhere too (a data line holds a number, dates and check digits apart). A heading in capitals is
// neither, nor a heading ending in one number ("BUNDESREPUBLIK DEUTSCHLAND 122000129", "REPUBBLICA ITALIANA
// CA85077JE"), whose band reads cost seconds for nothing. e.g. "P<UTOERIKSSON<K<ANNA…", "L898902C36UTO7408122F…"
const MRZ_LIKE = /^(?=.*(?:<|\d{5}\D.*\d|\d\D.*\d{5}))[A-Z0-9<]{20,}$/;
// A detected line cut short where an overprint or a rainbow band crosses it still shows its run of fillers.
// e.g. "CIITACK35804LP2<<<"
const MRZ_PIECE = /^(?=.*<<)[A-Z0-9<]{15,}$/;

// The LSTM writes `?` for a glyph it cannot place (a check digit over a rainbow band): a line with one or two
// is still the MRZ line it was: findMrz drops them and fits the line to its length, the check digits decide.
const UNKNOWN_GLYPHS = 2;
/** The characters that end an MRZ line and may be its check digits (a TD1 line 2 ends in two). */
const TRAILING_CHECK_CHARACTERS = 3;

/**
 * Whether a line read as text is MRZ-like once its spaces go and its guillemets are fillers ("ROSSI<<ELENA«K<<<<");
 * `pieces`: a piece of one cut short counts too (the text detector parts a line where a band of colour crosses it).
 */
export function isMrzLike(text: string, pieces = false): boolean {
  // A small letter among a line's last characters is a check digit the LSTM misplaced ("…<<<h" for 4, "…<b6");
  // elsewhere it is page text.
  const trimmed = text.trimEnd();
  const end = trimmed.length - TRAILING_CHECK_CHARACTERS;
  const line = normaliseMrzLine(trimmed.slice(0, Math.max(0, end)).replace(/[a-z]/g, '#') + trimmed.slice(Math.max(0, end)).replace(/[a-z]/g, '?'));
  const known = line.replace(/\?/g, '');
  return line.length - known.length <= UNKNOWN_GLYPHS && (MRZ_LIKE.test(known) || (pieces && MRZ_PIECE.test(known)));
}

/**
 * Reads the MRZ in two passes. The page's LSTM read locates the MRZ lines, but reads runs of `<` as K, L, C;
 * the legacy engine, restricted to MRZ characters, then re-reads just that band (with the same deskew)
 * and reads them right. Check digits decide between the two readings; where they cannot (look-alikes that
 * weigh the same), the kind's number pattern does. When the page read located no MRZ line, the search zone is
 * read and the MRZ lines found there are read again on their own. While the check digits fail, more readings
 * are added (each band row by PP-OCR, the band with only its ink, then enlarged) and all of them merged: mixed,
 * then voted on field by field (mergeReadings). The sex, the names' fillers and their words, which no check digit
 * covers, are finally taken from the other readings where the chosen one misread them.
 */
export async function readMrz(page: PageRegions, lines: readonly OcrLine[], rules: RuleSet, options: ReadMrzOptions = {}): Promise<MrzResult | null> {
  const spec = rules.mrz!;
  const maxLines = Math.max(...spec.formats.map((f) => LINES_OF[f]));
  const likely = lines.filter((l) => isMrzLike(l.text, options.linesReadBy === 'paddle'));
  // Without an MRZ-like line, a line that shows an MRZ through a garbled read (a photo's blur: spaces, small
  // letters and marks among its fillers and digits) still places the band.
  const candidates = linesNearFullest(likely.length ? likely : lines.filter((l) => showsMrz(l.text)), maxLines);
  if (!candidates.length && options.everyLineRead) return null;
  // The band the page read located is always read; the search zone (half a page, seconds of legacy OCR on a page
  // of text) and every further pass only while the read budget lasts.
  const spent = options.exhausted ?? (() => false);
  if (!candidates.length && spent()) return null;
  const lineLengths = spec.formats.map((f) => CHARACTERS_OF[f]);
  let rectangle = candidates.length ? bandAround(candidates, maxLines, lineLengths, page) : zoneRectangle(spec.searchZone, page);

  // MRZ characters are A-Z, 0-9 and <, which English reads, and not every language ships the legacy models
  // (ara's data has none: asking for them kills the worker).
  const language = MRZ_LANGUAGES;
  const band = { pageSegMode: '6', whitelist: MRZ_WHITELIST };
  const numberShape = spec.documentNumberPattern ? new RegExp(spec.documentNumberPattern, 'u') : undefined;
  // Lines PP-OCR read whole drop a letter of a long name line now and then (BROWN<<HOLLIE read BROZ<<HOE) and no
  // check digit covers names: each is read by tesseract's LSTM too, whose name letters the readings prefer.
  const lstmLines = options.linesReadBy === 'paddle' ? await lstmReadsOf(page, candidates, language) : [...candidates];
  const lineSets: OcrLine[][] = [(await page.read(rectangle, language, 'legacy', band)).lines, [...candidates]];
  const nameLine = partialNameLineAbove(lines, candidates);
  if (nameLine) lineSets.push([nameLine, ...candidates]);
  if (lstmLines.some((l) => !candidates.includes(l))) lineSets.push(lstmLines);
  // The visual zone prints the document number too, in another face: its reading settles what check digits leave open.
  const printed = printedTokens(lines.filter((l) => !isMrzLike(l.text)));
  let best = merge(lineSets, spec.formats, numberShape, printed);
  // The page read saw no MRZ line (a sans-serif MRZ under a printed pattern merges into the lines around it), so
  // the whole search zone was read, and engines read a wide band worse than a tight one: the MRZ lines that read
  // did find are read again on their own, and that tight band is the one every further pass reads.
  let seen = candidates.length > 0;
  if (!best?.valid && !seen) {
    const found = mrzRowsIn(lineSets.flat(), maxLines);
    seen = found.length > 0;
    const tight = seen ? bandAround(found, maxLines, lineLengths, page) : rectangle;
    if (tight.height < rectangle.height * 0.8 && !spent()) {
      rectangle = tight;
      lineSets.push((await page.read(tight, language, 'legacy', band)).lines);
      best = merge(lineSets, spec.formats, numberShape, printed);
    }
  }
  // Tesseract's engines read a blurred or small OCR-B band badly (0 as D or C, 5 as S, 9 as I); PP-OCR's line
  // recogniser reads it well but for the fillers, which the readings' fitting mends: each row of the band is read
  // by it, across the band's whole width (a row the page read cut short is read whole). Two or three rows cost
  // about a tenth of a second: they are read whatever the budget, like the band.
  if (!best?.valid && options.linesReadBy !== 'paddle') {
    const rows = bandRows([...candidates, ...mrzRowsIn(lineSets.flat(), maxLines)]);
    if (rows.length) {
      lineSets.push(await paddleReadsOf(page, rows, rectangle, language));
      best = merge(lineSets, spec.formats, numberShape, printed);
    }
  }
  // The further passes re-read a band the page read located, or the MRZ lines the zone read found; without
  // either, the search zone (half a page) enlarged would cost more than the page read itself, for nothing seen
  // there (and on a photo whose outline is not the data page, the budget the photo's own read needs).
  if (!best?.valid && seen && !spent()) {
    // An overprint or a rainbow band across the MRZ, or paper of two shades (a page's grey beside the white sheet
    // it lies on), which the engines' global threshold turns to ink: the band with its paper evened out and only
    // its darkest print kept.
    lineSets.push((await page.read(rectangle, language, 'legacy', { ...band, inkOnly: true, evenPaper: true })).lines);
    best = merge(lineSets, spec.formats, numberShape, printed);
  }
  if (!best?.valid && seen && !spent()) {
    // A blurred or small MRZ: the band enlarged and sharpened, as more readings to merge; the legacy engine
    // first (a third of the LSTM's time on a band), the LSTM only when the check digits still fail.
    const enlarged = { ...band, enlarge: ENLARGE, evenPaper: true };
    lineSets.push((await page.read(rectangle, language, 'legacy', enlarged)).lines);
    best = merge(lineSets, spec.formats, numberShape, printed);
    if (!best?.valid && !spent()) {
      const lstm = (await page.read(rectangle, language, 'lstm', enlarged)).lines;
      lineSets.push(lstm);
      lstmLines.push(...lstm);
      best = merge(lineSets, spec.formats, numberShape, printed);
    }
  }
  if (!best) return null;
  const allLines = lineSets.flat().map((l) => l.text);
  const lstmTexts = lstmLines.map((l) => l.text);
  const settled = preferReadFillers(settleSex(best, allLines), allLines);
  return { ...preferLstmWords(preferLstmLetters(settled, lstmTexts), lstmTexts), band: bandOf([...candidates, ...mrzRowsIn(lineSets.flat(), maxLines)], best.lines.length, rectangle) };
}

/** Where the MRZ's rows lie on the page: the rows read, when as many as it has; else the band read. */
function bandOf(rows: readonly OcrLine[], lines: number, read: Region): Box {
  const found = bandRows(rows);
  if (found.length === lines) return unionBox(found.map((l) => l.box));
  return { x0: read.left, y0: read.top, x1: read.left + read.width, y1: read.top + read.height };
}

export interface ReadMrzOptions {
  /**
   * Every text line on the page was read, by the page read or on its own (readDetectedLines), so an MRZ would be
   * among `lines`: without an MRZ-like one the search zone is not read. Measured on the 53 public specimens, that
   * read found no MRZ the line reads had missed, and took up to 8 s of legacy OCR on a textured card.
   */
  everyLineRead?: boolean;
  /** Whether the recognition's read budget is spent (ReadBudget): then only a band the page read located is read. */
  exhausted?: () => boolean;
  /** The recogniser that read `lines`: tesseract's LSTM (`lstm`, the page read) unless the page was read line by line. */
  linesReadBy?: EngineMode;
}

/** Digits and fillers a garbled line shows at least, with no other MRZ-like line on the page, to be read as one. */
const MIN_SHOWN_DIGITS = 8;
const MIN_SHOWN_LENGTH = 26;

/**
 * Whether a line read garbled still shows an MRZ line: once what no MRZ holds is dropped, the length of one, with
 * fillers and a run of digits ("99006000<8C ZE 1 1 022995 16090641 ts2e0f] " 1 1<<ee2h ;").
 */
export function showsMrz(text: string): boolean {
  const line = normaliseMrzLine(text, 'single', true);
  return line.length >= MIN_SHOWN_LENGTH && line.includes('<<') && (line.match(/\d/g) ?? []).length >= MIN_SHOWN_DIGITS && /\d{5}/.test(line);
}

/**
 * A passport's first MRZ line read only in part, its filler tail garbled ("P<CANBROWN<<HOLLI nih WEN"), is not
 * MRZ-like; the page line right above the one MRZ-like line, when it starts like a passport's first line, is
 * paired with it so that findMrz can fill it out and the second line's check digits decide.
 */
function partialNameLineAbove(lines: readonly OcrLine[], candidates: readonly OcrLine[]): OcrLine | null {
  if (candidates.length !== 1) return null;
  const above = lines[lines.indexOf(candidates[0]) - 1];
  if (!above || above.box.y1 > (candidates[0].box.y0 + candidates[0].box.y1) / 2) return null;
  return /^P[A-Z<][A-Z<]{3}/.test(normaliseMrzLine(above.text)) ? above : null;
}

/** Each line read on its own by tesseract's LSTM (single-line mode, a little room around it). */
async function lstmReadsOf(page: PageRegions, candidates: readonly OcrLine[], language: readonly string[]): Promise<OcrLine[]> {
  const out: OcrLine[] = [];
  for (const line of candidates) {
    const h = line.box.y1 - line.box.y0;
    const read = await page.read(page.regionAround(line.box, h * 0.6, h * 0.3), language, 'lstm', { pageSegMode: '7', whitelist: MRZ_WHITELIST });
    const words = read.lines.flatMap((l) => l.words);
    if (words.length) out.push({ text: words.map((w) => w.text).join(''), confidence: read.lines[0].confidence, box: unionBox(words.map((w) => w.box)), words });
  }
  return out;
}

/** Each row read by PP-OCR's line recogniser, across the band's width, cut to its letters' height and a little room. */
async function paddleReadsOf(page: PageRegions, rows: readonly OcrLine[], band: Region, language: readonly string[]): Promise<OcrLine[]> {
  const out: OcrLine[] = [];
  const grey = await page.image();
  for (const row of rows) {
    const span = inkRowSpan(grey, { left: band.left, top: row.box.y0, width: band.width, height: row.box.y1 - row.box.y0 });
    if (!span) continue;
    const room = (span.bottom - span.top) * ROW_ROOM;
    const top = Math.max(0, span.top - room);
    const region = { left: band.left, top, width: band.width, height: Math.min(page.height, span.bottom + room) - top };
    out.push(...(await page.read(region, language, 'paddle', { pageSegMode: '7', evenPaper: true })).lines);
  }
  return out;
}

/** Room above and below a row's letters read on its own, as a share of their height. */
const ROW_ROOM = 0.15;

/** One line per row of the band, top to bottom: of lines whose middles fall in another's height, the widest. */
function bandRows(lines: readonly OcrLine[]): OcrLine[] {
  const centre = (l: OcrLine) => (l.box.y0 + l.box.y1) / 2;
  const rows: OcrLine[] = [];
  for (const line of [...lines].sort((a, b) => centre(a) - centre(b))) {
    const last = rows[rows.length - 1];
    if (last && centre(line) < last.box.y1) {
      if (line.box.x1 - line.box.x0 > last.box.x1 - last.box.x0) rows[rows.length - 1] = line;
    } else rows.push(line);
  }
  return rows;
}

const ENLARGE = 2;

/** The languages the MRZ is read in, by both engines. */
export const MRZ_LANGUAGES = ['eng'];

function merge(lineSets: ReadonlyArray<readonly OcrLine[]>, formats: readonly string[], numberShape: RegExp | undefined, printed: ReadonlySet<string>): MrzResult | null {
  const found = lineSets.map((lines) => findMrz(lines.map((l) => l.text).join('\n'))).filter((r) => r !== null && formats.includes(r.format));
  // A number the country's shape and its own check digit settle (O read for 0) is settled before merging, so a
  // misread in another field can still be mended from another reading.
  const readings = numberShape ? found.map((r) => r && fitDocumentNumberCheck(r, numberShape)) : found;
  const texts = lineSets.flat().map((l) => l.text);
  // No reading fits a layout: a passport's lines are still voted on, character by character.
  const mergedReading = mergeReadings(readings, texts) ?? (formats.includes('TD3') ? voteTd3FromReadings(texts) : null);
  // Look-alikes the check digits leave open (O or 0 in a Swiss number can both pass) are settled by the country's
  // number shape, then by what an engine read, then by digits.
  const merged = mergedReading && settleLookalikes(mergedReading, { documentNumberPattern: numberShape, readings, printed });
  // Two misread characters can still pass a check digit (legacy "H200696392" for "HZ00606392"): when the
  // merged number is not in the country's shape, another engine's valid reading that is wins.
  if (!merged || !numberShape || numberShape.test(merged.fields.documentNumber)) return merged;
  return readings.find((r) => r !== null && r.valid && numberShape.test(r.fields.documentNumber)) ?? merged;
}

/**
 * What the page prints as codes and numbers: its words of three or more capitals and digits, and each run of
 * them with its spaces dropped (a number printed in groups, "C01X 00T47").
 */
function printedTokens(lines: readonly OcrLine[]): Set<string> {
  const out = new Set<string>();
  for (const line of lines) {
    for (const run of line.text.match(/[A-Z0-9]+(?: [A-Z0-9]+)*/g) ?? []) {
      for (const token of [...run.split(' '), run.replace(/ /g, '')]) if (token.length >= 3) out.add(token);
    }
  }
  return out;
}

/**
 * The rows of a band's reads that are MRZ lines: MRZ-like with a run of fillers (`<<`, which page text
 * hardly has), near the one with the most fillers, one line per row (the reads overlap).
 */
function mrzRowsIn(lines: readonly OcrLine[], expectedLines: number): OcrLine[] {
  const filled = lines.filter((l) => isMrzLike(l.text) && normaliseMrzLine(l.text).includes('<<'));
  return bandRows(linesNearFullest(filled, expectedLines));
}

/**
 * The candidates' box, grown by the lines the page read missed (above or below), plus a margin; and across by
 * the characters a line read short lacks (an overprint over its start cut it off), at its own pitch, on both
 * sides since which end is missing is not known. `lineLengths`: the kind's MRZ line lengths.
 */
function bandAround(candidates: readonly OcrLine[], expectedLines: number, lineLengths: readonly number[], page: PageRegions): Region {
  const box = unionBox(candidates.map((l) => l.box));
  const lineHeight = (candidates.reduce((s, l) => s + (l.box.y1 - l.box.y0), 0) / candidates.length) || 30;
  const missing = Math.max(0, expectedLines - candidates.length);
  const grow = lineHeight * (0.6 + 1.9 * missing);
  const short = Math.max(
    0,
    ...candidates.map((l) => {
      const read = normaliseMrzLine(l.text, 'single', true).length;
      // The nearest of the kind's line lengths (a French card's TD1 line is no short FRA-ID one).
      const full = lineLengths.reduce((a, b) => (Math.abs(b - read) < Math.abs(a - read) ? b : a));
      return read > 0 ? ((l.box.x1 - l.box.x0) / read) * Math.max(0, full - read) : 0;
    }),
  );
  const top = Math.max(0, Math.floor(box.y0 - grow));
  const bottom = Math.min(page.height, Math.ceil(box.y1 + grow));
  const left = Math.max(0, Math.floor(box.x0 - lineHeight - short));
  const right = Math.min(page.width, Math.ceil(box.x1 + lineHeight + short));
  return { left, top, width: right - left, height: bottom - top };
}

function zoneRectangle(zone: { x: number; y: number; w: number; h: number }, page: PageRegions): Region {
  const left = Math.floor(zone.x * page.width);
  const top = Math.floor(zone.y * page.height);
  return { left, top, width: Math.min(page.width - left, Math.ceil(zone.w * page.width)), height: Math.min(page.height - top, Math.ceil(zone.h * page.height)) };
}
