import type { DomainErrorKind } from '../domain/errors';
import type { ErrorReason } from './catalogue';

/** The contract's reason for each domain error (contract.md, the error table). */
export const DOMAIN_REASONS: Readonly<Record<DomainErrorKind, ErrorReason>> = {
  UnreadableImage: 'UNREADABLE_IMAGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  NoDocumentFound: 'UNREADABLE_IMAGE',
  QueueFull: 'SERVICE_UNAVAILABLE',
  ShuttingDown: 'SERVICE_UNAVAILABLE',
  Cancelled: 'SERVICE_UNAVAILABLE',
  DeadlineExceeded: 'SERVICE_UNAVAILABLE',
};
