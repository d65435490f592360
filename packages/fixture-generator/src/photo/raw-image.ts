import sharp, { type Sharp } from 'sharp';

/** Interleaved 8-bit pixels without a header, as sharp's `raw()` gives them. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** The raw pixels in a sharp pipeline, to go on from. */
export function fromRaw(image: RawImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
}

/** The end of a pipeline as raw pixels. */
export async function toRaw(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
}

/** Baseline JPEG with 4:2:0 chroma, as phones write it, without any metadata (so no EXIF orientation either). */
export function encodeJpeg(image: RawImage, quality: number): Promise<Buffer> {
  return fromRaw(image).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
}
