/** How long a charged success makes a retry under the same Idempotency-Key free (contract.md section 3). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * How long an ended reservation is remembered, so that a late commit or release of it (retries last seconds,
 * the sweeper comes minutes later) does nothing twice; short, since every request leaves one.
 */
export const ENDED_RESERVATION_KEPT_S = 60 * 60;
/** How long a credit grant's idempotency key keeps a repeated `credits add` from adding twice. */
export const CREDIT_GRANT_WINDOW_S = 30 * 24 * 60 * 60;
/** Expired reservations given back by one sweep script at most. */
export const SWEEP_BATCH = 100;

/** Checks shared by every KeyStore, so both stores refuse the same bad input the same way. */
export function requireText(what: string, value: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') throw new RangeError(`${what} must be a non-empty string`);
  return text;
}

export function requireCount(what: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number >= 0`);
  return value;
}

export function requirePositive(what: string, value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${what} must be a whole number > 0`);
  return value;
}

/** A new account's fields with the interface's defaults (unverified, no credits, no quota), checked. */
export function newAccountFields(input: { email: string; verified?: boolean; credits?: number; quota?: number }) {
  return {
    email: requireText('email', input.email),
    verified: input.verified ?? false,
    credits: requireCount('credits', input.credits ?? 0),
    quota: requireCount('quota', input.quota ?? 0),
  };
}
