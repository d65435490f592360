import { FILLER_LOOKALIKES, LETTER_LOOKALIKES } from './confusions';
import { isCountryCode } from './country-codes';

/** Look-alike substitutions tried at most: past two, nearly any three letters reach some code. */
const MAX_SUBSTITUTIONS = 2;

/**
 * An issuing state or nationality field (three characters, fillers kept, digits already read as letters)
 * settled to the closed list of codes: a code in the list stays as read; one outside it becomes the one code in
 * the list that the fewest look-alike substitutions reach (a letter for a capital it resembles, a filler for
 * a letter the LSTM engine writes for `<`), when exactly one does. Otherwise the field comes back as given.
 *
 * @example settleCountryCode('THN') === 'TWN'; settleCountryCode('O<<') === 'D<<'; settleCountryCode('CMW') === 'CMW'
 */
export function settleCountryCode(field: string): string {
  if (isListed(field)) return field;
  let frontier = [field];
  const seen = new Set(frontier);
  for (let step = 1; step <= MAX_SUBSTITUTIONS; step++) {
    const next: string[] = [];
    for (const text of frontier) {
      [...text].forEach((ch, i) => {
        for (const other of alternativesOf(ch)) {
          const candidate = text.slice(0, i) + other + text.slice(i + 1);
          if (seen.has(candidate)) continue;
          seen.add(candidate);
          next.push(candidate);
        }
      });
    }
    const listed = next.filter(isListed);
    if (listed.length === 1) return listed[0];
    if (listed.length > 1) return field;
    frontier = next;
  }
  return field;
}

/** Letters, then fillers to the end (`D<<`, `UTO`), spelling a listed code; a blank field is not one. */
function isListed(field: string): boolean {
  // e.g. D<<
  const form = /^([A-Z]+)<*$/.exec(field);
  return form !== null && isCountryCode(form[1]);
}

function alternativesOf(ch: string): string[] {
  const options = [...(LETTER_LOOKALIKES[ch] ?? [])];
  if (FILLER_LOOKALIKES.includes(ch)) options.push('<');
  return options;
}
