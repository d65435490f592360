import type { Request, Response } from 'express';
import { ApiError } from './api-error';
import type { KeyStore, Reservation, IdempotencyClaim } from '../auth/store';
import type { Recogniser } from '../recognition/recogniser';
import type { Logger } from '../logging/logger';
import { sniffImageType } from '../image/sniff-image-type';
import { decodeImage } from '../image/decode-image';
import { MAX_IMAGE_BYTES, MULTIPART_OVERHEAD_BYTES, parseUpload } from './parse-upload';
import { fingerprintRequest, readIdempotencyKey } from './idempotency-key';
import type { Caller } from './authenticate';
import type { Metrics } from '../metrics/metrics';

export interface OcrRouteDeps {
  store: KeyStore;
  recogniser: Recogniser;
  logger: Logger;
  metrics?: Metrics;
  now: () => Date;
  /** An upload idle this long is cut off with 400; unset waits for the server's request timeout. */
  bodyIdleTimeoutMs?: number;
}

/**
 * POST /api/v1/ocr after authentication: reserve one unit (402 before the body is read), read and check the
 * body, recognise, and keep the unit only when a 200 goes out. Every other outcome gives it back.
 */
export function ocrRoute({ store, recogniser, logger, metrics, now, bodyIdleTimeoutMs }: OcrRouteDeps) {
  return async (req: Request, res: Response): Promise<void> => {
    const { account } = res.locals.caller as Caller;
    const requestTime = now();
    const idempotency = readIdempotencyKey(req.get('Idempotency-Key'));

    // A retry under a used Idempotency-Key may be free, which only the image digest can tell: its charge waits
    // for the body. Everything else is charged up front so that an empty account answers 402 before any 400.
    let reservation: Reservation | null = null;
    const deferCharge = idempotency.key !== undefined && (await store.hasIdempotencyRecord(account.id, idempotency.key, requestTime));
    if (!deferCharge) {
      reservation = await store.reserve(account.id, requestTime);
      if (!reservation) throw new ApiError('INSUFFICIENT_CREDITS');
    }

    // Aborted when the client goes away: its recognition stops at its next read.
    const abort = new AbortController();
    const onClose = (): void => {
      if (!res.writableFinished) abort.abort();
    };
    res.on('close', onClose);
    let charged = false;
    try {
      if (idempotency.error) throw idempotency.error;
      const declaredLength = Number(req.get('Content-Length'));
      if (declaredLength > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) throw new ApiError('FILE_TOO_LARGE');

      const upload = await parseUpload(req, { idleTimeoutMs: bodyIdleTimeoutMs });
      const documentType = checkDocumentType(upload.documentType, recogniser.kinds());
      res.locals.documentType = documentType;
      if (upload.image.length === 0) throw new ApiError('MISSING_IMAGE', 'The "image" file part is empty.');
      const type = sniffImageType(upload.image.subarray(0, 64));
      if (!type) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');

      const claim: IdempotencyClaim | undefined = idempotency.key ? { key: idempotency.key, fingerprint: fingerprintRequest(documentType, upload.image) } : undefined;
      if (deferCharge) {
        reservation = await store.reserve(account.id, requestTime, claim);
        if (!reservation) throw new ApiError('INSUFFICIENT_CREDITS');
      }

      // This request's time per stage, for its log line (the metrics take the same from the recogniser).
      const stagesMs: Record<string, number> = {};
      res.locals.stagesMs = stagesMs;
      const decodeStarted = performance.now();
      const image = await decodeImage(upload.image, type);
      const decodeSeconds = (performance.now() - decodeStarted) / 1000;
      metrics?.stage('decode', decodeSeconds);
      stagesMs.decode = Math.round(decodeSeconds * 1000);
      const recognition = await recogniser.recognise(image, documentType, abort.signal, (stage, seconds) => (stagesMs[stage] = Math.round(seconds * 1000)));
      if (abort.signal.aborted) return; // the client is gone: nothing was delivered, so nothing is charged

      if (claim && reservation && reservation.unit !== 'free') {
        await store.recordIdempotency(account.id, claim, requestTime).catch((error: unknown) => {
          logger.warn({ err: error }, 'idempotency record not saved; a retry of this request will be charged');
        });
      }
      charged = true;
      if (reservation) metrics?.unitConsumed(reservation.unit);
      metrics?.fieldsReturned(documentType, recognition);
      const body: Record<string, unknown> = { ...recognition.fields };
      if (req.query.details === 'true') body._details = recognition.details;
      res.status(200).json(body);
    } finally {
      res.off('close', onClose);
      if (reservation && !charged) {
        await store.release(reservation).catch((error: unknown) => {
          logger.error({ err: error, accountId: account.id, unit: reservation?.unit }, 'refund failed; the unit stays taken');
        });
      }
    }
  };
}

function checkDocumentType(value: string | undefined, loaded: readonly string[]): string {
  if (value && loaded.includes(value)) return value;
  const list = [...loaded].sort().join(', ');
  throw new ApiError(
    'INVALID_DOCUMENT_TYPE',
    value ? `Unknown documentType "${value.slice(0, 64)}"; supported: ${list}.` : `The "documentType" field is missing; supported: ${list}.`,
  );
}
