import { FILLER_LOOKALIKES } from './confusions';
import { isCountryCode } from './country-codes';
import type { FieldSpec, MrzLayout } from './formats';
import { repairFillers } from './repair-fillers';

/** Beyond this many characters a line is only fitted when a misread filler run explains the difference. */
const PLAIN_SLACK = 2;
/** Upper bound on a misread filler run's length error (the LSTM engine drops or adds a few per run). */
export const MAX_LENGTH_ERROR = 12;
/** Stray characters tried off either end of a line: a speck or the card's edge read before or after it. */
const MAX_STRAY = 2;

/** Lines brought to a layout's size, and how many characters that inserted or removed. */
export interface LineFit {
  lines: string[];
  cost: number;
  /** A character other than a filler was dropped off a line's end: only believed when every check then passes. */
  stray: boolean;
}

/**
 * The ways of bringing each line to the layout's length, for the check digits to choose from:
 * - padding or trimming fillers at the end of the line's elastic field (the name or optional field that ends
 *   in fillers), where a dropped or doubled `<` is the likely cause. A line up to two characters off is fitted
 *   as is; a line further off only when the field's tail was a run of filler look-alikes (`KLKLKL`) that, once
 *   repaired, absorbs the difference, or when the field runs to the end of the line and the line ends in a
 *   filler (the engine stopped before the end of the filler run). Trimming removes only fillers;
 * - for a line a check digit covers that is one or two too long, dropping a stray character or two off its
 *   start or end (a speck, the card's edge) before that (`stray`: for the caller to believe only when the check
 *   digits then pass); on a line none covers, only filler noise off its end;
 * - for a name line too long whose issuing state is not a listed code, dropping the one character inside the
 *   code that leaves a listed one (`P<CAWNBROWN…` → `P<CANBROWN…`).
 * The first fit is the plain one (fillers only) when there is one. `cost` counts the characters inserted or
 * removed. Empty when some line cannot be fitted.
 *
 * @example a TD1 first line read as `I<UTOD231458907<<<<<<<<<<<<<` (29) comes back with one more `<`
 */
export function listLineFits(lines: readonly string[], layout: MrzLayout): LineFit[] {
  if (lines.length !== layout.lineCount) return [];
  let fits: LineFit[] = [{ lines: [], cost: 0, stray: false }];
  for (let i = 0; i < lines.length; i++) {
    const options = fitLine(lines[i], i, layout);
    if (options.length === 0) return [];
    fits = fits.flatMap((fit) =>
      options.map((option) => ({ lines: [...fit.lines, option.line], cost: fit.cost + option.cost, stray: fit.stray || option.stray })),
    );
  }
  return fits;
}

/** The ways of fitting line `index`, the plain one first, each with its cost. */
function fitLine(line: string, index: number, layout: MrzLayout): Array<{ line: string; cost: number; stray: boolean }> {
  const options: Array<{ line: string; cost: number; stray: boolean }> = [];
  const add = (trimmed: string, removed: number, stray = false) => {
    const fitted = fitFillers(trimmed, index, layout);
    const cost = removed + Math.abs(trimmed.length - layout.lineLength);
    if (fitted !== null && !options.some((option) => option.line === fitted)) options.push({ line: fitted, cost, stray });
  };
  add(line, 0);
  const diff = line.length - layout.lineLength;
  if (diff <= 0) return options;
  // Only a line a stray or two too long (page text of about the length is no MRZ line, and each option costs
  // the corrector a full pass). Only check digits can tell a stray from data; on a line none covers (a name
  // line), only filler noise at its end goes (`…HOLLIECC<<CLCLLLLL` one too long), which is filler trimming.
  const checked = isChecked(index, layout);
  for (let front = 0; diff <= MAX_STRAY && front <= diff; front++) {
    for (let back = 0; front + back <= diff; back++) {
      const dropped = line.slice(line.length - back);
      if (front + back === 0 || (!checked && (front > 0 || !isFillerNoise(dropped)))) continue;
      add(line.slice(front, line.length - back), front + back, checked);
    }
  }
  const code = layout.fields.find((field) => field.line === index && field.key === 'issuingState');
  if (code && followedByElasticName(code, layout)) {
    for (const shortened of dropInsideCode(line, code)) add(shortened, 1);
  }
  return options;
}

/** Whether `text` is fillers and the letters the LSTM engine writes for them. */
function isFillerNoise(text: string): boolean {
  return [...text].every((ch) => ch === '<' || FILLER_LOOKALIKES.includes(ch));
}

/** Whether some check digit covers characters of line `index` (not a TD3 or TD1 name line). */
function isChecked(index: number, layout: MrzLayout): boolean {
  const keys = new Set(layout.checks.flatMap((check) => check.over));
  return layout.fields.some((field) => field.line === index && keys.has(field.key));
}

/** Whether the name that ends in fillers comes right after `code` on its line, so a deletion can be absorbed. */
function followedByElasticName(code: FieldSpec, layout: MrzLayout): boolean {
  return layout.fields.some((field) => field.line === code.line && field.start === code.start + code.length && field.elastic && field.kind === 'name');
}

/**
 * The line less one character of the code or the one after it, where that turns an unlisted code into a
 * listed one (an engine reading one glyph as two: `CAWN` for `CAN`).
 */
function dropInsideCode(line: string, code: FieldSpec): string[] {
  const read = line.slice(code.start, code.start + code.length).replace(/<+$/, '');
  if (isCountryCode(read)) return [];
  const out: string[] = [];
  for (let at = code.start; at <= code.start + code.length && at < line.length; at++) {
    const shortened = line.slice(0, at) + line.slice(at + 1);
    const form = /^([A-Z]+)<*$/.exec(shortened.slice(code.start, code.start + code.length));
    if (form && isCountryCode(form[1]) && !out.includes(shortened)) out.push(shortened);
  }
  return out.length === 1 ? out : [];
}

/**
 * `line` brought to the layout's length by padding or trimming fillers at the end of its elastic field, or
 * `null` when that cannot be done (see `listLineFits`).
 */
function fitFillers(line: string, index: number, layout: MrzLayout): string | null {
  const diff = line.length - layout.lineLength;
  if (diff === 0) return line;
  const spec = layout.fields.find((field) => field.line === index && field.elastic);
  const end = spec ? spec.start + spec.length + diff : -1;
  if (!spec || end < spec.start || end > line.length) return null;

  const region = line.slice(spec.start, end);
  const repaired = repairFillers(region, spec.kind === 'name' ? 'name' : 'optional');
  // e.g. QUINTERO<<SOFIA<<<<<<<<<<<< (27 of 30): the end of a filler run the engine did not read
  const endOfFillerRun = diff < 0 && spec.start + spec.length === layout.lineLength && line.endsWith('<');
  if (Math.abs(diff) > MAX_LENGTH_ERROR || (Math.abs(diff) > PLAIN_SLACK && repaired === region && !endOfFillerRun)) return null;
  // e.g. ANNA<MARIA<<< ends in 3 fillers
  const trailing = repaired.length - repaired.replace(/<+$/, '').length;
  if (diff > 0 && trailing < diff) return null;

  // The kept characters stay as read: repairing them is the corrector's job, which may also undo a repair.
  const resized = diff > 0 ? region.slice(0, region.length - diff) : region + '<'.repeat(-diff);
  return line.slice(0, spec.start) + resized + line.slice(end);
}
