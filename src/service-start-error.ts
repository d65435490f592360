/** The service could not start for a reason the operator can fix (a busy port); reported without a stack. */
export class ServiceStartError extends Error {
  override name = 'ServiceStartError';
}
