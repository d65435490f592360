import type { WorkerCache } from './worker-cache';
import { toOcrLines } from './to-ocr-lines';
import type { OcrRead, ReadOptions, TesseractMode } from './types';
import type { TextRecogniser } from './text-recogniser';

/**
 * tesseract.js with one engine (`lstm` or `legacy`), on the shared workers of its language set (WorkerCache).
 * Its cost is the unit of the read budget: one pixel read.
 */
export class TesseractRecogniser implements TextRecogniser {
  constructor(
    private readonly workers: WorkerCache,
    private readonly mode: TesseractMode,
  ) {}

  cost(width: number, height: number): number {
    return width * height;
  }

  /** One read with the parameters every read sets. */
  read(image: Buffer, languages: readonly string[], options: ReadOptions): Promise<OcrRead> {
    return this.workers.use(languages, this.mode, async (worker) => {
      await worker.setParameters({
        tessedit_pageseg_mode: (options.pageSegMode ?? '3') as never,
        tessedit_char_whitelist: options.whitelist ?? '',
        user_defined_dpi: '300',
        // The legacy classifier adapts to every page it reads, so a worker's answer would depend on the
        // requests it served before: one customer's document must not change how the next one reads.
        classify_enable_learning: '0',
        // The legacy engine's document dictionary collects the words of earlier pages: nothing of one customer's
        // document may carry over to the next.
        tessedit_enable_doc_dict: '0',
        // Line text then has a space only where the page has one, even in Thai, whose letters come back as
        // separate words: to-ocr-lines joins them by it.
        preserve_interword_spaces: '1',
      });
      const result = await worker.recognize(
        image,
        { rectangle: options.rectangle, rotateAuto: options.rotateAuto ?? false, rotateRadians: options.rotateRadians ?? 0 },
        { blocks: true, text: false },
      );
      return { lines: toOcrLines(result.data), rotateRadians: result.data.rotateRadians ?? options.rotateRadians ?? 0 };
    });
  }
}
