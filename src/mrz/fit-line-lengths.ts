import type { MrzLayout } from './formats';
import { repairFillers } from './repair-fillers';

/** Beyond this many characters a line is only fitted when a misread filler run explains the difference. */
const PLAIN_SLACK = 2;
/** Upper bound on a misread filler run's length error (the LSTM engine drops or adds a few per run). */
export const MAX_LENGTH_ERROR = 12;

/**
 * Brings each line to the layout's length by padding or trimming fillers at the end of the line's elastic field
 * (the name or optional field that ends in fillers), where a dropped or doubled `<` is the likely cause.
 * A line up to two characters off is fitted as is; a line further off only when the field's tail was a run of
 * filler look-alikes (`KLKLKL`) that, once repaired, absorbs the difference. Trimming removes only fillers.
 * Returns `null` when some line cannot be fitted; `cost` counts the characters inserted or removed.
 *
 * @example a TD1 first line read as `I<UTOD231458907<<<<<<<<<<<<<` (29) comes back with one more `<`
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
    if (Math.abs(diff) > MAX_LENGTH_ERROR || (Math.abs(diff) > PLAIN_SLACK && repaired === region)) return null;
    // e.g. ANNA<MARIA<<< ends in 3 fillers
    const trailing = repaired.length - repaired.replace(/<+$/, '').length;
    if (diff > 0 && trailing < diff) return null;

    // The kept characters stay as read: repairing them is the corrector's job, which may also undo a repair.
    const resized = diff > 0 ? region.slice(0, region.length - diff) : region + '<'.repeat(-diff);
    fitted.push(line.slice(0, spec.start) + resized + line.slice(end));
    cost += Math.abs(diff);
  }
  return { lines: fitted, cost };
}
