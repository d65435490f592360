/**
 * A UK address ends with its postcode, whose every position is a letter or a digit by its form (outward code
 * A9, A99, AA9, AA99, A9A or AA9A; inward code 9AA). OCR reads letters and digits for each other there (SO18
 * as S018, SA1 as SAl), which the form undoes.
 */
const OUTWARD_FORMS = ['A9', 'A99', 'AA9', 'AA99', 'A9A', 'AA9A'];
const AS_DIGIT: Readonly<Record<string, string>> = { O: '0', D: '0', Q: '0', I: '1', L: '1', l: '1', i: '1', '|': '1', S: '5', B: '8', Z: '2', G: '6', T: '7' };
const AS_LETTER: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '2': 'Z', '6': 'G', '7': 'T', l: 'L' };

// e.g. "… EDINBURGH EH1 9GP": the last two words, the inward code three characters.
const ENDING = /^(.*\s)(\S{2,4})\s+(\S{3})$/u;
// e.g. "… BRISTOL BS15TP": the space between the two codes lost.
const JOINED_ENDING = /^(.*\s)(\S{2,4})(\S{3})$/u;

/**
 * The text with the postcode at its end read as its form allows, with as few changes as possible (at most
 * two); unchanged when no form fits. e.g. "176 NEW STREET SOUTHAMPTON S018 2NP" → "… SO18 2NP"
 */
export function ukPostcode(value: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  const match = ENDING.exec(text);
  if (!match) return joinedPostcode(text) ?? value;
  const [, head, outward, inward] = match;
  const fixedInward = fitForm(inward, '9AA');
  if (!fixedInward) return value;
  let bestOutward: { text: string; changes: number } | undefined;
  for (const form of OUTWARD_FORMS.filter((f) => f.length === outward.length)) {
    const text = fitForm(outward, form);
    if (!text) continue;
    const changes = differences(outward, text);
    if (!bestOutward || changes < bestOutward.changes) bestOutward = { text, changes };
  }
  if (!bestOutward || bestOutward.changes + differences(inward, fixedInward) > 2) return value;
  return `${head}${bestOutward.text} ${fixedInward}`;
}

/**
 * A last word that is a whole postcode as read, its space lost, split into its two codes; null otherwise. Only
 * one that fits a form without a change: a town's name ("LONDON") fits one with two.
 * e.g. "175 QUEENS DRIVE BRISTOL BS15TP" → "… BS1 5TP"
 */
function joinedPostcode(text: string): string | null {
  const match = JOINED_ENDING.exec(text);
  if (!match) return null;
  const [, head, outward, inward] = match;
  const fits = fitForm(inward, '9AA') === inward && OUTWARD_FORMS.some((form) => form.length === outward.length && fitForm(outward, form) === outward);
  return fits ? `${head}${outward} ${inward}` : null;
}

/** The characters read as the form's letters (A) and digits (9) say, or '' when one cannot be. */
function fitForm(text: string, form: string): string {
  let out = '';
  for (let i = 0; i < form.length; i++) {
    const ch = text[i];
    if (form[i] === '9') {
      const digit = /\d/.test(ch) ? ch : AS_DIGIT[ch];
      if (!digit) return '';
      out += digit;
    } else {
      const letter = /[A-Z]/.test(ch) ? ch : AS_LETTER[ch];
      if (!letter) return '';
      out += letter;
    }
  }
  return out;
}

function differences(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}
