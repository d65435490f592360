import sharp from 'sharp';
import type { GreyImage } from '../domain/grey-image';
import type { PreparedPage } from './prepare-page';
import { isLevel } from './colour-page';

/**
 * The page's pixels as tesseract saw them after its deskew: greyscale, turned by `rotateRadians` about the
 * centre and cut back to the page's size (what leptonica's rotation does), so that the boxes of a read with
 * that angle fall on the same pixels.
 */
export async function greyPage(page: PreparedPage, rotateRadians: number): Promise<GreyImage> {
  let image = sharp(await page.grey(), { raw: { width: page.width, height: page.height, channels: 1 } }).greyscale();
  if (!isLevel(rotateRadians)) {
    const turned = await image.rotate((rotateRadians * 180) / Math.PI, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
    const left = Math.round((turned.info.width - page.width) / 2);
    const top = Math.round((turned.info.height - page.height) / 2);
    image = sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: 1 } }).extract({ left, top, width: page.width, height: page.height });
  }
  // extractChannel: sharp writes a one-channel raw input back out as three channels.
  const { data, info } = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
