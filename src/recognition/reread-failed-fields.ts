import type { OcrLine, OcrWord } from '../ocr/types';
import type { RuleSet } from '../rules/types';
import { extractFields, type Extraction, type ExtractionInput } from '../rules/extract-fields';
import { wordHeight } from '../rules/layout/find-labels';
import { unionBox } from '../domain/box';
import { ZONE_TREATMENTS } from '../image/zone-variants';
import type { RegionReader } from './region-reader';
import { VALIDATORS, type ValidatorName } from '../rules/validators/registry';
import { voteCharacters } from '../text/vote-characters';

/**
 * Fields whose checksum failed (a CURP, a NIK, a DNI read with a wrong character), read again from their own
 * zone of the page in ways that cost more each time (see ZONE_TREATMENTS: enlarged to the text height the
 * LSTM reads best, then also binarised against each pixel's neighbourhood), stopping at the first reading that
 * passes the checksum. A reading that does not pass changes nothing. Only the failed fields are read again,
 * so a document whose identifiers check costs nothing more. Date fields whose words did not read as a date
 * ("21.06.201", a digit lost) are read again the same way, until a reading is a date. No read starts once the
 * recognition's read budget is spent (`exhausted`).
 */
export async function rereadFailedFields(
  page: RegionReader,
  rules: RuleSet,
  input: ExtractionInput,
  extraction: Extraction,
  today: Date,
  exhausted: () => boolean = () => false,
): Promise<Extraction> {
  let best = extraction;
  let lines = input.lines;
  const dates = new Set(Object.keys(best.unparsedDates));
  for (const name of [...failedFields(best), ...dates]) {
    // A date another field's re-read brought back is read already.
    if (dates.has(name) && best.fields[name] !== '') continue;
    const words = best.taken[name] ?? best.unparsedDates[name];
    if (!words?.length || !isOneRow(words)) continue;
    const box = unionBox(words.map((w) => w.box));
    const readings = [best.fields[name]];
    let passed = false;
    for (const treatment of ZONE_TREATMENTS) {
      if (exhausted()) break;
      const read = await page.readZone(box, rules.ocr.languages, treatment);
      if (!read) break;
      const fresh = read.lines.flatMap((l) => l.words);
      if (!fresh.length) continue;
      const candidateLines = replaceWords(lines, words, fresh);
      const candidate = extractFields(rules, { ...input, lines: candidateLines }, today);
      readings.push(candidate.fields[name]);
      if (!(dates.has(name) ? readsAsDate(candidate, name) : passes(candidate, name))) continue;
      best = candidate;
      lines = candidateLines;
      passed = true;
      break;
    }
    if (!passed) best = settleByVote(rules, { ...input, lines }, best, name, readings, today);
  }
  return best;
}

/**
 * No reading passed alone, but each may have misread different characters (blur: "…0416…SS" and "…0S16…38"):
 * the one spelling from their characters that passes the checksum, when there is exactly one, is taken.
 */
function settleByVote(rules: RuleSet, input: ExtractionInput, extraction: Extraction, name: string, readings: string[], today: Date): Extraction {
  const validate = rules.fields[name]?.validate ?? rules.parts[name]?.validate;
  if (!validate) return extraction;
  const validator = VALIDATORS[validate as ValidatorName];
  const value = voteCharacters(readings.filter(Boolean), (spelling) => validator.check(spelling, today));
  if (!value) return extraction;
  const detail = extraction.details[name];
  const settled = { value, source: 'viz' as const, confidence: detail.confidence, checks: [{ name: `checksum.${validate}`, ok: true }], words: extraction.taken[name] };
  return extractFields(rules, { ...input, settled: { ...input.settled, [name]: settled } }, today);
}

/** Fields read from the page (not the MRZ or a barcode) whose checksum failed. */
function failedFields(extraction: Extraction): string[] {
  return Object.entries(extraction.details)
    .filter(([name, d]) => d.source === 'viz' && extraction.taken[name] && d.checks.some((c) => c.name.startsWith('checksum.') && !c.ok))
    .map(([name]) => name);
}

function passes(extraction: Extraction, name: string): boolean {
  return extraction.details[name]?.checks.some((c) => c.name.startsWith('checksum.') && c.ok) ?? false;
}

/** A date field that read as no date now reads as one, from the page. */
function readsAsDate(extraction: Extraction, name: string): boolean {
  return extraction.fields[name] !== '' && extraction.details[name]?.source === 'viz';
}

/** Words on one printed row: a zone of several rows is not one line for the single-line read. */
function isOneRow(words: readonly OcrWord[]): boolean {
  const box = unionBox(words.map((w) => w.box));
  const tallest = Math.max(...words.map(wordHeight));
  return box.y1 - box.y0 <= 1.6 * tallest;
}

/** The page with `old` words taken out and `fresh` put where the first of them stood. */
function replaceWords(lines: readonly OcrLine[], old: readonly OcrWord[], fresh: readonly OcrWord[]): OcrLine[] {
  const first = old[0];
  const gone = new Set(old);
  return lines.map((line) => {
    if (!line.words.some((w) => gone.has(w))) return line;
    const words = line.words.flatMap((w) => (w === first ? [...fresh] : gone.has(w) ? [] : [w]));
    return { ...line, words, text: words.map((w) => w.text).join(' ') };
  });
}
