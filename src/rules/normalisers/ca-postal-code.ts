/**
 * A Canadian address ends with its postal code, letter-digit-letter, a space, digit-letter-digit (A9A 9A9).
 * OCR reads letters and digits for each other there (K1P 0T3 as K1P OT3), which the form undoes. Postal codes
 * never use D, F, I, O, Q or U, so a digit misread as one of those is put back.
 */
const AS_DIGIT: Readonly<Record<string, string>> = { O: '0', D: '0', Q: '0', I: '1', L: '1', l: '1', '|': '1', S: '5', B: '8', Z: '2', G: '6', T: '7' };
const AS_LETTER: Readonly<Record<string, string>> = { '5': 'S', '8': 'B', '2': 'Z', '6': 'G', '7': 'T' };
const FORM = 'A9A9A9';

// e.g. "… OTTAWA, ON K1P OT3": the last two words, three characters each.
const ENDING = /^(.*\s)(\S{3})\s?(\S{3})$/u;

/** The text with the postal code at its end read as its form allows; unchanged when it cannot be one. e.g. "… K1P OT3" → "… K1P 0T3" */
export function caPostalCode(value: string): string {
  const match = ENDING.exec(value.replace(/\s+/g, ' ').trim());
  if (!match) return value;
  const [, head, first, second] = match;
  let out = '';
  const code = first + second;
  for (let i = 0; i < FORM.length; i++) {
    const ch = code[i];
    const fixed = FORM[i] === '9' ? (/\d/.test(ch) ? ch : AS_DIGIT[ch]) : /[A-Z]/.test(ch) ? ch : AS_LETTER[ch];
    if (!fixed) return value;
    out += fixed;
  }
  return `${head}${out.slice(0, 3)} ${out.slice(3)}`;
}
