import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logging/logger';

// e.g. "3f0c…" or "req-42": a caller's id is echoed only when it is short and plain.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * One log line per request, with its id (X-Request-Id honoured or generated, and returned), the account, key and
 * reservation it was served under, route, status,
 * reason and duration, and for a recognition its time per stage (decode, preprocess, ocr, barcode, rules). Nothing from the body, no headers: keys and field values never reach the log.
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const incoming = req.get('X-Request-Id');
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.set('X-Request-Id', id);
    res.locals.requestId = id;
    res.on('finish', () => {
      const status = res.statusCode;
      const caller = res.locals.caller as { account: { id: string }; key: { id: string } } | undefined;
      const line = {
        requestId: id,
        // Who was served and which reservation moved their unit: what a billing question is answered from.
        accountId: caller?.account.id,
        keyId: caller?.key.id,
        reservationId: res.locals.reservationId as string | undefined,
        method: req.method,
        route: req.route?.path ?? 'unmatched',
        status,
        reason: res.locals.reason as string | undefined,
        documentType: res.locals.documentType as string | undefined,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        stagesMs: res.locals.stagesMs as Record<string, number> | undefined,
      };
      // A probe's answer that says nothing new (alive, ready, still starting) is a debug line: kubelet asks every
      // few seconds. A fault is an error; a 503 the service meant (full, past a deadline) is a warning.
      if (res.locals.routine === true) logger.debug(line, 'request');
      else if (status >= 500 && res.locals.expected === false) logger.error(line, 'request');
      else if (status >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    });
    next();
  };
}
