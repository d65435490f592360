import type { Box } from '../domain/box';

export interface OcrWord {
  text: string;
  /** 0-100, as tesseract reports it. */
  confidence: number;
  box: Box;
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

/** An OCR engine mode: LSTM for printed text, the legacy engine where LSTM misreads (the MRZ's `<`). */
export type EngineMode = 'lstm' | 'legacy';

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
}
