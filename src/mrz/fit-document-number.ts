import { lookalikesOf } from '../text/lookalikes';
import { layoutOf } from './formats';
import { parseMrz } from './parse-mrz';
import type { MrzResult } from './types';
import { withFieldValue } from './with-field-value';

// Characters OCR confuses in OCR-B, both ways (text/lookalikes, the `numberShape` view).
const LOOKALIKES = lookalikesOf('numberShape');
const MAX_SWAPS = 3;

/**
 * The MRZ with its document number made to fit the shape the issuing country gives its numbers, when
 * look-alike swaps do that and every check still passes. Check digits cannot tell G from 6 (16 and 6 weigh the
 * same modulo 10) and swaps can cancel out (B→8, Z→2, O→0 together), so a number can pass its check and still
 * be misread; the kind's number format settles it. Fewest swaps first; the result unchanged when none fits.
 * e.g. pattern ^[A-Z]{3}\d{6}$: "LU6568862" → "LUG568862"
 */
export function fitDocumentNumber(result: MrzResult, pattern: RegExp): MrzResult {
  const number = result.fields.documentNumber;
  if (!number || pattern.test(number)) return result;
  for (const { candidate } of fittingSwaps(number, pattern)) {
    const fixed = withFieldValue(result, 'documentNumber', candidate);
    if (fixed) return fixed;
  }
  return result;
}

/**
 * One reading's document number made to fit the country's shape where look-alike swaps do that and the
 * number's own check digit then passes, whatever the other fields say: a misread elsewhere (a birth date) is
 * left for merging with other readings to mend, which needs every check to pass at once.
 * e.g. pattern ^[A-HJ-NPR-Z0-9]{9}$: "OCNYJK798" (check 8) → "0CNYJK798"
 */
export function fitDocumentNumberCheck(result: MrzResult, pattern: RegExp): MrzResult {
  const number = result.fields.documentNumber;
  const spec = layoutOf(result)?.fields.find((f) => f.key === 'documentNumber');
  if (!number || !spec || number.length !== spec.length || pattern.test(number)) return result;
  if (result.checks.find((c) => c.field === 'documentNumber')?.ok) return result;
  for (const { candidate, swaps } of fittingSwaps(number, pattern)) {
    const lines = [...result.lines];
    lines[spec.line] = lines[spec.line].slice(0, spec.start) + candidate + lines[spec.line].slice(spec.start + spec.length);
    const parsed = parseMrz(lines);
    if (parsed?.checks.find((c) => c.field === 'documentNumber')?.ok) return { ...parsed, corrections: result.corrections + swaps };
  }
  return result;
}

/** Look-alike swaps of `number` that match `pattern`, fewest swaps first (at most MAX_SWAPS). */
function* fittingSwaps(number: string, pattern: RegExp): Generator<{ candidate: string; swaps: number }> {
  const swappable = [...number].map((ch, i) => ({ i, options: LOOKALIKES[ch] ?? [] })).filter((p) => p.options.length > 0);
  for (let swaps = 1; swaps <= Math.min(MAX_SWAPS, swappable.length); swaps++) {
    for (const candidate of variants(number, swappable, swaps)) if (pattern.test(candidate)) yield { candidate, swaps };
  }
}

function* variants(number: string, swappable: ReadonlyArray<{ i: number; options: readonly string[] }>, swaps: number, from = 0): Generator<string> {
  if (swaps === 0) {
    yield number;
    return;
  }
  for (let k = from; k < swappable.length; k++) {
    const { i, options } = swappable[k];
    for (const option of options) yield* variants(number.slice(0, i) + option + number.slice(i + 1), swappable, swaps - 1, k + 1);
  }
}
