import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from '../metrics/metrics';

/**
 * Counts and times every answered request by route, method and status, and each request that named a loaded
 * document type by its outcome. Labels come from the mounted routes and the error catalogue, never from what
 * the caller sent (an unknown path is "unmatched").
 */
export function requestMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const reason = res.locals.reason as string | undefined;
      metrics.request(req.route?.path ?? 'unmatched', req.method, res.statusCode, seconds, reason);
      const documentType = res.locals.documentType as string | undefined;
      if (documentType) metrics.recognition(documentType, reason);
    });
    next();
  };
}
