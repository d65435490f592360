/**
 * The one error catalogue: every reason the API can answer with, its HTTP status and default message
 * (contract.md section 2). The README's error table is checked against this list by a test.
 */
export const ERROR_CATALOGUE = {
  MALFORMED_REQUEST: { status: 400, message: 'The request body must be multipart/form-data with one "image" file part and a "documentType" field.' },
  MISSING_IMAGE: { status: 400, message: 'The "image" file part is missing; send the image as a file part, not as text.' },
  INVALID_DOCUMENT_TYPE: { status: 400, message: 'The "documentType" field is missing or not a supported document kind.' },
  INVALID_AUTH_HEADER: { status: 401, message: 'The Authorization header is missing or malformed; expected "Bearer <API key>".' },
  INVALID_API_KEY: { status: 401, message: 'The API key is not valid or has been revoked.' },
  INSUFFICIENT_CREDITS: { status: 402, message: 'The account has no included quota or credits left.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: "The account's email address is not verified." },
  NOT_FOUND: { status: 404, message: 'No such route.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed on this route.' },
  FILE_TOO_LARGE: { status: 413, message: 'The image is larger than 10 MiB (10485760 bytes).' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The image must be JPEG, PNG, WebP, HEIC or HEIF.' },
  UNREADABLE_IMAGE: { status: 422, message: 'The image could not be read as a document.' },
  IDEMPOTENCY_CONFLICT: { status: 409, message: 'A request with the same Idempotency-Key is still in flight for this account; retry once it is answered.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests; retry later.' },
  INTERNAL: { status: 500, message: 'An unexpected error occurred.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable; retry later.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorReason = keyof typeof ERROR_CATALOGUE;
