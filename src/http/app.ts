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
import type { RateLimits } from '../limits/rate-limits';
import type { InFlight } from '../limits/in-flight';
import { countAuthFailure, limitAddress, limitCaller } from './limit-requests';
import { demoPageRoutes } from './demo-page';

export interface AppDeps {
  store: KeyStore;
  recogniser: Recogniser;
  logger: Logger;
  /** Counted into when given; the service passes the ones it serves on METRICS_PORT. */
  metrics?: Metrics;
  /** The OpenAPI document served at GET /api/v1/openapi.json (see buildOpenApi); not mounted when absent. */
  openApi?: Record<string, unknown>;
  now?: () => Date;
  /** Rate limits, the in-flight caps and connection bounds; none given means none applied (the tests' default). */
  limits?: AppLimits;
  /** Serve the demo page at GET / (DEMO_PAGE). */
  demoPage?: boolean;
}

export interface AppLimits {
  rate?: RateLimits;
  inFlight?: InFlight;
  /** X-Forwarded-For hops to trust for the client address (Express `trust proxy`); 0 trusts none. */
  trustedProxies?: number;
  /** An upload idle this long is cut off with 400. */
  bodyIdleTimeoutMs?: number;
}

/** Express wiring only: no listen, no process state, so tests build one per case with their own parts. */
export function createApp(deps: AppDeps): express.Express {
  const now = deps.now ?? (() => new Date());
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // The rate limit per address counts req.ip: X-Forwarded-For is believed only for the configured proxy hops.
  app.set('trust proxy', deps.limits?.trustedProxies ?? 0);
  app.use(helmet());
  app.use(requestLog(deps.logger));
  if (deps.metrics) app.use(requestMetrics(deps.metrics));

  const rate = deps.limits?.rate;
  const inFlight = deps.limits?.inFlight;
  if (inFlight) deps.metrics?.watchInFlight(() => inFlight.count());
  route(app, '/api/v1/ocr', {
    post: [
      ...(rate ? [limitAddress(rate, deps.metrics)] : []),
      authenticate(deps.store, now, rate ? countAuthFailure(rate, deps.metrics) : undefined),
      limitCaller(rate, inFlight, deps.metrics),
      ocrRoute({ store: deps.store, recogniser: deps.recogniser, logger: deps.logger, metrics: deps.metrics, now, bodyIdleTimeoutMs: deps.limits?.bodyIdleTimeoutMs }),
    ],
  });
  if (deps.demoPage) for (const page of demoPageRoutes()) route(app, page.path, { get: [page.handler] });
  const openApi = deps.openApi;
  if (openApi) route(app, '/api/v1/openapi.json', { get: [(_req: Request, res: Response) => void res.json(openApi)] });
  route(app, '/healthz', {
    get: [
      (_req: Request, res: Response) => {
        res.locals.routine = true;
        res.json({ status: 'ok' });
      },
    ],
  });
  route(app, '/readyz', {
    get: [
      async (_req: Request, res: Response) => {
        // Not ready is what a probe is for: answered 503 without a stack; while the workers start, that is
        // routine (a debug line), while the key store is unreachable a warning.
        res.locals.routine = true;
        if (!deps.recogniser.ready()) throw new ApiError('SERVICE_UNAVAILABLE', 'The OCR workers are still starting.', { expected: true });
        await deps.store.ping().catch((error: unknown) => {
          res.locals.routine = false;
          throw new ApiError('SERVICE_UNAVAILABLE', 'The key store is unreachable.', { expected: true, cause: error });
        });
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
