import { PRINTED_DIGIT_CLASS } from '../../text/lookalikes';

/**
 * Names a rules file's regexes may use for what OCR makes of printed characters, so that every file says a
 * digit the same way instead of repeating its own class of look-alike letters:
 * - `{digit}`: a digit, or a letter OCR reads for one in print (text/lookalikes, the `printed` view: O D Q I l | Z
 *   S B); the `digitLookalikes` normaliser turns them back into digits.
 */
const NAMED_CLASSES: ReadonlyArray<readonly [string, string]> = [['{digit}', PRINTED_DIGIT_CLASS]];

/** A rules file's regex with its named classes written out, compiled (`u`: Unicode, as every rule regex is). */
export function ruleRegex(pattern: string): RegExp {
  return new RegExp(expandNamedClasses(pattern), 'u');
}

function expandNamedClasses(pattern: string): string {
  return NAMED_CLASSES.reduce((out, [name, regex]) => out.split(name).join(regex), pattern);
}
