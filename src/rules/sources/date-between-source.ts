import { findPrintedDates } from '../../dates/find-printed-dates';
import { DERIVATIONS } from '../derivations/registry';
import type { NumericOrder } from '../../dates/parse-printed-date';
import type { DateBetweenSourceRule } from '../types';
import type { SourceContext, SourceValue } from './source-context';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_ORDERS: readonly NumericOrder[] = ['DMY', 'YMD'];

/**
 * The one date printed on the page strictly between two other fields' dates: an issue date lies after the birth
 * date and before the expiry, so where its caption was not read, it is the date left between them. Nothing when
 * two different dates are (an "under 21 until" date, a misread), so a guess is never made.
 * Without `before`, the last of two or more dates after `after`: an expiry is the latest date a card prints,
 * once its issue date is printed too (one date alone could be either).
 * With `withinYears`, where `after` has no date (its row unread), the window opens that many years before `before`
 * and closes today: the one date of the past a licence's validity could have begun on.
 * e.g. birth 1984-02-11, expiry 2029-03-14 and lines "11 FEB 1984", "14 MAR 2019", "14 MAR 2029" give 14 MAR 2019
 */
export function dateBetweenValues(rule: DateBetweenSourceRule, ctx: SourceContext): SourceValue[] {
  const { after: afterField, before: beforeField, orders, withinYears } = rule.dateBetween;
  const before = beforeField ? ctx.valueOf(beforeField) : '';
  const afterRead = ctx.valueOf(afterField);
  const after = afterRead || (withinYears && ISO.test(before) ? DERIVATIONS.yearsEarlier(before, ctx.today, { years: withinYears }) : '');
  if (!ISO.test(after) || (beforeField && !ISO.test(before))) return [];
  const options = { orders: orders ?? DEFAULT_ORDERS, century: 'past' as const, today: ctx.today };
  // A window opened from `before` alone closes today: the date sought is one of the past.
  const latest = afterRead ? '9999-12-31' : ctx.today.toISOString().slice(0, 10);
  const later = findPrintedDates(ctx.lines, options).filter(({ date }) => date > after && (!before || date < before) && date <= latest);
  const chosen = before ? (later.length === 1 ? later[0] : null) : later.length >= 2 ? later.reduce((a, b) => (b.date > a.date ? b : a)) : null;
  if (!chosen) return [];
  return [{ value: chosen.date, source: 'viz', confidence: chosen.line.confidence / 100, checks: [{ name: 'between.dates', ok: true }], words: chosen.words }];
}
