import express, { type Request, type Response } from 'express';
import helmet from 'helmet';
import type { KeyStore } from '../auth/store';
import type { Recogniser } from '../recognition/recogniser';
import type { Logger } from '../logging/logger';
import { ApiError } from './api-error';
import { authenticate } from './authenticate';
import { ocrRoute } from './ocr-route';
import { errorHandler } from './error-handler';
import { requestLog } from './request-log';
import { requestMetrics } from './request-metrics';
import type { Metrics } from '../metrics/metrics';

export interface AppDeps {
  store: KeyStore;
  recogniser: Recogniser;
  logger: Logger;
  /** Counted into when given; the service passes the ones it serves on METRICS_PORT. */
  metrics?: Metrics;
  /** The OpenAPI document served at GET /api/v1/openapi.json (see buildOpenApi); not mounted when absent. */
  openApi?: Record<string, unknown>;
  now?: () => Date;
}

/** Express wiring only: no listen, no process state, so tests build one per case with their own parts. */
export function createApp(deps: AppDeps): express.Express {
  const now = deps.now ?? (() => new Date());
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(helmet());
  app.use(requestLog(deps.logger));
  if (deps.metrics) app.use(requestMetrics(deps.metrics));

  route(app, '/api/v1/ocr', {
    post: [authenticate(deps.store, now), ocrRoute({ store: deps.store, recogniser: deps.recogniser, logger: deps.logger, metrics: deps.metrics, now })],
  });
  const openApi = deps.openApi;
  if (openApi) route(app, '/api/v1/openapi.json', { get: [(_req: Request, res: Response) => void res.json(openApi)] });
  route(app, '/healthz', { get: [(_req: Request, res: Response) => void res.json({ status: 'ok' })] });
  route(app, '/readyz', {
    get: [
      async (_req: Request, res: Response) => {
        if (!deps.recogniser.ready()) throw new ApiError('SERVICE_UNAVAILABLE', 'The OCR workers are still starting.');
        await deps.store.ping();
        res.json({ status: 'ready' });
      },
    ],
  });

  app.use(() => {
    throw new ApiError('NOT_FOUND');
  });
  app.use(errorHandler(deps.logger));
  return app;
}

type Handler = (req: Request, res: Response, next: express.NextFunction) => unknown;

/** Mounts the handlers of one path and answers 405 with `Allow` for every other method on it. */
function route(app: express.Express, path: string, methods: Partial<Record<'get' | 'post', Handler[]>>): void {
  const allowed = Object.keys(methods).map((m) => m.toUpperCase());
  if (allowed.includes('GET')) allowed.push('HEAD');
  const r = app.route(path);
  for (const [method, handlers] of Object.entries(methods)) r[method as 'get' | 'post'](...handlers);
  r.all(() => {
    throw new ApiError('METHOD_NOT_ALLOWED', undefined, { headers: { Allow: allowed.join(', ') } });
  });
}
