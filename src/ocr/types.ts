import type { Box } from '../domain/box';

export interface OcrWord {
  text: string;
  /** 0-100, as tesseract reports it. */
  confidence: number;
  box: Box;
  /**
   * Diacritic marks the image shows over and under the word (findDiacriticMarks), where the reader that wrote it
   * knows no accented capitals (PP-OCR): more than its text accounts for means accents it could not write.
   */
  marks?: number;
}

export interface OcrLine {
  text: string;
  confidence: number;
  box: Box;
  words: OcrWord[];
}

/**
 * What the rules engine reads: the text of one image as lines of words with positions, in the coordinates
 * of the (deskewed) page image. Recorded pages in test/golden are this shape, so rules run without OCR.
 */
export interface OcrPage {
  width: number;
  height: number;
  lines: OcrLine[];
  /** Skew tesseract found and corrected, radians; later zone reads reuse it. */
  rotateRadians: number;
}

/** A tesseract engine: LSTM for printed text, the legacy engine where LSTM misreads (the MRZ's `<`). */
export type TesseractMode = 'lstm' | 'legacy';

/** The recogniser a read goes to: a tesseract engine, or PP-OCR's line recogniser (`paddle`, one line an image). */
export type EngineMode = TesseractMode | 'paddle';

export interface ReadOptions {
  /** Only this part of the image, in pixels of the image after `rotateRadians`. */
  rectangle?: { left: number; top: number; width: number; height: number };
  rotateAuto?: boolean;
  rotateRadians?: number;
  /** tesseract page segmentation mode, e.g. '6' for a uniform block. */
  pageSegMode?: string;
  whitelist?: string;
}

export interface OcrRead {
  lines: OcrLine[];
  rotateRadians: number;
}

/** The OCR workers of one pool slot, held for a whole recognition; see TesseractPool. */
export interface OcrSession {
  read(image: Buffer, languages: readonly string[], mode: EngineMode, options?: ReadOptions): Promise<OcrRead>;
  /** What reading `image` with `mode` costs in the read budget's unit (TextRecogniser.cost). */
  cost(image: Buffer, mode: EngineMode): number;
}
