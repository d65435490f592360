/**
 * The ledger: one event per movement of an account's units, written in the same atomic step as the movement
 * itself, so that the events always add up to the balance (`balanceOf`). It names who and what (account, key,
 * reservation, request, document kind), never a field value or an image digest.
 */

export type LedgerEventType =
  /** Credits or quota given: the account created with them, `credits add`. */
  | 'grant'
  /** A month's quota starting again: written with the month's first use. */
  | 'quota'
  /** A unit taken for a request (or none: outcome `free`, `insufficient`). */
  | 'reserve'
  /** The unit of a 200 kept. */
  | 'commit'
  /** The unit of a request that did not end in a 200 given back. */
  | 'release'
  /** The unit of a request that died before it could give it back, given back by the sweeper. */
  | 'expire'
  /** A unit given back after its commit's answer was lost and the client was told 503. */
  | 'refund'
  /** A commit no replica acknowledged in time: a failover of the primary now could forget it. */
  | 'unreplicated';

export interface LedgerEvent {
  /** Unique and increasing within the account (the Redis stream id). */
  id: string;
  time: string;
  type: LedgerEventType;
  accountId: string;
  keyId?: string;
  reservationId?: string;
  requestId?: string;
  unit?: 'quota' | 'credit' | 'free';
  /** What the event did to the balance of credits. */
  credits: number;
  /** What it did to the quota used in `period`. */
  quotaUsed: number;
  /** Quota given per month (`grant`, `quota`). */
  quota?: number;
  /** The calendar month (UTC, `YYYY-MM`) of the quota it moved. */
  period?: string;
  documentType?: string;
  outcome: string;
}

/** What a request tells the store about itself, for its ledger events. */
export interface RequestContext {
  keyId?: string;
  requestId?: string;
  documentType?: string;
}

/** How long ledger events are kept by default (LEDGER_RETENTION_DAYS). */
export const DEFAULT_LEDGER_RETENTION_DAYS = 400;

/** A retention in days (the default when unset) in milliseconds, as both stores trim by it. */
export function ledgerRetentionMs(days: number = DEFAULT_LEDGER_RETENTION_DAYS): number {
  return days * 24 * 60 * 60 * 1000;
}

/** The balance the events describe: credits, and quota used per month. */
export function balanceOf(events: readonly LedgerEvent[]): { credits: number; quotaUsed: Record<string, number> } {
  const quotaUsed: Record<string, number> = {};
  let credits = 0;
  for (const event of events) {
    credits += event.credits;
    if (event.period !== undefined && event.quotaUsed !== 0) quotaUsed[event.period] = (quotaUsed[event.period] ?? 0) + event.quotaUsed;
  }
  return { credits, quotaUsed };
}

/** Stream fields (flat strings, as XADD takes them and XRANGE gives them back) to an event. */
export function readLedgerFields(id: string, accountId: string, fields: Record<string, string>): LedgerEvent {
  const optional = <K extends string>(name: K, value: string | undefined) => (value === undefined || value === '' ? {} : { [name]: value });
  return {
    id,
    time: new Date(Number(fields.time ?? id.split('-')[0])).toISOString(),
    type: fields.type as LedgerEventType,
    accountId,
    ...optional('keyId', fields.key),
    ...optional('reservationId', fields.reservation),
    ...optional('requestId', fields.request),
    ...(optional('unit', fields.unit) as { unit?: LedgerEvent['unit'] }),
    credits: Number(fields.credits ?? 0),
    quotaUsed: Number(fields.quotaUsed ?? 0),
    ...(fields.quota === undefined || fields.quota === '' ? {} : { quota: Number(fields.quota) }),
    ...optional('period', fields.period),
    ...optional('documentType', fields.documentType),
    outcome: fields.outcome ?? '',
  };
}
