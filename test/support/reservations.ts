import { randomUUID } from 'node:crypto';
import type { IdempotencyClaim, KeyStore } from '../../src/auth/store';

/** A fresh reservation id, as the OCR route draws one per request. */
export const rid = (): string => randomUUID();

/** A charged success under `claim`, as a 200 leaves it in the store: a unit reserved, then committed. */
export async function recordSuccess(store: KeyStore, accountId: string, claim: Required<IdempotencyClaim>, now: Date): Promise<void> {
  const reservation = await store.reserve(accountId, now, rid(), { key: claim.key });
  if (!reservation) throw new Error('no unit left to record a success with');
  await store.commit(reservation, now, claim.fingerprint);
}
