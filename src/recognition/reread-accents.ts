import { marksWritten } from '../image/find-diacritic-marks';
import type { OcrWord } from '../ocr/types';
import { extractFields, type Extraction, type ExtractionInput } from '../rules/extract-fields';
import type { RuleSet } from '../rules/types';
import type { RegionReader } from './region-reader';
import { rereadValues } from './reread-values';

/**
 * Letters whose accented forms in a language join their base letter (Ł's stroke, Ą's ogonek, Ç's and Ş's
 * cedilla): no separate mark shows them, so a value holding one is read again whatever its marks.
 */
const ATTACHED_MARKS: Record<string, RegExp> = { pol: /[ACELNOSZ]/iu, ron: /[ST]/iu, fra: /C/iu, por: /C/iu };

/**
 * Values a line reader wrote without accents it cannot write (PP-OCR: KÖLN read KOLN), where the print shows
 * more diacritic marks than the value's text has (OcrWord.marks) or holds a letter whose accent joins it: their
 * rows read again by tesseract in the kind's languages, taken where they spell the same letters with the accents
 * back (sameSpelling), then the rules run again. Values whose print shows no lost accent cost nothing; no read
 * starts once `exhausted`.
 */
export async function rereadAccents(
  page: RegionReader,
  rules: RuleSet,
  input: ExtractionInput,
  extraction: Extraction,
  today: Date,
  exhausted: () => boolean = () => false,
): Promise<{ input: ExtractionInput; extraction: Extraction }> {
  const attached = rules.ocr.languages.map((l) => ATTACHED_MARKS[l]).filter((r): r is RegExp => !!r);
  const lostAccents = (w: OcrWord): boolean => w.marks !== undefined && /\p{L}/u.test(w.text) && (w.marks > marksWritten(w.text) || attached.some((letters) => letters.test(w.text)));
  const groups = Object.values(extraction.taken).filter((words) => words.some(lostAccents));
  if (!groups.length || exhausted()) return { input, extraction };
  const lines = await rereadValues(page, input.lines, groups, rules.ocr.languages);
  if (lines.every((line, i) => line === input.lines[i])) return { input, extraction };
  const mended = { ...input, lines };
  return { input: mended, extraction: extractFields(rules, mended, today) };
}
