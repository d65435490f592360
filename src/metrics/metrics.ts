import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ReservedUnit } from '../auth/store';
import { ERROR_CATALOGUE, type ErrorReason } from '../errors/catalogue';
import type { Recognition, Stage } from '../domain/recognition';
import type { WorkerEvents } from '../ocr/worker-cache';

/** Upper bounds, seconds: a light request answers in 50 ms, a blurred 12 MP photo may take 30 s. */
const LATENCY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Why a request was refused before any work: a rate limit's scope, or an in-flight cap. */
export const LIMIT_SCOPES = ['key', 'account', 'address', 'authFailure', 'inFlight', 'inFlightKey', 'inFlightAccount'] as const;
export type LimitScope = (typeof LIMIT_SCOPES)[number];
const AUTH_REASONS: ReadonlySet<ErrorReason> = new Set(['INVALID_AUTH_HEADER', 'INVALID_API_KEY', 'EMAIL_NOT_VERIFIED']);

/** What the OCR pool reports about itself at scrape time. */
export interface PoolGauge {
  stats(): { size: number; busy: number; queued: number };
  workerStats?(): { live: number; capacity: number } & WorkerEvents;
}

const WORKER_EVENTS: ReadonlyArray<keyof WorkerEvents> = ['started', 'evicted', 'recycled'];

