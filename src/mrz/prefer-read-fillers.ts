import { FILLER_LOOKALIKES } from './confusions';
import { layoutOf } from './formats';
import { countPassed } from './is-better-result';
import { normaliseMrzLine } from './normalise-mrz-line';
import { parseMrz } from './parse-mrz';
import type { MrzOptions, MrzResult } from './types';

/**
 * The LSTM engine writes fillers as K, L, C, and a name line only it read whole (no check digit covers names)
 * keeps some of them as letters (`ERIKSSONK<ANNA<KMARIA`). Where another reading of the line has the same
 * letters with fillers in those places (`ERIKSSON<<ANNA<MARIA`), that reading's name is taken: its letters are
 * the result's less some look-alikes, each next to a filler or another such look-alike, so a name letter the
 * other reading dropped (`MICHELE` for MICHELLE) is not taken for noise. The rest of the line must be the same.
 */
export function preferReadFillers(result: MrzResult, otherLines: readonly string[], options: MrzOptions = {}): MrzResult {
  const layout = layoutOf(result);
  const names = layout?.fields.filter((f) => f.kind === 'name') ?? [];
  const lines = [...result.lines];
  let changed = 0;
  for (const span of names) {
    const line = lines[span.line];
    const noisy = line.slice(span.start, span.start + span.length);
    for (const raw of otherLines) {
      const other = normaliseMrzLine(raw, 'single', true);
      if (other.length !== line.length || other.slice(0, span.start) !== line.slice(0, span.start)) continue;
      if (other.slice(span.start + span.length) !== line.slice(span.start + span.length)) continue;
      const clean = other.slice(span.start, span.start + span.length);
      if (clean === noisy || !isFillerNoiseOf(noisy, clean)) continue;
      lines[span.line] = other;
      changed += [...clean].filter((ch, i) => ch !== noisy[i]).length;
      break;
    }
  }
  if (changed === 0) return result;
  const parsed = parseMrz(lines, options);
  if (!parsed || parsed.format !== result.format || countPassed(parsed) < countPassed(result)) return result;
  return { ...parsed, corrections: result.corrections + changed };
}

/** Whether `clean`'s letters are `noisy`'s less some filler look-alikes that touch a filler or each other. */
function isFillerNoiseOf(noisy: string, clean: string): boolean {
  const letters = clean.replace(/</g, '');
  const extra = new Set<number>();
  let next = 0;
  for (let i = 0; i < noisy.length; i++) {
    if (noisy[i] === '<') continue;
    if (noisy[i] === letters[next]) next++;
    else if (FILLER_LOOKALIKES.includes(noisy[i])) extra.add(i);
    else return false;
  }
  if (next !== letters.length || extra.size === 0) return false;
  const touches = (i: number) => noisy[i] === '<' || extra.has(i);
  return [...extra].every((i) => touches(i - 1) || touches(i + 1));
}
