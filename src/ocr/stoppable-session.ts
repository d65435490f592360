import { stoppedBy } from '../domain/errors';
import type { OcrSession } from './types';

/**
 * The session with each read refused once `signal` has aborted (a deadline passed, the client went away): the
 * recognition stops at its next read with the DomainError saying why, and its worker is free for the next job.
 * A read already handed to tesseract runs to its end (a page read takes about a second; stopping it would mean
 * killing the worker and loading its models again).
 */
export function stoppableSession(session: OcrSession, signal: AbortSignal): OcrSession {
  return {
    read: (...args) => {
      if (signal.aborted) return Promise.reject(stoppedBy(signal));
      return session.read(...args);
    },
    cost: (image, mode) => session.cost(image, mode),
  };
}
