/**
 * Abbreviations a document prints with a full stop (a Romanian address's `Jud.`, `Mun.`, `Str.`, `nr.`; an
 * Indonesian `NO.`), mended where OCR misread the small marks around them:
 * - the stop read as a colon, semicolon or comma gets the stop back: `Mun:Galați` → `Mun.Galați`, `NO, 25` → `NO. 25`;
 * - a mark read between the word before and the abbreviation, where the print has a space or nothing (security
 *   print under a gap), is a space: `Jud.SB-Mun.Sibiu` → `Jud.SB Mun.Sibiu`, `DIPONEGORO'NO. 35` → `DIPONEGORO NO. 35`.
 * Spacing is the print's own and is kept: Romanian cards print `Str.Gării nr.12` with no space after a stop.
 * Matching is by the case the rules file writes (`NO` is not `No`).
 */
export function mendAbbreviations(value: string, abbreviations: readonly string[]): string {
  if (abbreviations.length === 0 || !value) return value;
  const { stopMisread, markBefore } = patternsOf(abbreviations);
  return value.replace(stopMisread, '$1.').replace(markBefore, ' ');
}

// Made once per rules file's list: a field's value is finished for every candidate of every page.
const patterns = new WeakMap<readonly string[], { stopMisread: RegExp; markBefore: RegExp }>();

function patternsOf(abbreviations: readonly string[]): { stopMisread: RegExp; markBefore: RegExp } {
  let made = patterns.get(abbreviations);
  if (!made) {
    const words = abbreviations.map(escape).join('|');
    made = {
      stopMisread: new RegExp(`(?<=^|[\\s.])(${words})[:;,](?= ?[\\p{L}\\p{N}])`, 'gu'),
      markBefore: new RegExp(`(?<=[\\p{L}\\p{N}.])[-:;'’,](?=(?:${words})\\.)`, 'gu'),
    };
    patterns.set(abbreviations, made);
  }
  return made;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const apartPatterns = new WeakMap<readonly string[], RegExp>();

/**
 * Words a document prints apart from the number that follows them (a Mexican address's `INT 6`, an Indonesian
 * `NO. 73`), read glued to it: the space back. Only before a digit: `INT` starts words too (INTERIOR).
 * e.g. spaceWordsApart("C MINA 112 INT6", ["INT"]) === "C MINA 112 INT 6"
 */
export function spaceWordsApart(value: string, words: readonly string[]): string {
  if (words.length === 0 || !value) return value;
  let pattern = apartPatterns.get(words);
  if (!pattern) {
    pattern = new RegExp(`(?<=^|\\s)(${words.map(escape).join('|')})(?=\\p{N})`, 'gu');
    apartPatterns.set(words, pattern);
  }
  return value.replace(pattern, '$1 ');
}
