import { ERROR_CATALOGUE, type ErrorReason } from '../errors/catalogue';

/** The one error type that reaches the client: a catalogue reason, optionally a more precise message. */
export class ApiError extends Error {
  readonly reason: ErrorReason;
  readonly status: number;
  /** Extra response headers, e.g. `Retry-After` on 503 or `Allow` on 405. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * A 5xx that is the service working as configured (not ready yet, a full queue, a deadline), not a fault:
   * logged as a warning without a stack.
   */
  readonly expected: boolean;

  constructor(reason: ErrorReason, message?: string, options?: { headers?: Record<string, string>; cause?: unknown; expected?: boolean }) {
    super(message ?? ERROR_CATALOGUE[reason].message, { cause: options?.cause });
    this.name = 'ApiError';
    this.reason = reason;
    this.status = ERROR_CATALOGUE[reason].status;
    this.headers = options?.headers ?? {};
    this.expected = options?.expected ?? this.status < 500;
  }
}
