import type { OcrLine, OcrWord } from '../ocr/types';
import { parsePrintedDate, type DateOptions } from './parse-printed-date';

export interface PrintedDate {
  /** YYYY-MM-DD. */
  date: string;
  /** The words it was read from. */
  words: OcrWord[];
  line: OcrLine;
}

// Shapes a printed date takes, so that digits that only happen to sit side by side ("4 01/12/2021", a height
// "5-08" then a field number) are never read as one: the same separator twice, or a month name.
const DATE_SHAPES = [
  /(?<!\d)\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2})(?!\d)/gu, // 14.03.2019, 03/14/19
  /(?<!\d)\d{4}([./-])\d{1,2}\1\d{1,2}(?!\d)/gu, // 2019.03.14
  /(?<!\d)\d{2} \d{2} \d{4}(?!\d)/gu, // 14 03 2019
  // 14 MAR 2019, 12 APR/AVR 01, 12 APR AVR 01; the slash before a second name read as a bar, a 1 or a 7 (12 APR 7AVR 01)
  /(?<![\p{L}\d])\d{1,2}\s*\p{L}{3,}\.?(?:\s*[/|17]?\s*\p{L}{3,}\.?)?\s*(?:\d{4}|\d{2})(?!\d)/gu,
];

/**
 * Every date printed on the page, each once (the first place it is printed), outside MRZ lines, whose six-digit
 * dates are the MRZ's own. A line may print several ("11/10/2011 10/10/2021").
 */
export function findPrintedDates(lines: readonly OcrLine[], options: DateOptions): PrintedDate[] {
  const found = new Map<string, PrintedDate>();
  for (const line of lines) {
    if (line.text.includes('<')) continue;
    for (const shape of DATE_SHAPES) {
      for (const match of line.text.matchAll(shape)) {
        const date = parsePrintedDate(match[0], options);
        if (date && !found.has(date)) found.set(date, { date, words: wordsAt(line, match.index, match[0].length), line });
      }
    }
  }
  return [...found.values()];
}

/** The words of a line that the characters from `start` on cover (the line's text is its words joined by spaces). */
function wordsAt(line: OcrLine, start: number, length: number): OcrWord[] {
  const out: OcrWord[] = [];
  let at = 0;
  for (const word of line.words) {
    const index = line.text.indexOf(word.text, at);
    if (index === -1) continue;
    at = index + word.text.length;
    if (index < start + length && at > start) out.push(word);
  }
  return out;
}