/**
 * The service's Prometheus metrics, on their own registry (one per service, so tests and several services in
 * one process do not share counts). Every label value comes from a fixed set: routes and methods the app
 * mounts, the error catalogue's reasons, the loaded kinds and their fields. Nothing a caller sends becomes a
 * label, and no field value is ever recorded: only whether the field came out filled, empty or invalid.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'idocr_http_requests_total', help: 'HTTP requests answered, by route, method and status.', labelNames: ['route', 'method', 'status'], registers: [this.registry] });
  private readonly duration = new Histogram({ name: 'idocr_http_request_duration_seconds', help: 'HTTP request duration, by route, method and status.', labelNames: ['route', 'method', 'status'], buckets: LATENCY_BUCKETS, registers: [this.registry] });
  private readonly recognitions = new Counter({ name: 'idocr_recognitions_total', help: 'Recognition requests by document type and outcome (ok, or the error reason).', labelNames: ['document_type', 'outcome'], registers: [this.registry] });
  private readonly stages = new Histogram({ name: 'idocr_stage_duration_seconds', help: 'Time per recognition stage: decode, preprocess (find, straighten and prepare the page), ocr (every tesseract read), barcode, rules.', labelNames: ['stage'], buckets: LATENCY_BUCKETS, registers: [this.registry] });
  private readonly units = new Counter({ name: 'idocr_units_consumed_total', help: 'Units taken for answered recognitions: monthly quota, paid credits, or free (an idempotent retry).', labelNames: ['unit'], registers: [this.registry] });
  private readonly authFailures = new Counter({ name: 'idocr_auth_failures_total', help: 'Requests refused by authentication, by reason.', labelNames: ['reason'], registers: [this.registry] });
  private readonly fields = new Counter({ name: 'idocr_fields_total', help: 'Fields returned by answered recognitions, by document type, field and outcome (filled, empty, invalid: a failed check). A rising share of empty or invalid is accuracy drifting.', labelNames: ['document_type', 'field', 'outcome'], registers: [this.registry] });

  private readonly swept = new Counter({ name: 'idocr_reservations_swept_total', help: 'Units given back by the sweeper: reservations whose request ended without committing or releasing them (a refund that never reached the store, a process that died).', registers: [this.registry] });
  private readonly unreplicated = new Counter({ name: 'idocr_store_unreplicated_commits_total', help: 'Charges committed that no replica of their Redis primary confirmed within 250 ms (WAIT): a failover of that primary now could forget them. Rising: a replica is down or lagging.', registers: [this.registry] });
  private readonly limited = new Counter({ name: 'idocr_requests_limited_total', help: 'Requests refused before any work, by scope: a rate limit (key, account, address, authFailure: 429) or an in-flight cap (inFlight: 503, inFlightKey and inFlightAccount: 429).', labelNames: ['scope'], registers: [this.registry] });

  constructor(pool?: PoolGauge) {
    collectDefaultMetrics({ register: this.registry, prefix: 'idocr_' });
    if (pool) {
      const stat = (key: 'size' | 'busy' | 'queued') => function (this: Gauge) {
        this.set(pool.stats()[key]);
      };
      new Gauge({ name: 'idocr_ocr_workers', help: 'OCR worker slots (one recognition each).', registers: [this.registry], collect: stat('size') });
      new Gauge({ name: 'idocr_ocr_workers_busy', help: 'OCR worker slots running a recognition now.', registers: [this.registry], collect: stat('busy') });
      new Gauge({ name: 'idocr_ocr_queue_depth', help: 'Recognitions waiting for a free OCR worker.', registers: [this.registry], collect: stat('queued') });
      const workers = pool.workerStats?.bind(pool);
      if (workers) {
        new Gauge({
          name: 'idocr_tesseract_workers',
          help: 'Tesseract workers started now (one per language set in use), and how many the memory budget keeps (OCR_MEMORY_BUDGET_MIB).',
          labelNames: ['state'],
          registers: [this.registry],
          collect(this: Gauge) {
            const { live, capacity } = workers();
            this.set({ state: 'live' }, live);
            this.set({ state: 'capacity' }, capacity);
          },
        });
        // The pool counts; the counter takes what was added since the last scrape.
        const seen: WorkerEvents = { started: 0, evicted: 0, recycled: 0 };
        new Counter({
          name: 'idocr_tesseract_worker_events_total',
          help: 'Tesseract workers started, let go to stay within the memory budget (least recently used first), and replaced after their reads. Evictions rising with starts: the budget keeps fewer language sets than are read.',
          labelNames: ['event'],
          registers: [this.registry],
          collect(this: Counter) {
            const now = workers();
            for (const event of WORKER_EVENTS) {
              this.inc({ event }, now[event] - seen[event]);
              seen[event] = now[event];
            }
          },
        });
      }
    }
    // Zero series for the fixed label sets, so a dashboard shows 0 rather than nothing before the first event.
    for (const reason of AUTH_REASONS) this.authFailures.inc({ reason }, 0);
    for (const unit of ['quota', 'credit', 'free']) this.units.inc({ unit }, 0);
    for (const scope of LIMIT_SCOPES) this.limited.inc({ scope }, 0);
  }

  /** Shows the requests in flight (between authentication and answer) at scrape time. */
  watchInFlight(count: () => number): void {
    new Gauge({
      name: 'idocr_requests_in_flight',
      help: 'Authenticated requests being read, waiting or recognised now (MAX_IN_FLIGHT caps them).',
      registers: [this.registry],
      collect(this: Gauge) {
        this.set(count());
      },
    });
  }

  /** Units the reservation sweeper gave back. */
  reservationsSwept(count: number): void {
    this.swept.inc(count);
  }

  /** One commit no replica confirmed in time. */
  commitUnreplicated(): void {
    this.unreplicated.inc();
  }

  /** One request refused by a limit. */
  refused(scope: LimitScope): void {
    this.limited.inc({ scope });
  }

  /** One answered HTTP request; `route` is the mounted path or "unmatched". */
  request(route: string, method: string, status: number, seconds: number, reason: string | undefined): void {
    const labels = { route, method: METHODS.has(method) ? method : 'other', status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
    if (reason && AUTH_REASONS.has(reason as ErrorReason)) this.authFailures.inc({ reason });
  }

  /** One request that named a loaded document type: `ok` or the reason it failed with. */
  recognition(documentType: string, reason: string | undefined): void {
    const outcome = reason === undefined ? 'ok' : reason in ERROR_CATALOGUE ? reason : 'INTERNAL';
    this.recognitions.inc({ document_type: documentType, outcome });
  }

  stage(stage: Stage, seconds: number): void {
    this.stages.observe({ stage }, seconds);
  }

  unitConsumed(unit: ReservedUnit): void {
    this.units.inc({ unit });
  }

  /** Each field of an answered recognition: filled, empty, or invalid (a check failed). */
  fieldsReturned(documentType: string, recognition: Recognition): void {
    for (const [field, value] of Object.entries(recognition.fields)) {
      const failed = recognition.details[field]?.checks.some((c) => !c.ok) ?? false;
      const outcome = value === '' ? 'empty' : failed ? 'invalid' : 'filled';
      this.fields.inc({ document_type: documentType, field, outcome });
    }
  }
}
