import { DIGITS_FOR_LETTER, LETTER_FOR_DIGIT, LETTER_LOOKALIKES } from './confusions';
import type { FieldSpec, MrzLayout } from './formats';
import { repairFillers } from './repair-fillers';
import { settleCountryCode } from './settle-country-code';

/**
 * The corrections that need no check digit, because the position's type decides: a digit in a letters-only field
 * becomes its look-alike letter (`UT0` → `UTO`), a country code outside the closed list the one listed code its
 * look-alikes reach (`THN` → `TWN`, see `settleCountryCode`), a letter in a date or check position its look-alike
 * digit (`74O812` → `740812`), misread filler runs in names and optional fields go back to `<` where the
 * structure is unambiguous (see `repairFillers`), and in the sex position a filler read as K, L or C goes back to
 * `<` and a look-alike of M or F (`H`) becomes it.
 * Letters and digits in document and personal numbers are left for the check digits to decide.
 */
export function applyFieldKinds(layout: MrzLayout, lines: readonly string[]): string[] {
  const out = lines.map((line) => [...line]);
  for (const spec of layout.fields) {
    const text = lines[spec.line].slice(spec.start, spec.start + spec.length);
    const fixed = fixField(spec, text);
    for (let i = 0; i < fixed.length; i++) out[spec.line][spec.start + i] = fixed[i];
  }
  return out.map((chars) => chars.join(''));
}

function fixField(spec: FieldSpec, text: string): string {
  switch (spec.kind) {
    case 'letters':
      return toLetters(text);
    case 'country':
      return settleCountryCode(toLetters(text));
    case 'name':
      return repairFillers(toLetters(text), 'name');
    case 'digits':
    case 'check':
      return [...text].map((ch) => DIGITS_FOR_LETTER[ch]?.[0] ?? ch).join('');
    case 'sex':
      return fixSex(text);
    case 'alnum':
      // A document number ends in fillers only when short, and never in look-alike words: leave it to its check.
      return spec.key === 'documentNumber' ? text : repairFillers(text, 'optional');
  }
}

/**
 * The sex position holds M, F, X or `<` only: a filler read as K, L or C is a filler, and a capital that
 * resembles exactly one of M and F is that one (the legacy engine reads OCR-B's M as H).
 */
function fixSex(text: string): string {
  if (text.length !== 1 || 'MFX<'.includes(text)) return text;
  if ('KLC'.includes(text)) return '<';
  const options = (LETTER_LOOKALIKES[text] ?? []).filter((ch) => ch === 'M' || ch === 'F');
  return options.length === 1 ? options[0] : text;
}

function toLetters(text: string): string {
  return [...text].map((ch) => LETTER_FOR_DIGIT[ch] ?? ch).join('');
}
