import sharp from 'sharp';
import type { RgbImage } from '../text-detection/text-line-detector';
import type { PreparedPage } from './prepare-page';

/**
 * The page in colour as its read saw it: the source image at the page's size, turned by `rotateRadians` about the
 * centre and cut back to the page's size, exactly as greyPage turns the grey page, so that boxes of the page read
 * fall on the same pixels. Text detection and the line reads work on it: colour is what tells printed text from
 * the security print and overprints under it.
 */
export async function colourPage(page: PreparedPage, rotateRadians: number): Promise<RgbImage> {
  const { source } = page;
  let image = sharp(source.pixels, { raw: { width: source.width, height: source.height, channels: 3 } }).resize(page.width, page.height, { fit: 'fill', kernel: 'lanczos3' });
  if (!isLevel(rotateRadians)) {
    const resized = await image.raw().toBuffer();
    const turned = await sharp(resized, { raw: { width: page.width, height: page.height, channels: 3 } })
      .rotate((rotateRadians * 180) / Math.PI, { background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const left = Math.round((turned.info.width - page.width) / 2);
    const top = Math.round((turned.info.height - page.height) / 2);
    image = sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: 3 } }).extract({ left, top, width: page.width, height: page.height });
  }
  const pixels = await image.raw().toBuffer();
  return { width: page.width, height: page.height, pixels };
}

/** A skew this small is no turn at all: the page is used as it is (tesseract itself ignores less than 0.005). */
export function isLevel(rotateRadians: number): boolean {
  return Math.abs(rotateRadians) < 0.0005;
}
