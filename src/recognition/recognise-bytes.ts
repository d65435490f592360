import { DomainError } from '../domain/errors';
import { decodeImage, type DecodedImage } from '../image/decode-image';
import { sniffImageType } from '../image/sniff-image-type';
import type { Recogniser } from './recogniser';
import type { Recognition } from '../domain/recognition';

/** An image file's bytes to fields, with the same checks as the HTTP path (415 by bytes, 422 on decode); `back`: the other side's bytes. */
export async function recogniseBytes(recogniser: Recogniser, bytes: Buffer, documentType: string, back?: Buffer): Promise<Recognition> {
  const image = await decodeBytes(bytes);
  return recogniser.recognise(image, documentType, undefined, undefined, back ? await decodeBytes(back) : undefined);
}

async function decodeBytes(bytes: Buffer): Promise<DecodedImage> {
  const type = sniffImageType(bytes.subarray(0, 64));
  if (!type) throw new DomainError('UnsupportedMediaType', 'The image must be JPEG, PNG, WebP, HEIC or HEIF.');
  return decodeImage(bytes, type);
}
