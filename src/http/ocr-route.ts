import type { Request, Response } from 'express';
import { ApiError } from './api-error';
import { randomUUID } from 'node:crypto';
import { StoreUnavailableError, type KeyStore, type Reservation, type IdempotencyClaim, type ReservationOutcome } from '../auth/store';
import { withRetries } from '../auth/retry-store';
import type { RequestContext } from '../auth/ledger';
import type { Recogniser } from '../recognition/recogniser';
import type { Logger } from '../logging/logger';
import { sniffImageType } from '../image/sniff-image-type';
import { decodeImage } from '../image/decode-image';
import { MAX_BODY_BYTES, parseUpload } from './parse-upload';
import { fingerprintRequest, readIdempotencyKey } from './idempotency-key';
import { answerKey, openAnswer, sealAnswer } from './seal-answer';
import type { Caller } from './authenticate';
import { beginWork } from './limit-requests';
import type { Metrics } from '../metrics/metrics';
import { AUTO_KIND } from '../documents/document-types';
import { answerBody } from '../recognition/answer-body';

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
  // The request's in-flight slot is held until this work ends, even when its client hangs up first: a decode or a
  // read under way holds memory until it returns.
  return async (req: Request, res: Response): Promise<void> => {
    const endWork = beginWork(res);
    try {
      await handle(req, res);
    } finally {
      endWork();
    }
  };

  async function handle(req: Request, res: Response): Promise<void> {
    const { account, key } = res.locals.caller as Caller;
    const requestTime = now();
    const idempotency = readIdempotencyKey(req.get('Idempotency-Key'));
    // Ours, not the store's: a reserve whose reply is lost can still be given back by it.
    const reservationId = randomUUID();
    res.locals.reservationId = reservationId;
    // What the ledger names the request by; the kind once the body has said it.
    const context: RequestContext = { keyId: key.id, requestId: res.locals.requestId as string | undefined };
    // Widened on purpose: it is set inside `reserve`, which TypeScript's narrowing of a `let` does not follow.
    let reservation = null as Reservation | null;
    const reserve = async (claim?: IdempotencyClaim): Promise<void> => {
      try {
        reservation = await store.reserve(account.id, requestTime, reservationId, claim, context);
      } catch (error) {
        // The script may have run and only its answer been lost: give back whatever it took (the sweeper
        // would, after RESERVATION_TTL_MS).
        if (error instanceof StoreUnavailableError) void giveBack(lostReservation(reservationId, account.id));
        throw error;
      }
      if (!reservation) throw new ApiError('INSUFFICIENT_CREDITS');
    };
    // Tried a few times while the request waits; then in the background until the store answers (a failover
    // outlasts the first tries), so the unit is back within seconds of Redis returning, not at the sweep.
    const giveBack = (held: Reservation): Promise<ReservationOutcome | undefined> =>
      withRetries(() => store.release(held, context)).catch((error: unknown) => {
        if (error instanceof StoreUnavailableError) void untilReachable(held, 'release', () => store.release(held, context));
        else logger.error({ err: error, accountId: account.id, reservationId: held.id }, 'release failed; the sweeper gives the unit back when its reservation expires');
        return undefined;
      });

    // A retry under a used Idempotency-Key may be free, which only the image digest can tell: its charge waits
    // for the body. Everything else is charged up front so that an empty account answers 402 before any 400.
    // Either way the reserve locks the key: a concurrent request under it gets 409, never a second charge.
    const deferCharge = idempotency.key !== undefined && (await store.hasIdempotencyRecord(account.id, idempotency.key, requestTime));
    if (!deferCharge) await reserve(idempotency.key === undefined ? undefined : { key: idempotency.key });

    // Aborted when the client goes away: its recognition stops at its next read.
    const abort = new AbortController();
    const onClose = (): void => {
      if (!res.writableFinished) abort.abort();
    };
    res.on('close', onClose);
    let settled = false;
    // A 200 goes out only once its unit is kept; `sealed`: its body for the retries under its Idempotency-Key.
    const answerCharged = async (held: Reservation, fingerprint: string | undefined, answer: string, sealed?: string): Promise<void> => {
      settled = true;
      if ((await keep(held, context, fingerprint, sealed)) !== 'committed') {
        throw new ApiError('SERVICE_UNAVAILABLE', 'The request outlived its reservation, which was given back; nothing was charged. Retry.', { expected: true });
      }
      metrics?.unitConsumed(held.unit);
      res.status(200).type('json').send(answer);
    };
    try {
      if (idempotency.error) throw idempotency.error;
      const declaredLength = Number(req.get('Content-Length'));
      if (declaredLength > MAX_BODY_BYTES) throw new ApiError('FILE_TOO_LARGE');

      const upload = await parseUpload(req, { idleTimeoutMs: bodyIdleTimeoutMs });
      const documentType = checkDocumentType(upload.documentType, recogniser.kinds());
      res.locals.documentType = documentType;
      context.documentType = documentType;
      if (upload.image.length === 0) throw new ApiError('MISSING_IMAGE', 'The "image" file part is empty.');
      const type = sniffImageType(upload.image.subarray(0, 64));
      if (!type) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
      // The other side, checked on its own bytes as the image is.
      if (upload.back?.length === 0) throw new ApiError('MALFORMED_REQUEST', 'The "back" file part is empty; leave it out for one side.');
      const backType = upload.back ? sniffImageType(upload.back.subarray(0, 64)) : undefined;
      if (upload.back && !backType) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The "back" file part must be JPEG, PNG, WebP, HEIC or HEIF (decided from its bytes).');

      const fingerprint = idempotency.key ? fingerprintRequest(documentType, upload.image, upload.back) : undefined;
      const sealingKey = idempotency.key ? answerKey(account.id, documentType, upload.image, upload.back) : undefined;
      if (deferCharge) await reserve({ key: idempotency.key as string, fingerprint });
      // A retry of a request already answered 200: the answer that was paid for, as it was, without reading the
      // image again (under load the read budget could read it otherwise). A record kept without one is read again.
      if (reservation?.unit === 'free' && idempotency.key && fingerprint && sealingKey) {
        const sealed = await withRetries(() => store.sealedAnswer(account.id, idempotency.key as string, fingerprint, requestTime));
        const answer = sealed === null ? null : openAnswer(sealed, sealingKey, idempotency.key);
        if (answer !== null) return answerCharged(reservation, fingerprint, answer);
      }

      // This request's time per stage, for its log line (the metrics take the same from the recogniser).
      const stagesMs: Record<string, number> = {};
      res.locals.stagesMs = stagesMs;
      const decodeStarted = performance.now();
      const image = await decodeImage(upload.image, type, abort.signal);
      const back = upload.back && backType ? await decodeImage(upload.back, backType, abort.signal) : undefined;
      const decodeSeconds = (performance.now() - decodeStarted) / 1000;
      metrics?.stage('decode', decodeSeconds);
      stagesMs.decode = Math.round(decodeSeconds * 1000);
      const recognition = await recogniser.recognise(image, documentType, abort.signal, (stage, seconds) => (stagesMs[stage] = Math.round(seconds * 1000)), back);
      if (abort.signal.aborted) return; // the client is gone: nothing was delivered, so nothing is charged

      // With `auto`, the kind found names itself first; the ledger's commit and the metrics name it too.
      const kindFound = recognition.kind;
      if (kindFound) context.documentType = res.locals.documentType = kindFound.documentType;
      // One serialisation: what a retry under the same Idempotency-Key gets back is these bytes.
      const answer = JSON.stringify(answerBody(recognition, req.query.details === 'true'));
      const sealed = sealingKey && idempotency.key ? sealAnswer(answer, sealingKey, idempotency.key) : undefined;
      await answerCharged(reservation!, fingerprint, answer, sealed);
      metrics?.fieldsReturned(kindFound?.documentType ?? documentType, recognition);
    } finally {
      res.off('close', onClose);
      if (reservation && !settled) await giveBack(reservation);
    }
  }

  /**
   * Commits the unit of a 200 about to go out, retrying while Redis is unreachable. When the commit's outcome
   * stays unknown, a release tells it: `committed` means the commit went through (the answer is a 200, as
   * charged); otherwise the unit is back and the answer is an uncharged error. When the release goes unanswered
   * too, the answer is a 503 and the unit comes back whatever the commit did: a refund, tried again in the
   * background until the store answers. The client is charged exactly when it gets its 200.
   */
  async function keep(held: Reservation, context: RequestContext, fingerprint: string | undefined, sealedAnswer?: string): Promise<ReservationOutcome> {
    try {
      return await withRetries(() => store.commit(held, now(), fingerprint, sealedAnswer, context));
    } catch (error) {
      logger.warn({ err: error, reservationId: held.id }, 'commit outcome unknown; releasing to learn it');
    }
    try {
      return await withRetries(() => store.release(held, context));
    } catch (error) {
      void untilReachable(held, 'refund', () => store.refund(held));
      throw new ApiError('SERVICE_UNAVAILABLE', 'The key store did not answer; nothing is charged for this request. Retry.', { expected: true, cause: error });
    }
  }

  /**
   * Gives back the unit of a request that could not give it back while it ran (a release, or the refund of a 503
   * after a commit whose outcome stayed unknown), tried again in the background until the store answers.
   */
  async function untilReachable(held: Reservation, step: 'release' | 'refund', giveBackOnce: () => Promise<ReservationOutcome>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const outcome = await giveBackOnce();
        logger.info({ accountId: held.accountId, reservationId: held.id, step, outcome }, 'unit given back once the key store answered');
        return;
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) {
          logger.error({ err: error, reservationId: held.id, step }, 'giving the unit back failed; the sweeper gives it back if it is still held');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(REFUND_RETRY_MAX_MS, REFUND_RETRY_FIRST_MS * 2 ** attempt)).unref());
      }
    }
  }
}

/** How often a release or refund is tried again while the store stays unreachable: doubling from the first to the most. */
const REFUND_RETRY_FIRST_MS = 250;
const REFUND_RETRY_MAX_MS = 30_000;

/** What a reserve with a lost answer may have taken: its release finds the rest by id. */
function lostReservation(id: string, accountId: string): Reservation {
  return { id, accountId, unit: 'credit', period: '' };
}

/** A loaded kind, or `auto`; else 400 INVALID_DOCUMENT_TYPE naming what may be sent. */
function checkDocumentType(value: string | undefined, loaded: readonly string[]): string {
  if (value && (value === AUTO_KIND || loaded.includes(value))) return value;
  const list = [AUTO_KIND, ...[...loaded].sort()].join(', ');
  throw new ApiError(
    'INVALID_DOCUMENT_TYPE',
    value ? `Unknown documentType "${value.slice(0, 64)}"; supported: ${list}.` : `The "documentType" field is missing; supported: ${list}.`,
  );
}
