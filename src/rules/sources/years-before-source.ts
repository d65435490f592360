import { dateRows, findGarbledDate } from '../../dates/find-garbled-date';
import { dayAfter } from '../../dates/day-after';
import { DERIVATIONS } from '../derivations/registry';
import type { YearsBeforeSourceRule } from '../types';
import type { SourceContext, SourceValue } from './source-context';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** A candidate needs this score on one row (dates/find-garbled-date: two of day, month and year read)... */
const ENOUGH = 2;
/** ...and to beat every other candidate by more than this. */
const MARGIN = 0.25;

/**
 * A date a whole number of years before another field's (an issue date before a passport's expiry: most states
 * issue passports for 10 or 5 years, some ending them the day before the anniversary), taken where a row of the
 * page reads as that date though too garbled to be read as one: its caption lost, its year misread ("24 02 7007"
 * for 24 02 2009, "01.97.2009." for 01.07.2009, "14 JAN /JAN" and "3" for 14 JAN /JAN 13).
 *
 * Each candidate (each `years` before the expiry, on its day and the day after) is scored on the page's rows
 * (dates/find-garbled-date), the expiry's own printed date left out. A candidate needs two of its day, month and
 * year read and to beat every other candidate by more than a quarter, so a row holding only the day and month
 * cannot choose between 5 and 10 years.
 */
export function yearsBeforeValues(rule: YearsBeforeSourceRule, ctx: SourceContext): SourceValue[] {
  const { field, years } = rule.yearsBefore;
  const expiry = ctx.valueOf(field);
  if (!ISO.test(expiry)) return [];
  const today = ctx.today.toISOString().slice(0, 10);
  const candidates = years
    .map((n) => DERIVATIONS.yearsEarlier(expiry, ctx.today, { years: n }))
    .flatMap((date) => [date, dayAfter(date)])
    .filter((date, i, all) => date <= today && all.indexOf(date) === i);
  const rows = dateRows(ctx.lines, expiry.slice(0, 4));
  const scored = candidates.map((date) => ({ date, ...findGarbledDate(rows, date) })).sort((a, b) => b.score - a.score);
  const [winner, runnerUp] = scored;
  if (!winner || winner.score < ENOUGH || (runnerUp && winner.score - runnerUp.score <= MARGIN)) return [];
  return [{ value: winner.date, source: 'viz', confidence: winner.score / 3, checks: [{ name: 'yearsBefore.printed', ok: true }], words: winner.words }];
}
