import { pnmSize } from '../image/pnm';
import type { OcrSession } from '../ocr/types';

/**
 * How much OCR one recognition may spend, counted in pixels handed to tesseract (its time grows with them), so
 * that a hard image stops early with the best answer found by then instead of taking 40 s. Counted, not timed:
 * the same image always gets the same reads, whatever else the machine is doing, so results are repeatable.
 * The page read and the first MRZ read always run; the optional reads that follow (orientation probes, lines read
 * on their own, enlarged MRZ passes, value and zone re-reads) each ask `exhausted()` first.
 */
export class ReadBudget {
  private spent = 0;

  constructor(readonly limit: number) {}

  /** Pixels read so far. */
  get used(): number {
    return this.spent;
  }

  exhausted(): boolean {
    return this.spent >= this.limit;
  }

  charge(pixels: number): void {
    this.spent += pixels;
  }

  /** The session with every read charged to this budget. */
  session(session: OcrSession): OcrSession {
    return {
      read: (image, ...rest) => {
        this.charge(pixelsOf(image));
        return session.read(image, ...rest);
      },
    };
  }
}

/** Width × height from the header of the PNM (image/pnm: every image the recogniser hands tesseract) or PNG. */
export function pixelsOf(image: Buffer): number {
  const pnm = pnmSize(image);
  if (pnm) return pnm.width * pnm.height;
  const isPng = image.length >= 24 && image.readUInt32BE(0) === 0x89504e47 && image.toString('latin1', 12, 16) === 'IHDR';
  return isPng ? image.readUInt32BE(16) * image.readUInt32BE(20) : image.length;
}
