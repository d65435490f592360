import { findPrintedDates } from '../../dates/find-printed-dates';
import { isSameDateButCentury } from '../../dates/is-same-date-but-century';
import { editDistance } from '../../text/edit-distance';
import { trimToLetters } from '../../text/fold-text';
import { matchesMrzName, toMrzLetters } from '../../text/matches-mrz-name';
import type { SpelledSourceRule } from '../types';
import { readMrzField } from './mrz-source';
import type { SourceContext, SourceValue } from './source-context';
import { meanConfidence } from '../../ocr/confidence-levels';

// A run of words with a filler or a long digit string in it is an MRZ line or a number, never a printed name.
const NOT_A_NAME = /<|\d{3}/;

const MRZ_DATES = new Set(['dateOfBirth', 'expiryDate']);

/**
 * The words of the page that spell what an MRZ name field holds, as printed (case and diacritics kept), for
 * pages whose captions were not read: the MRZ says what to look for, the visual zone says how it is written.
 * Every run of words on a line that transliterates to the MRZ's letters is a candidate, the surest read first.
 * e.g. MRZ given names "ASTRID MARIA" and a line "Astrid Maria" give "Astrid Maria"
 * An MRZ date is looked for the same way, as a printed date of the same day (see printedDatesOf).
 */
export function spelledValues(rule: SpelledSourceRule, ctx: SourceContext): SourceValue[] {
  if (!ctx.mrz) return [];
  const spelled = readMrzField(ctx.mrz, rule.spelled, ctx.mrzLineSeparator).replace(/</g, ' ').trim();
  if (!spelled) return [];
  if (MRZ_DATES.has(rule.spelled)) return printedDatesOf(spelled, rule, ctx);
  const wordsInName = spelled.split(/\s+/).length;
  const found: SourceValue[] = [];
  for (const line of ctx.lines) {
    const words = line.words.filter((w) => w.text.trim());
    for (let start = 0; start < words.length; start++) {
      // The MRZ joins hyphenated and spaced parts alike, so a run may hold one word more or fewer than it.
      for (let end = start + 1; end <= Math.min(words.length, start + wordsInName + 1); end++) {
        const run = words.slice(start, end);
        const text = trimToLetters(run.map((w) => w.text).join(' '));
        if (!text || NOT_A_NAME.test(text) || !matchesMrzName(text, spelled)) continue;
        found.push({ value: text, source: 'viz', confidence: meanConfidence(run) / 100, checks: [{ name: `spells.mrz.${rule.spelled}`, ok: true }], words: run });
      }
    }
  }
  if (found.length) return found.sort((a, b) => b.confidence - a.confidence);
  return nearlySpelled(spelled, rule, ctx);
}

/** Only words this long may be a letter off: a shorter one is too easily another word. */
const MIN_NEAR_LETTERS = 5;

/**
 * Where no run spells the MRZ name exactly, one whose every word is the MRZ's word or a letter off it (a misread
 * "Natalie" for NATALIA) gives the MRZ's letters in the printed words' case, which the MRZ cannot tell: Title case
 * given names stay Title case. The first such run, top to bottom.
 */
function nearlySpelled(spelled: string, rule: SpelledSourceRule, ctx: SourceContext): SourceValue[] {
  const wanted = spelled.split(/\s+/);
  for (const line of ctx.lines) {
    const words = line.words.filter((w) => w.text.trim());
    for (let start = 0; start + wanted.length <= words.length; start++) {
      const run = words.slice(start, start + wanted.length);
      const printed = run.map((w) => trimToLetters(w.text));
      const near = printed.every((p, i) => /^\p{L}+$/u.test(p) && (toMrzLetters(p) === wanted[i] || (wanted[i].length >= MIN_NEAR_LETTERS && editDistance(toMrzLetters(p), wanted[i], 1) <= 1)));
      if (!near) continue;
      const value = wanted.map((w, i) => inCaseOf(w, printed[i])).join(' ');
      return [{ value, source: 'viz', confidence: (meanConfidence(run) / 100) * 0.8, checks: [{ name: `resembles.mrz.${rule.spelled}`, ok: true }], words: run }];
    }
  }
  return [];
}

/** An MRZ word (capitals) in the case a printed word is in: "NATALIA" like "Natalie" is "Natalia". */
function inCaseOf(mrzWord: string, printed: string): string {
  if (printed === printed.toLowerCase()) return mrzWord.toLowerCase();
  if (printed.slice(1) === printed.slice(1).toLowerCase()) return mrzWord.charAt(0) + mrzWord.slice(1).toLowerCase();
  return mrzWord;
}

/**
 * A date the MRZ holds, as the page prints it: its four-digit year settles the century the MRZ's two digits leave
 * open. e.g. MRZ 2023-05-17 and a line "17.05.1923" give 1923-05-17
 */
function printedDatesOf(mrzDate: string, rule: SpelledSourceRule, ctx: SourceContext): SourceValue[] {
  const printed = findPrintedDates(ctx.lines, { orders: ['DMY', 'YMD'], century: 'past', today: ctx.today });
  return printed
    .filter(({ date }) => isSameDateButCentury(date, mrzDate))
    .map(({ date, words, line }) => ({ value: date, source: 'viz' as const, confidence: line.confidence / 100, checks: [{ name: `spells.mrz.${rule.spelled}`, ok: true }], words }));
}

