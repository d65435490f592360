import { layoutOf } from './formats';
import { substitutions } from './merge-readings';
import { parseMrz } from './parse-mrz';
import type { MrzOptions, MrzResult } from './types';

/** More disagreements than this between two readings of a name line means they are not aligned lines. */
const MAX_NAME_SUBSTITUTIONS = 6;

/**
 * Names have no check digit, so nothing settles a misread letter in them. The legacy engine, right about
 * fillers, reads some OCR-B capitals as others (M and W as H: "HUELLER" for MUELLER); the LSTM engine reads letters
 * better but fillers worse. So inside name spans, where an LSTM reading puts another letter in place of a
 * letter, the LSTM letter is taken; fillers and everything outside names stay as they are.
 * e.g. legacy "P<D<<HUELLER<<JOHANNA<<<…", LSTM "P<D<K<MUELLERK<KJOHANNA<K…" → "P<D<<MUELLER<<JOHANNA<<<…"
 */
export function preferLstmLetters(result: MrzResult, lstmLines: readonly string[], options: MrzOptions = {}): MrzResult {
  const layout = layoutOf(result);
  const names = layout?.fields.filter((f) => f.kind === 'name') ?? [];
  if (names.length === 0) return result;
  const lines = [...result.lines];
  let changed = 0;
  for (const span of names) {
    const line = lines[span.line];
    for (const raw of lstmLines) {
      const other = raw.replace(/\s+/g, '').toUpperCase();
      // A short line (a caption's few letters) aligns with any line by substitutions alone.
      if (other.length < line.length - MAX_NAME_SUBSTITUTIONS) continue;
      const all = substitutions(line, other);
      const letterSwaps = all.filter(
        (s) => s.at >= span.start && s.at < span.start + span.length && /[A-Z]/.test(line[s.at]) && /[A-Z]/.test(s.char),
      );
      if (letterSwaps.length === 0 || all.length > MAX_NAME_SUBSTITUTIONS) continue;
      const chars = [...line];
      for (const s of letterSwaps) chars[s.at] = s.char;
      lines[span.line] = chars.join('');
      changed += letterSwaps.length;
      break;
    }
  }
  if (changed === 0) return result;
  const parsed = parseMrz(lines, options);
  // Names are outside every check digit: a change that breaks a check was a misalignment, not a letter.
  if (!parsed || parsed.checks.filter((c) => c.ok).length < result.checks.filter((c) => c.ok).length) return result;
  return { ...parsed, corrections: result.corrections + changed };
}
