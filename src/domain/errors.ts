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
  /** The caller gave up (its signal aborted) before the work started. */
  | 'Cancelled';

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
