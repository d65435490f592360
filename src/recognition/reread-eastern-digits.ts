import type { GreyImage } from '../domain/grey-image';
import { readDigitRun, type DigitRun } from '../ocr/eastern-digits/read-digit-run';
import type { OcrLine, OcrWord } from '../ocr/types';
import { type Box, unionBox } from '../domain/box';
import { CONFIDENCE } from '../ocr/confidence-levels';

// Marks tesseract's Arabic output puts around digit runs (LRM, RLM, ALM), and the vowel signs and tatweel it
// hallucinates on printed Arabic, which ID cards never carry (مسلمَة for مسلمة).
const BIDI_MARKS = /[\u200e\u200f\u061c\u064b-\u065f\u0670\u0640]/gu;
// What tesseract makes of a run of Eastern Arabic digits: Western or Eastern digits among date punctuation and
// symbols. e.g. "11/1/٠١", "9001/١", "1.7/1", '1179171١١"', "0/.0/.0.؟", ".1/0./ترض.ر"
const DIGIT_OR_PUNCTUATION = /[\p{Nd}/.,:\-٫٬'"`*+؟?]/u;
const HAS_DIGIT = /\p{Nd}/u;
// Or a short word it is unsure of: a run read as letters ("م" for ٢٧٧١٠٢٨٠٢٩٥٥٧٣, "*ه" for ٥٣); on a line that
// has digits, any word it is quite unsure of ("انكر نالحد قافا" beside a date, for a national number).
const UNSURE_MAX_LENGTH = 3;
// The region around the words grows by this many digit heights while glyphs reach its edge (digits tesseract
// dropped or read as letters), at most MAX_GROWTH times.
const GROWTH = 2;
const MAX_GROWTH = 12;

/**
 * Re-reads, with the Eastern Arabic digit reader, the runs of words that tesseract's page read took for digits
 * (or was unsure of), and puts the digits as printed (٠-٩ and `/`) in their place. The `ara` model reads these
 * digits wrongly or not at all (٢٩٠٠١١٥٠١٢٣٤٥٦ comes out as 11011177) but finds where they are; a run
 * tesseract cut into several words, or whose end digits it dropped, is read whole up to the next word of
 * letters. Bidi marks are dropped from every word. `image` is the page as the read saw it (see greyPage); no
 * OCR is run. Words read here hold Eastern Arabic digits (isEasternDigitWord).
 */
export function rereadEasternDigits(image: GreyImage, lines: readonly OcrLine[]): OcrLine[] {
  return lines
    .map(withoutBidiMarks)
    .filter((l) => l.words.length > 0)
    .map((line) => (line.words.some((w) => kindOf(w) === 'digits' || kindOf(w) === 'unsure') ? rereadLine(image, line) : line))
    .map((line) => withNumbersAtEnds(image, line));
}

/** A word of Eastern Arabic digits, as rereadEasternDigits leaves them. e.g. "٢٠٣٠/٠٦/٠٤" */
export function isEasternDigitWord(word: OcrWord): boolean {
  return /^[٠-٩/?]+$/.test(word.text) && /[٠-٩]/.test(word.text);
}

/** The LRM/RLM marks tesseract's Arabic output puts around runs are invisible, but split values and patterns. */
function withoutBidiMarks(line: OcrLine): OcrLine {
  if (line.text.replace(BIDI_MARKS, '') === line.text) return line;
  const words = line.words.map((w) => ({ ...w, text: w.text.replace(BIDI_MARKS, '') })).filter((w) => w.text.length > 0);
  return { ...line, words, text: words.map((w) => w.text).join(' ') };
}

type WordKind = 'digits' | 'unsure' | 'doubtful' | 'text';

function kindOf(word: OcrWord): WordKind {
  const chars = [...word.text];
  const digitish = chars.filter((c) => DIGIT_OR_PUNCTUATION.test(c)).length;
  if (HAS_DIGIT.test(word.text) && digitish >= chars.length / 2) return 'digits';
  if (chars.length <= UNSURE_MAX_LENGTH && word.confidence < CONFIDENCE.fair) return 'unsure';
  return word.confidence < CONFIDENCE.read ? 'doubtful' : 'text';
}

function rereadLine(image: GreyImage, line: OcrLine): OcrLine {
  const words = [...line.words].sort((a, b) => a.box.x0 - b.box.x0);
  const hasDigits = words.some((w) => kindOf(w) === 'digits');
  // Doubtful words join a run only on a line where tesseract saw digits.
  const kinds = words.map((w) => {
    const kind = kindOf(w);
    return kind === 'doubtful' ? (hasDigits ? 'unsure' : 'text') : kind;
  });
  const out: OcrWord[] = [];
  let changed = false;
  for (let i = 0; i < words.length; ) {
    if (kinds[i] === 'text') {
      out.push(words[i++]);
      continue;
    }
    let j = i;
    while (j + 1 < words.length && kinds[j + 1] !== 'text') j++;
    const group = words.slice(i, j + 1);
    const sure = kinds.slice(i, j + 1).includes('digits');
    const read = readGroup(image, group, words[i - 1], words[j + 1], sure);
    if (read) {
      out.push(...read);
      changed = true;
    } else {
      out.push(...group);
    }
    i = j + 1;
  }
  if (!changed) return line;
  // Back in the line's reading order: right to left where tesseract gave it so (Arabic), else left to right.
  const rtl = line.words.length > 1 && line.words[0].box.x0 > line.words[line.words.length - 1].box.x0;
  if (rtl) out.reverse();
  return { ...line, words: out, text: out.map((w) => w.text).join(' ') };
}

/**
 * A number tesseract left out of a line altogether, at either end ("١٦٢ ش النصر" read as "ش النصر"): the space
 * between the words and the line's box, or up to a line height beyond, is read for digits, and kept when at
 * least two glyphs of the line's size all read as digits.
 */
function withNumbersAtEnds(image: GreyImage, line: OcrLine): OcrLine {
  if (!line.words.length) return line;
  const words = unionBox(line.words.map((w) => w.box));
  const h = words.y1 - words.y0;
  const band = { y0: Math.max(0, words.y0 - 0.4 * h), y1: Math.min(image.height, words.y1 + 0.4 * h) };
  const ends: Box[] = [
    { x0: words.x1 + 1, x1: Math.min(image.width, Math.max(line.box.x1, words.x1 + END_REACH * h)), ...band },
    { x0: Math.max(0, Math.min(line.box.x0, words.x0 - END_REACH * h)), x1: words.x0 - 1, ...band },
  ];
  const found: OcrWord[] = [];
  for (const region of ends) {
    if (region.x1 - region.x0 < 0.6 * h) continue;
    const run = readDigitRun(image, region);
    if (!run || run.glyphs.length < 2 || run.glyphs.some((g) => g.char === '?')) continue;
    if (run.digitHeight < 0.4 * h || run.digitHeight > 1.3 * h) continue;
    found.push(...run.words.map((w) => ({ text: w.text, confidence: w.confidence, box: w.box })));
  }
  if (!found.length) return line;
  const rtl = line.words.length > 1 ? line.words[0].box.x0 > line.words[line.words.length - 1].box.x0 : true;
  const all = [...line.words, ...found].sort((a, b) => (rtl ? b.box.x0 - a.box.x0 : a.box.x0 - b.box.x0));
  return { ...line, words: all, text: all.map((w) => w.text).join(' ') };
}

// How far past a line's last word a left-out number is looked for, in line heights.
const END_REACH = 1.5;

/**
 * The digits where `group` stands, or null when it holds none. A group of unsure words only (`sure` false) must
 * read as digits throughout; one with digit-like words may keep a few unreadable glyphs (shown as `?`).
 */
function readGroup(image: GreyImage, group: readonly OcrWord[], left: OcrWord | undefined, right: OcrWord | undefined, sure: boolean): OcrWord[] | null {
  const box = unionBox(group.map((w) => w.box));
  const height = box.y1 - box.y0;
  const bounds = { x0: left ? left.box.x1 + 1 : 0, x1: right ? right.box.x0 - 1 : image.width };
  let region: Box = {
    x0: Math.max(bounds.x0, box.x0 - 0.5 * height),
    x1: Math.min(bounds.x1, box.x1 + 0.5 * height),
    y0: Math.max(0, box.y0 - 0.4 * height),
    y1: Math.min(image.height, box.y1 + 0.4 * height),
  };
  let run: DigitRun | null = null;
  for (let step = 0; step <= MAX_GROWTH; step++) {
    run = readDigitRun(image, region);
    if (!run) return null;
    const h = run.digitHeight;
    const glyphs = unionBox(run.glyphs.map((g) => g.box));
    const grown: Box = {
      x0: glyphs.x0 - region.x0 < 0.9 * h && region.x0 > bounds.x0 ? Math.max(bounds.x0, region.x0 - GROWTH * h) : region.x0,
      x1: region.x1 - glyphs.x1 < 0.9 * h && region.x1 < bounds.x1 ? Math.min(bounds.x1, region.x1 + GROWTH * h) : region.x1,
      // Centred on the digits found, which an unsure word's box may not be.
      y0: Math.max(0, glyphs.y0 - 0.4 * h),
      y1: Math.min(image.height, glyphs.y1 + 0.4 * h),
    };
    if (grown.x0 === region.x0 && grown.x1 === region.x1) break;
    region = grown;
  }
  if (!run) return null;
  const readable = run.glyphs.filter((g) => g.char !== '?').length;
  // Mostly unreadable glyphs: letters tesseract took for digits ("??١" for مسلمة آنسة), not a digit run.
  if (sure ? readable < 0.6 * run.glyphs.length : readable < run.glyphs.length || readable < 2) return null;
  // Unsure words must themselves be the digits, not a letter beside them ("ش" next to a house number).
  const digits = unionBox(run.glyphs.map((g) => g.box));
  if (!sure && Math.min(digits.x1, box.x1) - Math.max(digits.x0, box.x0) < 0.5 * (box.x1 - box.x0)) return null;
  return run.words.map((w) => ({ text: w.text, confidence: w.confidence, box: w.box }));
}
