import { alignLines } from './align-lines';
import { FILLER_LOOKALIKES } from './confusions';
import { layoutOf } from './formats';
import { countPassed } from './is-better-result';
import { parseMrz } from './parse-mrz';
import type { MrzOptions, MrzResult } from './types';

/** More edits than this between two readings of a name line means they are not the same line. */
const MAX_LINE_EDITS = 10;
/** A word is only re-spelt by a reading at most this far from it (a letter lost and one misread). */
const MAX_WORD_EDITS = 2;

/**
 * `preferLstmLetters` for a word the legacy engine read with a letter too few or too many (`AHFAH` for AFIFAH,
 * `KRTIN` for MARTIN after the issuing state took a letter): inside name spans, where an LSTM reading of the
 * line spells a word differently by at most two edits, letters only, the LSTM word is taken and the name's
 * trailing fillers absorb the change in length. A word the LSTM reading spells with a filler look-alike
 * tacked on at either end (`SARAHC`, its `<` read as C) is left as it is. Nothing changes when the name
 * field has no fillers left to absorb it, or when a check digit (FRA-ID's composite covers the names) would
 * then fail.
 * e.g. legacy "P<MYSHAIRUDDIN<<AHFAH<<<…", LSTM "P<MYSHAIRUDDIN<<AFIFAH<<<<<K<K…" → "P<MYSHAIRUDDIN<<AFIFAH<<…"
 */
export function preferLstmWords(result: MrzResult, lstmLines: readonly string[], options: MrzOptions = {}): MrzResult {
  const layout = layoutOf(result);
  const names = layout?.fields.filter((f) => f.kind === 'name') ?? [];
  const lines = [...result.lines];
  let changed = 0;
  for (const span of names) {
    for (const raw of lstmLines) {
      const other = raw.replace(/\s+/g, '').toUpperCase();
      const map = indexesIn(lines[span.line], other);
      if (!map) continue;
      const field = lines[span.line].slice(span.start, span.start + span.length);
      let rebuilt = '';
      let edits = 0;
      let last = 0;
      for (const word of field.matchAll(/[A-Z]+/g)) {
        const start = span.start + (word.index ?? 0);
        const end = start + word[0].length;
        const respelt = wordIn(other, map, start, end);
        if (!respelt || respelt === word[0] || !isBelievable(word[0], respelt)) continue;
        rebuilt += field.slice(last, word.index) + respelt;
        last = (word.index ?? 0) + word[0].length;
        edits += editDistance(word[0], respelt);
      }
      if (edits === 0) continue;
      const fitted = fitToLength(rebuilt + field.slice(last), span.length);
      if (!fitted) continue;
      lines[span.line] = lines[span.line].slice(0, span.start) + fitted + lines[span.line].slice(span.start + span.length);
      changed += edits;
      break;
    }
  }
  if (changed === 0) return result;
  const parsed = parseMrz(lines, options);
  if (!parsed || parsed.format !== result.format || countPassed(parsed) < countPassed(result)) return result;
  return { ...parsed, corrections: result.corrections + changed };
}

/** The other reading's characters between the ones aligned with the word's neighbours; '' when not aligned. */
function wordIn(other: string, map: readonly number[], start: number, end: number): string {
  if (start === 0 || map[start - 1] < 0 || map[end] === undefined || map[end] < 0) return '';
  return other.slice(map[start - 1] + 1, map[end]);
}

function isBelievable(word: string, respelt: string): boolean {
  if (!/^[A-Z]{2,}$/.test(respelt) || editDistance(word, respelt) > MAX_WORD_EDITS) return false;
  // e.g. SARAHC: the filler after SARAH read as C
  const tacked = (a: string, b: string) => a !== b && FILLER_LOOKALIKES.includes(a);
  return !tacked(respelt[0], word[0]) && !tacked(respelt[respelt.length - 1], word[word.length - 1]);
}

/** The name field brought back to `length` by trimming or padding its trailing fillers; null when it cannot be. */
function fitToLength(field: string, length: number): string | null {
  if (field.length <= length) return field + '<'.repeat(length - field.length);
  const extra = field.length - length;
  return field.endsWith('<'.repeat(extra)) ? field.slice(0, length) : null;
}

/**
 * For each character of `a`, the index of the character of `b` it is aligned with (least edits), or -1 where
 * `b` lacks it; the slot after `a`'s last character before its closing fillers holds the end of `b`'s
 * before its closing filler noise. Null when the lines differ by more than MAX_LINE_EDITS edits, not counting
 * fillers the LSTM engine wrote as letters, nor the closing runs (the LSTM engine writes more of them).
 */
function indexesIn(full: string, other: string): number[] | null {
  const a = full.replace(/<+$/, '');
  // e.g. AFIFAH<<<<<K<K<K<LKLL → AFIFAH
  const b = other.replace(new RegExp(`<[<${FILLER_LOOKALIKES}]*$`), '');
  const { indexes, edits } = alignLines(a, b, (x, y) => x === y || (x === '<' && FILLER_LOOKALIKES.includes(y)));
  return edits > MAX_LINE_EDITS ? null : [...indexes, b.length];
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = row;
  }
  return previous[b.length];
}
