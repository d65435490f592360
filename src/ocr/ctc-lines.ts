import { type Box, unionBox } from '../domain/box';
import type { OcrLine, OcrWord } from './types';
import { inkLevel } from '../image/ink-components';
import { CONFIDENCE, meanConfidence } from './confidence-levels';

/** One character a CTC recogniser emitted: its class's text, probability and the raster columns its steps span. */
export interface CtcCharacter {
  text: string;
  /** The highest probability of its class over its steps, 0-1. */
  probability: number;
  /** The left edge of its first step and the right edge of its last, in raster columns. */
  x0: number;
  x1: number;
}

/** The grey line image a recogniser read (one byte a pixel), at the size it read it. */
export interface LineRaster {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/**
 * A gap between two letters with no ink in it at least this share of the letters' height is a word space.
 * Proportional type sets its spaces at about 0.35-0.45 of a capital's height and its letters 0.05-0.15 apart;
 * monospaced type (OCR-B, the typewriter faces of many cards) leaves up to 0.4 beside a narrow letter (I, 1)
 * and a whole cell (0.8 or more) for a space: the gap that parts words is measured against both.
 */
const SPACE_GAP = 0.25;
/** Marks that close a word: a space before one is rare, after one common ("ORLANDO, FL", "4c. DVLA"). */
const CLOSING = /^[.,:;]$/u;
/** Marks that join what stands either side ("B1/B", "J525-681", "D'ALLEMAGNE"). */
const JOINING = /^[/\\'’`-]$/u;
const WIDE_SPACE = 0.6;
const SIZE_CHANGE = 1.6;
const MIN_PITCHED_LETTERS = 6;
const REGULAR = 0.2;
const REGULAR_SHARE = 0.8;
/** In monospaced type, letters this many cells apart have a space between them. */
const EMPTY_CELL = 1.6;
const SPACE_GAP_AFTER_SIZE_CHANGE = 0.12;
const NARROW = /^[1Iil|!]$/u;
const NARROW_SPACE = 0.4;
/** ...and this many times the line's usual gap between letters (its lower quartile). */
const SPACE_OVER_LETTER_GAP = 2.2;
/** Ink is darker than this share of the way from the raster's ink to its paper (inkLevel). */
const INK_LEVEL = 0.7;

/**
 * A CTC reading of one line as words with boxes, in the raster's pixels: the recogniser's own spaces and the
 * ink gaps between its characters split it (PP-OCR writes words in capitals glued, REPUBLICOF); each word's
 * box is the ink of its columns, so that its height is the type's, not the detector's box's. `stepWidth`: raster
 * columns per time step (a character's ink reaches about half a step beyond its steps). Confidence 0-100 (the mean of the words' character probabilities), as tesseract's.
 */
export function ctcLine(characters: readonly CtcCharacter[], raster: LineRaster, stepWidth: number): OcrLine | null {
  const ink = inkOf(raster);
  const words: OcrWord[] = [];
  let current: CtcCharacter[] = [];
  const flush = (): void => {
    if (current.length) words.push(wordOf(current, ink, raster, stepWidth));
    current = [];
  };
  // Between the middles of two characters' steps: a recogniser's step for a letter stands anywhere on it.
  const middle = (c: CtcCharacter): number => (c.x0 + c.x1) / 2;
  const gaps = characters.slice(1).map((c, i) => ink.gapBetween(middle(characters[i]), middle(c)));
  // A word space is wide beside the type's height and beside the line's own gaps between letters, which
  // monospaced type (an MRZ, a typewriter face) sets wide too.
  const letterGap = lowerQuartile(gaps.filter((_gap, i) => characters[i].text.trim() && characters[i + 1].text.trim()));
  const space = Math.max(SPACE_GAP * ink.textHeight, SPACE_OVER_LETTER_GAP * letterGap);
  // Each character's height over its cell: the columns nearer its step than its neighbours' (its own steps may
  // fall on the gap beside its ink).
  const middles = characters.map(middle);
  const heights = middles.map((m, i) => {
    // Half the way to each neighbour; the first and last letters reach as far out as in.
    const before = i > 0 ? m - middles[i - 1] : i + 1 < middles.length ? middles[i + 1] - m : stepWidth;
    const after = i + 1 < middles.length ? middles[i + 1] - m : before;
    return ink.heightWithin(m - before / 2, m + after / 2);
  });
  // Type of another size starts another word: a field's small number or caption before its value ("1TURNER",
  // "LNCARDHOLDER").
  const sizeChangesAt = (i: number): boolean => {
    const [ha, hb] = [heights[i - 1], heights[i]];
    return ha > 0 && hb > 0 && Math.max(ha, hb) >= SIZE_CHANGE * Math.min(ha, hb);
  };
  // Punctuation and narrow letters stand in wide side bearings ("27.07.2035", "13.06.1977" in a small type):
  // beside them only a wider gap is a space, and before a full stop or a comma hardly ever one.
  const spaceBetween = (a: string, b: string, i: number): number => {
    const h = ink.textHeight;
    if (sizeChangesAt(i) && /[\p{L}\p{N}]{2}/u.test(a + b)) return SPACE_GAP_AFTER_SIZE_CHANGE * h;
    // A number's own marks ("27.07.2035", "1,84") part nothing; a full stop or a comma hardly ever follows a
    // space; after one, and either side of a hyphen or slash, the gap is judged as any other ("BO. INDEPENDENCIA",
    // "GODOY CRUZ - MENDOZA", "J525-681").
    if (CLOSING.test(b) || (/\p{N}/u.test(characters[i - 2]?.text ?? '') && CLOSING.test(a) && /\p{N}/u.test(b))) return Math.max(space, WIDE_SPACE * h);
    if (CLOSING.test(a) || JOINING.test(a) || JOINING.test(b)) return space;
    if (NARROW.test(a) || NARROW.test(b)) return Math.max(space, NARROW_SPACE * h);
    return space;
  };
  // Monospaced type (an MRZ, the typewriter faces of many cards) sets its letters one cell apart, however narrow
  // the letter: there a space is an empty cell, not a wide gap of ink (HAN NAH would part at the gaps of A).
  const pitch = fixedPitch(characters, middle);
  const isSpace = (i: number): boolean =>
    pitch
      ? middle(characters[i]) - middle(characters[i - 1]) >= EMPTY_CELL * pitch || (sizeChangesAt(i) && gaps[i - 1] >= SPACE_GAP_AFTER_SIZE_CHANGE * ink.textHeight)
      : gaps[i - 1] >= spaceBetween(characters[i - 1].text, characters[i].text, i);
  characters.forEach((character, i) => {
    if (character.text.trim() === '') {
      flush();
      return;
    }
    if (current.length && isSpace(i)) flush();
    current.push(character);
  });
  flush();
  if (!words.length) return null;
  const read = meanConfidence(words);
  // Ink the recogniser wrote nothing for, half a letter's height wide or more, is print it could not read (another
  // script's letters come out as blanks): the line counts as read no surer than CONFIDENCE.unreadInk.
  const confidence = unreadInk(characters, ink, stepWidth) >= UNREAD_WIDTH * ink.textHeight ? Math.min(read, CONFIDENCE.unreadInk) : read;
  const box: Box = unionBox(words.map((w) => w.box));
  return { text: words.map((w) => w.text).join(' '), confidence, box, words };
}

/**
 * The line's pitch when its letters stand at regular steps (most within a fifth of the median step between
 * letters that no space parts), else 0: type set proportionally.
 */
function fixedPitch(characters: readonly CtcCharacter[], middle: (c: CtcCharacter) => number): number {
  const steps: number[] = [];
  for (let i = 1; i < characters.length; i++) {
    if (characters[i].text.trim() && characters[i - 1].text.trim()) steps.push(middle(characters[i]) - middle(characters[i - 1]));
  }
  if (steps.length < MIN_PITCHED_LETTERS) return 0;
  const sorted = [...steps].sort((a, b) => a - b);
  const pitch = sorted[sorted.length >> 1];
  const regular = steps.filter((d) => Math.abs(d - pitch) <= REGULAR * pitch).length;
  return regular >= REGULAR_SHARE * steps.length ? pitch : 0;
}

/** The gap a quarter of the gaps are narrower than: a short line's few word spaces do not move it. */
function lowerQuartile(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 2];
}

/** A line counts as having ink left unread (unreadInk) when it is this share of the letters' height wide: a Thai letter between two dots (มี.ค.) is narrower than a digit is tall. */
const UNREAD_WIDTH = 0.5;

/** The widest run of inked columns that no character's steps (widened by a step each side) cover. */
function unreadInk(characters: readonly CtcCharacter[], ink: Ink, stepWidth: number): number {
  const covered = new Uint8Array(ink.columns.length);
  for (const c of characters) {
    const from = Math.max(0, Math.floor(c.x0 - stepWidth));
    const to = Math.min(covered.length, Math.ceil(c.x1 + stepWidth));
    covered.fill(1, from, to);
  }
  let widest = 0;
  let run = 0;
  let gap = 0;
  for (let x = 0; x < covered.length; x++) {
    if (covered[x]) {
      run = 0;
      gap = 0;
      continue;
    }
    // A run of unread ink may have paper inside it (the gaps between letters), up to half a letter's height.
    if (ink.columns[x]) {
      run += gap + 1;
      gap = 0;
    } else if (run > 0 && ++gap > ink.textHeight / 2) {
      run = 0;
      gap = 0;
    }
    widest = Math.max(widest, run);
  }
  return widest;
}

interface Ink {
  /** Whether each column holds ink within the text's rows. */
  columns: Uint8Array;
  /** Rows of ink per column range are found from these. */
  isInk: (x: number, y: number) => boolean;
  top: number;
  bottom: number;
  textHeight: number;
  /** The longest run of inkless columns between two x positions. */
  gapBetween: (from: number, to: number) => number;
  /** How tall the ink between two x positions stands (0 where there is none). */
  heightWithin: (from: number, to: number) => number;
}

/**
 * The raster's ink: darker than INK_LEVEL of the way from its ink to its paper (inkLevel), in the rows where most of the
 * line's ink lies (a neighbouring line's descenders or a box rule at the crop's edge fall outside them).
 */
function inkOf(raster: LineRaster): Ink {
  const { pixels, width, height } = raster;
  // Past half-way: a word's box then takes in the soft edges of its strokes, as tesseract's does.
  const level = inkLevel(pixels, INK_LEVEL) ?? -1;
  const isInk = (x: number, y: number): boolean => pixels[y * width + x] < level;
  const rowInk = new Array<number>(height).fill(0);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (isInk(x, y)) rowInk[y]++;
  // The text's rows: the band around the inkiest row whose rows hold a tenth of its ink or more.
  const peak = rowInk.indexOf(Math.max(...rowInk));
  const floor = rowInk[peak] * 0.1;
  let top = peak;
  while (top > 0 && rowInk[top - 1] > floor) top--;
  let bottom = peak;
  while (bottom < height - 1 && rowInk[bottom + 1] > floor) bottom++;
  const columns = new Uint8Array(width);
  for (let x = 0; x < width; x++) {
    for (let y = top; y <= bottom; y++) {
      if (isInk(x, y)) {
        columns[x] = 1;
        break;
      }
    }
  }
  const gapBetween = (from: number, to: number): number => {
    let longest = 0;
    let run = 0;
    for (let x = Math.max(0, Math.floor(from)); x < Math.min(width, Math.ceil(to)); x++) {
      run = columns[x] ? 0 : run + 1;
      longest = Math.max(longest, run);
    }
    return longest;
  };
  const heightWithin = (from: number, to: number): number => {
    let first = -1;
    let last = -1;
    for (let y = 0; y < height; y++) {
      for (let x = Math.max(0, Math.floor(from)); x < Math.min(width, Math.ceil(to)); x++) {
        if (isInk(x, y)) {
          if (first < 0) first = y;
          last = y;
          break;
        }
      }
    }
    return first < 0 ? 0 : last - first + 1;
  };
  return { columns, isInk, top, bottom, textHeight: Math.max(1, bottom - top + 1), gapBetween, heightWithin };
}

/** A word of characters: its text, its mean probability as 0-100 and the box of its ink. */
function wordOf(characters: readonly CtcCharacter[], ink: Ink, raster: LineRaster, stepWidth: number): OcrWord {
  const text = characters.map((c) => c.text).join('');
  const confidence = (100 * characters.reduce((sum, c) => sum + c.probability, 0)) / characters.length;
  // The characters' steps, widened by half a step each side, then narrowed to the ink inside.
  let x0 = Math.max(0, Math.floor(characters[0].x0 - stepWidth / 2));
  let x1 = Math.min(raster.width - 1, Math.ceil(characters[characters.length - 1].x1 + stepWidth / 2));
  while (x0 < x1 && !ink.columns[x0]) x0++;
  while (x1 > x0 && !ink.columns[x1]) x1--;
  let y0 = ink.top;
  let y1 = ink.bottom;
  const rowHasInk = (y: number): boolean => {
    for (let x = x0; x <= x1; x++) if (ink.isInk(x, y)) return true;
    return false;
  };
  while (y0 < y1 && !rowHasInk(y0)) y0++;
  while (y1 > y0 && !rowHasInk(y1)) y1--;
  return { text, confidence, box: { x0, y0, x1: x1 + 1, y1: y1 + 1 } };
}
