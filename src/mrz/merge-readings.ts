import { alignLines } from './align-lines';
import { correctMrz } from './correct-mrz';
import { voteCheckedFields } from './vote-checked-fields';
import { isBetterResult } from './is-better-result';
import { parseMrz } from './parse-mrz';
import type { MrzOptions, MrzResult } from './types';

/** Differing positions tried per line at most: 2^8 combinations stay cheap. */
const MAX_DIFFERENCES = 8;

/**
 * Combines independent OCR readings of the same MRZ (different engines make different mistakes): every mix
 * of their lines, and, where two readings of a line have the same length, every mix of the characters in
 * which they differ; failing those, every reading's vote field by field (voteCheckedFields). The check digits
 * decide; a mix is only kept when it is better than each reading alone.
 * e.g. legacy "…6110165142810294…" (M read as "14") + LSTM "…6110165M2810294…" → the valid line
 */
export function mergeReadings(readings: ReadonlyArray<MrzResult | null>, rawLines: readonly string[] = [], options: MrzOptions = {}): MrzResult | null {
  const found = readings.filter((r): r is MrzResult => r !== null);
  // Lines that no reading could make an MRZ of still hold evidence, character by character.
  const raw = rawLines.map((line) => line.replace(/\s+/g, '').toUpperCase()).filter((line) => line.length >= 20);
  let best: MrzResult | null = null;
  const consider = (result: MrzResult | null): void => {
    if (result && (!best || isBetterResult(result, best))) best = result;
  };
  found.forEach(consider);
  if (best && (best as MrzResult).valid && (best as MrzResult).corrections === 0) return outvoted(best, rawLines, options) ?? best;

  for (const format of new Set(found.map((r) => r.format))) {
    const sameFormat = found.filter((r) => r.format === format);
    const lineCount = sameFormat[0].lines.length;
    if (sameFormat.length > 1) for (const mix of lineMixes(sameFormat.map((r) => r.lines), lineCount)) consider(correctMrz(mix, options));
    const base: MrzResult = best && (best as MrzResult).format === format ? best : sameFormat[0];
    if (base.valid) continue;
    const alternatives = [...sameFormat.flatMap((r) => r.lines), ...raw];
    for (const mix of characterMixes(alternatives, base.lines)) {
      const parsed = parseMrz(mix, options);
      if (parsed?.valid) consider(parsed);
    }
    // No two readings mend each other: every reading votes, field by field.
    if (!(best as MrzResult | null)?.valid) consider(voteCheckedFields(base, rawLines, options));
  }
  return outvoted(best, rawLines, options) ?? best;
}

/**
 * A valid reading may still be one engine's misreading that the check digits cannot catch (08CD50338 read
 * D8CD50338 and mended to DBCD50338: 0→D and 8→B weigh the same, modulo 10): where the readings of every engine,
 * voting field by field, make another valid MRZ, theirs is taken.
 */
function outvoted(best: MrzResult | null, rawLines: readonly string[], options: MrzOptions): MrzResult | null {
  if (!best?.valid) return null;
  const voted = voteCheckedFields(best, rawLines, options);
  return voted && voted.lines.some((line, i) => line !== best.lines[i]) ? voted : null;
}

/** Every choice of line i from any reading. */
function lineMixes(readings: string[][], lineCount: number): string[][] {
  let mixes: string[][] = [[]];
  for (let i = 0; i < lineCount; i++) {
    const options = [...new Set(readings.map((lines) => lines[i]))];
    mixes = mixes.flatMap((mix) => options.map((line) => [...mix, line]));
  }
  return mixes;
}

/**
 * One line at a time (the others as in `base`): every mix of the characters where another reading of that
 * line says something else. A reading of another line differs in too many places to count as one. Varying
 * one line at a time keeps it to lines × readings × 2^MAX_DIFFERENCES parses.
 */
function characterMixes(alternatives: readonly string[], base: readonly string[]): string[][] {
  const mixes: string[][] = [];
  base.forEach((line, i) => {
    for (const other of alternatives) {
      if (other === line) continue;
      const diffs = substitutions(line, other);
      if (diffs.length === 0 || diffs.length > MAX_DIFFERENCES) continue;
      for (let mask = 1; mask < 1 << diffs.length; mask++) {
        const chars = [...line];
        diffs.forEach((d, bit) => {
          if (mask & (1 << bit)) chars[d.at] = d.char;
        });
        mixes.push(base.map((l, j) => (j === i ? chars.join('') : l)));
      }
    }
  });
  return mixes;
}

// Letters the LSTM engine writes for a filler; where `a` has a filler, they are that engine's noise, not a reading.
const FILLER_NOISE = new Set(['<', 'K', 'L', 'C', 'S', 'X', 'E']);

/**
 * Where `b` reads another character than `a` at the same place, found by aligning the two lines (they may differ
 * in length: the LSTM engine writes one filler as two letters). e.g. ("HV7PN1113", "HV7PW1113") → [{at: 4, char: 'W'}]
 */
export function substitutions(a: string, b: string): Array<{ at: number; char: string }> {
  return alignLines(a, b).aligned.flatMap((char, at) => (char === null || char === a[at] || (a[at] === '<' && FILLER_NOISE.has(char)) ? [] : [{ at, char }]));
}
