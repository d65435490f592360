import { DomainError } from '../domain/errors';
import { decodeImage } from '../image/decode-image';
import { sniffImageType } from '../image/sniff-image-type';
import type { Recogniser } from './recogniser';
import type { Recognition } from '../domain/recognition';

/** An image file's bytes to fields, with the same checks as the HTTP path (415 by bytes, 422 on decode). */
export async function recogniseBytes(recogniser: Recogniser, bytes: Buffer, documentType: string): Promise<Recognition> {
  const type = sniffImageType(bytes.subarray(0, 64));
  if (!type) throw new DomainError('UnsupportedMediaType', 'The image must be JPEG, PNG, WebP, HEIC or HEIF.');
  return recogniser.recognise(await decodeImage(bytes, type), documentType);
}
