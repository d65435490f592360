import { ocrImage } from '../image/pnm';
import sharp from 'sharp';
import type { GreyImage } from '../domain/grey-image';
import type { EngineMode, OcrLine, OcrRead, OcrSession } from '../ocr/types';
import type { Box } from '../domain/box';
import { regionAround, type Region, type RegionReader, type RegionReadOptions } from './region-reader';
import type { PreparedPage } from './prepare-page';
import { greyPage } from './grey-page';
import { zoneImage, type ZoneTreatment } from '../image/zone-variants';
import type { RgbImage, TextLineDetector } from '../text-detection/text-line-detector';
import { colourPage, isLevel } from './colour-page';
import { keepInk } from '../image/keep-ink';
import { flattenBackground } from '../image/flatten-background';

/** A page as it came, before its read measured any skew: in colour, and the text lines a detector found on it. */
export interface LevelPage {
  colour: Promise<RgbImage>;
  lines: Promise<Box[]>;
}

/**
 * The follow-up reads of one page (a line, a value, the MRZ band), each on its region cut from the page as
 * its read saw it (greyPage: deskewed once). Handing tesseract the whole page with a rectangle costs a decode
 * of the whole page and, when it is skewed (any photo), a turn of the whole page, for every one of the
 * dozen small reads: on camera photos that was most of the time of each line read (0.12 s a read, 0.03 s cut).
 */
export class PageRegions implements RegionReader {
  private grey?: Promise<GreyImage>;
  private rgb?: Promise<RgbImage>;

  private detected?: Promise<Box[]>;

  /**
   * `level`: the page as it came, in colour and with its text lines (found while the page was read); they are the
   * page as its read saw it when the read found it level (as a straightened document comes), and made again
   * otherwise.
   */
  constructor(
    private readonly session: OcrSession,
    private readonly page: PreparedPage,
    readonly rotateRadians: number,
    private readonly level?: LevelPage,
  ) {}

  get width(): number {
    return this.page.width;
  }

  get height(): number {
    return this.page.height;
  }

  /** The region around `box` (padding given in pixels), within the page. */
  regionAround(box: Box, padX = 0, padY = padX): Region {
    return regionAround(box, this.width, this.height, padX, padY);
  }

  /** The whole page as its read saw it, made on first use. */
  image(): Promise<GreyImage> {
    return (this.grey ??= greyPage(this.page, this.rotateRadians));
  }

  /** The whole page in colour, as its read saw it (colourPage), made on first use. */
  colour(): Promise<RgbImage> {
    return (this.rgb ??= this.level && isLevel(this.rotateRadians) ? this.level.colour : colourPage(this.page, this.rotateRadians));
  }

  /** The text lines `detector` finds on the page as its read saw it, found once. */
  textLines(detector: TextLineDetector): Promise<Box[]> {
    if (this.level && isLevel(this.rotateRadians)) return this.level.lines;
    return (this.detected ??= this.colour().then((colour) => detector.detect(colour)));
  }

  /** One region read on its own; boxes in page pixels. Empty when the region lies outside the page. */
  async read(region: Region, languages: readonly string[], mode: EngineMode, options: RegionReadOptions): Promise<OcrRead> {
    const grey = await this.image();
    const left = Math.max(0, Math.floor(region.left));
    const top = Math.max(0, Math.floor(region.top));
    const width = Math.min(grey.width, Math.ceil(region.left + region.width)) - left;
    const height = Math.min(grey.height, Math.ceil(region.top + region.height)) - top;
    if (width < 2 || height < 2) return { lines: [], rotateRadians: this.rotateRadians };
    const scale = options.enlarge ?? 1;
    let crop = sharp(Buffer.from(grey.data.buffer, grey.data.byteOffset, grey.data.length), { raw: { width: grey.width, height: grey.height, channels: 1 } }).extract({ left, top, width, height });
    if (scale !== 1) crop = crop.resize({ width: Math.round(width * scale), kernel: 'lanczos3' }).sharpen();
    if (options.inkOnly || options.evenPaper) {
      const { data, info } = await crop.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
      if (options.evenPaper) flattenBackground(data, info.width, info.height);
      if (options.inkOnly) keepInk(data);
      crop = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
    }
    const margin = options.margin ?? 0;
    if (margin > 0) crop = crop.extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' });
    const image = await ocrImage(crop.toColourspace('b-w'));
    const read = await this.session.read(image, languages, mode, { pageSegMode: options.pageSegMode, whitelist: options.whitelist });
    return { lines: onPage(read.lines, left, top, scale, margin), rotateRadians: this.rotateRadians };
  }

  /** The zone around `box` prepared by `treatment` (see zoneImage) and read as one line; null when too small. */
  async readZone(box: Box, languages: readonly string[], treatment: ZoneTreatment): Promise<OcrRead | null> {
    const zone = await zoneImage(await this.image(), box, treatment);
    if (!zone) return null;
    const read = await this.session.read(zone.image, languages, 'lstm', { pageSegMode: '7' });
    return { lines: onPage(read.lines, zone.left, zone.top, zone.scale, 0), rotateRadians: this.rotateRadians };
  }
}

/** Lines read on a crop (at `left`, `top` of the page, scaled by `scale`, with a white `margin`) in page pixels. */
function onPage(lines: readonly OcrLine[], left: number, top: number, scale: number, margin: number): OcrLine[] {
  const at = (v: number, origin: number): number => origin + Math.max(0, v - margin) / scale;
  const back = (box: Box): Box => ({ x0: at(box.x0, left), y0: at(box.y0, top), x1: at(box.x1, left), y1: at(box.y1, top) });
  return lines.map((line) => ({ ...line, box: back(line.box), words: line.words.map((w) => ({ ...w, box: back(w.box) })) }));
}
