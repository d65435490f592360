import { DIGITS_FOR_LETTER, LETTER_FOR_DIGIT } from './confusions';
import type { FieldSpec, MrzLayout } from './formats';
import { repairFillers } from './repair-fillers';

/**
 * The corrections that need no check digit, because the position's type decides: a digit in a letters-only field
 * becomes its look-alike letter (`UT0` → `UTO`), a letter in a date or check position its look-alike digit
 * (`74O812` → `740812`), misread filler runs in names and optional fields go back to `<` where the structure
 * is unambiguous (see `repairFillers`), and a filler read as K, L or C in the sex position goes back to `<`.
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
    case 'name':
      return repairFillers(toLetters(text), 'name');
    case 'digits':
    case 'check':
      return [...text].map((ch) => DIGITS_FOR_LETTER[ch]?.[0] ?? ch).join('');
    case 'sex':
      return text.length === 1 && 'KLC'.includes(text) ? '<' : text;
    case 'alnum':
      // A document number ends in fillers only when short, and never in look-alike words: leave it to its check.
      return spec.key === 'documentNumber' ? text : repairFillers(text, 'optional');
  }
}

function toLetters(text: string): string {
  return [...text].map((ch) => LETTER_FOR_DIGIT[ch] ?? ch).join('');
}
