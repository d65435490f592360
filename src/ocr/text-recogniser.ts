import type { OcrRead, ReadOptions } from './types';

/**
 * A text recogniser behind the OCR session: tesseract's LSTM and legacy engines (TesseractRecogniser), PP-OCR's
 * line recogniser (PaddleRecogniser). Another one is a file implementing this, named by an EngineMode, and the
 * measurement of its cost.
 */
export interface TextRecogniser {
  /**
   * What reading an image of this size costs, in the read budget's unit: a pixel of a tesseract LSTM page read,
   * each recogniser's pixels weighted by its measured time, so that one budget bounds them all and a recognition
   * repeats exactly on it whatever the machine's load.
   */
  cost(width: number, height: number): number;
  read(image: Buffer, languages: readonly string[], options: ReadOptions): Promise<OcrRead>;
}
