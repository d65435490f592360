import type { OcrWord } from '../ocr/types';
import { extractFields, type Extraction, type ExtractionInput } from '../rules/extract-fields';
import type { RuleSet } from '../rules/types';
import type { RegionReader } from './region-reader';
import { rereadValues } from './reread-values';

// A letter of a script other than Latin (Thai, Arabic, ...): e.g. the ไ of "ไริออททาล".
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * Values printed in Latin letters (a field's `latinScript`) whose words a page read of several scripts read in
 * another (a Thai card's English surname "Boonma" read as "ไริออททาล" by tha+eng): those words read again in the
 * field's languages, taken when the re-read holds Latin letters and no other script, then the rules run again
 * on the mended page. Fields read all in Latin letters cost nothing more; no read starts once `exhausted`.
 */
export async function rereadLatinValues(
  page: RegionReader,
  rules: RuleSet,
  input: ExtractionInput,
  extraction: Extraction,
  today: Date,
  exhausted: () => boolean = () => false,
): Promise<{ input: ExtractionInput; extraction: Extraction }> {
  let lines = input.lines;
  let mended = false;
  for (const [name, rule] of [...Object.entries(rules.parts), ...Object.entries(rules.fields)]) {
    if (!rule.latinScript?.length || exhausted()) continue;
    const words = (extraction.taken[name] ?? []).filter((w) => OTHER_SCRIPT.test(w.text));
    // Words an earlier field's re-read replaced are no longer on the page: read already.
    const onPage = new Set(lines.flatMap((l) => l.words));
    if (!words.length || !words.every((w) => onPage.has(w))) continue;
    const next = await rereadValues(page, lines, [words], rule.latinScript, isLatinReading);
    if (next.some((line, i) => line !== lines[i])) mended = true;
    lines = next;
  }
  if (!mended) return { input, extraction };
  const mendedInput = { ...input, lines };
  return { input: mendedInput, extraction: extractFields(rules, mendedInput, today) };
}

/** A re-read in Latin letters only: the script the value is printed in. */
function isLatinReading(_before: readonly OcrWord[], after: readonly OcrWord[]): boolean {
  return after.some((w) => LATIN_LETTER.test(w.text)) && !after.some((w) => OTHER_SCRIPT.test(w.text));
}
