import { DomainError, type DomainErrorKind } from '../../src/domain/errors';
import { DOMAIN_REASONS } from '../../src/errors/domain-reasons';
import { toApiError } from '../../src/http/error-handler';

/** Errors of decoding and recognition reach the client as the contract's reasons, with their own messages. */
describe('domain errors at the HTTP boundary', () => {
  it.each<[DomainErrorKind, string, number]>([
    ['UnreadableImage', 'UNREADABLE_IMAGE', 422],
    ['NoDocumentFound', 'UNREADABLE_IMAGE', 422],
    ['UnsupportedMediaType', 'UNSUPPORTED_MEDIA_TYPE', 415],
    ['QueueFull', 'SERVICE_UNAVAILABLE', 503],
    ['ShuttingDown', 'SERVICE_UNAVAILABLE', 503],
    ['Cancelled', 'SERVICE_UNAVAILABLE', 503],
    ['DeadlineExceeded', 'SERVICE_UNAVAILABLE', 503],
  ])('%s answers %s (%i) with its message', (kind, reason, status) => {
    const apiError = toApiError(new DomainError(kind, 'what went wrong'));
    expect({ reason: apiError.reason, status: apiError.status, message: apiError.message }).toEqual({ reason, status, message: 'what went wrong' });
    expect(DOMAIN_REASONS[kind]).toBe(reason);
  });
});
