import { captionLetterClass, PRINTED_DIGIT_CLASS, SLASH_CLASS } from '../../text/lookalikes';

/**
 * Names a rules file's regexes may use for what OCR makes of printed characters, so that every file says a
 * digit the same way instead of repeating its own class of look-alike letters:
 * - `{digit}`: a digit, or a letter OCR reads for one in print (text/lookalikes, the `printed` view: O D Q I l | Z
 *   S B); the `digitLookalikes` normaliser turns them back into digits.
 * - `{slash}`: a slash between two printed parts ("V/F", "007/008"), or the bar or upright letter OCR reads for it.
 * - `{~WORD}`: a printed caption as OCR reads it, each letter in either case or as the digit read for it (the
 *   `caption` view), e.g. `{~DOB}` matches DOB, Dob, D0B; `{~ISS}` matches ISS, lSS, 1SS.
 */
const NAMED_CLASSES: ReadonlyArray<readonly [string, string]> = [
  ['{digit}', PRINTED_DIGIT_CLASS],
  ['{slash}', SLASH_CLASS],
];

/** A rules file's regex with its named classes written out, compiled (`u`: Unicode, as every rule regex is). */
export function ruleRegex(pattern: string): RegExp {
  return new RegExp(expandNamedClasses(pattern), 'u');
}

/** `{~` then letters: never a quantifier, nor a file's own piece (those start with a small letter). */
const CAPTION = /\{~([\p{L}]+)\}/gu;

function expandNamedClasses(pattern: string): string {
  const named = NAMED_CLASSES.reduce((out, [name, regex]) => out.split(name).join(regex), pattern);
  return named.replace(CAPTION, (_, word: string) => [...word].map(captionLetterClass).join(''));
}
