import { STATUS_CODES } from 'node:http';
import type { ErrorReason } from './catalogue';

export interface ErrorBody {
  error: { code: number; message: string; status: string; details: Array<{ reason: ErrorReason }> };
}

/** The error body of interface.md section 7; `status` is the HTTP reason phrase. */
export function buildErrorBody(status: number, reason: ErrorReason, message: string): ErrorBody {
  return { error: { code: status, message, status: STATUS_CODES[status] ?? 'Error', details: [{ reason }] } };
}
