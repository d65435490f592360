import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { ApiError } from './api-error';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A text field is an identifier such as a documentType; anything longer is not a sane request. */
export const MAX_FIELD_BYTES = 1024;
const MAX_PARTS = 10;
/** Room for the documentType field, boundaries and part headers on top of the image itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface Upload {
  image: Buffer;
  documentType: string | undefined;
}

/**
 * Streams a multipart/form-data body through busboy, keeping at most MAX_IMAGE_BYTES of the image:
 * the moment the file goes over, the parse stops with 413 and nothing more is buffered. Every structural
 * problem is a 400 from the contract's table.
 */
export function parseUpload(req: IncomingMessage, options: { idleTimeoutMs?: number } = {}): Promise<Upload> {
  return new Promise<Upload>((resolve, reject) => {
    // busboy also parses urlencoded bodies; the API takes multipart only.
    if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')) {
      reject(new ApiError('MALFORMED_REQUEST', 'The body must be multipart/form-data.'));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy reports the limit on reaching it; one byte more lets an image of exactly 10 MiB through.
        limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1, fields: MAX_PARTS, parts: MAX_PARTS, fieldSize: MAX_FIELD_BYTES, fieldNameSize: 100 },
      });
    } catch {
      // busboy throws synchronously on a missing or non-multipart Content-Type, or one without a boundary.
      reject(new ApiError('MALFORMED_REQUEST', 'The body must be multipart/form-data with a boundary.'));
      return;
    }

    const chunks: Buffer[] = [];
    let imageSeen = false;
    let imageComplete = false;
    let imageAsText = false;
    let documentType: string | undefined;
    let settled = false;

    // A body that stops arriving (a slow or stalled client) would hold its in-flight place until the request
    // timeout: it is cut off after idleTimeoutMs without a byte.
    let idle: NodeJS.Timeout | undefined;
    const stillArriving = (): void => {
      if (!options.idleTimeoutMs || settled) return;
      clearTimeout(idle);
      idle = setTimeout(() => {
        fail(new ApiError('MALFORMED_REQUEST', `The upload sent nothing for ${options.idleTimeoutMs} ms and was cut off.`, { headers: { Connection: 'close' } }));
      }, options.idleTimeoutMs);
    };

    const fail = (error: ApiError): void => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      chunks.length = 0;
      req.unpipe(parser);
      // Keep reading (and dropping) what the client still sends, so it can read our answer instead of
      // seeing a reset connection; nothing of it is kept.
      req.resume();
      reject(error);
    };

    parser.on('file', (name, stream) => {
      if (name !== 'image') {
        stream.resume();
        fail(new ApiError('MALFORMED_REQUEST', `Unknown file field "${name}"; the only file part is "image".`));
        return;
      }
      if (imageSeen) {
        stream.resume();
        fail(new ApiError('MALFORMED_REQUEST', 'More than one "image" file part.'));
        return;
      }
      imageSeen = true;
      stream.on('data', (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on('limit', () => fail(new ApiError('FILE_TOO_LARGE')));
      // A body cut off inside the file errors the file stream; unheard, that error would end the process.
      stream.on('error', () => fail(new ApiError('MALFORMED_REQUEST', 'The multipart body is broken or truncated.')));
      stream.on('end', () => {
        imageComplete = !stream.truncated;
      });
    });

    parser.on('field', (name, value, info) => {
      if (name === 'image') {
        imageAsText = true;
        return;
      }
      if (info.valueTruncated || info.nameTruncated) {
        fail(new ApiError('MALFORMED_REQUEST', `The field "${name}" is longer than ${MAX_FIELD_BYTES} bytes.`));
        return;
      }
      if (name === 'documentType') documentType = value.trim();
    });

    parser.on('filesLimit', () => fail(new ApiError('MALFORMED_REQUEST', 'More than one file part.')));
    parser.on('partsLimit', () => fail(new ApiError('MALFORMED_REQUEST', `More than ${MAX_PARTS} parts.`)));
    parser.on('fieldsLimit', () => fail(new ApiError('MALFORMED_REQUEST', `More than ${MAX_PARTS} fields.`)));
    parser.on('error', () => fail(new ApiError('MALFORMED_REQUEST', 'The multipart body is broken or truncated.')));
    req.on('aborted', () => fail(new ApiError('MALFORMED_REQUEST', 'The upload was interrupted.')));

    parser.on('close', () => {
      if (settled) return;
      if (!imageSeen) {
        fail(
          new ApiError(
            'MISSING_IMAGE',
            imageAsText ? 'The "image" field came as text; send the image bytes as a file part.' : undefined,
          ),
        );
        return;
      }
      if (!imageComplete) {
        fail(new ApiError('MALFORMED_REQUEST', 'The multipart body is broken or truncated.'));
        return;
      }
      settled = true;
      clearTimeout(idle);
      resolve({ image: Buffer.concat(chunks), documentType });
    });

    req.on('data', stillArriving);
    stillArriving();
    req.pipe(parser);
  });
}
