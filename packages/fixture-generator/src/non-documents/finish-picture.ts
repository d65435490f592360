import sharp from 'sharp';
import type { Rng } from '../prng';
import { addSensorNoise } from '../photo/add-sensor-noise';
import { makeLightingSvg } from '../photo/make-lighting-svg';
import { photographPage } from '../photo/photograph-page';
import { encodeJpeg, toRaw, type RawImage } from '../photo/raw-image';
import type { Finish, SceneDrawing } from './scene';

/**
 * The drawing rendered and made to look like the file a user would upload, resized so its long side is
 * `longSide` px, as a baseline JPEG without metadata. Noise is added after resizing, so it stays pixel-fine as
 * a sensor's is at any size.
 */
export async function finishPicture(drawing: SceneDrawing, finish: Finish, longSide: number, rng: Rng): Promise<Buffer> {
  const png = await sharp(Buffer.from(drawing.svg)).png().toBuffer();
  let image: RawImage;
  if (finish === 'camera') {
    const photo = await photographPage(png, rng);
    image = await resizeRaw(photo, longSide);
  } else if (finish === 'photo') {
    const lit = await sharp(png)
      .composite([{ input: makeLightingSvg(rng, drawing.width, drawing.height), blend: 'multiply' }])
      .removeAlpha()
      .blur(rng.range(0.5, 1.1))
      .raw()
      .toBuffer({ resolveWithObject: true });
    image = await resizeRaw({ data: lit.data, width: lit.info.width, height: lit.info.height, channels: 3 }, longSide);
  } else {
    const flat = await toRaw(sharp(png).removeAlpha().blur(finish === 'scan' ? rng.range(0.35, 0.7) : 0.3));
    image = await resizeRaw(flat, longSide);
  }
  if (finish === 'screen') return encodeJpeg(image, rng.int(84, 92));
  // Grain and quality kept moderate: noise is what makes a JPEG big, and the set must stay small to commit.
  addSensorNoise(image.data, rng, finish === 'scan' ? rng.range(1.5, 2.5) : rng.range(2, 3.5));
  return encodeJpeg(image, rng.int(68, 80));
}

async function resizeRaw(image: RawImage, longSide: number): Promise<RawImage> {
  const scale = longSide / Math.max(image.width, image.height);
  const pipeline = sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
  return toRaw(pipeline.resize(Math.round(image.width * scale), Math.round(image.height * scale), { kernel: 'lanczos3' }).removeAlpha());
}
