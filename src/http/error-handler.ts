import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';
import { buildErrorBody } from '../errors/error-body';
import { IdempotencyConflictError, StoreUnavailableError } from '../auth/store';
import type { Logger } from '../logging/logger';
import { lingerThenClose } from './linger-close';
import { DomainError } from '../domain/errors';
import { DOMAIN_REASONS } from '../errors/domain-reasons';

const RETRY_AFTER_SECONDS = '5';

/**
 * Turns anything thrown on a route into the contract's error body; the one place errors are rendered. Errors of
 * decoding and recognition (DomainError) take their contract reason from DOMAIN_REASONS.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) return new ApiError(DOMAIN_REASONS[error.kind], error.message, { cause: error, expected: true });
  if (error instanceof IdempotencyConflictError) return new ApiError('IDEMPOTENCY_CONFLICT', undefined, { headers: { 'Retry-After': '1' } });
  if (error instanceof StoreUnavailableError) {
    return new ApiError('SERVICE_UNAVAILABLE', 'The key store is unreachable; retry later.', { headers: { 'Retry-After': RETRY_AFTER_SECONDS } });
  }
  const status = (error as { status?: unknown; type?: unknown })?.status;
  // Express's own parse errors for malformed URLs and the like carry a 4xx status.
  if (typeof status === 'number' && status === 400) return new ApiError('MALFORMED_REQUEST');
  return new ApiError('INTERNAL');
}

export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    const apiError = toApiError(error);
    res.locals.reason = apiError.reason;
    res.locals.expected = apiError.expected;
    // A fault is logged with its stack; an expected outcome (any 4xx, a 503 of a limit) only by the request
    // line, which says its status and reason.
    if (!apiError.expected) {
      logger.error({ err: apiError.reason === 'INTERNAL' ? error : apiError, route: req.route?.path, reason: apiError.reason }, 'request failed');
    }
    if (res.headersSent) {
      next(error);
      return;
    }
    if (apiError.reason === 'SERVICE_UNAVAILABLE' && !apiError.headers['Retry-After']) res.set('Retry-After', RETRY_AFTER_SECONDS);
    res.set(apiError.headers);
    const payload = JSON.stringify(buildErrorBody(apiError.status, apiError.reason, apiError.message));
    res.status(apiError.status).type('application/json');
    if (req.complete) {
      res.send(payload);
      return;
    }
    // The client is still sending: the whole answer goes out now, and the response ends (which lets Node close
    // the connection) only once the rest of the upload has been read and dropped.
    res.set({ Connection: 'close', 'Content-Length': String(Buffer.byteLength(payload)) });
    res.write(payload);
    lingerThenClose(req, () => res.end());
  };
}
