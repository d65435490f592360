import type { OcrLine, OcrWord } from '../../ocr/types';
import { foldText } from '../../text/fold-text';
import { monthFromJoinedPair, monthFromName } from '../../dates/month-names';
import type { YearsBeforeSourceRule } from '../types';
import type { SourceContext, SourceValue } from './source-context';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date a whole number of years before another field's (an issue date before a passport's expiry: most states
 * issue passports for 10 or 5 years, some ending them the day before the anniversary), taken where a row of the
 * page reads as that date though too garbled to be read as one: its caption lost, its year misread
 * ("24 02 7007" for 24 02 2009, "01.97.2009." for 01.07.2009, "14 JAN /JAN" and "3" for 14 JAN /JAN 13).
 *
 * Each candidate (each `years` before the expiry, on its day and the day after) is scored on each row of day,
 * month and year printed in that order: a part read as printed counts 1, a day or month one digit off ½, a year
 * ½ for each of its last two digits read (¾ of that with its century misread), or ½ for a lone last digit. A
 * candidate needs 2 on one row and to beat every other candidate by more than ¼, so a row holding only the day
 * and month cannot choose between 5 and 10 years. The expiry's own date, where a row prints it, never counts.
 */
export function yearsBeforeValues(rule: YearsBeforeSourceRule, ctx: SourceContext): SourceValue[] {
  const { field, years } = rule.yearsBefore;
  const expiry = ISO.exec(ctx.valueOf(field));
  if (!expiry) return [];
  const today = ctx.today.toISOString().slice(0, 10);
  const candidates = years
    .flatMap((n) => [yearsEarlier(expiry, n, 0), yearsEarlier(expiry, n, 1)])
    .filter((date, i, all) => date <= today && all.indexOf(date) === i);
  const rows = rowsOf(ctx.lines).map((row) => ({ row, tokens: withoutDateOfYear(tokensOf(row), expiry[1]) }));
  const scored = candidates.map((date) => {
    let best = { score: 0, words: [] as OcrWord[] };
    for (const { row, tokens } of rows) {
      const score = rowScore(tokens, date);
      if (score > best.score) best = { score, words: row.flatMap((line) => line.words) };
    }
    return { date, ...best };
  });
  scored.sort((a, b) => b.score - a.score);
  const [winner, runnerUp] = scored;
  if (!winner || winner.score < 2 || (runnerUp && winner.score - runnerUp.score <= 0.25)) return [];
  return [{ value: winner.date, source: 'viz', confidence: winner.score / 3, checks: [{ name: 'yearsBefore.printed', ok: true }], words: winner.words }];
}

/** `years` before the expiry, `dayAfter` days later; 29 February in a year without one is the 28th (then + 1). */
function yearsEarlier(expiry: RegExpExecArray, years: number, dayAfter: number): string {
  const year = Number(expiry[1]) - years;
  const month = Number(expiry[2]) - 1;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = month === 1 && expiry[3] === '29' && !leap ? 28 : Number(expiry[3]);
  return new Date(Date.UTC(year, month, day + dayAfter)).toISOString().slice(0, 10);
}

/** The page's lines grouped by row (each centre within the other's height), each row's lines left to right. */
function rowsOf(lines: readonly OcrLine[]): OcrLine[][] {
  const rows: OcrLine[][] = [];
  const centre = (line: OcrLine): number => (line.box.y0 + line.box.y1) / 2;
  const within = (line: OcrLine, other: OcrLine): boolean => centre(line) >= other.box.y0 && centre(line) <= other.box.y1;
  for (const line of lines) {
    if (line.text.includes('<')) continue; // an MRZ line's six-digit dates are the MRZ's own
    const row = rows.find((r) => r.some((other) => within(line, other) && within(other, line)));
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows.map((row) => row.sort((a, b) => a.box.x0 - b.box.x0));
}

/**
 * A row's tokens less the expiry's own date: its year (all four digits, or the last two alone) and the three
 * tokens before it (its day and month, a bilingual month's second name). The Czech page prints the issue date and
 * the expiry on one row.
 */
function withoutDateOfYear(tokens: readonly string[], year: string): string[] {
  const kept = [...tokens];
  for (let k = kept.length - 1; k >= 0; k--) {
    if (kept[k].includes(year) || kept[k] === year.slice(2)) {
      const from = Math.max(0, k - 3);
      kept.splice(from, k - from + 1);
      k = from;
    }
  }
  return kept;
}

/** A row's letters and digits, split at everything else and where letters meet digits ("JAN13" → JAN, 13). */
function tokensOf(row: readonly OcrLine[]): string[] {
  return row.flatMap((line) => foldText(line.text).match(/\p{L}+|\d+/gu) ?? []);
}

/** The best score of `date` (YYYY-MM-DD) on a row's tokens, read as day, month (a bilingual pair's two names), year. */
function rowScore(tokens: readonly string[], date: string): number {
  const [year, month, day] = date.split('-');
  let best = 0;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const dayScore = digitsScore(tokens[i], day);
    if (dayScore === 0) continue;
    const monthScore = partScore(tokens[i + 1], month);
    // A second name of a bilingual month ("JAN /JAN") is passed over before the year.
    const next = /^\p{L}+$/u.test(tokens[i + 1]) && monthOf(tokens[i + 2] ?? '') !== undefined ? i + 3 : i + 2;
    const yearToken = tokens[next];
    best = Math.max(best, dayScore + monthScore + (yearToken === undefined ? 0 : yearScore(yearToken, year)));
  }
  return best;
}

function partScore(token: string, month: string): number {
  if (/^\d+$/.test(token)) return digitsScore(token, month);
  return monthOf(token) === Number(month) ? 1 : 0;
}

function monthOf(token: string): number | undefined {
  return monthFromName(token) ?? monthFromJoinedPair(token);
}

/** 1 for the two digits as printed, ½ for one of them misread. */
function digitsScore(token: string, printed: string): number {
  if (token === printed || (token.length === 1 && `0${token}` === printed)) return 1;
  return token.length === 2 && mismatches(token, printed) === 1 ? 0.5 : 0;
}

function yearScore(token: string, year: string): number {
  if (!/^\d+$/.test(token)) return 0;
  // The last two digits tell years apart; a misread century costs a quarter ("7007" is nearer 2009 than 2014).
  if (token.length === 4) return ((2 - mismatches(token.slice(2), year.slice(2))) / 2) * (token.slice(0, 2) === year.slice(0, 2) ? 1 : 0.75);
  if (token.length === 2) return token === year.slice(2) ? 1 : 0;
  return token.length === 1 && token === year[3] ? 0.5 : 0;
}

function mismatches(a: string, b: string): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count += 1;
  return count;
}
