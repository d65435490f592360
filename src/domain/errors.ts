/**
 * What can go wrong in decoding and recognition, said in the domain's words. The HTTP layer (and the CLI and
 * the evaluation, which report the contract's reasons) map each kind to the contract's reason: the layers
 * below know nothing of status codes.
 */
export type DomainErrorKind =
  /** The bytes are no image we decode, or an image outside the accepted sizes. */
  | 'UnreadableImage'
  /** The bytes are of a type the contract does not accept. */
  | 'UnsupportedMediaType'
  /** An image, but no document of the asked kind in it. */
  | 'NoDocumentFound'
  /** Every OCR worker is busy and the queue is full. */
  | 'QueueFull'
  /** The OCR pool is closing. */
  | 'ShuttingDown'
  /** The caller gave up (its signal aborted): the recognition stopped at its next read, or never started. */
  | 'Cancelled'
  /** The recognition ran past its deadline and was stopped at its next read. */
  | 'DeadlineExceeded';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'DomainError';
  }
}

/**
 * Why work stopped whose signal aborted: a deadline (aborted with a TimeoutError, as AbortSignal.timeout and the
 * pool's deadline do) or the caller giving up.
 */
export function stoppedBy(signal: AbortSignal): DomainError {
  // By name, not instanceof: the DOMException may come from another realm (a worker, a test's VM).
  const reason = signal.reason as { name?: unknown } | undefined;
  if (typeof reason === 'object' && reason?.name === 'TimeoutError') {
    return new DomainError('DeadlineExceeded', 'The recognition took longer than its deadline and was stopped; nothing was charged. Retry later.');
  }
  return new DomainError('Cancelled', 'The request was cancelled.');
}
