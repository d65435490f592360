import { correctMrz } from './correct-mrz';
import { isBetterResult } from './is-better-result';
import { parseMrz } from './parse-mrz';
import type { MrzOptions, MrzResult } from './types';

/** Differing positions tried per line at most: 2^8 combinations stay cheap. */
const MAX_DIFFERENCES = 8;

/**
 * Combines independent OCR readings of the same MRZ (different engines make different mistakes): every mix
 * of their lines, and, where two readings of a line have the same length, every mix of the characters in
 * which they differ. The check digits decide; a mix is only kept when it is better than each reading alone.
 * e.g. legacy "…6110165142810294…" (M read as "14") + LSTM "…6110165M2810294…" → the valid line
 */
export function mergeReadings(readings: ReadonlyArray<MrzResult | null>, options: MrzOptions = {}): MrzResult | null {
  const found = readings.filter((r): r is MrzResult => r !== null);
  let best: MrzResult | null = null;
  const consider = (result: MrzResult | null): void => {
    if (result && (!best || isBetterResult(result, best))) best = result;
  };
  found.forEach(consider);
  if (best && (best as MrzResult).valid && (best as MrzResult).corrections === 0) return best;

  for (const format of new Set(found.map((r) => r.format))) {
    const sameFormat = found.filter((r) => r.format === format);
    if (sameFormat.length < 2) continue;
    const lineCount = sameFormat[0].lines.length;
    for (const mix of lineMixes(sameFormat.map((r) => r.lines), lineCount)) consider(correctMrz(mix, options));
    const base: MrzResult = best && (best as MrzResult).format === format ? best : sameFormat[0];
    for (const mix of characterMixes(sameFormat.map((r) => r.lines), base.lines)) {
      const parsed = parseMrz(mix, options);
      if (parsed?.valid) consider(parsed);
    }
  }
  return best;
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
 * One line at a time (the others as in `base`): every mix of characters where two equally long readings of
 * that line disagree. Varying one line at a time keeps it to lines × 2^MAX_DIFFERENCES parses.
 */
function characterMixes(readings: string[][], base: readonly string[]): string[][] {
  const mixes: string[][] = [];
  base.forEach((_, i) => {
    const [a, b] = readings.map((lines) => lines[i]);
    if (!a || !b || a.length !== b.length) return;
    const diffs = [...a].map((_, at) => at).filter((at) => a[at] !== b[at]);
    if (diffs.length === 0 || diffs.length > MAX_DIFFERENCES) return;
    for (let mask = 1; mask < 1 << diffs.length; mask++) {
      const chars = [...a];
      diffs.forEach((at, bit) => {
        if (mask & (1 << bit)) chars[at] = b[at];
      });
      mixes.push(base.map((line, j) => (j === i ? chars.join('') : line)));
    }
  });
  return mixes;
}
