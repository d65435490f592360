import { layoutOf } from './formats';
import { substitutions } from './merge-readings';
import { parseMrz } from './parse-mrz';
import type { MrzOptions, MrzResult } from './types';

/** More disagreements than this between two readings of the data line means they are not the same line. */
const MAX_SUBSTITUTIONS = 12;

/**
 * No check digit covers the sex, so a misread there (`3` for M) survives merging. Where the result's sex is
 * none of M, F, X or `<`, the other readings of its line (another engine's, another pass's) are aligned with it
 * and, when those that read M or F there all read the same one, it is taken.
 * e.g. legacy "…6004103318…", LSTM "…S004T103M18…" → "…6004103M18…"
 */
export function settleSex(result: MrzResult, otherLines: readonly string[], options: MrzOptions = {}): MrzResult {
  const layout = layoutOf(result);
  const spec = layout?.fields.find((field) => field.key === 'sex');
  if (!spec) return result;
  const line = result.lines[spec.line];
  if ('MFX<'.includes(line[spec.start])) return result;
  const votes = new Set<string>();
  for (const raw of otherLines) {
    const other = raw.replace(/\s+/g, '').toUpperCase();
    // A short line (a few letters under the MRZ) aligns with any line by substitutions alone.
    if (other.length < line.length - MAX_SUBSTITUTIONS) continue;
    const found = substitutions(line, other);
    if (found.length > MAX_SUBSTITUTIONS) continue;
    const at = found.find((s) => s.at === spec.start);
    if (at && (at.char === 'M' || at.char === 'F')) votes.add(at.char);
  }
  if (votes.size !== 1) return result;
  const lines = [...result.lines];
  lines[spec.line] = line.slice(0, spec.start) + [...votes][0] + line.slice(spec.start + 1);
  const parsed = parseMrz(lines, options);
  return parsed && parsed.format === result.format ? { ...parsed, corrections: result.corrections + 1 } : result;
}
