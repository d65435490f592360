import type { Box } from '../domain/box';
import type { EngineMode, OcrRead } from '../ocr/types';
import type { ZoneTreatment } from '../image/zone-variants';

/** A part of the page, in pixels of the page as its read saw it (after the read's deskew). */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RegionReadOptions {
  pageSegMode: string;
  whitelist?: string;
  /** Enlarged this many times (Lanczos, then sharpened) before it is read: small or blurred text. */
  enlarge?: number;
  /**
   * White pixels added around the region. Tesseract may read a lone word whose ink nears the image's edge as
   * nothing (a short Arabic name on its tight crop), and right with 16 px of white around it; around whole
   * lines, the same margin read worse (addresses on the Spanish card), so it is asked for where it helps.
   */
  margin?: number;
  /** Only the darkest print kept (keepInk): black type under a lighter overprint or security print. */
  inkOnly?: boolean;
  /**
   * The paper evened out first (flattenBackground): a region whose paper is grey in one part and white or black in
   * another (a page beside its white sheet, a shadow) is otherwise thresholded as ink where it is grey.
   */
  evenPaper?: boolean;
}

/**
 * The follow-up reads the rules ask of a page once its lines are read (a value's row in the document's own
 * language, a failed field's zone): the live page (PageRegions) answers them with OCR, a recorded recognition
 * (ReplayedRegions) with what OCR answered when it was recorded.
 */
export interface RegionReader {
  readonly width: number;
  readonly height: number;
  /** One region read on its own; boxes in page pixels. */
  read(region: Region, languages: readonly string[], mode: EngineMode, options: RegionReadOptions): Promise<OcrRead>;
  /** The zone around `box` prepared by `treatment` (see zoneImage) and read as one line; null when too small. */
  readZone(box: Box, languages: readonly string[], treatment: ZoneTreatment): Promise<OcrRead | null>;
}

/** The region around `box` (padding given in pixels), within a page of `width` × `height`. */
export function regionAround(box: Box, width: number, height: number, padX = 0, padY = padX): Region {
  const left = Math.max(0, Math.floor(box.x0 - padX));
  const top = Math.max(0, Math.floor(box.y0 - padY));
  return { left, top, width: Math.min(width, Math.ceil(box.x1 + padX)) - left, height: Math.min(height, Math.ceil(box.y1 + padY)) - top };
}
