import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { ApiError } from './api-error';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A text field is an identifier such as a documentType; anything longer is not a sane request. */
export const MAX_FIELD_BYTES = 1024;
const MAX_PARTS = 10;
/** Room for the documentType field, boundaries and part headers on top of the images themselves. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The file parts a request may send: the document, and optionally its other side (contract.md 6a). */
const FILE_PARTS = ['image', 'back'] as const;
type FilePart = (typeof FILE_PARTS)[number];
/** The largest body two images can make: the early Content-Length check allows it. */
export const MAX_BODY_BYTES = FILE_PARTS.length * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES;

export interface Upload {
  image: Buffer;
  /** The other side of the same document, when sent. */
  back?: Buffer;
  documentType: string | undefined;
}

/**
 * Streams a multipart/form-data body through busboy, keeping at most MAX_IMAGE_BYTES of each file part (`image`,
 * and `back` when sent): the moment one goes over, the parse stops with 413 and nothing more is buffered. Every
 * structural problem is a 400 from the contract's table.
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
        limits: { fileSize: MAX_IMAGE_BYTES + 1, files: FILE_PARTS.length, fields: MAX_PARTS, parts: MAX_PARTS, fieldSize: MAX_FIELD_BYTES, fieldNameSize: 100 },
      });
    } catch {
      // busboy throws synchronously on a missing or non-multipart Content-Type, or one without a boundary.
      reject(new ApiError('MALFORMED_REQUEST', 'The body must be multipart/form-data with a boundary.'));
      return;
    }

    const chunks: Record<FilePart, Buffer[]> = { image: [], back: [] };
    const seen = new Set<FilePart>();
    const complete = new Set<FilePart>();
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
      for (const part of FILE_PARTS) chunks[part].length = 0;
      req.unpipe(parser);
      // Keep reading (and dropping) what the client still sends, so it can read our answer instead of
      // seeing a reset connection; nothing of it is kept.
      req.resume();
      reject(error);
    };

    parser.on('file', (name, stream) => {
      const part = FILE_PARTS.find((p) => p === name);
      if (!part) {
        stream.resume();
        fail(new ApiError('MALFORMED_REQUEST', `Unknown file field "${name.slice(0, 64)}"; the file parts are "image" and, for the other side, "back".`));
        return;
      }
      if (seen.has(part)) {
        stream.resume();
        fail(new ApiError('MALFORMED_REQUEST', `More than one "${part}" file part.`));
        return;
      }
      seen.add(part);
      stream.on('data', (chunk: Buffer) => {
        if (!settled) chunks[part].push(chunk);
      });
      stream.on('limit', () => fail(new ApiError('FILE_TOO_LARGE', part === 'back' ? 'The "back" file part is over 10 MiB.' : undefined)));
      // A body cut off inside the file errors the file stream; unheard, that error would end the process.
      stream.on('error', () => fail(new ApiError('MALFORMED_REQUEST', 'The multipart body is broken or truncated.')));
      stream.on('end', () => {
        if (!stream.truncated) complete.add(part);
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

    parser.on('filesLimit', () => fail(new ApiError('MALFORMED_REQUEST', 'More than two file parts.')));
    parser.on('partsLimit', () => fail(new ApiError('MALFORMED_REQUEST', `More than ${MAX_PARTS} parts.`)));
    parser.on('fieldsLimit', () => fail(new ApiError('MALFORMED_REQUEST', `More than ${MAX_PARTS} fields.`)));
    parser.on('error', () => fail(new ApiError('MALFORMED_REQUEST', 'The multipart body is broken or truncated.')));
    req.on('aborted', () => fail(new ApiError('MALFORMED_REQUEST', 'The upload was interrupted.')));

    parser.on('close', () => {
      if (settled) return;
      if (!seen.has('image')) {
        fail(
          new ApiError(
            'MISSING_IMAGE',
            imageAsText ? 'The "image" field came as text; send the image bytes as a file part.' : undefined,
          ),
        );
        return;
      }
      if ([...seen].some((part) => !complete.has(part))) {
        fail(new ApiError('MALFORMED_REQUEST', 'The multipart body is broken or truncated.'));
        return;
      }
      settled = true;
      clearTimeout(idle);
      resolve({ image: Buffer.concat(chunks.image), ...(seen.has('back') ? { back: Buffer.concat(chunks.back) } : {}), documentType });
    });

    req.on('data', stillArriving);
    stillArriving();
    req.pipe(parser);
  });
}
