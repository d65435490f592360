import sharp from 'sharp';
import type { PlacedPage } from '../photo/photograph-scene';
import { toRaw } from '../photo/raw-image';
import { tiltQuad, type Tilt } from './tilt-quad';
import { warpToQuad } from './warp-to-quad';

/** The page seen tilted, as RGBA PNG in its bounding box; the caller sets where the box goes (left, top). */
export async function warpPage(pagePng: Buffer, tilt: Tilt): Promise<PlacedPage> {
  const page = await toRaw(sharp(pagePng).ensureAlpha());
  const { image } = warpToQuad(page, tiltQuad(page.width, page.height, tilt));
  const png = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { png, width: image.width, height: image.height, left: 0, top: 0 };
}
