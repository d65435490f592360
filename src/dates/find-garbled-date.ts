import type { OcrLine, OcrWord } from '../ocr/types';
import { foldText } from '../text/fold-text';
import { digitsForLetters } from '../text/lookalikes';
import { monthFromJoinedPair, monthFromName } from './month-names';

// Where the page prints a known date too garbled to be read as one ("24 02 7007" for 24 02 2009, "01.97.2009."
// for 01.07.2009, "12.08.39" for 12.08.1983, "14 JAN /JAN" and "3" on one row for 14 JAN /JAN 13): the rows of
// the page scored on how well they read as that date, day, month and year in that order.

/** A row of the page as letters and digits, each with the word it was read in. */
export interface DateRow {
  tokens: ReadonlyArray<{ text: string; word: OcrWord }>;
}

export interface GarbledDate {
  /** 1 for each of day, month and year read as printed (see scoreDate), so 3 at most. */
  score: number;
  /** The words the day, month and year were read in. */
  words: OcrWord[];
}

/**
 * The page's lines grouped by row (each centre within the other's height), left to right, MRZ lines left out
 * (their six-digit dates are the MRZ's own). A row's tokens of a date in `skipYear` are left out too: its four
 * digits, or its last two alone, and the three tokens before them (day, month, a bilingual month's second name),
 * so that a row printing the issue date beside the expiry still reads as the issue date.
 */
export function dateRows(lines: readonly OcrLine[], skipYear?: string): DateRow[] {
  const rows: OcrLine[][] = [];
  const centre = (line: OcrLine): number => (line.box.y0 + line.box.y1) / 2;
  const within = (line: OcrLine, other: OcrLine): boolean => centre(line) >= other.box.y0 && centre(line) <= other.box.y1;
  for (const line of lines) {
    if (line.text.includes('<')) continue;
    const row = rows.find((r) => r.some((other) => within(line, other) && within(other, line)));
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows.map((row) => {
    const tokens = row
      .sort((a, b) => a.box.x0 - b.box.x0)
      .flatMap((line) => line.words.flatMap((word) => tokensOf(word.text).map((text) => ({ text, word }))));
    return { tokens: skipYear ? withoutDateOfYear(tokens, skipYear) : tokens };
  });
}

/**
 * A word's runs of letters and of digits; a run of digits and letters that only look like digits is digits
 * ("8S" for 85, "2O13" for 2013), since in a date no word mixes the two.
 */
function tokensOf(text: string): string[] {
  return (foldText(text).match(/[\p{L}\d]+/gu) ?? []).flatMap((run) =>
    /\d/.test(run) && /^[\dODQILTZSGB]+$/.test(run) ? [[...run].map((ch) => DATE_DIGITS[ch]?.[0] ?? ch).join('')] : (run.match(/\p{L}+|\d+/gu) ?? []),
  );
}

const DATE_DIGITS = digitsForLetters('date');

/**
 * The row that reads best as `date` (YYYY-MM-DD): a day or month read as printed counts 1 and one digit off ½; a
 * month name 1 (letters after it are a bilingual pair's second name); a four-digit year ½ for each of its last
 * two digits read (¾ of that with its century misread), a two-digit one 1, a lone last digit ½.
 */
export function findGarbledDate(rows: readonly DateRow[], date: string): GarbledDate {
  let best: GarbledDate = { score: 0, words: [] };
  for (const row of rows) {
    const found = scoreDate(row, date);
    if (found.score > best.score) best = found;
  }
  return best;
}

function scoreDate(row: DateRow, date: string): GarbledDate {
  const [year, month, day] = date.split('-');
  const { tokens } = row;
  let best: GarbledDate = { score: 0, words: [] };
  for (let i = 0; i + 1 < tokens.length; i++) {
    const dayScore = digitsScore(tokens[i].text, day);
    if (dayScore === 0) continue;
    const monthScore = partScore(tokens[i + 1].text, month);
    // A year is digits: letters after a month's name are its second name ("JAN /JAN", read "JAN /JJAN"), passed over.
    // Its slash may be read as a 1 or a 7 on its own ("JAN 7IAN 85").
    const named = monthScore === 1 && /^\p{L}+$/u.test(tokens[i + 1].text);
    const isName = (k: number): boolean => /^\p{L}+$/u.test(tokens[k]?.text ?? '');
    const next = named && isName(i + 2) ? i + 3 : named && /^[17]$/.test(tokens[i + 2]?.text ?? '') && isName(i + 3) ? i + 4 : i + 2;
    const yearToken = tokens[next];
    const score = dayScore + monthScore + (yearToken === undefined ? 0 : yearScore(yearToken.text, year));
    if (score > best.score) best = { score, words: [...new Set(tokens.slice(i, Math.min(next + 1, tokens.length)).map((t) => t.word))] };
  }
  return best;
}

function withoutDateOfYear<T extends { text: string }>(tokens: readonly T[], year: string): T[] {
  const kept = [...tokens];
  for (let k = kept.length - 1; k >= 0; k--) {
    if (kept[k].text.includes(year) || kept[k].text === year.slice(2)) {
      const from = Math.max(0, k - 3);
      kept.splice(from, k - from + 1);
      k = from;
    }
  }
  return kept;
}

function partScore(token: string, month: string): number {
  if (/^\d+$/.test(token)) return digitsScore(token, month);
  return monthOf(token) === Number(month) ? 1 : 0;
}

function monthOf(token: string): number | undefined {
  return monthFromName(token) ?? monthFromJoinedPair(token);
}

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
