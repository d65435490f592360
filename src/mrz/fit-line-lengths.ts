import type { MrzLayout } from './formats';
import { repairFillers } from './repair-fillers';

/** Beyond this many characters a line is only fitted when a misread filler run explains the difference. */
const PLAIN_SLACK = 2;
/** Upper bound on a misread filler run's length error (the LSTM engine drops or adds a few per run). */
const RUN_SLACK = 12;

/**
 * Brings each line to the layout's length by padding or trimming fillers at the end of the line's elastic field
 * (the name or optional field that ends in fillers), where a dropped or doubled `<` is the likely cause.
 * A line up to two characters off is fitted as is; a line further off only when the field's tail was a run of
 * filler look-alikes (`KLKLKL`) that, once repaired, absorbs the difference. Trimming removes only fillers.
 * Returns `null` when some line cannot be fitted; `cost` counts the characters inserted, removed or repaired.
 *
 * @example fitLineLengths(['I<UTOD231458907<<<<<<<<<<<<<', ...], td1) pads line 1 back to 30 characters
 */
export function fitLineLengths(lines: readonly string[], layout: MrzLayout): { lines: string[]; cost: number } | null {
  if (lines.length !== layout.lineCount) return null;
  const fitted: string[] = [];
  let cost = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const diff = line.length - layout.lineLength;
    if (diff === 0) {
      fitted.push(line);
      continue;
    }
    const spec = layout.fields.find((field) => field.line === i && field.elastic);
    const end = spec ? spec.start + spec.length + diff : -1;
    if (!spec || end < spec.start || end > line.length) return null;

    const region = line.slice(spec.start, end);
    const repaired = repairFillers(region, spec.kind === 'name' ? 'name' : 'optional');
    if (Math.abs(diff) > RUN_SLACK || (Math.abs(diff) > PLAIN_SLACK && repaired === region)) return null;
    const trailing = repaired.length - repaired.replace(/<+$/, '').length;
    if (diff > 0 && trailing < diff) return null;

    const resized = diff > 0 ? repaired.slice(0, repaired.length - diff) : repaired + '<'.repeat(-diff);
    fitted.push(line.slice(0, spec.start) + resized + line.slice(end));
    cost += Math.abs(diff) + countDifferences(region, resized);
  }
  return { lines: fitted, cost };
}

/** Characters that differ over the common length of two strings. */
function countDifferences(a: string, b: string): number {
  let count = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) count++;
  return count;
}
